/**
 * What the browser reads: the data files of the live version, on the site's own origin. The
 * publisher (publish/prerender.ts) writes them next to the HTML, from the same CMS reads:
 *
 *   /data/site.json          every page read by its query key (restaurant, theme, hero, team…)
 *   /data/menu.json          every published dish, for the menu's search and filters
 *   /data/dishes/<id>.json   one dish with its sizes, add-ons and allergens
 *
 * The web server sends them `no-cache`: each read revalidates, so after a publish the next read
 * gets the new version. Nothing here talks to the CMS.
 */
import type { ColorSchemeModel, MenuItemModel } from '../generated/types';
import type { PublishedDish } from '../menu/localMenu';
// With its extension: the Vite config loads this module through build/vite-plugin-site.ts.
import { CmsError } from './errors.ts';
import { importWithReload } from '../perf/importWithReload.ts';

export const DATA_DIR = 'data';
/** Where the data files are served on the site: `/data/`. */
export const DATA_ADDRESS = `/${DATA_DIR}/`;
export const SITE_DATA_FILE = 'site.json';
export const MENU_DATA_FILE = 'menu.json';
export const DISH_DATA_DIR = 'dishes';
export const dishDataFile = (id: number | string) => `${DISH_DATA_DIR}/${id}.json`;
/** The published colour schemes of the installation's restaurants (publish/themes.ts), for themeChange. */
export const THEMES_FILE = 'themes.json';

export interface ThemesData {
  /** Each published restaurant's scheme by slug; null for one without colours of its own. */
  schemes: Record<string, ColorSchemeModel | null>;
}
/** The restaurant read's key (src/data/queries/restaurant.ts), under which site.json holds it. */
export const restaurantKey = (slug: string) => `restaurant:${slug}`;

/**
 * Where the publisher files a page read (by its query key, src/data/queries/): a dish's own
 * file, site.json, or nowhere when the browser answers that query from menu.json or the dish
 * files (the menu's pages, the cart).
 */
export function publishedPlace(key: string): { dish: string } | 'site' | null {
  const dish = /^menuItem:[^:]*:(\d+)$/.exec(key);
  if (dish) return { dish: dish[1]! };
  return /^(menuItem|menuItems|cartItems):/.test(key) ? null : 'site';
}

export interface SiteData {
  /** Query results by cache key, as the pages were rendered with them. */
  entries: Record<string, unknown>;
}

export interface MenuData {
  dishes: PublishedDish[];
}

export interface PublishedData {
  /** The value the publisher stored under a query key; rejects when this version has none. */
  entry: (key: string) => Promise<unknown>;
  /** Every published dish. */
  menu: () => Promise<MenuData>;
  /** One dish, or null when the live version has no such dish. */
  dish: (id: number) => Promise<MenuItemModel | null>;
  /** A reader that keeps nothing from earlier reads (checkout confirms against the live version). */
  fresh: () => PublishedData;
  /** Any data file by its address under `/data/`: null when there is none (404). */
  file: (file: string) => Promise<unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSiteData(value: unknown): value is SiteData {
  return isObject(value) && isObject(value.entries);
}

/** The checks of the menu and dish files, loaded by the first read of either. */
const shapes = () => importWithReload(() => import('./publishedShapes.ts'));

export interface PublishedDataOptions {
  /** Where the data files are served; `/data/` on the site. */
  base?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export function createPublishedData(options: PublishedDataOptions = {}): PublishedData {
  const base = options.base ?? DATA_ADDRESS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** The parsed file, null for a 404; any other failure is a CmsError saying which file. */
  async function read(file: string): Promise<unknown> {
    let response: Response;
    try {
      // No headers of its own: a page's data file is the answer boot preloaded (src/perf/boot.ts).
      response = await doFetch(base + file, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CmsError(
        `The site's data (${file}) could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsError(`The site's data (${file}) answered ${response.status}`, response.status);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new CmsError(`The site's data (${file}) is not readable JSON`);
    }
  }

  /** A file read once per reader; a failed read is forgotten, so the next use tries again. */
  function once<T>(file: string, valid: (value: unknown) => boolean | Promise<boolean>): () => Promise<T> {
    let pending: Promise<T> | null = null;
    return () =>
      (pending ??= read(file).then(async (value) => {
        if (!(await valid(value)))
          throw new CmsError(`The site's data (${file}) is missing or not in the expected shape`);
        return value as T;
      })).catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }

  const site = once<SiteData>(SITE_DATA_FILE, isSiteData);
  const menu = once<MenuData>(MENU_DATA_FILE, async (value) => (await shapes()).isMenuData(value));

  return {
    async entry(key) {
      const { entries } = await site();
      if (!Object.hasOwn(entries, key)) throw new CmsError(`The published site has no data for ${key}`);
      return entries[key];
    },
    menu,
    async dish(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const value = await read(dishDataFile(id));
      if (value === null) return null;
      if (!(await shapes()).isDish(value, id))
        throw new CmsError(`The site's data for dish ${id} is not in the expected shape`);
      return value;
    },
    fresh: () => createPublishedData(options),
    file: read,
  };
}
