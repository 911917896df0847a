/**
 * The browser build's named chunks (build/chunks.ts) name files that exist. A renamed or moved
 * file would leave its group silently: nothing breaks for a visitor, but the module comes back as
 * a small chunk of its own, one more request on every page that loads it (docs/speed.md,
 * "Fewer, larger modules").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTROLS_FILES,
  HOURS_FILES,
  ISLAND_SHARED_FILES,
  ISLANDS_FILES,
  RUNTIME_FILES,
  SECTIONS_FILES,
  srcFiles,
} from '../../build/chunks';
import { ROOT } from './imports';

const GROUPS: Record<string, readonly string[]> = {
  runtime: RUNTIME_FILES,
  islands: [...ISLANDS_FILES, ...ISLAND_SHARED_FILES],
  hours: HOURS_FILES,
  sections: SECTIONS_FILES,
  controls: CONTROLS_FILES,
};

/** The source file (or folder) an entry names, or null when there is none. */
function sourceOf(entry: string): string | null {
  const base = join(ROOT, 'src', entry);
  if (entry.endsWith('/')) return existsSync(base) && statSync(base).isDirectory() ? base : null;
  return ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path)) ?? null;
}

describe('the named chunks of the browser build', () => {
  for (const [group, files] of Object.entries(GROUPS)) {
    it(`names only files that exist: ${group}`, () => {
      expect(files.filter((file) => sourceOf(file) === null)).toEqual([]);
    });

    it(`takes each of its files, with either path separator: ${group}`, () => {
      const test = srcFiles(files);
      for (const file of files) {
        const source = sourceOf(file);
        if (!source) continue;
        const id = file.endsWith('/') ? join(source, 'index.ts') : source;
        expect(test(id), id).toBe(true);
        expect(test(id.replace(/\//g, '\\')), id).toBe(true);
      }
    });
  }

  it('puts no file in two groups', () => {
    const entries = Object.values(GROUPS).flat();
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  });

  it('takes no file that only shares a name or a folder prefix with one it names', () => {
    const test = srcFiles(['components/Icon', 'islands/']);
    expect(test('/app/src/components/Icon.tsx')).toBe(true);
    expect(test('/app/src/components/IconButton.tsx')).toBe(false);
    expect(test('/app/src/components/Icon.css')).toBe(false);
    expect(test('/app/src/islandsExtra/start.ts')).toBe(false);
    expect(test('/app/other/components/Icon.tsx')).toBe(false);
  });

  it('is what the build uses', () => {
    const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
    for (const name of [
      'RUNTIME_FILES',
      'ISLANDS_FILES',
      'ISLAND_SHARED_FILES',
      'HOURS_FILES',
      'SECTIONS_FILES',
      'CONTROLS_FILES',
    ])
      expect(config, name).toContain(name);
  });
});
