/**
 * Raw menu records (menu_items with their m2m junction rows, menu_categories) -> the menu
 * models. Junction rows look like `{ menu_variants_id: {...} }`; a row that is already the
 * related record is accepted too. Any JSON gives valid models; nothing here throws. Records are
 * typed with the model's field names (src/generated/cms.ts), and a checked field is read with its
 * check (`checked`, the publish's own reader).
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
import type {
  AllergensRecord,
  MenuAddonsRecord,
  MenuCategoriesRecord,
  MenuItemsRecord,
  MenuVariantsRecord,
} from '../../generated/cms';
import type { RawOf, RawRecord } from '../client';
import { MAX_PRICE } from '../../ordering/cart/model';
import { dishWindows } from '../../menu/availability';
import type { PublishedDish } from '../../menu/localMenu';
import { checked, fieldValues } from './checks';
import { color, image, isRecord, list, localized, number, price, recordId, withFallback } from './fields';

type Dish = RawOf<MenuItemsRecord>;
type Size = RawOf<MenuVariantsRecord>;
type Category = RawOf<MenuCategoriesRecord>;

const UNNAMED_DISH = { en: 'Dish', ar: 'طبق' };

/**
 * The related records behind an m2m alias: `[{ <key>: record }]` -> records; bad rows are
 * skipped. `R` is the related collection's record type (`related<MenuVariantsRecord>(…)`).
 */
export function related<R = RawRecord>(value: unknown, key: string): RawOf<R>[] {
  return list(value).flatMap((row) => {
    if (!isRecord(row)) return [];
    const inner = row[key];
    if (isRecord(inner)) return [inner];
    return key in row ? [] : [row];
  });
}

export { MAX_PRICE, price };

function images(value: unknown, assetUrl: (id: string) => string): ImageModel[] {
  return list(value).flatMap((row) => {
    const file = isRecord(row) && 'directus_files_id' in row ? row.directus_files_id : row;
    const img = image(file, assetUrl);
    return img ? [img] : [];
  });
}

/** A size or an add-on: its id, name, price and calories. */
function option(raw: RawOf<MenuVariantsRecord | MenuAddonsRecord>, collection: 'menu_variants' | 'menu_addons') {
  const id = recordId(raw.id);
  if (id === null) return null;
  const option: MenuOptionModel = {
    id,
    name: withFallback(localized(raw, 'name'), { en: String(id), ar: '' }),
    price: checked(collection, 'price', raw) ?? 0,
    calories: checked(collection, 'calories', raw),
  };
  return option;
}

function options<R extends MenuVariantsRecord | MenuAddonsRecord>(
  value: unknown,
  key: 'menu_variants_id' | 'menu_addons_id',
): { option: MenuOptionModel; raw: RawOf<R> }[] {
  const collection = key === 'menu_variants_id' ? 'menu_variants' : 'menu_addons';
  const seen = new Set<string>();
  return related<R>(value, key).flatMap((raw) => {
    const o = option(raw, collection);
    if (!o || seen.has(String(o.id))) return [];
    seen.add(String(o.id));
    return [{ option: o, raw }];
  });
}

/** Sizes with their "sold out today" switch. */
function sizes(value: unknown): MenuSizeModel[] {
  return options<MenuVariantsRecord>(value, 'menu_variants_id').map(
    ({ option, raw }: { option: MenuOptionModel; raw: Size }) => ({
      ...option,
      soldOut: checked('menu_variants', 'sold_out', raw) ?? false,
    }),
  );
}

/** A category's slug, the part of the menu's address that names it (letters, digits, - and _); otherwise null. */
export const categorySlug = (raw: Category): string | null => checked('menu_categories', 'slug', raw);

/**
 * The dietary facts; a vegan dish is vegetarian too, and a spice level outside 0–3 reads as 0.
 * A fact the record does not state is not claimed.
 */
export function diet(raw: Dish): DietModel {
  const vegan = checked('menu_items', 'is_vegan', raw) ?? false;
  return {
    halal: checked('menu_items', 'is_halal', raw) ?? false,
    vegetarian: vegan || (checked('menu_items', 'is_vegetarian', raw) ?? false),
    vegan,
    glutenFree: checked('menu_items', 'is_gluten_free', raw) ?? false,
    spiceLevel: checked('menu_items', 'spice_level', raw) ?? 0,
  };
}

/** A category's ordering window; one end alone runs from midnight or to the end of the day. */
export function categoryWindow(raw: Category): AvailabilityWindow | null {
  const from = checked('menu_categories', 'available_from', raw);
  const until = checked('menu_categories', 'available_until', raw);
  return from || until ? { from: from ?? '00:00', until: until ?? '23:59' } : null;
}

