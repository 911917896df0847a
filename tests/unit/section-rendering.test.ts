/**
 * Sections after the first are rendered as they near the viewport (`content-visibility: auto` in
 * src/styles/base.css), and are scroll containers (`overflow: hidden`), so a slider's waiting
 * slides start their pictures as before. Such a section contains its own layout and paint: content
 * fixed to the viewport inside it would be fixed to the section instead, and scroll away with it;
 * sticky content would stick within the section, not the viewport. A block whose stylesheet fixes
 * anything to the viewport or makes it sticky keeps its section rendered and not a scroll container
 * (`content-visibility: visible`, `overflow: visible`), and the rule in base.css weighs nothing, so
 * that block's own class wins.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { BLOCKS_DIR, blockFolders } from '../../build/blocks.ts';

const SRC = join(import.meta.dirname, '../../src');

/** Each declaration of a stylesheet, with the selector of its rule. */
function declarations(css: string, from: string): { selector: string; prop: string; value: string }[] {
  const found: { selector: string; prop: string; value: string }[] = [];
  postcss.parse(css, { from }).walkDecls((decl) => {
    const rule = decl.parent;
    found.push({ selector: rule?.type === 'rule' ? rule.selector : '', prop: decl.prop, value: decl.value });
  });
  return found;
}

const stylesheetsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name));

const heldToViewport = (path: string) =>
  declarations(readFileSync(path, 'utf8'), path).some(
    ({ prop, value }) => prop === 'position' && (value === 'fixed' || value === 'sticky'),
  );

const declares = (sheets: string[], prop: string, value: string) =>
  sheets.some((path) =>
    declarations(readFileSync(path, 'utf8'), path).some((d) => d.prop === prop && d.value === value),
  );

describe('sections rendered as they near the viewport', () => {
  const base = join(SRC, 'styles/base.css');
  const baseDeclarations = declarations(readFileSync(base, 'utf8'), base);
  const rulesOf = (prop: string, value: string) =>
    baseDeclarations.filter((d) => d.prop === prop && d.value === value).map((d) => d.selector.replace(/\s+/g, ' '));

  it('applies to the sections after the first and the footer, with a selector that weighs nothing', () => {
    const sections = ':where(main > .section-slot:not(:first-child) > *, .site-footer)';
    expect(rulesOf('content-visibility', 'auto'), 'base.css renders later sections when near').toEqual([sections]);
    // Without it a slider's waiting slides would load their pictures only as they come.
    expect(rulesOf('overflow', 'hidden'), 'the same sections are scroll containers').toContain(sections);
  });

  it('finds content fixed to the viewport in a stylesheet', () => {
    expect(
      declarations('.a { position: fixed; } .b { position: sticky; }', 'x.css').filter((d) => d.prop === 'position'),
    ).toEqual([
      { selector: '.a', prop: 'position', value: 'fixed' },
      { selector: '.b', prop: 'position', value: 'sticky' },
    ]);
  });

  it('keeps rendered every block whose stylesheet fixes content to the viewport or makes it sticky', () => {
    const checked: string[] = [];
    for (const { dir } of blockFolders()) {
      const sheets = readdirSync(dir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => join(dir, name));
      if (!sheets.some(heldToViewport)) continue;
      const name = relative(BLOCKS_DIR, dir);
      checked.push(name);
      expect(
        declares(sheets, 'content-visibility', 'visible'),
        `${name} holds content to the viewport: its section sets content-visibility: visible`,
      ).toBe(true);
      expect(
        declares(sheets, 'overflow', 'visible'),
        `${name} holds content to the viewport: its section sets overflow: visible`,
      ).toBe(true);
    }
    // The menu's phone cart bar is the one today; the test would pass vacuously without it.
    expect(checked).toContain(join('live', 'MenuBrowser'));
  });

  it('has no shared component fixed or sticky to the viewport, which no block could vouch for', () => {
    const shared = stylesheetsIn(join(SRC, 'components')).filter(heldToViewport);
    expect(shared.map((path) => relative(SRC, path))).toEqual([]);
  });
});
