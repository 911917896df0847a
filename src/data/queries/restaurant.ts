/**
 * The one restaurant read the whole site shares (header, footer, banners, contact, theme):
 * the union of the fields the header, footer, banners, contact page and theme read, and the date overrides
 * of issue 19, in three parallel requests.
 */
import type { RestaurantModel } from '../../generated/types';
import { defineQuery, publisherOnly } from '../query';
import { PLACEHOLDER_RESTAURANT } from '../placeholderRestaurant';
import { restaurantKey } from '../published';

/** This site's restaurant (the context's slug); a section binding it passes no parameters. */
export const restaurantQuery = defineQuery<Record<never, never>, RestaurantModel>({
  name: 'restaurant',
  key: (_, ctx) => restaurantKey(ctx.slug),
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (_, ctx) => (await import('./restaurantRead')).readRestaurant(ctx),
  placeholder: (_, ctx) => ({ ...PLACEHOLDER_RESTAURANT, slug: ctx.slug }),
});
