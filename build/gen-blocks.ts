/**
 * What `npm run gen:types` derives from the block folders (build/blocks.ts): the registry, the
 * string areas, the query catalogue and the site schema's list of sections. Each generator
 * returns the file's text; gen-types.ts writes them, or with `--check` compares them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { areaOfFile, blockFolders, keysRead, reachable, type BlockFolder, type BrowserNeed } from './blocks.ts';
import { checkStaticBlocks } from './static-blocks.ts';
import { ROOT } from './schema-files.ts';

export const GENERATED_DIR = join(ROOT, 'src', 'generated');
export const REGISTRY_FILE = join(GENERATED_DIR, 'blocks.ts');
export const BLOCK_INDEX_FILE = join(GENERATED_DIR, 'blocks.json');
export const STRINGS_FILE = join(GENERATED_DIR, 'strings.ts');
export const QUERIES_FILE = join(GENERATED_DIR, 'queries.ts');
export const SECTIONS_SCHEMA = join(ROOT, 'schemas', 'sections.schema.json');

const STRINGS_DIR = join(ROOT, 'src', 'i18n', 'strings');
/** The area every page loads: the layout's strings and the carousel controls. */
const COMMON_MODULES = ['common', 'carousel'];

const banner = (what: string) =>
  `/**\n * GENERATED FILE - DO NOT EDIT. ${what}\n * Regenerate with \`npm run gen:types\`; \`npm run gen:types -- --check\` fails when it is stale.\n */\n`;

/** From src/generated/ to a file, without its extension: `../blocks/live/HeroSlider/strings`. */
const fromGenerated = (file: string) =>
  relative(GENERATED_DIR, file)
    .replace(/\.tsx?$/, '')
    .replace(/\\/g, '/');

/** The shared string areas: each module of src/i18n/strings/ but the common ones. */
function sharedAreaFiles(): string[] {
  return readdirSync(STRINGS_DIR)
    .filter((name) => name.endsWith('.ts') && !COMMON_MODULES.includes(areaOfFile(name)))
    .sort()
    .map((name) => join(STRINGS_DIR, name));
}

export interface StringArea {
  name: string;
  files: string[];
}

/** Every string area with its modules: common, the shared ones, then one per block with strings. */
export function stringAreas(blocks: readonly BlockFolder[]): StringArea[] {
  return [
    { name: 'common', files: COMMON_MODULES.map((name) => join(STRINGS_DIR, `${name}.ts`)) },
    ...sharedAreaFiles().map((file) => ({ name: areaOfFile(file), files: [file] })),
    ...blocks.flatMap((block) => (block.stringsFile ? [{ name: block.type, files: [block.stringsFile] }] : [])),
  ];
}

export function generateStrings(blocks: readonly BlockFolder[]): string {
  const areas = stringAreas(blocks);
  const imports: string[] = [];
  const lines: string[] = [];
  for (const area of areas) {
    const names = area.files.map((file) => {
      const local = `${area.name === 'common' ? areaOfFile(file) : area.name}Strings`;
      imports.push(`import ${local} from '${fromGenerated(file)}';`);
      return local;
    });
    lines.push(`  ${area.name}: [${names.join(', ')}],`);
  }
  return `${banner("Source: src/i18n/strings/ and each block folder's strings.ts (build/gen-blocks.ts).")}${imports.join('\n')}

/** Every interface string in English and Arabic, by area (src/i18n/dictionary.ts). */
export const stringAreas = {
${lines.join('\n')}
} as const;
`;
}

/** Each area's keys, read from the modules themselves (the generated file may be stale). */
async function keysByArea(areas: readonly StringArea[]): Promise<Map<string, string>> {
  const areaOfKey = new Map<string, string>();
  for (const area of areas)
    for (const file of area.files) {
      const module = (await import(pathToFileURL(file).href)) as { default: { en: Record<string, string> } };
      for (const key of Object.keys(module.default.en)) {
        const other = areaOfKey.get(key);
        if (other && other !== area.name)
          throw new Error(`the string "${key}" is in two areas (${other} and ${area.name}): keep one`);
        areaOfKey.set(key, area.name);
      }
    }
  return areaOfKey;
}

