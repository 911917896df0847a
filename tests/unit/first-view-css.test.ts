/**
 * The header and footer are in every published page's HTML, and the page script renders neither
 * (src/main.tsx adds their behaviour to the HTML): the stylesheets they import must still come
 * with it. The prerender inlines the entry's stylesheets in each page's first view
 * (publish/steps/styles.ts); a stylesheet only the layout's components imported would be in a
 * chunk no published page loads, and the header and footer would show unstyled.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, valueImports } from './imports';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The stylesheets `entry` brings by static imports, its own and those of the modules it imports. */
function staticStylesheets(entry: string): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      if (specifier.endsWith('.css')) {
        sheets.add(relative(ROOT, base));
        continue;
      }
      const next = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
      if (next && /\.tsx?$/.test(next)) walk(next);
    }
  };
  walk(join(ROOT, entry));
  return sheets;
}

describe('the first view’s styles', () => {
  it('the page script brings every stylesheet the layout imports', () => {
    const layout = staticStylesheets('src/layout/PageFrame.tsx');
    const page = staticStylesheets('src/main.tsx');
    expect(layout).toContain('src/layout/Header.css');
    expect([...layout].filter((sheet) => !page.has(sheet))).toEqual([]);
  });
});
