/**
 * Raw menu records (menu_items with their m2m junction rows, menu_categories) -> the menu
 * models. Junction rows look like `{ menu_variants_id: {...} }`; a row that is already the
 * related record is accepted too. Any JSON gives valid models; nothing here throws.
 */
import type {
  AllergenModel,
  AvailabilityWindow,
  DietModel,
  ImageModel,
  MenuCardModel,
  MenuCategoryModel,
  MenuItemModel,
  MenuOptionModel,
  MenuSizeModel,
} from '../../generated/types';
import type { RawRecord } from '../client';
import { MAX_PRICE } from '../../ordering/cart/model';
import { dishWindows } from '../../menu/availability';
import type { PublishedDish } from '../../menu/localMenu';
import {
  color,
  image,
  integer,
  isRecord,
  list,
  localized,
  number,
  recordId,
  text,
  time,
  withFallback,
  boolean,
} from './fields';

const UNNAMED_DISH = { en: 'Dish', ar: 'طبق' };
const SLUG = /^[A-Za-z0-9_-]+$/;

/** The related records behind an m2m alias: `[{ <key>: record }]` -> records; bad rows are skipped. */
export function related(value: unknown, key: string): RawRecord[] {
  return list(value).flatMap((row) => {
    if (!isRecord(row)) return [];
    const inner = row[key];
    if (isRecord(inner)) return [inner];
    return key in row ? [] : [row];
  });
}

export { MAX_PRICE };

/** A price in SAR: a finite number or numeric string from 0 to MAX_PRICE; otherwise null. */
export function price(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= 0 && n <= MAX_PRICE ? Math.round(n * 100) / 100 : null;
}

/** Calories (or minutes): a whole number, 0 or more; otherwise null. */
export function calories(value: unknown): number | null {
  const n = integer(value);
  return n !== null && n >= 0 ? n : null;
}

function images(value: unknown, assetUrl: (id: string) => string): ImageModel[] {
  return list(value).flatMap((row) => {
    const file = isRecord(row) && 'directus_files_id' in row ? row.directus_files_id : row;
    const img = image(file, assetUrl);
    return img ? [img] : [];
  });
}

function option(raw: RawRecord): MenuOptionModel | null {
  const id = recordId(raw.id);
  if (id === null) return null;
  return {
    id,
    name: withFallback(localized(raw, 'name'), { en: String(id), ar: '' }),
    price: price(raw.price) ?? 0,
    calories: calories(raw.calories),
  };
}

function options(value: unknown, key: string): MenuOptionModel[] {
  const seen = new Set<string>();
  return related(value, key).flatMap((raw) => {
    const o = option(raw);
    if (!o || seen.has(String(o.id))) return [];
    seen.add(String(o.id));
    return [o];
  });
}

/** Sizes with their "sold out today" switch. */
function sizes(value: unknown): MenuSizeModel[] {
  const rows = new Map(related(value, 'menu_variants_id').map((raw) => [String(recordId(raw.id)), raw]));
  return options(value, 'menu_variants_id').map((size) => ({
    ...size,
    soldOut: boolean(rows.get(String(size.id))?.sold_out, false),
  }));
}

/** A spice level: a whole number from 0 to 3; otherwise null. */
export function spiceLevel(value: unknown): number | null {
  const spice = integer(value);
  return spice !== null && spice >= 0 && spice <= 3 ? spice : null;
}

/** A category's slug, the part of the menu's address that names it (letters, digits, - and _); otherwise null. */
export function categorySlug(value: unknown): string | null {
  const slug = text(value);
  return SLUG.test(slug) ? slug : null;
}

/** The dietary facts; a vegan dish is vegetarian too, and a spice level outside 0–3 reads as 0. */
export function diet(raw: RawRecord): DietModel {
  const vegan = boolean(raw.is_vegan, false);
  return {
    halal: boolean(raw.is_halal, false),
    vegetarian: vegan || boolean(raw.is_vegetarian, false),
    vegan,
    glutenFree: boolean(raw.is_gluten_free, false),
    spiceLevel: spiceLevel(raw.spice_level) ?? 0,
  };
}

/** A category's ordering window; one end alone runs from midnight or to the end of the day. */
export function categoryWindow(raw: RawRecord): AvailabilityWindow | null {
  const from = time(raw.available_from);
  const until = time(raw.available_until);
  return from || until ? { from: from ?? '00:00', until: until ?? '23:59' } : null;
}

function availability(raw: RawRecord): AvailabilityWindow[] {
  return dishWindows(related(raw.categories, 'menu_categories_id').map(categoryWindow));
}

/** Sold out today: the dish's own switch, or every one of its sizes. */
function soldOut(raw: RawRecord, dishSizes: readonly MenuSizeModel[]): boolean {
  return boolean(raw.sold_out, false) || (dishSizes.length > 0 && dishSizes.every((size) => size.soldOut));
}

function allergens(value: unknown): AllergenModel[] {
  return related(value, 'allergens_id').flatMap((raw, index) => {
    const name = localized(raw, 'name');
    if (!name.en && !name.ar) return [];
    return [{ id: recordId(raw.id) ?? index, name: withFallback(name, name), color: color(raw.color) }];
  });
}

