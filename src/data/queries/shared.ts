/**
 * What the reads share. Each read lives in the data.ts of the block that shows it
 * (src/blocks/live/<Name>/data.ts); the reads several blocks use (restaurant, theme, cart items)
 * are here beside this file. heroSlides, services, bestSellers, offers, team and reviews look
 * alike on purpose: each is one call of the spec with its own key, filter, sort, default limit
 * and placeholder, spelt out where a reader can check it against the spec. A factory would save lines but hide which call is which.
 */
import type { QueryContext } from '../query';

export interface LimitParams {
  limit?: number;
}

/**
 * Records editors have published (dishes, offers, hero slides, services, team, reviews): a draft
 * or an archived record never reaches the site.
 */
export const PUBLISHED = { publish_status: { _eq: 'published' } };
/** This restaurant's published records. */
export const publishedFor = (ctx: QueryContext) => ({ _and: [{ restaurant: { slug: { _eq: ctx.slug } } }, PUBLISHED] });

export const isEmptyList = (value: readonly unknown[]) => value.length === 0;
export const firstN = <T>(items: readonly T[], limit: number | undefined): T[] => items.slice(0, limit ?? items.length);
