import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allergensFromItems,
  cardPrice,
  categoriesFromItems,
  normalizeCategories,
  normalizeMenuCard,
  normalizeMenuItem,
  normalizePublishedDish,
} from './menu';

const asset = (id: string) => `http://cms.test/assets/${id}`;

describe('menu normalisers', () => {
  it('card price: default_price, else the lowest variant price, else 0', () => {
    expect(cardPrice({ default_price: '12.50', variants: [{ menu_variants_id: { price: 3 } }] })).toBe(12.5);
    expect(
      cardPrice({
        default_price: null,
        variants: [{ menu_variants_id: { price: '30' } }, { menu_variants_id: { price: 18 } }],
      }),
    ).toBe(18);
    expect(cardPrice({ default_price: -4 })).toBe(0);
    expect(cardPrice({})).toBe(0);
  });

  it('builds a card with the first image and fallbacks for missing names', () => {
    const card = normalizeMenuCard(
      {
        id: 5,
        name_ar: 'فتوش',
        default_price: '24',
        images: [{ directus_files_id: { id: 'abc' } }, { directus_files_id: 'def' }],
      },
      asset,
    );
    expect(card).toEqual({
      id: 5,
      name: { en: 'فتوش', ar: 'فتوش' },
      description: { en: '', ar: '' },
      price: 24,
      image: { src: 'http://cms.test/assets/abc' },
      diet: { halal: false, vegetarian: false, vegan: false, glutenFree: false, spiceLevel: 0 },
      soldOut: false,
      hasSizes: false,
      availability: [],
    });
    expect(normalizeMenuCard({ name_en: 'no id' }, asset)).toBeNull();
  });

  it('builds the item: displayed price is the first size, else default_price; allergen colours are sanitised', () => {
    const item = normalizeMenuItem(
      {
        id: 1,
        name_en: 'Hummus',
        default_price: '22',
        default_calories: '320',
        is_halal: true,
        variants: [
          { menu_variants_id: { id: 2, name_en: 'Large', price: '32.00' } },
          { menu_variants_id: { id: 2, price: 99 } },
          { menu_variants_id: null },
        ],
        addons: [{ menu_addons_id: { id: 3, name_en: 'Bread', price: 'x' } }],
        allergens: [
          { allergens_id: { id: 4, name_en: 'Sesame', color: 'E0B84C' } },
          { allergens_id: { id: 5, name_en: 'Evil', color: 'red;background:url(x)' } },
        ],
      },
      asset,
    )!;
    expect(item.displayPrice).toBe(32);
    expect(item.basePrice).toBe(22);
    expect(item.calories).toBe(320);
    expect(item.variants.map((v) => v.id)).toEqual([2]);
    expect(item.addons).toEqual([{ id: 3, name: { en: 'Bread', ar: '' }, price: 0, calories: null }]);
    expect(item.allergens.map((a) => a.color)).toEqual(['#E0B84C', null]);
    expect(normalizeMenuItem({ id: 9, default_price: '15' }, asset)!.displayPrice).toBe(15);
  });

  it('reads the dietary facts: a vegan dish is vegetarian, a spice level outside 0–3 is 0', () => {
    const diet = (raw: Record<string, unknown>) => normalizeMenuCard({ id: 1, ...raw }, asset)!.diet;
    expect(diet({ is_halal: true, is_vegan: true, is_gluten_free: '1', spice_level: '2' })).toEqual({
      halal: true,
      vegetarian: true,
      vegan: true,
      glutenFree: true,
      spiceLevel: 2,
    });
    expect(diet({ is_vegetarian: true, spice_level: 7 })).toMatchObject({
      vegetarian: true,
      vegan: false,
      spiceLevel: 0,
    });
    expect(diet({ spice_level: 1.5 }).spiceLevel).toBe(0);
    expect(normalizeMenuItem({ id: 1, is_halal: true, spice_level: 3 }, asset)!.diet).toMatchObject({
      halal: true,
      spiceLevel: 3,
    });
  });

  it('marks a dish sold out by its own switch or when every size is; a sold-out size stays listed', () => {
    const size = (id: number, soldOut: boolean) => ({ menu_variants_id: { id, price: 10, sold_out: soldOut } });
    const item = normalizeMenuItem({ id: 1, variants: [size(1, true), size(2, false)] }, asset)!;
    expect(item.soldOut).toBe(false);
    expect(item.variants.map((v) => v.soldOut)).toEqual([true, false]);
    expect(normalizeMenuItem({ id: 1, variants: [size(1, true), size(2, true)] }, asset)!.soldOut).toBe(true);
    expect(normalizeMenuCard({ id: 1, variants: [size(1, true)] }, asset)).toMatchObject({
      soldOut: true,
      hasSizes: true,
    });
    expect(normalizeMenuCard({ id: 1, sold_out: true }, asset)!.soldOut).toBe(true);
    expect(normalizeMenuCard({ id: 1, sold_out: 'maybe' }, asset)!.soldOut).toBe(false);
  });

  it('takes ordering windows from the categories; one all-day category makes the dish all day', () => {
    const category = (from: unknown, until: unknown) => ({
      menu_categories_id: { id: 1, slug: 'x', available_from: from, available_until: until },
    });
    const windows = (categories: unknown[]) => normalizeMenuItem({ id: 1, categories }, asset)!.availability;
    expect(windows([category('07:00:00', '11:30:00')])).toEqual([{ from: '07:00', until: '11:30' }]);
    expect(windows([category('07:00', null)])).toEqual([{ from: '07:00', until: '23:59' }]);
    expect(windows([category(null, '11:30')])).toEqual([{ from: '00:00', until: '11:30' }]);
    expect(windows([category('07:00', '11:30'), category(null, null)])).toEqual([]);
    expect(windows([category('7am', 'noon')])).toEqual([]);
    expect(windows([category('07:00', '11:30'), category('07:00:00', '11:30'), category('18:00', '23:00')])).toEqual([
      { from: '07:00', until: '11:30' },
      { from: '18:00', until: '23:00' },
    ]);
    expect(normalizeCategories([{ id: 2, slug: 'breakfast', available_from: '06:30:00' }])[0]!.availability).toEqual({
      from: '06:30',
      until: '23:59',
    });
  });

  it('lists the allergens of the dishes once each, for the "Without" filter', () => {
    const rows = [
      { allergens: [{ allergens_id: { id: 2, name_en: 'Dairy', name_ar: 'الألبان' } }] },
      { allergens: [{ allergens_id: { id: 3, name_en: 'Nuts' } }, { allergens_id: { id: 2, name_en: 'Dairy' } }] },
      { allergens: [{ allergens_id: { name_en: 'No id' } }, { allergens_id: { id: 9 } }] },
      null,
    ];
    expect(allergensFromItems(rows).map((a) => [a.id, a.name.en])).toEqual([
      [2, 'Dairy'],
      [3, 'Nuts'],
    ]);
    expect(allergensFromItems('junk')).toEqual([]);
  });

  it('deduplicates categories and drops unsafe slugs; the fallback reads them from dishes', () => {
    expect(
      normalizeCategories([
        { id: 1, slug: 'mezze', name_en: 'Mezze' },
        { id: 1, slug: 'mezze' },
        { id: 2, slug: 'a b' },
        null,
      ]).map((c) => c.slug),
    ).toEqual(['mezze']);
    const fromItems = categoriesFromItems([
      { categories: [{ menu_categories_id: { id: 1, slug: 'mezze', name_en: 'Mezze' } }] },
      {
        categories: [
          { menu_categories_id: { id: 1, slug: 'mezze' } },
          { menu_categories_id: { id: 3, slug: 'grills', name_en: 'Grills' } },
        ],
      },
    ]);
    expect(fromItems.map((c) => c.slug)).toEqual(['mezze', 'grills']);
  });

  it('treats absurd prices as missing', () => {
    expect(normalizeMenuItem({ id: 9, default_price: 1.797693134862316e306 }, asset)!.displayPrice).toBe(0);
    expect(normalizeMenuItem({ id: 9, default_price: -4 }, asset)!.displayPrice).toBe(0);
  });

  it('never throws and always gives valid models for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const record = { id: 1, name_en: a, default_price: b, variants: a, addons: b, allergens: a, images: b };
        const item = normalizeMenuItem(record, asset)!;
        expect(Number.isFinite(item.displayPrice) && item.displayPrice >= 0).toBe(true);
        expect(Array.isArray(item.variants) && Array.isArray(item.allergens)).toBe(true);
        expect(() => normalizeMenuCard(a, asset)).not.toThrow();
        expect(() => normalizeCategories(b)).not.toThrow();
      }),
    );
  });
});