/** Card price: default_price, else the lowest variant price, else 0. */
export function cardPrice(raw: RawRecord): number {
  const base = price(raw.default_price);
  if (base !== null) return base;
  const variantPrices = related(raw.variants, 'menu_variants_id').flatMap((v) => {
    const p = price(v.price);
    return p === null ? [] : [p];
  });
  return variantPrices.length ? Math.min(...variantPrices) : 0;
}

export function normalizeMenuCard(raw: unknown, assetUrl: (id: string) => string): MenuCardModel | null {
  if (!isRecord(raw)) return null;
  const id = recordId(raw.id);
  if (id === null) return null;
  const dishSizes = sizes(raw.variants);
  return {
    id,
    name: withFallback(localized(raw, 'name'), UNNAMED_DISH),
    description: localized(raw, 'description'),
    price: cardPrice(raw),
    image: images(raw.images, assetUrl)[0] ?? null,
    diet: diet(raw),
    soldOut: soldOut(raw, dishSizes),
    hasSizes: dishSizes.length > 0,
    availability: availability(raw),
  };
}

export function normalizeMenuCards(rows: unknown, assetUrl: (id: string) => string): MenuCardModel[] {
  return list(rows).flatMap((row) => {
    const card = normalizeMenuCard(row, assetUrl);
    return card ? [card] : [];
  });
}

export function normalizeCategory(raw: unknown): MenuCategoryModel | null {
  if (!isRecord(raw)) return null;
  const id = recordId(raw.id);
  const slug = categorySlug(raw.slug);
  if (id === null || slug === null) return null;
  return {
    id,
    slug,
    name: withFallback(localized(raw, 'name'), { en: slug, ar: '' }),
    availability: categoryWindow(raw),
  };
}

/** Categories without duplicates (by slug), in the order met. */
export function normalizeCategories(rows: unknown): MenuCategoryModel[] {
  const bySlug = new Map<string, MenuCategoryModel>();
  for (const row of list(rows)) {
    const category = normalizeCategory(row);
    if (category && !bySlug.has(category.slug)) bySlug.set(category.slug, category);
  }
  return [...bySlug.values()];
}

/** The fallback of the menu's category read: menu_items rows with nested categories -> unique categories. */
export function categoriesFromItems(rows: unknown): MenuCategoryModel[] {
  return normalizeCategories(
    list(rows).flatMap((row) => (isRecord(row) ? related(row.categories, 'menu_categories_id') : [])),
  );
}

/**
 * The allergens a menu can be filtered by ("Without: nuts, dairy"): those of the given menu_items
 * rows (with `allergens.allergens_id.*`), once each, in the order met; only records with an id,
 * which the address (?without=<id>) names.
 */
export function allergensFromItems(rows: unknown): AllergenModel[] {
  const byId = new Map<string, AllergenModel>();
  for (const row of list(rows)) {
    if (!isRecord(row)) continue;
    for (const raw of related(row.allergens, 'allergens_id')) {
      const id = recordId(raw.id);
      const name = localized(raw, 'name');
      if (id === null || byId.has(String(id)) || (!name.en && !name.ar)) continue;
      byId.set(String(id), { id, name: withFallback(name, name), color: color(raw.color) });
    }
  }
  return [...byId.values()];
}

export function normalizeMenuItem(raw: unknown, assetUrl: (id: string) => string): MenuItemModel | null {
  if (!isRecord(raw)) return null;
  const id = recordId(raw.id);
  if (id === null) return null;
  const variants = sizes(raw.variants);
  const basePrice = price(raw.default_price);
  return {
    id,
    name: withFallback(localized(raw, 'name'), UNNAMED_DISH),
    description: localized(raw, 'description'),
    basePrice: basePrice ?? 0,
    displayPrice: variants[0]?.price ?? basePrice ?? 0,
    calories: calories(raw.default_calories),
    diet: diet(raw),
    images: images(raw.images, assetUrl),
    variants,
    addons: options(raw.addons, 'menu_addons_id'),
    allergens: allergens(raw.allergens),
    soldOut: soldOut(raw, variants),
    availability: availability(raw),
  };
}

/**
 * A menu_items row (with MENU_ITEM_FIELDS, its categories' slugs and `sort`) as the published
 * menu holds it for the browser's filtering (src/menu/localMenu.ts); null for a row with no id.
 */
export function normalizePublishedDish(raw: unknown, assetUrl: (id: string) => string): PublishedDish | null {
  const card = normalizeMenuCard(raw, assetUrl);
  if (!card || !isRecord(raw)) return null;
  const base = price(raw.default_price);
  const sizes = options(raw.variants, 'menu_variants_id').map((variant) => variant.price);
  const prices = [...(base === null ? [] : [base]), ...sizes];
  const sort = number(raw.sort);
  return {
    card,
    categories: related(raw.categories, 'menu_categories_id').flatMap((category) => {
      const slug = categorySlug(category.slug);
      return slug === null ? [] : [slug];
    }),
    allergens: related(raw.allergens, 'allergens_id').flatMap((allergen) => {
      const allergenId = recordId(allergen.id);
      return allergenId === null ? [] : [String(allergenId)];
    }),
    prices: prices.length > 0 ? prices : [card.price],
    sort: sort !== null && Number.isFinite(sort) ? sort : null,
  };
}

/** Route ids are positive integers (menu_items uses integer keys). */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
