/** MenuBrowser's reads: what it reads from the published data and how it normalises it. */
import type { MenuCategoryModel, AllergenModel, MenuCardModel } from '../../../generated/types';
import {
  categoriesFromItems,
  normalizeCategories,
  allergensFromItems,
  normalizeMenuCards,
} from '../../../data/normalize/menu';
import { publishedFor, PUBLISHED } from '../../../data/queries/shared';
import { defineQuery, publisherOnly } from '../../../data/query';
import { CMS_FILE, fieldList, fieldsOf } from '../../../data/queries/fields';
import { ALLERGENS, MENU_CATEGORIES, MENU_ITEMS, MENU_VARIANTS } from '../../../generated/cms';
import { searchFilter } from '../../../menu/arabicSearch';
import { rangeIsNarrowed, type MenuDiet, type MenuSort, type PriceRange } from '../../../menu/filterState';
import type { Filter } from '../../../data/client';

/**
 * The menu's category read: categories that hold at least one of this restaurant's dishes.
 * On failure, the restaurant's dishes are read with their categories and deduplicated;
 * on a second failure the list is empty (logged only).
 */
const CATEGORY_FIELDS = /* @__PURE__ */ fieldsOf(MENU_CATEGORIES);
const MAX_CATEGORIES = 200;

export const menuCategoriesQuery = defineQuery<{ limit?: number }, MenuCategoryModel[]>({
  name: 'menuCategories',
  key: (params, ctx) => `menuCategories:${ctx.slug}:${params.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        const limit = params.limit ?? MAX_CATEGORIES;
        try {
          const rows = await ctx.client.readCollection('menu_categories', {
            fields: CATEGORY_FIELDS,
            filter: { menu_items: { menu_items_id: publishedFor(ctx) } },
            sort: ['id'],
            limit,
          });
          return normalizeCategories(rows);
        } catch (error) {
          console.error('[cms] menu_categories:', error instanceof Error ? error.message : error);
        }
        try {
          const items = await ctx.client.readCollection('menu_items', {
            fields: CATEGORY_FIELDS.map((f) => `categories.menu_categories_id.${f}`),
            filter: publishedFor(ctx),
            limit: 1000,
          });
          return categoriesFromItems(items).slice(0, limit);
        } catch (error) {
          console.error('[cms] menu_items (categories fallback):', error instanceof Error ? error.message : error);
          return [];
        }
      },
  placeholder: () => [],
});

/**
 * The allergens the menu can leave out ("Without: nuts, dairy"): those of this restaurant's
 * published dishes, once each. Read from the dishes, as the allergens collection has no link
 * back to them; on failure the list is empty (logged only) and the filter offers none.
 */
export const menuAllergensQuery = defineQuery<{ limit?: number }, AllergenModel[]>({
  name: 'menuAllergens',
  key: (params, ctx) => `menuAllergens:${ctx.slug}:${params.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        try {
          const rows = await ctx.client.readCollection('menu_items', {
            fields: fieldsOf(ALLERGENS, { only: ['id', 'name_en', 'name_ar'], under: 'allergens.allergens_id' }),
            filter: publishedFor(ctx),
            sort: ['sort', 'id'],
            limit: -1,
          });
          return allergensFromItems(rows).slice(0, params.limit);
        } catch (error) {
          console.error('[cms] menu_items (allergens):', error instanceof Error ? error.message : error);
          return [];
        }
      },
  placeholder: () => [],
});

/**
 * The menu's dish read: one page of the live menu, filtered, sorted and counted. The prerender
 * asks the CMS for the page it renders; the browser works out every other page over the
 * published menu (src/menu/localMenu.ts), with the same filters.
 * restaurant slug AND category slug AND each dietary flag AND none of the allergens left out AND
 * price (default_price OR any variant price, only when the range is narrower than the bounds)
 * AND search (name_en OR name_ar, see arabicSearch.ts).
 */
export interface MenuItemsParams {
  search: string;
  category: string;
  diet: readonly MenuDiet[];
  /** Allergen ids the dishes must not hold. */
  without: readonly string[];
  range: PriceRange;
  bounds: PriceRange;
  page: number;
  pageSize: number;
  sort: MenuSort;
  /** Name sort follows the visitor's language. */
  language: 'en' | 'ar';
}

