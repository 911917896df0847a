/** Raw reviews records -> reviews. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { LocalizedText, ReviewModel } from '../../../generated/types';
import { checked } from '../../../data/normalize/checks';
import { each, image, localized, text, withFallback } from '../../../data/normalize/fields';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { REVIEWS } from '../../../generated/cms';
import { type LimitParams, publishedFor } from '../../../data/queries/shared';

type AssetUrl = (id: string) => string;

export const REVIEWER_FALLBACK: LocalizedText = { en: 'Anonymous', ar: 'مجهول' };
export const REVIEW_CONTENT_FALLBACK: LocalizedText = { en: 'No review content', ar: 'لا يوجد محتوى للمراجعة' };

export function normalizeReviews(rows: unknown, assetUrl: AssetUrl): ReviewModel[] {
  return each(rows, 'reviews', (row, id) => ({
    id,
    name: withFallback(localized(row, 'reviewer_name'), REVIEWER_FALLBACK),
    content: withFallback(localized(row, 'review_content'), REVIEW_CONTENT_FALLBACK),
    // 1 to 5; anything missing or out of range shows 5 stars.
    stars: checked('reviews', 'review_star_count', row) ?? 5,
    image: image(row.profile_img, assetUrl),
    date: text(row.date_created) || null,
  }));
}

/** The reviews read: newest first. No placeholder: an empty list shows 'No reviews found'. */
export const reviewsQuery = defineQuery<LimitParams, ReviewModel[]>({
  name: 'reviews',
  key: (p, ctx) => `reviews:${ctx.slug}:${p.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeReviews(
          await ctx.client.readCollection('reviews', {
            fields: fieldsOf(REVIEWS),
            filter: publishedFor(ctx),
            sort: ['-date_created', '-id'],
            limit: p.limit ?? 20,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: () => [],
});
