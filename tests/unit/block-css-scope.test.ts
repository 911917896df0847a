/**
 * A block's stylesheet styles only its own classes. Block CSS stays loaded once a visitor has
 * seen the block, so two blocks that both styled `.booking` or `.contact-box` restyled each
 * other's pages after a client-side navigation, depending on which page came first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BLOCKS = join(import.meta.dirname, '..', '..', 'src', 'blocks');

/** The first class of every selector in a stylesheet (`.a__b:hover > .c` gives `a__b`). */
export function leadingClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g);
  for (const [, selectors] of rules) {
    if (selectors!.trim().startsWith('@')) continue;
    for (const selector of selectors!.split(',')) {
      const match = /^(?:\[[^\]]*\]\s*)?\.([\w-]+)/.exec(selector.trim());
      if (match) classes.add(match[1]!);
    }
  }
  return classes;
}

describe('block stylesheets', () => {
  it('finds the leading class of each selector', () => {
    expect([
      ...leadingClasses('.a, [dir=rtl] .b:hover > .c { x: 1 } @media (x) { .d__e { y: 2 } } /* .f { } */'),
    ]).toEqual(['a', 'b', 'd__e']);
  });

  it('no two blocks style the same class', () => {
    const owners = new Map<string, string[]>();
    const blocks = readdirSync(BLOCKS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name: block } of blocks) {
      const files = readdirSync(join(BLOCKS, block)).filter((file) => file.endsWith('.css'));
      for (const file of files)
        for (const name of leadingClasses(readFileSync(join(BLOCKS, block, file), 'utf8')))
          owners.set(name, [...new Set([...(owners.get(name) ?? []), block])]);
    }
    const shared = [...owners]
      .filter(([, blocks]) => blocks.length > 1)
      .map(([name, blocks]) => `.${name}: ${blocks.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
