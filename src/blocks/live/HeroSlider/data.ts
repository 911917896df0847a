/** Raw hero_slides records -> the hero slider's slides. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { HeroSlideModel } from '../../../generated/types';
import { each, image, localized } from '../../../data/normalize/fields';
import placeholders from './placeholder.json';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { HERO_SLIDES } from '../../../generated/cms';
import { type LimitParams, publishedFor, isEmptyList, firstN } from '../../../data/queries/shared';

type AssetUrl = (id: string) => string;

export function normalizeHeroSlides(rows: unknown, assetUrl: AssetUrl): HeroSlideModel[] {
  return each(rows, 'hero_slides', (row, id) => ({
    id,
    subtitle: localized(row, 'subtitle'),
    title: localized(row, 'title'),
    buttonText: localized(row, 'button_text'),
    image: image(row.image_item, assetUrl),
    background: image(row.background_image, assetUrl),
  }));
}

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const HERO_PLACEHOLDERS: HeroSlideModel[] = placeholders;

/** The hero's read: active slides, ordered by `sort`. */
export const heroSlidesQuery = defineQuery<LimitParams, HeroSlideModel[]>({
  name: 'heroSlides',
  key: (p, ctx) => `heroSlides:${ctx.slug}:${p.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeHeroSlides(
          await ctx.client.readCollection('hero_slides', {
            fields: fieldsOf(HERO_SLIDES),
            filter: { _and: [publishedFor(ctx), { active: { _eq: true } }] },
            sort: ['sort', 'id'],
            limit: p.limit ?? 10,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: (p) => firstN(HERO_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});
