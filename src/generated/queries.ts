/**
 * GENERATED FILE - DO NOT EDIT. Source: each block schema's bindings and the data.ts that defines each query (build/gen-blocks.ts).
 * Regenerate with `npm run gen:types`; `npm run gen:types -- --check` fails when it is stale.
 */
import type { QueryDef } from '../data/query';
import type { LimitParams } from '../data/queries/shared';
import { bestSellersQuery } from '../blocks/live/BestSellers/data';
import { heroSlidesQuery } from '../blocks/live/HeroSlider/data';
import { menuAllergensQuery, menuCategoriesQuery } from '../blocks/live/MenuBrowser/data';
import { offersQuery } from '../blocks/live/SpecialOffers/data';
import { restaurantQuery } from '../data/queries/restaurant';
import { reviewsQuery } from '../blocks/live/ReviewsSlider/data';
import { serviceOptionsQuery } from '../blocks/live/ReservationBooking/data';
import { servicesQuery } from '../blocks/live/ServicesOffered/data';
import { teamQuery } from '../blocks/live/TeamSlider/data';

/**
 * Every name a section's `data` binding may use in site.config.json. A binding passes its
 * `limit` and nothing else, so each query here takes LimitParams (the types check it). Browser
 * code uses it for types only: a block passes its own queries to useSectionData, so a page loads
 * the reads it shows, not the whole catalogue.
 */
export const queries = {
  bestSellers: bestSellersQuery,
  heroSlides: heroSlidesQuery,
  menuAllergens: menuAllergensQuery,
  menuCategories: menuCategoriesQuery,
  offers: offersQuery,
  restaurant: restaurantQuery,
  reviews: reviewsQuery,
  serviceOptions: serviceOptionsQuery,
  services: servicesQuery,
  team: teamQuery,
} satisfies Record<string, QueryDef<LimitParams, unknown>>;

export type QueryName = keyof typeof queries;
export type QueryResult<N extends QueryName> = ReturnType<(typeof queries)[N]['placeholder']>;
