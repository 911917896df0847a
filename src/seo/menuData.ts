/**
 * Raw menu_items rows (read with MENU_ITEM_FIELDS, which include `categories.menu_categories_id.*`)
 * -> dishes for the Menu JSON-LD: the normalised MenuItemModel plus the slugs of its categories,
 * which MenuItemModel itself does not carry. Never throws; bad rows are skipped.
 */
import { isRecord, list } from '../data/normalize/fields';
import { normalizeCategory, normalizeMenuItem, related } from '../data/normalize/menu';
import type { SeoMenuItem } from './jsonLd';

/** The category slugs of one raw menu_items row. */
export function categorySlugsOf(raw: unknown): string[] {
  if (!isRecord(raw)) return [];
  const slugs = related(raw.categories, 'menu_categories_id')
    .map((row) => normalizeCategory(row)?.slug)
    .filter((slug): slug is string => Boolean(slug));
  return [...new Set(slugs)];
}

/** menu_items rows -> SeoMenuItem[] (MenuItemModel + `categories` slugs) for menuJsonLd / jsonLdForRoute. */
export function seoMenuItems(rows: unknown, assetUrl: (id: string) => string): SeoMenuItem[] {
  return list(rows).flatMap((row) => {
    const item = normalizeMenuItem(row, assetUrl);
    return item ? [{ ...item, categories: categorySlugsOf(row) }] : [];
  });
}
