/**
 * The interface strings the page has loaded. Strings come in areas (src/i18n/dictionary.ts),
 * one small chunk per language and area (`virtual:messages/<language>/<area>`, built by
 * build/vite-plugin-site.ts): a page loads its own language's `common` area at once, and each
 * other area together with the first block that reads it (src/generated/blocks.ts). The entry
 * knows the loaders of `common` alone; each route's chunk brings those of its blocks' areas
 * (`addAreaLoaders`), so no page carries the addresses of every area.
 *
 * Whatever is wanted is loaded in every language the page has asked for: a block that appears
 * after a language switch brings its area in both, and switching language loads every area
 * the page already uses before anything changes.
 *
 * A prerendered page shown at the address it was made for has its strings in its data file
 * (`stringsFromPage`): `common` and its islands' areas in its language, written by the publisher
 * (publish/steps/plan-pages.ts), so it loads none of these chunks. Each area's chunk costs the
 * page a request and a task of its own on a slow phone; the data file comes anyway. The chunks stay
 * for what the file does not hold (a page opened with a query, a file that could not be read).
 *
 * The prerender and the unit tests register both languages whole from the dictionary.
 * Browser code imports `translate` from here, never values from ./dictionary (that would put
 * both languages in every first load; ESLint refuses it, see eslint.config.js).
 */
import { loaders } from 'virtual:messages';
import { importWithReload } from '../perf/importWithReload';
import type { Language, MessageKey, StringArea } from './dictionary';
import { localDigits } from './digits';

export type Messages = Record<MessageKey, string>;

/** Where one area's strings come from, in each language. */
export type AreaLoaders = Partial<
  Record<StringArea, Partial<Record<Language, () => Promise<{ default: Partial<Messages> }>>>>
>;

const areaLoaders: AreaLoaders = { ...loaders };

/** Makes areas loadable (a route chunk's blocks' areas, src/blocks/block.ts). */
export function addAreaLoaders(more: AreaLoaders): void {
  for (const [area, byLanguage] of Object.entries(more) as [StringArea, AreaLoaders[StringArea]][])
    areaLoaders[area] = { ...areaLoaders[area], ...byLanguage };
}

/** Strings the page's data file brings: some areas, whole, in one language. */
export interface PageStrings {
  language: Language;
  areas: StringArea[];
  messages: Partial<Messages>;
}

const registered: Partial<Record<Language, Partial<Messages>>> = {};
/** Languages registered whole (every area). */
const complete = new Set<Language>();
/** `<language>/<area>` pairs in, and those on their way. */
const loadedPairs = new Set<string>();
const loadingPairs = new Map<string, Promise<void>>();
/** What the page has asked for so far. */
const wantedLanguages = new Set<Language>();
const wantedAreas = new Set<StringArea>(['common']);

/** Registers a language's strings whole (the prerender and unit tests). */
export function registerMessages(language: Language, messages: Messages): void {
  registered[language] = { ...registered[language], ...messages };
  complete.add(language);
}

function hasArea(language: Language, area: StringArea): boolean {
  return complete.has(language) || loadedPairs.has(`${language}/${area}`);
}

/** Takes areas' strings in a language (a chunk's, or the page's data file's): those areas are in. */
function addAreas(language: Language, areas: readonly StringArea[], messages: Partial<Messages>): void {
  registered[language] = { ...registered[language], ...messages };
  for (const area of areas) loadedPairs.add(`${language}/${area}`);
}

function loadArea(language: Language, area: StringArea): Promise<void> {
  const pair = `${language}/${area}`;
  let promise = loadingPairs.get(pair);
  if (!promise) {
    const loader = areaLoaders[area]?.[language];
    promise = (
      loader
        ? importWithReload(loader)
        : Promise.reject(new Error(`[i18n] no loader for the string area "${area}" in ${language}`))
    ).then(
      (module) => {
        addAreas(language, [area], module.default);
        loadingPairs.delete(pair);
      },
      (error: unknown) => {
        loadingPairs.delete(pair); // the next block or switch tries again
        throw error;
      },
    );
    loadingPairs.set(pair, promise);
  }
  return promise;
}

/** The page's data file's strings, while they are on their way (nothing loads before they are in). */
let fromPage: Promise<void> | null = null;

/**
 * Takes the strings of the page's data file (src/main.tsx, on a page shown at its own address):
 * their areas count as loaded in their language. Until the file is read, every load waits for it;
 * a file that brought none, or could not be read, leaves the areas to their chunks.
 */
export function stringsFromPage(strings: Promise<PageStrings | null>): void {
  fromPage = strings.then(
    (given) => {
      if (given) addAreas(given.language, given.areas, given.messages);
    },
    () => undefined,
  );
}

/** Loads every wanted area in every wanted language, including any wanted while it waited. */
async function loadWanted(): Promise<void> {
  if (fromPage) await fromPage;
  for (;;) {
    const missing = [...wantedLanguages].flatMap((language) =>
      [...wantedAreas].filter((area) => !hasArea(language, area)).map((area) => loadArea(language, area)),
    );
    if (missing.length === 0) return;
    await Promise.all(missing);
  }
}

/** True when every area the page uses is in for `language` (a switch to it needs no load). */
export function hasMessages(language: Language): boolean {
  return [...wantedAreas].every((area) => hasArea(language, area));
}

/** Loads a language: its common strings and every area the page already uses. */
export function loadMessages(language: Language): Promise<void> {
  const added = !wantedLanguages.has(language);
  wantedLanguages.add(language);
  return loadWanted().catch((error: unknown) => {
    // A language that could not load is not asked for again by the next block.
    if (added && !hasMessages(language)) wantedLanguages.delete(language);
    throw error;
  });
}

/** Loads string areas in every language the page has loaded (a block's, before it renders). */
export function loadStringAreas(areas: readonly StringArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  return loadWanted();
}

/** Looks a key up and fills `{name}` placeholders; numbers are written in the page's digits (./digits.ts). */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  // A key not loaded in the language (never expected) falls back to the other, then to the key.
  const template = registered[language]?.[key] ?? registered.en?.[key] ?? registered.ar?.[key];
  if (template === undefined) {
    if (import.meta.env.DEV)
      console.error(
        `[i18n] "${key}" is not loaded: is it in the block's strings.ts or a shared area? (src/generated/blocks.ts lists each block's areas)`,
      );
    return key;
  }
  return values
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => {
        if (!(name in values)) return whole;
        const value = values[name]!;
        return typeof value === 'number' ? localDigits(String(value), language) : value;
      })
    : template;
}
