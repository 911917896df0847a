/**
 * The block folders are the one list of blocks. Each is `src/blocks/<group>/<Name>/`, `live` for
 * blocks that show CMS content and `demo` for the demo pages' blocks, and holds its schema
 * (whose `type` const names the block), view, entry, strings, data binding, placeholder, styles
 * and tests. From the folders `npm run gen:types` writes (and `-- --check` compares):
 *
 *   src/generated/blocks.ts        the registry: each type's lazily loaded entry and the string
 *                                  areas its code reads (found by following its imports)
 *   src/generated/blocks.json      the same as data (folder, string areas): each route's chunk
 *                                  gets the entries of its own sections from it
 *   src/generated/strings.ts       the string areas: common, the shared ones of src/i18n/strings/,
 *                                  and one per block with a strings.ts
 *   src/generated/queries.ts       the query catalogue: the shared reads of src/data/queries/
 *                                  and each live block's data.ts
 *   schemas/sections.schema.json   the site schema's list of section types
 *
 * so adding a block is its folder (npm run new:block) plus its line in site.config.json.
 *
 * Each schema also says what the block needs in the browser (`"browser"`, read here): "static"
 * for a block that only shows content (its HTML is the whole of it: never hydrated, its code never
 * loaded), "island" for one the visitor acts on (it hydrates on its own root, src/islands/).
 * build/static-blocks.ts checks that a static block keeps no state and handles no event.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
/** The repository root (not imported from schema-files.ts, which imports this module). */
const ROOT = resolve(import.meta.dirname, '..');

export const BLOCKS_DIR = join(ROOT, 'src', 'blocks');
export const BLOCK_GROUPS = ['live', 'demo'] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

/** What a block needs in the browser (its schema's `"browser"`). */
export const BROWSER_NEEDS = ['static', 'island'] as const;
export type BrowserNeed = (typeof BROWSER_NEEDS)[number];

export interface BlockFolder {
  /** The section type (the schema's `type` const), e.g. `heroSlider`. */
  type: string;
  /** The folder name, e.g. `HeroSlider`. */
  name: string;
  group: BlockGroup;
  /** `live/HeroSlider`: the folder under src/blocks/. */
  folder: string;
  dir: string;
  schemaFile: string;
  /** The block's own interface strings (strings.ts), if it has any. */
  stringsFile: string | null;
  /** Its data binding (data.ts: the reads it makes and how it normalises them), if it has one. */
  dataFile: string | null;
  /** "static": never hydrated, no code in the browser; "island": hydrates on its own root. */
  browser: BrowserNeed;
}

interface BlockSchema {
  browser?: unknown;
  properties?: { type?: { const?: unknown } };
}

function typeOf(schemaFile: string, schema: BlockSchema): string {
  const value = schema.properties?.type?.const;
  if (typeof value !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(value))
    throw new Error(`${relative(ROOT, schemaFile)}: properties.type needs a "const" block type (camelCase)`);
  return value;
}

/** The schema's `"browser"`: stated on every block, since nothing else can tell it. */
function browserOf(schemaFile: string, schema: BlockSchema): BrowserNeed {
  const value = schema.browser;
  if (!BROWSER_NEEDS.includes(value as BrowserNeed))
    throw new Error(
      `${relative(ROOT, schemaFile)}: "browser" says what the block needs in the browser: "static" (it only shows content: never hydrated, its code never loaded) or "island" (the visitor acts on it: it hydrates on its own)${value === undefined ? '' : `, not ${JSON.stringify(value)}`}`,
    );
  return value as BrowserNeed;
}

/**
 * What a block's name says: a demo block's ends in `Demo`, a live block's does not, so a name
 * alone tells whether the block shows CMS data.
 */
function checkName(group: BlockGroup, name: string): void {
  if (group === 'demo' && !name.endsWith('Demo'))
    throw new Error(`src/blocks/demo/${name}: a demo block's name ends in Demo (${name}Demo)`);
  if (group === 'live' && name.endsWith('Demo'))
    throw new Error(`src/blocks/live/${name}: a name ending in Demo is for a demo block in src/blocks/demo/`);
}

/**
 * Every block folder, by group then name; a clear error for a folder without a schema, a name
 * that misleads about its group (checkName) or a type used twice.
 */
export function blockFolders(blocksDir: string = BLOCKS_DIR): BlockFolder[] {
  const blocks: BlockFolder[] = [];
  for (const group of BLOCK_GROUPS) {
    const groupDir = join(blocksDir, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      checkName(group, entry.name);
      const dir = join(groupDir, entry.name);
      const schemaFile = join(dir, 'schema.json');
      if (!existsSync(schemaFile)) throw new Error(`${relative(ROOT, dir)} has no schema.json`);
      const file = (name: string) => (existsSync(join(dir, name)) ? join(dir, name) : null);
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as BlockSchema;
      blocks.push({
        type: typeOf(schemaFile, schema),
        browser: browserOf(schemaFile, schema),
        name: entry.name,
        group,
        folder: `${group}/${entry.name}`,
        dir,
        schemaFile,
        stringsFile: file('strings.ts'),
        dataFile: file('data.ts'),
      });
    }
  }
  blocks.sort((a, b) => BLOCK_GROUPS.indexOf(a.group) - BLOCK_GROUPS.indexOf(b.group) || a.name.localeCompare(b.name));
  const seen = new Map<string, string>();
  for (const block of blocks) {
    const other = seen.get(block.type);
    if (other)
      throw new Error(
        `block type "${block.type}" is declared by both src/blocks/${other} and src/blocks/${block.folder}`,
      );
    seen.set(block.type, block.folder);
  }
  return blocks;
}

/** Relative modules a file imports for their values (static and dynamic), resolved to files. */
export function localImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const patterns = [
    /^import\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm,
    /^import\s+'([^']+)'/gm,
    /^export\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm,
    /\bimport\(\s*'([^']+)'\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = resolve(dirname(file), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
      return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path)) ?? null;
    })
    .filter((path): path is string => path !== null && !/\.test\.tsx?$/.test(path));
}

/** Every module reachable from `start` through value imports, not crossing `stopAt`. */
export function reachable(start: string, stopAt: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stopAt.has(file)) return;
    seen.add(file);
    localImports(file).forEach(visit);
  };
  visit(start);
  return [...seen];
}

/**
 * The message keys a file reads: quoted keys of the dictionary (`'cart.total'`) and templates
 * with a known prefix (`` `day.${day}` ``). Event names spelt like keys (`type: 'cart.remove'`,
 * `case 'cart.remove':`, `'cart.remove': {…}`) are not reads.
 */
export function keysRead(file: string, known: ReadonlySet<string>): string[] {
  const code = readFileSync(file, 'utf8');
  const quoted = [...code.matchAll(/(type\s*(?:===|:)\s*|case\s+)?['"`]([a-zA-Z]+(?:\.[\w]+)+)['"`](\s*:\s*\{)?/g)]
    .filter((match) => !match[1] && !match[3])
    .map((match) => match[2]!)
    .filter((key) => known.has(key));
  const templated = [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].flatMap((match) =>
    [...known].filter((key) => key.startsWith(`${match[1]}.`)),
  );
  return [...new Set([...quoted, ...templated])];
}

/** `src/i18n/strings/order.ts` → `order`; the module's name is its area's. */
export const areaOfFile = (file: string) => basename(file).replace(/\.tsx?$/, '');
