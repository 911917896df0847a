/**
 * Strings load by area (src/i18n/dictionary.ts): `common` with every page, any other area with
 * the first block that names it in src/blocks/registry.ts. A key read from an area that is not
 * loaded would show as the bare key, so this test follows the imports (static and dynamic) of
 * the code every page runs and of each block, collects the keys each reaches (quoted keys, and
 * `prefix.${…}` templates), and checks them against the areas it may read:
 * - code outside the blocks reads `common` only;
 * - a block reads `common` and the areas its registry entry names, and names none it never reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFolders, REGISTRY_FILE as REGISTRY } from '../../build/block-folders.ts';
import { registry } from '../../src/blocks/registry';
import { stringAreas, type StringArea } from '../../src/i18n/dictionary';
import { SRC, valueImports } from './sources';

/** Each key's area. */
const areaOfKey = new Map<string, StringArea>(
  (Object.keys(stringAreas) as StringArea[]).flatMap((area) =>
    stringAreas[area].flatMap((module) => Object.keys(module.en).map((key) => [key, area] as const)),
  ),
);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // packages and virtual modules read no strings
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path)) ?? null;
}

/** The relative modules a file imports, statically or with import(); type-only imports carry no code. */
function importsOf(file: string): string[] {
  return valueImports(file, { dynamic: true })
    .map((specifier) => resolveImport(file, specifier))
    .filter((path): path is string => path !== null && !/\.test\.tsx?$/.test(path));
}

/** The keys a file reads, with the area of each. */
function keysOf(file: string): { key: string; area: StringArea }[] {
  const code = readFileSync(file, 'utf8');
  // An event type spelt like a key (`type: 'cart.remove'`, `'cart.remove': {` in a machine) reads no string.
  const quoted = [...code.matchAll(/(type\s*(?:===|:)\s*)?['"`]([a-zA-Z]+(?:\.[\w]+)+)['"`](\s*:\s*\{)?/g)]
    .filter((match) => !match[1] && !match[3])
    .map((match) => match[2]!)
    .filter((key) => areaOfKey.has(key));
  const templated = [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].flatMap((match) =>
    [...areaOfKey.keys()].filter((key) => key.startsWith(`${match[1]}.`)),
  );
  return [...new Set([...quoted, ...templated])].map((key) => ({ key, area: areaOfKey.get(key)! }));
}

/** Every module reachable from `start`, not going into the blocks the registry loads. */
function reachable(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file === REGISTRY) return;
    importsOf(file).forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** Where a block's code starts, from its registry line. */
function blockEntries(): Map<string, string> {
  return new Map([...blockFolders()].map(([type, folder]) => [type, resolveImport(REGISTRY, `./${folder}`)!]));
}

const where = (file: string, key: string) => `${relative(SRC, file)} reads '${key}'`;

describe('string areas', () => {
  it('the code every page runs reads only the common strings', () => {
    const outside = reachable(join(SRC, 'main.tsx')).flatMap((file) =>
      keysOf(file)
        .filter(({ area }) => area !== 'common')
        .map(({ key, area }) => `${where(file, key)} (area ${area})`),
    );
    expect(outside).toEqual([]);
  });

  it('finds the keys it checks (the scan is not blind)', () => {
    expect(keysOf(join(SRC, 'layout', 'Header.tsx')).map(({ key }) => key)).toContain('header.openMenu');
    expect(keysOf(join(SRC, 'layout', 'SocialLinks.tsx')).map(({ key }) => key)).toContain('social.facebook');
    expect(blockEntries().size).toBe(Object.keys(registry).length);
  });

  it.each(Object.entries(registry).map(([type, entry]) => [type, entry.strings] as const))(
    'block %s reads exactly the areas it names: %j',
    (type, named) => {
      const start = blockEntries().get(type);
      expect(start, `no registry line for ${type}`).toBeTruthy();
      const files = reachable(start!);
      const read = files.flatMap((file) => keysOf(file).map((found) => ({ ...found, file })));
      const missing = read
        .filter(({ area }) => area !== 'common' && !named.includes(area))
        .map(({ file, key, area }) => `${where(file, key)} (area ${area})`);
      expect(missing, `add the area to ${type}'s line in src/blocks/registry.ts`).toEqual([]);
      const unused = named.filter((area) => !read.some((found) => found.area === area));
      expect(unused, `${type} names areas it never reads`).toEqual([]);
    },
  );
});
