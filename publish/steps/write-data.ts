/**
 * Prerender step "write data": the files the browser reads instead of the CMS
 * (src/data/published.ts), from the same reads as the HTML. `data/site.json` holds every
 * query result a page was rendered with, by its key; `data/dishes/<id>.json` each dish's;
 * `data/menu.json` every published dish of the version, for the menu the browser filters
 * (src/menu/localMenu.ts); and `data/themes.json` the colour schemes of the installation's published restaurants, which a
 * `themeChange` event applies (src/layout/behaviour/theme.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePublishedDish } from '../../src/data/normalize/menu.ts';
import {
  DATA_DIR,
  DISH_DATA_DIR,
  dishDataFile,
  MENU_DATA_FILE,
  publishedPlace,
  SITE_DATA_FILE,
  THEMES_FILE,
} from '../../src/data/published.ts';
import type { ColorSchemeModel } from '../../src/generated/types.ts';
import type { SiteContent } from './load.ts';
import type { RenderedRoutes } from './render-routes.ts';

export interface WriteDataInput {
  content: Pick<SiteContent, 'menuRows' | 'media'>;
  rendered: Pick<RenderedRoutes, 'entries'>;
  /** The published colour schemes of the installation's restaurants, by slug (this one's included). */
  themes: Record<string, ColorSchemeModel | null>;
  outDir: string;
}

export interface WrittenData {
  /** Query results in data/site.json. */
  siteEntries: number;
  /** Files in data/dishes/. */
  dishFiles: number;
  /** Dishes in data/menu.json. */
  menuDishes: number;
}

export async function writeData({ content, rendered, themes, outDir }: WriteDataInput): Promise<WrittenData> {
  const dishes = content.menuRows.flatMap((row) => normalizePublishedDish(row, content.media.assetUrl) ?? []);
  const siteEntries: Record<string, unknown> = {};
  const dishEntries = new Map<string, unknown>();
  for (const entries of rendered.entries)
    for (const [key, value] of Object.entries(entries)) {
      const place = publishedPlace(key);
      if (place === 'site') siteEntries[key] = value;
      else if (place && value !== null) dishEntries.set(place.dish, value);
    }
  await mkdir(join(outDir, DATA_DIR, DISH_DATA_DIR), { recursive: true });
  await writeFile(join(outDir, DATA_DIR, MENU_DATA_FILE), JSON.stringify({ dishes }));
  await writeFile(join(outDir, DATA_DIR, SITE_DATA_FILE), JSON.stringify({ entries: siteEntries }));
  await writeFile(join(outDir, DATA_DIR, THEMES_FILE), JSON.stringify({ schemes: themes }));
  for (const [id, dish] of dishEntries) await writeFile(join(outDir, DATA_DIR, dishDataFile(id)), JSON.stringify(dish));
  return { siteEntries: Object.keys(siteEntries).length, dishFiles: dishEntries.size, menuDishes: dishes.length };
}
