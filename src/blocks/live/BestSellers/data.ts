/** Raw menu_items records -> the best sellers' dish cards. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { DishCardModel } from '../../../generated/types';
import { each, image, isRecord, list, localized, number } from '../../../data/normalize/fields';
import { cardPrice } from '../../../data/normalize/menu';
import placeholders from './placeholder.json';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { MENU_ITEMS, MENU_VARIANTS } from '../../../generated/cms';
import { type LimitParams, publishedFor, isEmptyList, firstN } from '../../../data/queries/shared';

type AssetUrl = (id: string) => string;

/** A file of an m2m image list: the junction row's directus_files_id (id or object), or the file itself. */
function firstImage(value: unknown, assetUrl: AssetUrl) {
  const rows = list(value)
    .filter(isRecord)
    .sort((a, b) => (number(a.sort) ?? 0) - (number(b.sort) ?? 0));
  for (const row of rows) {
    const found = image('directus_files_id' in row ? row.directus_files_id : row, assetUrl);
    if (found) return found;
  }
  return null;
}

export function normalizeDishCards(rows: unknown, assetUrl: AssetUrl): DishCardModel[] {
  return each(rows, 'menu_items', (row, id) => ({
    id,
    name: localized(row, 'name'),
    // The menu's own rule (docs/menu.md), so a dish costs the same on the home page and the menu.
    price: cardPrice(row),
    image: firstImage(row.images, assetUrl),
  }));
}

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const BEST_SELLER_PLACEHOLDERS: DishCardModel[] = placeholders;

/** The best sellers' read: five dishes with their first image and variant prices (for the card price rule). */
export const bestSellersQuery = defineQuery<LimitParams, DishCardModel[]>({
  name: 'bestSellers',
  key: (p, ctx) => `bestSellers:${ctx.slug}:${p.limit ?? 5}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeDishCards(
          await ctx.client.readCollection('menu_items', {
            fields: [
              ...fieldsOf(MENU_ITEMS, { only: ['id', 'name_en', 'name_ar', 'default_price'] }),
              'images.sort',
              'images.directus_files_id',
              ...fieldsOf(MENU_VARIANTS, { only: ['price'], under: 'variants.menu_variants_id' }),
            ],
            filter: publishedFor(ctx),
            sort: ['sort', 'id'],
            limit: p.limit ?? 5,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: (p) => firstN(BEST_SELLER_PLACEHOLDERS, p.limit ?? 5),
  isEmpty: isEmptyList,
});
