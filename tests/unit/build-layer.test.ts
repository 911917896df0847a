/**
 * build/ holds what the Vite build and the code generators need; publish/ holds what publishes
 * (the prerender and its steps, `npm run build` included). The publisher may use the build's
 * helpers (ROOT, the site config), never the other way round: this test walks every relative
 * import from build/, `import type`, `import()` and the modules reached through src/ included,
 * and fails on any that lands in publish/.
 */
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importsOf, sourceFiles } from './imports';

const BUILD = join(ROOT, 'build');
const PUBLISH = join(ROOT, 'publish');

/** Each import chain from `starts` that ends in `forbidden`, as repository paths (the first found per start). */
export function chainsInto(
  starts: string[],
  importsOf: (file: string) => string[],
  forbidden: (file: string) => boolean,
): string[][] {
  const found: string[][] = [];
  for (const start of starts) {
    const seen = new Set([start]);
    const queue: string[][] = [[start]];
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      const hit = importsOf(chain.at(-1)!).find(forbidden);
      if (hit) {
        found.push([...chain, hit]);
        break;
      }
      for (const next of importsOf(chain.at(-1)!))
        if (!seen.has(next)) {
          seen.add(next);
          queue.push([...chain, next]);
        }
    }
  }
  return found;
}

describe('build/ and publish/', () => {
  it('finds an import chain that reaches the forbidden folder, through other modules too', () => {
    const graph: Record<string, string[]> = { 'build/a': ['src/b'], 'src/b': ['publish/c'], 'build/d': ['src/b'] };
    const edges = (file: string) => graph[file] ?? [];
    const intoPublish = (file: string) => file.startsWith('publish/');
    expect(chainsInto(['build/a', 'build/d'], edges, intoPublish)).toEqual([
      ['build/a', 'src/b', 'publish/c'],
      ['build/d', 'src/b', 'publish/c'],
    ]);
    expect(chainsInto(['src/b'], () => [], intoPublish)).toEqual([]);
  });

  it('nothing under build/ imports from publish/, directly or through other modules', () => {
    const files = sourceFiles(BUILD, { tests: true });
    expect(files.length).toBeGreaterThan(5);
    const inPublish = (file: string) => file.startsWith(PUBLISH + sep);
    const chains = chainsInto(files, importsOf, inPublish);
    expect(chains.map((chain) => chain.map((file) => relative(ROOT, file)).join(' -> '))).toEqual([]);
  });
});
