/**
 * The one restaurant read the whole site shares (header, footer, banners, contact, theme):
 * the union of the fields SPEC section 7 reads in calls 1, 2, 8, 10 and 11, and the date overrides
 * of issue 19, in three parallel requests.
 */
import type { RestaurantModel } from '../../generated/types';
import { COLOR_FIELDS } from '../../theme/defaults';
import { CMS_READS, defineQuery, publisherOnly } from '../query';
import { normalizeRestaurant, PLACEHOLDER_RESTAURANT } from '../normalize/restaurant';
import type { RawRecord } from '../client';
import { overridesFilter } from './shared';

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

/** This site's restaurant (the context's slug); a section binding it passes no parameters. */
export const restaurantQuery = defineQuery<Record<never, never>, RestaurantModel>({
  name: 'restaurant',
  key: (_, ctx) => `restaurant:${ctx.slug}`,
  fetch: !CMS_READS
    ? publisherOnly
    : async (_, ctx) => {
        const slug = ctx.slug;
        const now = new Date();
        const [restaurants, hours, overrides] = await Promise.all([
          ctx.client.readCollection('restaurants', {
            // The colours here, not in the list: the browser's build, which never reads, drops them.
            fields: [...RESTAURANT_FIELDS, ...COLOR_FIELDS.map((f) => `website_color_scheme.${f}`)],
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
      },
  placeholder: (_, ctx) => ({ ...PLACEHOLDER_RESTAURANT, slug: ctx.slug }),
});
