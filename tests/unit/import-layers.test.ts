/**
 * The app's code is in layers (docs/architecture.md, "Layers of src/"): a module imports from its own
 * layer or a lower one, never from a higher one, so the lower layers can be read, tested and
 * changed without the ones above them. This test walks every relative import of src/, type-only
 * ones and import() included, and names each that climbs. The fix is to move the shared type or
 * helper down to a layer both sides may use, or the module to the layer it belongs to.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importsOf, sourceFiles } from './imports';

const SRC = join(ROOT, 'src');

/**
 * Lowest first. A path is a folder or file under src/ (`*` stands for one folder name); a module
 * belongs to the layer of its longest matching path, so one file can sit in another layer than
 * its folder's: a block's strings.ts is its area of the interface strings, which the dictionary
 * (generated/strings.ts) lists.
 */
export const LAYERS: { name: string; paths: string[] }[] = [
  { name: 'generated types', paths: ['generated/types.ts', 'generated/cms.ts'] },
  {
    name: 'foundations',
    paths: ['i18n', 'generated/strings.ts', 'blocks/*/*/strings.ts', 'site', 'hours', 'perf'],
  },
  { name: 'data and domain', paths: ['data', 'menu', 'ordering', 'machines', 'theme', 'whatsapp'] },
  { name: 'shared UI', paths: ['components', 'router', 'perf/IslandLive.tsx'] },
  { name: 'page frame', paths: ['layout', 'seo'] },
  { name: 'blocks', paths: ['blocks', 'generated/queries.ts'] },
  {
    name: 'pages and entries',
    paths: ['render', 'islands', 'generated/blocks.ts', 'App.tsx', 'main.tsx', 'entry-server.tsx', 'sw'],
  },
];

/**
 * Imports that climb on purpose, `importer -> imported` (paths under src/), each with its reason.
 * Keep it empty if you can: an entry here is a layer that is not one.
 */
const EXCEPTIONS: Record<string, string> = {};

/** The index of the layer a module under src/ belongs to, or -1. */
export function layerOf(path: string): number {
  let best = -1;
  let length = -1;
  LAYERS.forEach((layer, index) => {
    for (const prefix of layer.paths) {
      const pattern = new RegExp(`^${prefix.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}(/|$)`);
      const matches = pattern.test(path);
      if (matches && prefix.length > length) [best, length] = [index, prefix.length];
    }
  });
  return best;
}

/** Each import of `graph` (module -> modules it imports, paths under src/) that climbs a layer. */
export function climbs(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const [from, to] = [layerOf(file), layerOf(imported)];
      if (to > from && !(`${file} -> ${imported}` in EXCEPTIONS)) {
        found.push(`src/${file} (${LAYERS[from]?.name}) imports src/${imported} (${LAYERS[to]?.name}), a higher layer`);
      }
    }
  }
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => [
    relative(SRC, file),
    importsOf(file)
      .filter((path) => path.startsWith(`${SRC}/`))
      .map((path) => relative(SRC, path)),
  ]),
);

describe('import layers', () => {
  it('finds an import that climbs', () => {
    const example = new Map([
      ['hours/zone.ts', ['generated/types.ts']],
      ['data/client.ts', ['layout/Header.tsx']],
    ]);
    expect(climbs(example)).toEqual([
      'src/data/client.ts (data and domain) imports src/layout/Header.tsx (page frame), a higher layer',
    ]);
  });

  it('puts every module of src/ in a layer', () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.keys()].filter((file) => layerOf(file) === -1)).toEqual([]);
  });

  it('no module imports from a higher layer, types and import() included', () => {
    expect(climbs(graph)).toEqual([]);
  });

  it('lists only exceptions that are still imports', () => {
    const stale = Object.keys(EXCEPTIONS).filter((entry) => {
      const [file, imported] = entry.split(' -> ');
      return !graph.get(file!)?.includes(imported!);
    });
    expect(stale).toEqual([]);
  });
});
