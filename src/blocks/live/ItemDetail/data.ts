/**
 * SPEC section 7 call 14: one dish by id, always of this restaurant (an id of another
 * restaurant reads as not found). When the read comes back empty, the restaurant's first ten
 * dishes are read (which also warms the CMS's relation cache) and the read is retried once.
 * A non-numeric id is not found without asking the CMS.
 */
import type { MenuItemModel } from '../../../generated/types';
import type { Filter } from '../../../data/client';
import { normalizeMenuItem, parseItemId } from '../../../data/normalize/menu';
import { publishedFor } from '../../../data/queries/shared';
import { CMS_READS, defineQuery, publisherOnly, type CmsContext } from '../../../data/query';

export const MENU_ITEM_FIELDS = [
  'id',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'default_price',
  'default_calories',
  'is_halal',
  'is_vegetarian',
  'is_vegan',
  'is_gluten_free',
  'spice_level',
  'sold_out',
  'restaurant.slug',
  'images.directus_files_id.id',
  'images.directus_files_id.width',
  'images.directus_files_id.height',
  'variants.menu_variants_id.id',
  'variants.menu_variants_id.name_en',
  'variants.menu_variants_id.name_ar',
  'variants.menu_variants_id.price',
  'variants.menu_variants_id.calories',
  'variants.menu_variants_id.calorie_burn_minutes',
  'variants.menu_variants_id.sold_out',
  'categories.menu_categories_id.id',
  'categories.menu_categories_id.name_en',
  'categories.menu_categories_id.name_ar',
  'categories.menu_categories_id.slug',
  'categories.menu_categories_id.available_from',
  'categories.menu_categories_id.available_until',
  'allergens.allergens_id.id',
  'allergens.allergens_id.name_en',
  'allergens.allergens_id.name_ar',
  'allergens.allergens_id.color',
  'addons.menu_addons_id.id',
  'addons.menu_addons_id.name_en',
  'addons.menu_addons_id.name_ar',
  'addons.menu_addons_id.price',
  'addons.menu_addons_id.calories',
];

function byIdFilter(id: number, ctx: CmsContext): Filter {
  return { _and: [{ id: { _eq: id } }, publishedFor(ctx)] };
}

export const menuItemQuery = defineQuery<{ id: string | undefined }, MenuItemModel | null>({
  name: 'menuItem',
  key: (params, ctx) => `menuItem:${ctx.slug}:${params.id ?? ''}`,
  fetch: !CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        const id = parseItemId(params.id);
        if (id === null) return null;
        const read = () =>
          ctx.client.readCollection('menu_items', {
            fields: MENU_ITEM_FIELDS,
            filter: byIdFilter(id, ctx),
            limit: 1,
            deep: { images: { _sort: ['sort'] } },
          });
        let rows = await read();
        if (!rows[0]) {
          await ctx.client.readCollection('menu_items', {
            fields: ['id'],
            filter: { restaurant: { slug: { _eq: ctx.slug } } },
            limit: 10,
          });
          rows = await read();
        }
        if (!rows[0]) console.warn(`[cms] no menu item ${id} for "${ctx.slug}"`);
        return normalizeMenuItem(rows[0], ctx.client.assetUrl);
      },
  async fromPublished(params, data) {
    const id = parseItemId(params.id);
    return id === null ? null : data.dish(id);
  },
  placeholder: () => null,
});