/**
 * The areas a block's code reads: following its imports from its entry (not into other blocks'
 * entries), the area of every key it names, common left out (always in).
 */
function areasRead(block: BlockFolder, areaOfKey: Map<string, string>, entries: ReadonlySet<string>): string[] {
  const entry = join(block.dir, 'index.tsx');
  const known = new Set(areaOfKey.keys());
  const stopAt = new Set([...entries].filter((file) => file !== entry));
  const areas = new Set<string>();
  for (const file of reachable(entry, stopAt)) for (const key of keysRead(file, known)) areas.add(areaOfKey.get(key)!);
  areas.delete('common');
  return [...areas].sort();
}

/** The code every page runs reads only the common area: a string of another would show as its key. */
function checkFrame(areaOfKey: Map<string, string>, entries: ReadonlySet<string>): void {
  const known = new Set(areaOfKey.keys());
  const wrong = reachable(join(ROOT, 'src', 'main.tsx'), entries).flatMap((file) =>
    keysRead(file, known)
      .filter((key) => areaOfKey.get(key) !== 'common')
      .map((key) => `${relative(ROOT, file)} reads "${key}" (area ${areaOfKey.get(key)})`),
  );
  if (wrong.length)
    throw new Error(
      `code every page runs may read only the common strings (src/i18n/strings/common.ts):\n${wrong.join('\n')}`,
    );
}

/** Each block's type, folder, what it needs in the browser and the string areas its code reads, in folder order. */
export interface BlockEntryFacts {
  type: string;
  folder: string;
  browser: BrowserNeed;
  strings: string[];
}

export async function blockEntryFacts(blocks: readonly BlockFolder[]): Promise<BlockEntryFacts[]> {
  const areaOfKey = await keysByArea(stringAreas(blocks));
  const entries = new Set(blocks.map((block) => join(block.dir, 'index.tsx')));
  checkFrame(areaOfKey, entries);
  checkStaticBlocks(blocks);
  return blocks.map((block) => ({
    type: block.type,
    folder: block.folder,
    browser: block.browser,
    strings: areasRead(block, areaOfKey, entries),
  }));
}

/**
 * The whole registry, for the prerender (src/entry-server.tsx) and the type-check: every block
 * type has an entry of the right shape. The browser never loads it: each route's chunk holds the
 * entries of its own sections (build/vite-plugin-site.ts, from blocks.json).
 */
export function generateRegistry(facts: readonly BlockEntryFacts[]): string {
  const lines = facts.map((block) => {
    const strings = block.strings.length ? ` strings: [${block.strings.map((area) => `'${area}'`).join(', ')}],` : '';
    const island = block.browser === 'island' ? ' island: true,' : '';
    const options = strings || island ? `, {${strings}${island} }` : '';
    return `  ${block.type}: blockOf('${block.type}', () => import('../blocks/${block.folder}')${options}),`;
  });
  return `${banner('Source: the block folders src/blocks/<live|demo>/<Name>/ (build/gen-blocks.ts).')}import { blockOf, type BlockRegistry } from '../blocks/block';

/**
 * Each block type's entry, loaded when a page first shows it, with the string areas its code
 * reads (found by following its imports): the block renders once both are in. An island is a
 * block the visitor acts on (its schema's "browser"): it alone hydrates in the browser.
 */
export const registry = {
${lines.join('\n')}
} satisfies BlockRegistry;
`;
}

/**
 * The same facts as data: each block type's folder under src/blocks/, what it needs in the
 * browser and its string areas. The site plugin writes each route's island entries from it, and
 * the prerender finds a section's chunk by its folder.
 */
