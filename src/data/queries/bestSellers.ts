import type { DishCardModel } from '../../generated/types';
import placeholders from '../../../content/placeholders/best-sellers.json';
import { normalizeDishCards } from '../normalize/dishCards';
import { defineQuery } from '../query';
import { type LimitParams, publishedFor, isEmptyList, firstN } from './shared';

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const BEST_SELLER_PLACEHOLDERS: DishCardModel[] = placeholders;

/** Call 3: five dishes with their first image and variant prices (for the card price rule). */
export const bestSellersQuery = defineQuery<LimitParams, DishCardModel[]>({
  name: 'bestSellers',
  key: (p, ctx) => `bestSellers:${ctx.slug}:${p.limit ?? 5}`,
  fetch: async (p, ctx) =>
    normalizeDishCards(
      await ctx.client.readCollection('menu_items', {
        fields: [
          'id',
          'name_en',
          'name_ar',
          'default_price',
          'images.sort',
          'images.directus_files_id',
          'variants.menu_variants_id.price',
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
