/**
 * The restaurant read itself (src/data/queries/restaurant.ts): three parallel requests, then the
 * normaliser. The publisher's build loads it when it first reads; the browser's build, which
 * never reads the CMS, leaves it out, and with it the normaliser and the hours rules it uses.
 */
import type { RestaurantModel } from '../../generated/types';
import { dateOfDay } from '../../hours/zone';
import { HOURS_OVERRIDES, OPENING_HOURS, RESTAURANTS, WEBSITE_COLOR_SCHEME } from '../../generated/cms';
import type { RawRecord } from '../client';
import { normalizeRestaurant } from '../normalize/restaurant';
import type { CmsContext } from '../query';
import { fieldsOf } from './fields';
import { PUBLISHED } from './shared';

/**
 * Every field of the restaurant (cms/schema/model.json). The logo's and banner's shapes come
 * with them: a square logo renders 50 px wide (src/layout/Logo.tsx), so a phone downloads the
 * 100 px transform, not the 400 px one.
 */
export const RESTAURANT_FIELDS = fieldsOf(RESTAURANTS, { expandFiles: true });

export const OPENING_HOURS_FIELDS = fieldsOf(OPENING_HOURS);

export const HOURS_OVERRIDE_FIELDS = fieldsOf(HOURS_OVERRIDES);

/** An optional read: when it fails, the restaurant is still shown (without what it would add). */
function optional(read: Promise<RawRecord[]>, collection: string): Promise<RawRecord[]> {
  return read.catch((error: unknown) => {
    console.error(`[cms] ${collection}:`, error instanceof Error ? error.message : error);
    return [];
  });
}

/**
 * The published date overrides that may not be over: ending (or, without an end, starting) on
 * the day before yesterday in UTC or later, whatever the restaurant's zone; the normaliser then
 * drops those over at the restaurant.
 */
export function overridesFilter(slug: string, now: Date) {
  const cutoff = dateOfDay(Math.floor(now.getTime() / 86_400_000) - 2);
  return {
    _and: [
      { restaurant: { slug: { _eq: slug } } },
      PUBLISHED,
      { _or: [{ end_date: { _gte: cutoff } }, { date: { _gte: cutoff } }] },
    ],
  };
}

export async function readRestaurant(ctx: CmsContext): Promise<RestaurantModel> {
  const slug = ctx.slug;
  const now = new Date();
  const [restaurants, hours, overrides] = await Promise.all([
    ctx.client.readCollection('restaurants', {
      // The colours here, not in the list: the browser's build, which never reads, drops them.
      fields: [...RESTAURANT_FIELDS, ...fieldsOf(WEBSITE_COLOR_SCHEME, { under: 'website_color_scheme' })],
      filter: { slug: { _eq: slug } },
      limit: 1,
    }),
    // Hours are optional: a failed hours read keeps the restaurant.
    optional(
      ctx.client.readCollection('opening_hours', {
        fields: OPENING_HOURS_FIELDS,
        filter: { restaurant: { slug: { _eq: slug } } },
        sort: ['Day'],
        limit: 14,
      }),
      'opening_hours',
    ),
    optional(
      ctx.client.readCollection('hours_overrides', {
        fields: HOURS_OVERRIDE_FIELDS,
        filter: overridesFilter(slug, now),
        sort: ['date', 'id'],
        limit: 200,
      }),
      'hours_overrides',
    ),
  ]);
  if (!restaurants[0]) console.warn(`[cms] no restaurant with slug "${slug}"; using fallbacks`);
  return normalizeRestaurant(restaurants[0], hours, slug, ctx.client.assetUrl, overrides, now);
}
