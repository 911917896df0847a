/**
 * The browser build's named chunks (vite.config.ts), as lists of the files under src/ that each
 * one takes. A list, not a regular expression, so tests/unit/chunk-groups.test.ts can check that
 * every file named still exists: a renamed or moved file would otherwise leave its group without
 * a word, and come back as a small chunk of its own, one request more on a slow phone
 * (docs/speed.md, "Fewer, larger modules").
 *
 * Paths are relative to src/, with `/` and without the extension (`.ts` or `.tsx`). A path that
 * ends in `/` is a folder: every file under it.
 */

/** The components' runtime (Preact with its React compatibility layer, build/preact.ts), which the islands' chunk imports. */
export const RUNTIME_CHUNK = 'runtime';
/** The chunk of the islands' runtime: what every island's root is made of. */
export const ISLANDS_CHUNK = 'islands';

/** Evaluated a task before the islands' own code (src/islands/runtime.ts), with Preact from node_modules. */
const RUNTIME_FILES = ['islands/runtime'] as const;

/**
 * The islands' runtime, on the pages with interactive blocks only: the providers around each
 * island's root and the renderer of its section.
 */
const ISLANDS_FILES = [
  'islands/',
  'App',
  'render/Sections',
  'render/SectionBoundary',
  'perf/IslandLive',
  'data/DataProvider',
  'i18n/LanguageProvider',
  'ordering/cart/CartProvider',
  'ordering/cart/changes',
] as const;

/**
 * Small modules that most islands import (prices, addresses, links, pictures, icons, the
 * restaurant's record, the WhatsApp link), in the islands' chunk too. Left to Rolldown, each is a
 * chunk of its own of 0.1-0.8 KB gzip, and every response costs a slow phone's main thread 2-15 ms
 * in networking tasks however small the file. In the islands' chunk, /shop loads 14 scripts
 * instead of 22 and the cart 14 instead of 20. Not DietBadges: its stylesheet would go with the
 * chunk onto every page with an island.
 */
const ISLAND_SHARED_FILES = [
  'i18n/money',
  'i18n/paths',
  'site/paths',
  'menu/availability',
  'menu/priceRange',
  'data/normalize/restaurant',
  'data/normalize/menu',
  'data/queries/restaurant',
  'data/queries/shared',
  'components/Picture',
  'components/Icon',
  'components/icons',
  'router/links',
  'whatsapp/link',
] as const;

/**
 * The hours engine (src/layout/behaviour/hoursNow.ts): one file instead of five compresses ~0.9 KB
 * smaller. With the pick of a text in the page's language, which it shares with the islands (whose
 * group would otherwise take it, and every page would load the components' runtime for the hours).
 * Its priority also brings in what its files import, the interface strings' loader among them,
 * which the page script needs at once: so this chunk is in every page's first load, and the engine
 * is evaluated with the page script (docs/speed.md, "The hours engine in every page's first load").
 */
const HOURS_FILES = [
  'hours/openNow',
  'hours/schedule',
  'hours/zone',
  'hours/nowText',
  'i18n/dates',
  'i18n/pickText',
] as const;

/** What every route's sections share: the block entry, the section data hook and the image slots' sizes. */
const SECTIONS_FILES = ['blocks/block', 'blocks/useSectionData', 'components/imageSizes'] as const;

/** What every page with a form or a filter runs: the lazily started machine and the number field. */
const CONTROLS_FILES = ['perf/lazyActor', 'components/NumberInput'] as const;

/** One named chunk: the files under src/ it takes, and the packages from node_modules. */
export interface ChunkGroup {
  name: string;
  /** Rolldown's: a module two groups would take goes to the higher. */
  priority?: number;
  files: readonly string[];
  packages?: readonly string[];
}

/** The named chunks, as vite.config.ts gives them to Rolldown (`codeSplitting.groups`, after the app's). */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: RUNTIME_CHUNK, priority: 2, files: RUNTIME_FILES, packages: ['preact'] },
  { name: ISLANDS_CHUNK, files: [...ISLANDS_FILES, ...ISLAND_SHARED_FILES] },
  { name: 'hours', priority: 1, files: HOURS_FILES },
  { name: 'sections', files: SECTIONS_FILES },
  { name: 'controls', files: CONTROLS_FILES },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a module id (an absolute path, with either separator) is one of the group's: one of its
 * files under src/ (a file entry takes its TypeScript source only; a folder entry takes whatever
 * is under it) or a module of one of its packages.
 */
export function takesModule({ files, packages = [] }: ChunkGroup): (id: string) => boolean {
  const alternatives = [
    ...files.map((file) => `/src/${file.endsWith('/') ? escape(file) : `${escape(file)}\\.tsx?$`}`),
    ...packages.map((name) => `/node_modules/${escape(name)}/`),
  ];
  const pattern = new RegExp(`(${alternatives.join('|')})`);
  return (id) => pattern.test(id.replace(/\\/g, '/'));
}
