/**
 * Sections after the first are rendered as they near the viewport (`content-visibility: auto` in
 * src/styles/base.css). Such a section contains its own layout and paint: content fixed to the
 * viewport inside it would be fixed to the section instead, and scroll away with it. A block whose
 * stylesheet fixes anything to the viewport keeps its section rendered (`content-visibility:
 * visible`), and the rule in base.css weighs nothing, so that block's own class wins.
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

const fixedToViewport = (path: string) =>
  declarations(readFileSync(path, 'utf8'), path).some(({ prop, value }) => prop === 'position' && value === 'fixed');

describe('sections rendered as they near the viewport', () => {
  const base = join(SRC, 'styles/base.css');
  const rule = declarations(readFileSync(base, 'utf8'), base).find(
    ({ prop, value }) => prop === 'content-visibility' && value === 'auto',
  );

  it('applies to the sections after the first and the footer, with a selector that weighs nothing', () => {
    expect(rule, 'base.css renders later sections when near').toBeDefined();
    expect(rule!.selector.replace(/\s+/g, ' ')).toBe(
      ':where(main > .section-slot:not(:first-child) > *, .site-footer)',
    );
  });

  it('finds content fixed to the viewport in a stylesheet', () => {
    expect(
      declarations('.a { position: fixed; } .b { position: sticky; }', 'x.css').filter((d) => d.prop === 'position'),
    ).toEqual([
      { selector: '.a', prop: 'position', value: 'fixed' },
      { selector: '.b', prop: 'position', value: 'sticky' },
    ]);
  });

  it('keeps rendered every block whose stylesheet fixes content to the viewport', () => {
    const checked: string[] = [];
    for (const { dir } of blockFolders()) {
      const sheets = readdirSync(dir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => join(dir, name));
      if (!sheets.some(fixedToViewport)) continue;
      checked.push(relative(BLOCKS_DIR, dir));
      const visible = sheets.some((path) =>
        declarations(readFileSync(path, 'utf8'), path).some(
          ({ prop, value }) => prop === 'content-visibility' && value === 'visible',
        ),
      );
      expect(
        visible,
        `${relative(BLOCKS_DIR, dir)} fixes content to the viewport: its section sets content-visibility: visible`,
      ).toBe(true);
    }
    // The menu's phone cart bar is the one today; the test would pass vacuously without it.
    expect(checked).toContain(join('live', 'MenuBrowser'));
  });

  it('has no shared component fixed to the viewport, which no block could vouch for', () => {
    const shared = stylesheetsIn(join(SRC, 'components')).filter(fixedToViewport);
    expect(shared.map((path) => relative(SRC, path))).toEqual([]);
  });
});
