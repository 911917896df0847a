import type { HeroSlideModel } from '../../generated/types';
import placeholders from '../../../content/placeholders/hero.json';
import { normalizeHeroSlides } from '../normalize/heroSlides';
import { defineQuery } from '../query';
import { type LimitParams, publishedFor, isEmptyList, firstN } from './shared';

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const HERO_PLACEHOLDERS: HeroSlideModel[] = placeholders;

/** Call 4: active slides, ordered by `sort`. */
export const heroSlidesQuery = defineQuery<LimitParams, HeroSlideModel[]>({
  name: 'heroSlides',
  key: (p, ctx) => `heroSlides:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeHeroSlides(
      await ctx.client.readCollection('hero_slides', {
        fields: [
          'id',
          'subtitle_en',
          'subtitle_ar',
          'title_en',
          'title_ar',
          'button_text_en',
          'button_text_ar',
          'image_item',
          'background_image',
          'sort',
        ],
        filter: { _and: [publishedFor(ctx), { active: { _eq: true } }] },
        sort: ['sort', 'id'],
        limit: p.limit ?? 10,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(HERO_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});