describe('normalizePublishedDish', () => {
  const asset = (id: string) => `/media/${id}`;
  it('keeps the card, category slugs, every orderable price and the editors’ order', () => {
    const dish = normalizePublishedDish(
      {
        id: 7,
        name_en: 'Family Platter',
        name_ar: 'صينية العائلة',
        default_price: '240.00',
        sort: 4,
        categories: [
          { menu_categories_id: { slug: 'family-platters' } },
          { menu_categories_id: { slug: 'bad slug!' } },
        ],
        variants: [{ menu_variants_id: { id: 1, name_en: 'For four', price: 150 } }],
      },
      asset,
    );
    const withAllergens = normalizePublishedDish(
      { id: 3, allergens: [{ allergens_id: { id: 4, name_en: 'Sesame' } }, { allergens_id: { name_en: 'No id' } }] },
      asset,
    );
    expect(withAllergens!.allergens).toEqual(['4']);
    expect(dish).toMatchObject({ categories: ['family-platters'], prices: [240, 150], sort: 4, allergens: [] });
    expect(dish!.card.name.en).toBe('Family Platter');
  });

  it('falls back to the card price and no order, and drops a row without an id', () => {
    expect(normalizePublishedDish({ id: 8, name_en: 'Tea' }, asset)).toMatchObject({
      prices: [0],
      sort: null,
      categories: [],
    });
    expect(normalizePublishedDish({ name_en: 'No id' }, asset)).toBeNull();
  });
});
