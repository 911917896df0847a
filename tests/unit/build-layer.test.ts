/**
 * build/ holds what the Vite build and the code generators need; publish/ holds what publishes
 * (the prerender and its steps, `npm run build` included). The publisher may use the build's
 * helpers (ROOT, the site config), never the other way round: this test walks every relative
 * import from build/, `import type`, `import()` and the modules reached through src/ included,
 * and fails on any that lands in publish/.
 */
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, chainsInto, importsOf, sourceFiles } from './imports';

const BUILD = join(ROOT, 'build');
const PUBLISH = join(ROOT, 'publish');

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
