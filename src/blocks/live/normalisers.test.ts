import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { allSchemas } from '../../../build/schema-files';
import { BEST_SELLER_PLACEHOLDERS } from './BestSellers/data';
import { HERO_PLACEHOLDERS } from './HeroSlider/data';
import { OFFER_PLACEHOLDERS } from './SpecialOffers/data';
import { SERVICE_PLACEHOLDERS } from './ServicesOffered/data';
import { TEAM_PLACEHOLDERS } from './TeamSlider/data';
import { normalizeDishCards } from './BestSellers/data';
import { normalizeMenuCard } from '../../data/normalize/menu';
import { normalizeHeroSlides } from './HeroSlider/data';
import { normalizeOffers } from './SpecialOffers/data';
import { normalizeReviews } from './ReviewsSlider/data';
import { normalizeServices } from '../../data/normalize/services';
import { normalizeTeam } from './TeamSlider/data';

const asset = (id: string) => `http://cms.test/assets/${id}`;
const uuid = '1b6f8d4e-3c2a-4f5b-9e7d-0a1b2c3d4e5f';

describe('home normalisers', () => {
  it('hero slides keep both languages and turn file ids into asset addresses', () => {
    const [slide] = normalizeHeroSlides(
      [{ id: 3, title_en: ' Kabsa ', title_ar: 'كبسة', image_item: uuid, background_image: null }],
      asset,
    );
    expect(slide).toEqual({
      id: 3,
      subtitle: { en: '', ar: '' },
      title: { en: 'Kabsa', ar: 'كبسة' },
      buttonText: { en: '', ar: '' },
      image: { src: `http://cms.test/assets/${uuid}` },
      background: null,
    });
  });

  it('drops records without an id and never throws on junk', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const junk of [null, 'x', 42, {}, [null, 1, 'a', { id: {} }]]) {
      expect(normalizeHeroSlides(junk, asset)).toEqual([]);
      expect(normalizeReviews(junk, asset)).toEqual([]);
    }
  });

  it('services: title falls back to Service; negative or missing numbers become null', () => {
    const [a, b] = normalizeServices(
      [
        { id: 1, title_en: 'Dinner', duration: 90, price: '45.50' },
        { id: 2, duration: -3, price: 'abc' },
      ],
      asset,
    );
    expect(a).toMatchObject({ title: { en: 'Dinner', ar: '' }, duration: 90, price: 45.5 });
    expect(b).toMatchObject({ title: { en: 'Service', ar: 'خدمة' }, duration: null, price: null, image: null });
  });

  it('card price: default_price above 0, else the lowest size price, else 0, the same on the home page and the menu', () => {
    const sizes = (...prices: unknown[]) => prices.map((price, i) => ({ menu_variants_id: { id: i + 1, price } }));
    const cases: [unknown, unknown, number][] = [
      ['45.00', sizes('10'), 45],
      [null, sizes('30.5', '12.25'), 12.25],
      [undefined, [{ price: 8 }], 8],
      // 0 is a dish priced by size: its card says what its cheapest size costs.
      [0, sizes(18, 14), 14],
      ['0.00', sizes('22'), 22],
      [0, [], 0],
      [null, [], 0],
      ['x', 'y', 0],
      // Not a price (above the highest one): no price of its own.
      ['2000000', sizes(30), 30],
      [-5, [], 0],
    ];
    for (const [default_price, variants, price] of cases) {
      const raw = { id: 1, name_en: 'Dish', default_price, variants };
      expect(normalizeDishCards([raw], asset)[0]?.price, JSON.stringify(raw)).toBe(price);
      expect(normalizeMenuCard(raw, asset)?.price, JSON.stringify(raw)).toBe(price);
    }
  });

  it('dish cards take the first image by junction sort', () => {
    const [dish] = normalizeDishCards(
      [
        {
          id: 7,
          name_en: 'Mandi',
          default_price: null,
          images: [
            { sort: 2, directus_files_id: 'b' },
            { sort: 1, directus_files_id: 'a' },
          ],
          variants: [{ menu_variants_id: { price: 20 } }],
        },
      ],
      asset,
    );
    expect(dish).toEqual({
      id: 7,
      name: { en: 'Mandi', ar: '' },
      price: 20,
      image: { src: 'http://cms.test/assets/a' },
    });
  });

  it('team and reviews fall back to empty text; stars default to 5', () => {
    expect(normalizeTeam([{ id: 1 }], asset)[0]).toMatchObject({
      name: { en: 'Team Member', ar: 'عضو الفريق' },
      position: { en: 'Staff', ar: 'طاقم العمل' },
    });
    expect(normalizeReviews([{ id: 1, review_star_count: null }], asset)[0]).toMatchObject({
      name: { en: 'Anonymous' },
      content: { en: 'No review content' },
      stars: 5,
      date: null,
    });
    const stars = (value: unknown) => normalizeReviews([{ id: 1, review_star_count: value }], asset)[0]?.stars;
    expect([stars(3), stars('4'), stars(0), stars(9), stars(2.5)]).toEqual([3, 4, 5, 5, 5]);
  });

  it('offers keep both titles and the content', () => {
    expect(
      normalizeOffers([{ id: 'o1', title1_en: 'A', title2_ar: 'ب', content_en: 'C', item_image: uuid }], asset)[0],
    ).toMatchObject({
      id: 'o1',
      title1: { en: 'A', ar: '' },
      title2: { en: '', ar: 'ب' },
      content: { en: 'C', ar: '' },
    });
  });
});

describe('placeholder content has the same shape as CMS data', () => {
  const ajv = new Ajv({ strict: false, allowUnionTypes: true });
  for (const schema of allSchemas()) ajv.addSchema(schema);
  const check = (model: string, items: unknown[]) => {
    const validate = ajv.getSchema(`https://saffron.site/schemas/models/${model}.schema.json`)!;
    for (const item of items) expect(validate(item), JSON.stringify(validate.errors)).toBe(true);
  };
  it.each([
    ['hero-slide', HERO_PLACEHOLDERS, 1],
    ['service', SERVICE_PLACEHOLDERS, 5],
    ['dish-card', BEST_SELLER_PLACEHOLDERS, 5],
    ['offer', OFFER_PLACEHOLDERS, 1],
    ['team-member', TEAM_PLACEHOLDERS, 1],
  ] as const)('%s', (model, items, atLeast) => {
    expect(items.length).toBeGreaterThanOrEqual(atLeast);
    check(model, [...items]);
    for (const item of items) expect(String(item.id)).toMatch(/^placeholder-/);
  });
});