export function generateBlockIndex(facts: readonly BlockEntryFacts[]): string {
  const index = Object.fromEntries(
    facts.map(({ type, folder, browser, strings }) => [type, { folder, browser, strings }]),
  );
  return `${JSON.stringify(index, null, 2)}\n`;
}

const SHARED_QUERIES_DIR = join(ROOT, 'src', 'data', 'queries');

/** The query names a block's bindings may give (its schema's `data.<prop>.query` consts). */
function boundQueries(block: BlockFolder): string[] {
  const schema = JSON.parse(readFileSync(block.schemaFile, 'utf8')) as {
    properties?: { data?: { properties?: Record<string, { properties?: { query?: { const?: unknown } } }> } };
  };
  return Object.values(schema.properties?.data?.properties ?? {}).flatMap((binding) => {
    const name = binding.properties?.query?.const;
    return typeof name === 'string' ? [name] : [];
  });
}

/** Where the query `name` is defined: a block's data.ts or a shared module, exporting `<name>Query`. */
function queryModule(name: string, blocks: readonly BlockFolder[]): string {
  const exported = new RegExp(`export const ${name}Query\\b`);
  const candidates = [
    ...blocks.flatMap((block) => (block.dataFile ? [block.dataFile] : [])),
    join(SHARED_QUERIES_DIR, `${name}.ts`),
  ].filter((file) => existsSync(file) && exported.test(readFileSync(file, 'utf8')));
  if (candidates.length === 0)
    throw new Error(
      `a block binds the query "${name}", but no block's data.ts nor src/data/queries/${name}.ts exports ${name}Query`,
    );
  if (candidates.length > 1)
    throw new Error(
      `the query "${name}" is defined twice: ${candidates.map((file) => relative(ROOT, file)).join(' and ')}`,
    );
  return candidates[0]!;
}

/**
 * The query catalogue: every query a binding in site.config.json may name, found from the block
 * schemas, each from the block folder (or the shared module) that defines it.
 */
export function generateQueries(blocks: readonly BlockFolder[]): string {
  const names = [...new Set(blocks.flatMap(boundQueries))].sort();
  const byModule = new Map<string, string[]>();
  for (const name of names) {
    const module = fromGenerated(queryModule(name, blocks));
    byModule.set(module, [...(byModule.get(module) ?? []), `${name}Query`]);
  }
  const imports = [...byModule].map(([module, locals]) => `import { ${locals.join(', ')} } from '${module}';`);
  return `${banner("Source: each block schema's bindings and the data.ts that defines each query (build/gen-blocks.ts).")}import type { QueryDef } from '../data/query';
import type { LimitParams } from '../data/queries/shared';
${imports.join('\n')}

/**
 * Every name a section's \`data\` binding may use in site.config.json. A binding passes its
 * \`limit\` and nothing else, so each query here takes LimitParams (the types check it). Browser
 * code uses it for types only: a block passes its own queries to useSectionData, so a page loads
 * the reads it shows, not the whole catalogue.
 */
export const queries = {
${names.map((name) => `  ${name}: ${name}Query,`).join('\n')}
} satisfies Record<string, QueryDef<LimitParams, unknown>>;

export type QueryName = keyof typeof queries;
export type QueryResult<N extends QueryName> = ReturnType<(typeof queries)[N]['placeholder']>;
`;
}

export function generateSectionsSchema(blocks: readonly BlockFolder[]): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://saffron.site/schemas/sections.schema.json',
    $comment:
      'GENERATED FILE - DO NOT EDIT. One entry per block folder src/blocks/<live|demo>/<Name>/ (build/gen-blocks.ts); regenerate with npm run gen:types.',
    title: 'Section',
    description: "One block on a page; `type` picks the block, the other fields are that block's.",
    type: 'object',
    required: ['type'],
    discriminator: { propertyName: 'type' },
    oneOf: blocks.map((block) => ({ $ref: `../src/blocks/${block.folder}/schema.json` })),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export { blockFolders };
