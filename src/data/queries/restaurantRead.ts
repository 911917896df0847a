/**
 * The restaurant read itself (src/data/queries/restaurant.ts): three parallel requests, then the
 * normaliser. The publisher's build loads it when it first reads; the browser's build, which
 * never reads the CMS, leaves it out, and with it the normaliser and the hours rules it uses.
 */
import type { RestaurantModel } from '../../generated/types';
import { dateOfDay } from '../../hours/zone';
import { COLOR_FIELDS } from '../../theme/defaults';
import type { RawRecord } from '../client';
import { normalizeRestaurant } from '../normalize/restaurant';
import type { CmsContext } from '../query';
import { PUBLISHED } from './shared';

export const RESTAURANT_FIELDS = [
  'id',
  'slug',
  'name_en',
  'name_ar',
  'email_id',
  'phone_no',
  'whatsapp_no',
  'whatsapp_country_code',
  'time_zone',
  'offers_pickup',
  'offers_delivery',
  'offers_dine_in',
  'delivery_fee',
  'delivery_minimum',
  'ordering_when_closed',
  'order_lead_minutes',
  'arabic_digits',
  'address_en',
  'address_ar',
  'short_address_en',
  'short_address_ar',
  'description_en',
  'description_ar',
  'opens_at',
  'closes_at',
  'facebook_url',
  'tiktok_url',
  'instagram_url',
  'enable_arabic',
  'google_maps_url',
  'google_maps_iframe_html',
  // The logo's shape decides the width it is asked for (src/layout/Logo.tsx): a square logo
  // renders 50 px wide, so a phone downloads the 100 px transform, not the 400 px one.
  'logo.id',
  'logo.filename_download',
  'logo.width',
  'logo.height',
  'reservation_page_bg_image.id',
  'reservation_page_bg_image.filename_download',
  'reservation_page_bg_image.width',
  'reservation_page_bg_image.height',
];

export const OPENING_HOURS_FIELDS = [
  'id',
  'Day',
  'opens_at',
  'closes_at',
  'opens_at_2',
  'closes_at_2',
  'closed_this_day',
];

export const HOURS_OVERRIDE_FIELDS = [
  'id',
  'date',
  'end_date',
  'closed',
  'opens_at',
  'closes_at',
  'opens_at_2',
  'closes_at_2',
  'note_en',
  'note_ar',
];

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
      fields: [
        ...RESTAURANT_FIELDS,
        'website_color_scheme.id',
        ...COLOR_FIELDS.map((f) => `website_color_scheme.${f}`),
      ],
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
