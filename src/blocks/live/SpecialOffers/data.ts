/** Raw offer_items records -> special offers. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { OfferModel } from '../../../generated/types';
import { each, image, localized } from '../../../data/normalize/fields';
import placeholders from './placeholder.json';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { OFFER_ITEMS } from '../../../generated/cms';
import { type LimitParams, publishedFor, isEmptyList, firstN } from '../../../data/queries/shared';

type AssetUrl = (id: string) => string;

export function normalizeOffers(rows: unknown, assetUrl: AssetUrl): OfferModel[] {
  return each(rows, 'offer_items', (row, id) => ({
    id,
    title1: localized(row, 'title1'),
    title2: localized(row, 'title2'),
    content: localized(row, 'content'),
    image: image(row.item_image, assetUrl),
  }));
}

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const OFFER_PLACEHOLDERS: OfferModel[] = placeholders;

/** The offers read: active offers by `sort`, kept for the whole session after the first load. */
export const offersQuery = defineQuery<LimitParams, OfferModel[]>({
  name: 'offers',
  key: (p, ctx) => `offers:${ctx.slug}:${p.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeOffers(
          await ctx.client.readCollection('offer_items', {
            fields: fieldsOf(OFFER_ITEMS),
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
