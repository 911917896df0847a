/**
 * The query catalogue: every name a section's `data` binding may use in site.config.json.
 * Add a query here (one line) and allow its name in the binding's schema.
 */
import type { QueryDef } from '../query';
import { bestSellersQuery, heroSlidesQuery, offersQuery, reviewsQuery, serviceOptionsQuery, servicesQuery, teamQuery } from './home';
import { menuCategoriesQuery } from './menuCategories';
import { restaurantQuery } from './restaurant';
import { themeQuery } from './theme';

export const queries = {
  restaurant: restaurantQuery,
  theme: themeQuery,
  heroSlides: heroSlidesQuery,
  services: servicesQuery,
  serviceOptions: serviceOptionsQuery,
  bestSellers: bestSellersQuery,
  offers: offersQuery,
  team: teamQuery,
  reviews: reviewsQuery,
  menuCategories: menuCategoriesQuery,
} satisfies Record<string, QueryDef<never, unknown>>;

export type QueryName = keyof typeof queries;
export type QueryResult<N extends QueryName> = ReturnType<(typeof queries)[N]['placeholder']>;
