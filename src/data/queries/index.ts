/**
 * The query catalogue: every name a section's `data` binding may use in site.config.json.
 * Add a query here (one line) and allow its name in the binding's schema.
 *
 * Browser code uses it for types only: a block passes the queries of its own bindings to
 * useSectionData, so a page loads the code (and placeholder content) of the reads it shows,
 * not the whole catalogue (tests/unit/query-split.test.ts checks).
 */
import type { QueryDef } from '../query';
import { bestSellersQuery } from './bestSellers';
import { heroSlidesQuery } from './heroSlides';
import { offersQuery } from './offers';
import { reviewsQuery } from './reviews';
import { serviceOptionsQuery } from './serviceOptions';
import { servicesQuery } from './services';
import { teamQuery } from './team';
import { menuCategoriesQuery } from './menuCategories';
import { menuAllergensQuery } from './menuAllergens';
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
  menuAllergens: menuAllergensQuery,
} satisfies Record<string, QueryDef<never, unknown>>;

export type QueryName = keyof typeof queries;
export type QueryResult<N extends QueryName> = ReturnType<(typeof queries)[N]['placeholder']>;
