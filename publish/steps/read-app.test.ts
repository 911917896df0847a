import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { readApp } from './read-app';

let dir: string;
const FONTS = [
  'cairo-latin-wght-normal-AbC1.woff2',
  'cairo-arabic-wght-normal-DeF2.woff2',
  'playfair-display-latin-700-normal-GhI3.woff2',
  'playfair-display-latin-400-normal-JkL4.woff2',
];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'read-app-'));
  await mkdir(join(dir, '.vite'), { recursive: true });
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<html lang="en"><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-a1.js' }, 'src/perf/boot.ts': { file: 'assets/boot-b2.js' } }),
  );
  for (const font of FONTS) await writeFile(join(dir, 'assets', font), '');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const parsers: unknown[] = [];
const app = { ...entry, setMapEmbedParser: (parser: unknown) => void parsers.push(parser) };

describe('the read-app step', () => {
  it('reads the template, the boot scripts, every route’s sections and the first-view fonts', async () => {
    const frame = await readApp({ entry: app, outDir: dir });
    expect(frame.shell).toContain('index-a1.js');
    expect(frame.scripts).toMatchObject({ entry: '/assets/index-a1.js', boot: '/assets/boot-b2.js' });
    expect(frame.scripts.template).not.toContain('<script');
    expect(frame.modules).toHaveLength(entry.routes.length);
    expect(frame.modules[0]?.sections.length).toBeGreaterThan(0);
    // Every block a route uses has its folder (its code and stylesheets are named from it).
    const types = new Set(frame.modules.flatMap((module) => module.sections.map((section) => section.type)));
    expect([...types].filter((type) => !frame.folders.has(type))).toEqual([]);
    expect(frame.fonts).toEqual({
      en: ['assets/cairo-latin-wght-normal-AbC1.woff2', 'assets/playfair-display-latin-700-normal-GhI3.woff2'],
      ar: ['assets/cairo-arabic-wght-normal-DeF2.woff2', 'assets/cairo-latin-wght-normal-AbC1.woff2'],
    });
    // The Node build got an HTML parser to read the map embed with.
    expect(parsers).toHaveLength(1);
  });

  it('names the font a build lacks', async () => {
    await rm(join(dir, 'assets', FONTS[1]!));
    await expect(readApp({ entry: app, outDir: dir })).rejects.toThrow(
      'no font file cairo-arabic-wght-normal-*.woff2 in the build',
    );
  });

  it('says so when the folder holds no build', async () => {
    await rm(join(dir, '.vite'), { recursive: true });
    await expect(readApp({ entry: app, outDir: dir })).rejects.toThrow(/manifest\.json/);
  });
});
