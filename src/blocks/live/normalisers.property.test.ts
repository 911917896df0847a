import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileRecord, hostileValue, rowsOf } from '../../../tests/unit/hostileJson';
import { modelChecker } from '../../../tests/unit/modelSchemas';
import { normalizeDishCards } from './BestSellers/data';
import { normalizeHeroSlides } from './HeroSlider/data';
import { normalizeOffers } from './SpecialOffers/data';
import { normalizeReviews } from './ReviewsSlider/data';
import { normalizeServices } from '../../data/normalize/services';
import { normalizeTeam } from './TeamSlider/data';

const asset = (id: string) => `http://cms.test/assets/${id}`;
const imageField = fc.oneof(hostileValue, hostileRecord(['id', 'url', 'filename_download', 'width', 'height']));
const withId = (fields: string[], images: string[] = []) =>
  fc
    .tuple(
      hostileRecord(fields),
      fc.oneof(fc.integer(), fc.string({ minLength: 1, maxLength: 8 }), hostileValue),
      ...images.map(() => imageField),
    )
    .map(([record, id, ...files]) => ({ ...record, id, ...Object.fromEntries(images.map((f, i) => [f, files[i]])) }));

function assertHttp(src: string | undefined) {
  if (src !== undefined) expect(['http:', 'https:']).toContain(new URL(src).protocol);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const variantRow = fc.oneof(
  hostileRecord(['id', 'price', 'name_en']),
  hostileRecord(['menu_variants_id']).map((r) => r),
  withId(['price']).map((v) => ({ menu_variants_id: v })),
);
const fileRow = fc.oneof(
  imageField,
  hostileRecord(['directus_files_id', 'sort']),
  imageField.map((f) => ({ directus_files_id: f, sort: 1 })),
);

const cases = [
  {
    name: 'normalizeHeroSlides',
    model: 'hero-slide',
    run: normalizeHeroSlides,
    row: withId(
      ['subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar', 'active'],
      ['image_item', 'background_image'],
    ),
  },
  {
    name: 'normalizeServices',
    model: 'service',
    run: normalizeServices,
    row: withId(['title_en', 'title_ar', 'duration', 'price', 'restaurant'], ['image']),
  },
  {
    name: 'normalizeDishCards',
    model: 'dish-card',
    run: normalizeDishCards,
    row: fc
      .tuple(
        withId(['name_en', 'name_ar', 'default_price']),
        fc.array(variantRow, { maxLength: 4 }),
        fc.array(fileRow, { maxLength: 3 }),
      )
      .map(([r, variants, images]) => ({ ...r, variants, images })),
  },
  {
    name: 'normalizeOffers',
    model: 'offer',
    run: normalizeOffers,
    row: withId(
      ['title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar', 'status'],
      ['item_image'],
    ),
  },
  {
    name: 'normalizeTeam',
    model: 'team-member',
    run: normalizeTeam,
    row: withId(['name_en', 'name_ar', 'position_en', 'position_ar'], ['image']),
  },
  {
    name: 'normalizeReviews',
    model: 'review',
    run: normalizeReviews,
    row: withId(
      [
        'reviewer_name_en',
        'reviewer_name_ar',
        'review_content_en',
        'review_content_ar',
        'review_star_count',
        'date_created',
      ],
      ['profile_img'],
    ),
  },
] as const;

describe('home normalisers, for any JSON in any field', () => {
  for (const { name, model, run, row } of cases) {
    it(`${name} gives only valid ${model} models with http(s) images and sane numbers`, () => {
      const check = modelChecker(model);
      fc.assert(
        fc.property(rowsOf(row), (rows) => {
          const out = (run as (rows: unknown, assetUrl: (id: string) => string) => unknown[])(rows, asset);
          expect(Array.isArray(out)).toBe(true);
          for (const item of out as Record<string, unknown>[]) {
            expect(check(item)).toBeNull();
            for (const key of ['image', 'background'])
              assertHttp((item[key] as { src?: string } | null | undefined)?.src);
            if (typeof item.price === 'number') {
              expect(Number.isFinite(item.price)).toBe(true);
              expect(item.price).toBeGreaterThanOrEqual(0);
            }
            if ('stars' in item) expect([1, 2, 3, 4, 5]).toContain(item.stars);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 300 },
      );
    });
  }
});
