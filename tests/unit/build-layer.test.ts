/**
 * build/ holds what the Vite build and the code generators need; publish/ holds what publishes
 * (the prerender and its steps, `npm run build` included). The publisher may use the build's
 * helpers (ROOT, the site config), never the other way round: this test walks every relative
 * import from build/, `import type`, `import()` and the modules reached through src/ included,
 * and fails on any that lands in publish/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD = join(ROOT, 'build');
const PUBLISH = join(ROOT, 'publish');
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The files a module imports by a relative path, `import type` and `import()` included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const base = resolve(dirname(file), name.replace(/\.js$/, ''));
      return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
    })
    .filter((path): path is string => path !== undefined && SOURCE.test(path));
}

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
    const files = sourceFiles(BUILD);
    expect(files.length).toBeGreaterThan(5);
    const inPublish = (file: string) => file.startsWith(PUBLISH + sep);
    const chains = chainsInto(files, importsOf, inPublish);
    expect(chains.map((chain) => chain.map((file) => relative(ROOT, file)).join(' -> '))).toEqual([]);
  });
});