export interface MenuPage {
  items: MenuCardModel[];
  total: number;
}

/** A card's read: every value of the dish (a field added to the model is read with no change here), its first image's size, its sizes' prices and whether they are sold out, and its categories' ordering windows. */
export const MENU_CARD_FIELDS = /* @__PURE__ */ fieldList(
  /* @__PURE__ */ fieldsOf(MENU_ITEMS, { files: false }),
  /* @__PURE__ */ fieldsOf(CMS_FILE, { only: ['id', 'width', 'height'], under: 'images.directus_files_id' }),
  /* @__PURE__ */ fieldsOf(MENU_VARIANTS, { only: ['id', 'price', 'sold_out'], under: 'variants.menu_variants_id' }),
  /* @__PURE__ */ fieldsOf(MENU_CATEGORIES, {
    only: ['available_from', 'available_until'],
    under: 'categories.menu_categories_id',
  }),
);

/** The CMS field of each dietary filter. */
export const DIET_FIELDS = {
  vegetarian: 'is_vegetarian',
  vegan: 'is_vegan',
  glutenFree: 'is_gluten_free',
  halal: 'is_halal',
} as const satisfies Readonly<Record<MenuDiet, (typeof MENU_ITEMS.values)[number]>>;

export function menuItemsFilter(
  params: Pick<MenuItemsParams, 'search' | 'category' | 'diet' | 'without' | 'range' | 'bounds'>,
  slug: string,
): Filter {
  const conditions: Filter[] = [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED];
  if (params.category) conditions.push({ categories: { menu_categories_id: { slug: { _eq: params.category } } } });
  // A vegan dish counts as vegetarian even when an editor ticked only "vegan".
  for (const diet of params.diet)
    conditions.push(
      diet === 'vegetarian'
        ? { _or: [{ is_vegetarian: { _eq: true } }, { is_vegan: { _eq: true } }] }
        : { [DIET_FIELDS[diet]]: { _eq: true } },
    );
  if (params.without.length > 0)
    conditions.push({ allergens: { _none: { allergens_id: { id: { _in: [...params.without] } } } } });
  if (rangeIsNarrowed(params.range, params.bounds)) {
    const between = { _between: [params.range.min, params.range.max] };
    conditions.push({ _or: [{ default_price: between }, { variants: { menu_variants_id: { price: between } } }] });
  }
  const search = searchFilter(params.search);
  if (search) conditions.push(search);
  return { _and: conditions };
}

export function menuItemsSort(sort: MenuSort, language: 'en' | 'ar'): string[] {
  switch (sort) {
    case 'priceAsc':
      return ['default_price', 'id'];
    case 'priceDesc':
      return ['-default_price', 'id'];
    case 'name':
      return [language === 'ar' ? 'name_ar' : 'name_en', 'id'];
    default:
      return ['sort', 'id'];
  }
}

export const menuItemsQuery = defineQuery<MenuItemsParams, MenuPage>({
  name: 'menuItems',
  key: (p, ctx) =>
    `menuItems:${ctx.slug}:${JSON.stringify([p.search, p.category, p.range, p.bounds, p.page, p.pageSize, p.sort, p.sort === 'name' ? p.language : '', p.diet, p.without])}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        const { items, total } = await ctx.client.readCollectionWithCount('menu_items', {
          fields: MENU_CARD_FIELDS,
          filter: menuItemsFilter(params, ctx.slug),
          sort: menuItemsSort(params.sort, params.language),
          limit: params.pageSize,
          page: params.page,
          deep: { images: { _sort: ['sort'] } },
        });
        return { items: normalizeMenuCards(items, ctx.client.assetUrl), total };
      },
  // The filtering code loads with the first page of dishes worked out here (the published page
  // came with its first), in parallel with the menu's data.
  async fromPublished(params, data) {
    const [{ queryMenu }, menu] = await Promise.all([import('../../../menu/localMenu'), data.menu()]);
    return queryMenu(menu.dishes, params);
  },
  placeholder: () => ({ items: [], total: 0 }),
  staleMs: 60_000,
});
