/**
 * The query catalogue: every name a section's `data` binding may use in site.config.json.
 * Add a query here (one line) and allow its name in the binding's schema. A binding passes its
 * `limit` and nothing else, so each query here takes LimitParams (the types check it).
 *
 * Browser code uses it for types only (ESLint refuses a value import outside the prerender's
 * entry): a block passes the queries of its own bindings to useSectionData, so a page loads the
 * code (and placeholder content) of the reads it shows, not the whole catalogue.
 */
import type { QueryDef } from '../query';
import type { LimitParams } from './shared';
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

export const queries = {
  restaurant: restaurantQuery,
  heroSlides: heroSlidesQuery,
  services: servicesQuery,
  serviceOptions: serviceOptionsQuery,
  bestSellers: bestSellersQuery,
  offers: offersQuery,
  team: teamQuery,
  reviews: reviewsQuery,
  menuCategories: menuCategoriesQuery,
  menuAllergens: menuAllergensQuery,
} satisfies Record<string, QueryDef<LimitParams, unknown>>;

export type QueryName = keyof typeof queries;
export type QueryResult<N extends QueryName> = ReturnType<(typeof queries)[N]['placeholder']>;
