/**
 * The browser build's named chunks (build/chunks.ts) name files that exist, and the build takes
 * them. A renamed or moved file would leave its group silently: nothing breaks for a visitor, but
 * the module comes back as a small chunk of its own, one more request on every page that loads it
 * (docs/speed.md, "Fewer, larger modules").
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, takesModule } from '../../build/chunks';
import { ROOT } from './imports';

/** The source file (or folder) an entry names, or null when there is none. */
function sourceOf(entry: string): string | null {
  const base = join(ROOT, 'src', entry);
  if (entry.endsWith('/')) return existsSync(base) && statSync(base).isDirectory() ? base : null;
  return ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path)) ?? null;
}

/** A module id for each of the group's entries that exists (a file in it, for a folder). */
const idsOf = (files: readonly string[]) =>
  files.flatMap((file) => {
    const source = sourceOf(file);
    if (!source) return [];
    return [file.endsWith('/') ? join(source, 'index.ts') : source];
  });

interface BuiltGroup {
  name: string;
  test?: (id: string) => boolean;
}

/** The groups of the browser build as vite.config.ts gives them to Rolldown. */
async function buildGroups(): Promise<BuiltGroup[]> {
  const { loadConfigFromFile } = await import('vite');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', ROOT, 'silent');
  const output = loaded?.config.build?.rolldownOptions?.output;
  const splitting = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
  return (typeof splitting === 'object' && splitting ? (splitting.groups ?? []) : []) as BuiltGroup[];
}

describe('the named chunks of the browser build', () => {
  for (const group of CHUNK_GROUPS) {
    it(`names only files that exist: ${group.name}`, () => {
      expect(group.files.filter((file) => sourceOf(file) === null)).toEqual([]);
    });

    it(`takes each of its files, with either path separator: ${group.name}`, () => {
      const takes = takesModule(group);
      for (const id of idsOf(group.files)) {
        expect(takes(id), id).toBe(true);
        expect(takes(id.replace(/\//g, '\\')), id).toBe(true);
      }
    });
  }

  it('puts no file in two groups', () => {
    const entries = CHUNK_GROUPS.flatMap((group) => group.files);
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  });

  it('takes no file that only shares a name or a folder prefix with one it names', () => {
    const takes = takesModule({ name: 'example', files: ['components/Icon', 'islands/'], packages: ['preact'] });
    expect(takes('/app/src/components/Icon.tsx')).toBe(true);
    expect(takes('/app/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(takes('/app/src/components/IconButton.tsx')).toBe(false);
    expect(takes('/app/src/components/Icon.css')).toBe(false);
    expect(takes('/app/src/islandsExtra/start.ts')).toBe(false);
    expect(takes('/app/other/components/Icon.tsx')).toBe(false);
    expect(takes('/app/node_modules/preact-render-to-string/dist/index.mjs')).toBe(false);
  });

  it('is what the build gives Rolldown: each group by its name, taking its files', async () => {
    const built = await buildGroups();
    for (const group of CHUNK_GROUPS) {
      const test = built.find((candidate) => candidate.name === group.name)?.test;
      expect(test, group.name).toBeTypeOf('function');
      for (const id of idsOf(group.files)) expect(test!(id), `${group.name}: ${id}`).toBe(true);
    }
  });
});
