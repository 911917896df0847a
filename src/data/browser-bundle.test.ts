/**
 * The browser never reads the CMS: the publisher makes every read and the browser loads what was
 * published. Each live block's query gates its read with
 * `!import.meta.env.CMS_READS ? publisherOnly : …` (src/data/query.ts), and the browser's build
 * defines it false, so the read code
 * (and the CMS collection it names) drops out of the bundle. This builds each module that defines a query
 * the way the browser's build does and looks for the read in the output, so a block written
 * without the gate (by hand or by `npm run new:block`) fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { CMS_COLLECTIONS } from '../generated/cms';
import { FILE_FIELDS } from './queries/fields';

const here = dirname(fileURLToPath(import.meta.url));
const blocks = join(here, '../blocks/live');
/** Every module that defines a query: each live block's data.ts and the shared queries. */
const queryModules: [string, string][] = [
  ...readdirSync(blocks, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocks, entry.name, 'data.ts')))
    .map((entry): [string, string] => [`${entry.name} block`, join(blocks, entry.name, 'data.ts')]),
  ...readdirSync(join(here, 'queries'))
    .filter((file) => /^[a-z]\w*\.ts$/i.test(file) && !file.endsWith('.test.ts'))
    .map((file): [string, string] => [`queries/${file}`, join(here, 'queries', file)])
    .filter(([, file]) => readFileSync(file, 'utf8').includes('defineQuery')),
];

/** The code a build of the module can load: its own and the app's, minified, packages left out. */
async function browserBuildOf(entry: string, cmsReads: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'import.meta.env.CMS_READS': JSON.stringify(cmsReads) },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'data' },
      rolldownOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const result of Array.isArray(output) ? output : [output])
    for (const chunk of result.output) if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
  // What a browser could load from the module: its chunk and the chunks its code names, now or
  // later. (A chunk only the dropped read imported is still emitted, and still listed in the
  // chunk's dynamic imports, but no code loads it.)
  const reached = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || reached.has(name)) return;
    reached.add(name);
    [...chunks.keys()].filter((other) => chunk.code.includes(other)).forEach(visit);
  };
  [...chunks.values()].filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  return [...reached].map((name) => chunks.get(name)?.code ?? '').join('\n');
}

/** Every script of the browser's build of the whole app (vite.config.ts), by file name. */
async function appScripts(): Promise<Map<string, string>> {
  const output = (await build({
    configFile: join(here, '../../vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const scripts = new Map<string, string>();
  for (const result of Array.isArray(output) ? output : [output])
    for (const chunk of result.output) if (chunk.type === 'chunk') scripts.set(chunk.fileName, chunk.code);
  return scripts;
}

const READS = /\breadCollection(WithCount)?\(|\breadSingleton\(|\bclient\.\w+\(/;

describe("the browser's build carries no CMS read", () => {
  it('finds the modules that define queries', () => {
    expect(queryModules.length).toBeGreaterThan(8);
  });

  it.each(queryModules)(
    '%s: its read is in the publisher build and not in the browser build',
    async (_, entry) => {
      // The check can see a read: the publisher's build of the same module has it.
      expect(await browserBuildOf(entry, true)).toMatch(READS);
      expect(await browserBuildOf(entry, false)).not.toMatch(READS);
    },
    60_000,
  );

  it('carries no field list of a CMS read in any chunk of the app', async () => {
    // Names only a CMS read asks for: a file's stored name, and the keys of many-to-many relations
    // (`variants.menu_variants_id`). A read the build cannot drop keeps src/generated/cms.ts's field
    // lists in a chunk pages load (it did once, through a gate imported as a constant).
    const readOnly = [
      ...FILE_FIELDS.filter((field) => field !== 'id' && field !== 'width' && field !== 'height'),
      ...Object.values(CMS_COLLECTIONS).flatMap((collection) =>
        Object.values(collection.relations).flatMap((relation) => ('key' in relation ? [relation.key] : [])),
      ),
    ];
    expect(readOnly).toContain('menu_variants_id');
    const scripts = await appScripts();
    expect(scripts.size).toBeGreaterThan(20);
    const found = [...scripts].flatMap(([file, code]) =>
      readOnly.filter((name) => code.includes(name)).map((name) => `${name} in ${file}`),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
