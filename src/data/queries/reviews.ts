import type { ReviewModel } from '../../generated/types';
import { normalizeReviews } from '../normalize/reviews';
import { defineQuery } from '../query';
import { type LimitParams, publishedFor } from './shared';

/** Call 7: reviews, newest first. No placeholder: an empty list shows 'No reviews found'. */
export const reviewsQuery = defineQuery<LimitParams, ReviewModel[]>({
  name: 'reviews',
  key: (p, ctx) => `reviews:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeReviews(
      await ctx.client.readCollection('reviews', {
        fields: [
          'id',
          'reviewer_name_en',
          'reviewer_name_ar',
          'review_content_en',
          'review_content_ar',
          'review_star_count',
          'profile_img',
          'date_created',
        ],
        filter: publishedFor(ctx),
        sort: ['-date_created', '-id'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: () => [],
});
