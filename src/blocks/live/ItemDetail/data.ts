/**
 * The dish page's read: one dish by id, always of this restaurant (an id of another
 * restaurant reads as not found). When the read comes back empty, the restaurant's first ten
 * dishes are read (which also warms the CMS's relation cache) and the read is retried once.
 * A non-numeric id is not found without asking the CMS.
 */
import type { MenuItemModel } from '../../../generated/types';
import type { Filter } from '../../../data/client';
import { normalizeMenuItem, parseItemId } from '../../../data/normalize/menu';
import { CMS_FILE, fieldList, fieldsOf } from '../../../data/queries/fields';
import { publishedFor } from '../../../data/queries/shared';
import { ALLERGENS, MENU_ADDONS, MENU_CATEGORIES, MENU_ITEMS, MENU_VARIANTS } from '../../../generated/cms';
import { defineQuery, publisherOnly, type CmsContext } from '../../../data/query';

/** The dish with everything it shows: its fields, images, sizes, categories, allergens and add-ons. */
export const MENU_ITEM_FIELDS = /* @__PURE__ */ fieldList(
  /* @__PURE__ */ fieldsOf(MENU_ITEMS),
  ['restaurant.slug'],
  /* @__PURE__ */ fieldsOf(CMS_FILE, { only: ['id', 'width', 'height'], under: 'images.directus_files_id' }),
  /* @__PURE__ */ fieldsOf(MENU_VARIANTS, { under: 'variants.menu_variants_id' }),
  /* @__PURE__ */ fieldsOf(MENU_CATEGORIES, { under: 'categories.menu_categories_id' }),
  /* @__PURE__ */ fieldsOf(ALLERGENS, { under: 'allergens.allergens_id' }),
  /* @__PURE__ */ fieldsOf(MENU_ADDONS, { under: 'addons.menu_addons_id' }),
);

function byIdFilter(id: number, ctx: CmsContext): Filter {
  return { _and: [{ id: { _eq: id } }, publishedFor(ctx)] };
}

export const menuItemQuery = defineQuery<{ id: string | undefined }, MenuItemModel | null>({
  name: 'menuItem',
  key: (params, ctx) => `menuItem:${ctx.slug}:${params.id ?? ''}`,
  fetch: !import.meta.env.CMS_READS
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