function availability(raw: Dish): AvailabilityWindow[] {
  return dishWindows(related<MenuCategoriesRecord>(raw.categories, 'menu_categories_id').map(categoryWindow));
}

/** Sold out today: the dish's own switch, or every one of its sizes. */
function soldOut(raw: Dish, dishSizes: readonly MenuSizeModel[]): boolean {
  return (
    (checked('menu_items', 'sold_out', raw) ?? false) ||
    (dishSizes.length > 0 && dishSizes.every((size) => size.soldOut))
  );
}

function allergens(value: unknown): AllergenModel[] {
  return related<AllergensRecord>(value, 'allergens_id').flatMap((raw, index) => {
    const name = localized(raw, 'name');
    if (!name.en && !name.ar) return [];
    return [{ id: recordId(raw.id) ?? index, name: withFallback(name, name), color: color(raw.color) }];
  });
}

/**
 * The price a dish's card shows, "Starts from …", on the home page's best sellers and on the
 * menu alike (docs/menu.md): its own price when it is above 0, else the lowest price among its
 * sizes (a dish priced by size often keeps 0 as its own), else 0. Prices the check refuses count
 * as none.
 */
export function cardPrice(raw: Dish): number {
  const base = checked('menu_items', 'default_price', raw);
  if (base !== null && base > 0) return base;
  const sizePrices = related<MenuVariantsRecord>(raw.variants, 'menu_variants_id').flatMap((size) => {
    const p = checked('menu_variants', 'price', size);
    return p === null ? [] : [p];
  });
  return sizePrices.length ? Math.min(...sizePrices) : 0;
}

export function normalizeMenuCard(row: unknown, assetUrl: (id: string) => string): MenuCardModel | null {
  if (!isRecord(row)) return null;
  const raw: Dish = row;
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

export function normalizeCategory(row: unknown): MenuCategoryModel | null {
  if (!isRecord(row)) return null;
  const raw: Category = row;
  const id = recordId(raw.id);
  const slug = categorySlug(raw);
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
    list(rows).flatMap((row) =>
      isRecord(row) ? related<MenuCategoriesRecord>((row as Dish).categories, 'menu_categories_id') : [],
    ),
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
    for (const raw of related<AllergensRecord>((row as Dish).allergens, 'allergens_id')) {
      const id = recordId(raw.id);
      const name = localized(raw, 'name');
      if (id === null || byId.has(String(id)) || (!name.en && !name.ar)) continue;
      byId.set(String(id), { id, name: withFallback(name, name), color: color(raw.color) });
    }
  }
  return [...byId.values()];
}

export function normalizeMenuItem(row: unknown, assetUrl: (id: string) => string): MenuItemModel | null {
  if (!isRecord(row)) return null;
  const raw: Dish = row;
  const id = recordId(raw.id);
  if (id === null) return null;
  const variants = sizes(raw.variants);
  const basePrice = checked('menu_items', 'default_price', raw);
  return {
    id,
    name: withFallback(localized(raw, 'name'), UNNAMED_DISH),
    description: localized(raw, 'description'),
    basePrice: basePrice ?? 0,
    displayPrice: variants[0]?.price ?? basePrice ?? 0,
    calories: checked('menu_items', 'default_calories', raw),
    diet: diet(raw),
    images: images(raw.images, assetUrl),
    variants,
    addons: options<MenuAddonsRecord>(raw.addons, 'menu_addons_id').map(({ option }) => option),
    allergens: allergens(raw.allergens),
    soldOut: soldOut(raw, variants),
    availability: availability(raw),
    fields: fieldValues('menu_items', raw),
  };
}

/**
 * A menu_items row (with MENU_ITEM_FIELDS, its categories' slugs and `sort`) as the published
 * menu holds it for the browser's filtering (src/menu/localMenu.ts); null for a row with no id.
 */
export function normalizePublishedDish(row: unknown, assetUrl: (id: string) => string): PublishedDish | null {
  const card = normalizeMenuCard(row, assetUrl);
  if (!card || !isRecord(row)) return null;
  const raw: Dish = row;
  const base = checked('menu_items', 'default_price', raw);
  const sizePrices = options<MenuVariantsRecord>(raw.variants, 'menu_variants_id').map(({ option }) => option.price);
  // A dish priced by size keeps 0 as its own price: it is ordered at its sizes' prices (cardPrice).
  const own = base === null || (base === 0 && sizePrices.length > 0) ? [] : [base];
  const prices = [...own, ...sizePrices];
  const sort = number(raw.sort);
  return {
    card,
    categories: related<MenuCategoriesRecord>(raw.categories, 'menu_categories_id').flatMap((category) => {
      const slug = categorySlug(category);
      return slug === null ? [] : [slug];
    }),
    allergens: related<AllergensRecord>(raw.allergens, 'allergens_id').flatMap((allergen) => {
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
