/**
 * SPEC section 7 call 12: categories that hold at least one of this restaurant's dishes.
 * On failure, the restaurant's dishes are read with their categories and deduplicated;
 * on a second failure the list is empty (logged only).
 */
import type { MenuCategoryModel } from '../../generated/types';
import { categoriesFromItems, normalizeCategories } from '../normalize/menu';
import { publishedFor } from './shared';
import { defineQuery } from '../query';

const CATEGORY_FIELDS = ['id', 'name_en', 'name_ar', 'slug', 'available_from', 'available_until'];
const MAX_CATEGORIES = 200;

export const menuCategoriesQuery = defineQuery<{ limit?: number }, MenuCategoryModel[]>({
  name: 'menuCategories',
  key: (params, ctx) => `menuCategories:${ctx.slug}:${params.limit ?? ''}`,
  async fetch(params, ctx) {
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
