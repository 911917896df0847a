/**
 * A block's stylesheet styles only its own classes. Block CSS stays loaded once a visitor has
 * seen the block, so two blocks that both styled `.booking` or `.contact-box` restyled each
 * other's pages after a client-side navigation, depending on which page came first.
 *
 * Each selector belongs to its first class (`[dir='rtl'] .a__b:hover > .c` to `a__b`), read
 * from the parsed stylesheet: comments, strings and at-rules are the parser's concern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { describe, expect, it } from 'vitest';
import { BLOCKS_DIR, blockFolders } from '../../build/blocks.ts';

/** The first class of each selector of a stylesheet, outside pseudo-class arguments. */
function leadingClasses(css: string, from?: string): Set<string> {
  const classes = new Set<string>();
  const first = selectorParser((selectors) => {
    for (const selector of selectors.nodes) {
      const found = selector.nodes.find((node) => node.type === 'class');
      if (found) classes.add(found.value);
    }
  });
  postcss.parse(css, { from }).walkRules((rule) => {
    first.processSync(rule.selector);
  });
  return classes;
}

/** Each class and the block stylesheets whose selectors lead with it. */
function classOwners(): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const { dir } of blockFolders()) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.css'))) {
      const path = join(dir, file);
      const name = relative(BLOCKS_DIR, path);
      for (const leading of leadingClasses(readFileSync(path, 'utf8'), path))
        owners.set(leading, [...(owners.get(leading) ?? []), name]);
    }
  }
  return owners;
}

describe('block stylesheets', () => {
  it('reads the leading class of each selector from the parsed stylesheet', () => {
    const css = `
      /* .commented { color: red } */
      .a, [dir='rtl'] .b:hover > .c { content: '.quoted { }'; }
      @media (min-width: 768px) { .d__e:not(.f) { color: red; } }
      :is(.g, .h) .i { color: red; }
      @keyframes spin { from { opacity: 0; } 50% { opacity: 1; } }`;
    expect([...leadingClasses(css)]).toEqual(['a', 'b', 'd__e', 'i']);
  });

  const owners = classOwners();

  it('finds the stylesheets of the blocks', () => {
    expect(new Set([...owners.values()].flat()).size).toBeGreaterThanOrEqual(30);
  });

  it('no two blocks style the same class', () => {
    const shared = [...owners]
      .filter(([, files]) => new Set(files.map(dirname)).size > 1)
      .map(([name, files]) => `.${name}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
