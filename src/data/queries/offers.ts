import type { OfferModel } from '../../generated/types';
import placeholders from '../../../content/placeholders/offers.json';
import { normalizeOffers } from '../normalize/offers';
import { defineQuery } from '../query';
import { type LimitParams, publishedFor, isEmptyList, firstN } from './shared';

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const OFFER_PLACEHOLDERS: OfferModel[] = placeholders;

/** Call 5: active offers by `sort`, kept for the whole session after the first load (SPEC section 4). */
export const offersQuery = defineQuery<LimitParams, OfferModel[]>({
  name: 'offers',
  key: (p, ctx) => `offers:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeOffers(
      await ctx.client.readCollection('offer_items', {
        fields: [
          'id',
          'title1_en',
          'title1_ar',
          'title2_en',
          'title2_ar',
          'content_en',
          'content_ar',
          'item_image',
          'sort',
        ],
        filter: { _and: [publishedFor(ctx), { status: { _eq: 'Active' } }] },
        sort: ['sort', 'id'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(OFFER_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
  staleMs: Number.POSITIVE_INFINITY,
});
