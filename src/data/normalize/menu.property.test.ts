import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuOptionModel } from '../../generated/types';
import { hostileRecord, hostileValue, rowsOf } from '../../../tests/unit/hostileJson';
import { modelChecker } from '../../../tests/unit/modelSchemas';
import {
  MAX_PRICE,
  categoriesFromItems,
  normalizeCategories,
  normalizeCategory,
  normalizeMenuCard,
  normalizeMenuCards,
  normalizeMenuItem,
  price,
} from './menu';

const asset = (id: string) => `http://cms.test/assets/${id}`;
const checkCard = modelChecker('menu-card');
const checkItem = modelChecker('menu-item');
const checkCategory = modelChecker('menu-category');

const anyId = fc.oneof(fc.integer(), fc.string({ minLength: 1, maxLength: 8 }), hostileValue);
const priceValue = fc.oneof(
  hostileValue,
  fc.double(),
  fc.double().map(String),
  fc.constantFrom(1e6, 1e6 + 0.01, 1e21, '1e400', '45.005', -0.001),
);
const imageField = fc.oneof(hostileValue, hostileRecord(['id', 'url', 'filename_download', 'width', 'height']));
const option = fc
  .tuple(hostileRecord(['name_en', 'name_ar', 'calories', 'calorie_burn_minutes']), anyId, priceValue)
  .map(([r, id, p]) => ({ ...r, id, price: p }));
const junction = (key: string, inner: fc.Arbitrary<unknown>) =>
  fc.oneof(
    inner.map((v) => ({ [key]: v })),
    inner,
    hostileValue,
  );
const category = fc
  .tuple(
    hostileRecord(['name_en', 'name_ar', 'slug']),
    anyId,
    fc.oneof(hostileValue, fc.stringMatching(/^[a-z0-9_-]{1,10}$/)),
  )
  .map(([r, id, slug]) => ({ ...r, id, slug }));
const allergen = fc.tuple(hostileRecord(['name_en', 'name_ar', 'color']), anyId).map(([r, id]) => ({ ...r, id }));
const menuItem = fc
  .tuple(
    hostileRecord([
      'name_en',
      'name_ar',
      'description_en',
      'description_ar',
      'default_calories',
      'is_halal',
      'restaurant',
    ]),
    anyId,
    priceValue,
    fc.array(junction('menu_variants_id', option), { maxLength: 4 }),
    fc.array(junction('menu_addons_id', option), { maxLength: 4 }),
    fc.array(junction('allergens_id', allergen), { maxLength: 3 }),
    fc.array(junction('menu_categories_id', category), { maxLength: 3 }),
    fc.array(junction('directus_files_id', imageField), { maxLength: 3 }),
  )
  .map(([r, id, defaultPrice, variants, addons, allergens, categories, images]) => ({
    ...r,
    id,
    default_price: defaultPrice,
    variants,
    addons,
    allergens,
    categories,
    images,
  }));
const itemOrJunk = fc.oneof({ weight: 4, arbitrary: menuItem }, { weight: 1, arbitrary: hostileValue });

function assertPrice(value: number) {
  expect(Number.isFinite(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(MAX_PRICE);
  expect(Math.round(value * 100) / 100).toBe(value);
}

function assertImage(src: string | undefined) {
  if (src !== undefined) expect(['http:', 'https:']).toContain(new URL(src).protocol);
}

describe('menu normalisers, for any JSON in any field', () => {
  it('price is null or a finite amount from 0 to MAX_PRICE in halalas', () => {
    fc.assert(
      fc.property(priceValue, (value) => {
        const p = price(value);
        if (p !== null) assertPrice(p);
      }),
      { numRuns: 500 },
    );
  });

  it('normalizeMenuCard / normalizeMenuCards give valid MenuCardModels', () => {
    fc.assert(
      fc.property(itemOrJunk, rowsOf(menuItem), (raw, rows) => {
        const card = normalizeMenuCard(raw, asset);
        for (const c of [...(card ? [card] : []), ...normalizeMenuCards(rows, asset)]) {
          expect(checkCard(c)).toBeNull();
          assertPrice(c.price);
          assertImage(c.image?.src);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('normalizeMenuItem gives a valid MenuItemModel with sane prices, unique options and safe colours', () => {
    fc.assert(
      fc.property(itemOrJunk, (raw) => {
        const item = normalizeMenuItem(raw, asset);
        if (item === null) return;
        expect(checkItem(item)).toBeNull();
        for (const p of [
          item.basePrice,
          item.displayPrice,
          ...item.variants.map((v) => v.price),
          ...item.addons.map((a) => a.price),
        ])
          assertPrice(p);
        for (const options of [item.variants, item.addons] as MenuOptionModel[][]) {
          const ids = options.map((o) => String(o.id));
          expect(new Set(ids).size).toBe(ids.length);
        }
        for (const a of item.allergens)
          if (a.color !== null)
            expect(a.color).toMatch(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.%\s,/+-]+\)|[a-zA-Z]{3,20})$/);
        for (const img of item.images) assertImage(img.src);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('categories are valid, with safe slugs and no duplicate slug', () => {
    fc.assert(
      fc.property(fc.oneof(category, hostileValue), rowsOf(category), rowsOf(menuItem), (one, rows, items) => {
        const single = normalizeCategory(one);
        for (const c of [...(single ? [single] : []), ...normalizeCategories(rows), ...categoriesFromItems(items)])
          expect(checkCategory(c)).toBeNull();
        for (const list of [normalizeCategories(rows), categoriesFromItems(items)]) {
          const slugs = list.map((c) => c.slug);
          expect(new Set(slugs).size).toBe(slugs.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
