/**
 * The blocks whose machines start at the visitor's first interaction (src/perf/lazyActor.ts and
 * the cart store), and the app itself, import no XState statically (as a value: not `import type`, not
 * `import()`): Vite would put it in the page's first JavaScript otherwise, against the 110 KB
 * budget of `npm run bench`.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, valueImports } from './imports';

const LAZY_PACKAGES = ['xstate', '@xstate/react'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A chain of static value imports from `entry` to one of the packages, or null. */
function pathToPackage(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (LAZY_PACKAGES.includes(specifier)) return [...trail, specifier];
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      const next = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
      if (!next || !/\.tsx?$/.test(next)) continue;
      const found = walk(next, [...trail, relative(ROOT, next)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [relative(ROOT, entry)]);
}

describe('the machines started at the first interaction stay out of the first view', () => {
  it.each(['src/main.tsx', 'src/blocks/live/MenuBrowser/index.tsx', 'src/blocks/live/ReservationBooking/index.tsx'])(
    '%s reaches no XState module statically',
    (entry) => {
      expect(pathToPackage(join(ROOT, entry))).toBeNull();
    },
  );

  it('the walker finds a static import of XState where there is one', () => {
    expect(pathToPackage(join(ROOT, 'src/machines/menuFilter.machine.ts'))).toEqual([
      'src/machines/menuFilter.machine.ts',
      'xstate',
    ]);
  });
});
