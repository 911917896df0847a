/**
 * The checkout's fresh read: the cart's dishes (with their sizes and add-ons) as the CMS
 * holds them now, so the WhatsApp message carries current names and prices. Only this
 * restaurant's dishes are returned. Called at checkout time, not cached.
 */
import type { MenuItemModel } from '../../generated/types';
import { normalizeMenuItem } from '../normalize/menu';
import { defineQuery } from '../query';

export const CART_ITEM_FIELDS = [
  'id', 'name_en', 'name_ar', 'default_price',
  'variants.menu_variants_id.id', 'variants.menu_variants_id.name_en', 'variants.menu_variants_id.name_ar', 'variants.menu_variants_id.price',
  'addons.menu_addons_id.id', 'addons.menu_addons_id.name_en', 'addons.menu_addons_id.name_ar', 'addons.menu_addons_id.price',
];

export const cartItemsQuery = defineQuery<{ ids: readonly (number | string)[] }, MenuItemModel[]>({
  key: (params, ctx) => `cartItems:${ctx.slug}:${[...params.ids].map(String).sort().join(',')}`,
  async fetch(params, ctx) {
    const ids = [...new Set(params.ids.map(String))];
    if (!ids.length) return [];
    const rows = await ctx.client.readCollection('menu_items', {
      fields: CART_ITEM_FIELDS,
      filter: { _and: [{ id: { _in: ids } }, { restaurant: { slug: { _eq: ctx.slug } } }] },
      limit: ids.length,
    });
    return rows.flatMap((row) => {
      const item = normalizeMenuItem(row, ctx.client.assetUrl);
      return item ? [item] : [];
    });
  },
  placeholder: () => [],
  staleMs: 0,
});
