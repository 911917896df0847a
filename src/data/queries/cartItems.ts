/**
 * The checkout's fresh read: the cart's dishes (with their sizes and add-ons) as the live
 * published version holds them now (in the browser; the CMS path serves tools and tests), so
 * the WhatsApp message carries current names and prices. Only this restaurant's dishes are
 * returned. Called at checkout time, not cached.
 *
 * Unlike the page reads, this one must not paper over a broken answer: a record whose id or
 * prices cannot be read would otherwise look like a dish that is gone (the cart would drop it)
 * or a dish that costs 0 SAR. Such an answer throws, so checkout treats it as data it cannot
 * reach (the prices are not confirmed; nothing is sent).
 */
import { MENU_ADDONS, MENU_CATEGORIES, MENU_ITEMS, MENU_VARIANTS } from '../../generated/cms';
import { fieldList, fieldsOf } from './fields';
import type { MenuItemModel } from '../../generated/types';
import type { RawRecord } from '../client';
import { CmsError } from '../errors';
import { isRecord, recordId } from '../normalize/fields';
import { normalizeMenuItem, parseItemId, price } from '../normalize/menu';
import { publishedFor } from './shared';
import { defineQuery, publisherOnly } from '../query';

export const CART_ITEM_FIELDS = /* @__PURE__ */ fieldList(
  // Every value of the dish, as the dish page reads it: a field added to the model needs no change here.
  /* @__PURE__ */ fieldsOf(MENU_ITEMS, { files: false }),
  /* @__PURE__ */ fieldsOf(MENU_VARIANTS, {
    only: ['id', 'name_en', 'name_ar', 'price', 'sold_out'],
    under: 'variants.menu_variants_id',
  }),
  /* @__PURE__ */ fieldsOf(MENU_CATEGORIES, {
    only: ['available_from', 'available_until'],
    under: 'categories.menu_categories_id',
  }),
  /* @__PURE__ */ fieldsOf(MENU_ADDONS, {
    only: ['id', 'name_en', 'name_ar', 'price'],
    under: 'addons.menu_addons_id',
  }),
);

/** A price field the CMS left empty reads as none; anything else must be a price. */
const readablePrice = (value: unknown) => value === null || value === undefined || price(value) !== null;

/**
 * Can this record vouch for the prices of a cart line: an id among those asked for, a readable
 * base price and readable sizes and add-ons?
 */
export function readableCartItem(row: RawRecord, asked: ReadonlySet<string>): boolean {
  const id = recordId(row.id);
  if (id === null || !asked.has(String(id)) || !readablePrice(row.default_price)) return false;
  for (const [alias, key] of [
    ['variants', 'menu_variants_id'],
    ['addons', 'menu_addons_id'],
  ] as const) {
    const rows = row[alias];
    if (rows === null || rows === undefined) continue;
    if (!Array.isArray(rows)) return false;
    for (const junction of rows) {
      const option: unknown = isRecord(junction) ? junction[key] : null;
      if (!isRecord(option) || recordId(option.id) === null || !readablePrice(option.price)) return false;
    }
  }
  return true;
}

export const cartItemsQuery = defineQuery<{ ids: readonly (number | string)[] }, MenuItemModel[]>({
  name: 'cartItems',
  key: (params, ctx) => `cartItems:${ctx.slug}:${[...params.ids].map(String).sort().join(',')}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        const ids = [...new Set(params.ids.map(String))];
        if (!ids.length) return [];
        const rows = await ctx.client.readCollection('menu_items', {
          fields: CART_ITEM_FIELDS,
          filter: { _and: [{ id: { _in: ids } }, publishedFor(ctx)] },
          limit: ids.length,
        });
        const asked = new Set(ids);
        if (!rows.every((row) => readableCartItem(row, asked)))
          throw new CmsError('CMS answered menu_items with records whose ids or prices cannot be read');
        return rows.flatMap((row) => {
          const item = normalizeMenuItem(row, ctx.client.assetUrl);
          return item ? [item] : [];
        });
      },
  /** A dish the live version no longer has is left out (the cart says it is gone). */
  async fromPublished(params, data) {
    const ids = [...new Set(params.ids.map(String))].flatMap((id) => parseItemId(id) ?? []);
    const dishes = await Promise.all(ids.map((id) => data.dish(id)));
    return dishes.filter((dish): dish is MenuItemModel => dish !== null);
  },
  placeholder: () => [],
  staleMs: 0,
});
