/**
 * Home page reads (SPEC section 7, calls 3 to 7 and 9): one query per section, each filtered
 * by this restaurant's slug, with the project's placeholder content standing in while the
 * read is pending, when it fails and (except reviews) when it comes back empty.
 */
import type { DishCardModel, HeroSlideModel, OfferModel, ReviewModel, ServiceModel, TeamMemberModel } from '../../generated/types';
import bestSellerPlaceholders from '../../../content/placeholders/best-sellers.json';
import heroPlaceholders from '../../../content/placeholders/hero.json';
import offerPlaceholders from '../../../content/placeholders/offers.json';
import servicePlaceholders from '../../../content/placeholders/services.json';
import teamPlaceholders from '../../../content/placeholders/team.json';
import type { QueryContext } from '../query';
import { defineQuery } from '../query';
import {
  normalizeDishCards,
  normalizeHeroSlides,
  normalizeOffers,
  normalizeReviews,
  normalizeServices,
  normalizeTeam,
} from '../normalize/home';

export interface LimitParams {
  limit?: number;
}

const bySlug = (ctx: QueryContext) => ({ restaurant: { slug: { _eq: ctx.slug } } });
const isEmptyList = (value: readonly unknown[]) => value.length === 0;
const firstN = <T>(items: readonly T[], limit: number | undefined): T[] => items.slice(0, limit ?? items.length);

export const HERO_PLACEHOLDERS = heroPlaceholders as HeroSlideModel[];
export const SERVICE_PLACEHOLDERS = servicePlaceholders as ServiceModel[];
export const BEST_SELLER_PLACEHOLDERS = bestSellerPlaceholders as DishCardModel[];
export const OFFER_PLACEHOLDERS = offerPlaceholders as OfferModel[];
export const TEAM_PLACEHOLDERS = teamPlaceholders as TeamMemberModel[];

/** Call 4: active slides, ordered by `sort`. */
export const heroSlidesQuery = defineQuery<LimitParams, HeroSlideModel[]>({
  key: (p, ctx) => `heroSlides:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeHeroSlides(
      await ctx.client.readCollection('hero_slides', {
        fields: ['id', 'subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar', 'image_item', 'background_image', 'sort'],
        filter: { _and: [bySlug(ctx), { active: { _eq: true } }] },
        sort: ['sort', 'id'],
        limit: p.limit ?? 10,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(HERO_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});

/** Call 9 (home): up to 5 services with image, duration and price. */
export const servicesQuery = defineQuery<LimitParams, ServiceModel[]>({
  key: (p, ctx) => `services:${ctx.slug}:${p.limit ?? 5}`,
  fetch: async (p, ctx) =>
    normalizeServices(
      await ctx.client.readCollection('menu_services', {
        fields: ['id', 'title_en', 'title_ar', 'duration', 'price', 'image'],
        filter: bySlug(ctx),
        sort: ['id'],
        limit: p.limit ?? 5,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(SERVICE_PLACEHOLDERS, p.limit ?? 5),
  isEmpty: isEmptyList,
});

/** Call 9 (reservation): every service of this restaurant, id and title only, for the form's select. */
export const serviceOptionsQuery = defineQuery<Record<never, never>, ServiceModel[]>({
  key: (_, ctx) => `serviceOptions:${ctx.slug}`,
  fetch: async (_, ctx) =>
    normalizeServices(
      await ctx.client.readCollection('menu_services', { fields: ['id', 'title_en', 'title_ar'], filter: bySlug(ctx), sort: ['id'], limit: 50 }),
      ctx.client.assetUrl,
    ),
  placeholder: () => [],
});

/** Call 3: five dishes with their first image and variant prices (for the card price rule). */
export const bestSellersQuery = defineQuery<LimitParams, DishCardModel[]>({
  key: (p, ctx) => `bestSellers:${ctx.slug}:${p.limit ?? 5}`,
  fetch: async (p, ctx) =>
    normalizeDishCards(
      await ctx.client.readCollection('menu_items', {
        fields: ['id', 'name_en', 'name_ar', 'default_price', 'images.sort', 'images.directus_files_id', 'variants.menu_variants_id.price'],
        filter: bySlug(ctx),
        sort: ['sort', 'id'],
        limit: p.limit ?? 5,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(BEST_SELLER_PLACEHOLDERS, p.limit ?? 5),
  isEmpty: isEmptyList,
});

/** Call 5: active offers by `sort`, kept for the whole session after the first load (SPEC section 4). */
export const offersQuery = defineQuery<LimitParams, OfferModel[]>({
  key: (p, ctx) => `offers:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeOffers(
      await ctx.client.readCollection('offer_items', {
        fields: ['id', 'title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar', 'item_image', 'sort'],
        filter: { _and: [bySlug(ctx), { status: { _eq: 'Active' } }] },
        sort: ['sort', 'id'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(OFFER_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
  staleMs: Number.POSITIVE_INFINITY,
});

/** Call 6: team by `sort`, then `date_created`. */
export const teamQuery = defineQuery<LimitParams, TeamMemberModel[]>({
  key: (p, ctx) => `team:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeTeam(
      await ctx.client.readCollection('team', {
        fields: ['id', 'name_en', 'name_ar', 'position_en', 'position_ar', 'image', 'sort', 'date_created'],
        filter: bySlug(ctx),
        sort: ['sort', 'date_created'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(TEAM_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});

/** Call 7: reviews, newest first. No placeholder: an empty list shows 'No reviews found'. */
export const reviewsQuery = defineQuery<LimitParams, ReviewModel[]>({
  key: (p, ctx) => `reviews:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeReviews(
      await ctx.client.readCollection('reviews', {
        fields: ['id', 'reviewer_name_en', 'reviewer_name_ar', 'review_content_en', 'review_content_ar', 'review_star_count', 'profile_img', 'date_created'],
        filter: bySlug(ctx),
        sort: ['-date_created', '-id'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: () => [],
});
