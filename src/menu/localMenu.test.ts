import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DietModel } from '../generated/types';
import { lowestPrice, queryMenu, searchForm, type LocalMenuQuery, type PublishedDish } from './localMenu';
import { cardModel } from '../../tests/unit/dishes';

const dish = (
  id: number,
  en: string,
  ar: string,
  prices: number[],
  categories: string[] = [],
  sort: number | null = id,
  { diet = {}, allergens = [] }: { diet?: Partial<DietModel>; allergens?: string[] } = {},
) =>
  ({
    // Halal unless a dish says otherwise: the seeded menu's usual case.
    card: cardModel({
      id,
      name: { en, ar },
      price: prices[0] ?? 0,
      diet: { halal: true, ...diet },
      hasSizes: prices.length > 1,
    }),
    categories,
    allergens,
    prices,
    sort,
  }) satisfies PublishedDish;

const MENU = [
  dish(1, 'Lamb Kabsa', 'كَبْسَة لحم', [68], ['rice-dishes'], 3, { diet: { glutenFree: true }, allergens: ['3'] }),
  dish(2, 'Mixed Grill', 'مشاوي مشكّلة', [95, 180], ['grills'], 1, { allergens: ['2'] }),
  dish(3, 'Fattoush', 'فتوش', [24], ['salads-soups'], 2, {
    diet: { vegetarian: true, vegan: true },
    allergens: ['1'],
  }),
  dish(4, 'Laban Ayran', 'لبن عيران', [9], ['drinks'], null, {
    diet: { vegetarian: true, glutenFree: true, halal: false },
    allergens: ['2'],
  }),
  dish(5, 'Family Platter 4', 'صينية العائلة ٤', [240, 150], ['family-platters'], 4, { allergens: ['1', '4'] }),
];
const bounds = { min: 0, max: 500 };
const all: LocalMenuQuery = {
  search: '',
  category: '',
  diet: [],
  without: [],
  range: bounds,
  bounds,
  sort: 'featured',
  language: 'en',
  page: 1,
  pageSize: 9,
};
const ids = (query: Partial<LocalMenuQuery>) => queryMenu(MENU, { ...all, ...query }).items.map((card) => card.id);

describe('searchForm', () => {
  it('drops tashkeel and tatweel and folds alef, hamza, taa marbuta, alef maqsura and Arabic-Indic digits', () => {
    expect(searchForm('كَبْسَة')).toBe(searchForm('كبسه'));
    expect(searchForm('أرز إفطار آخر ٱلبيت')).toBe('ارز افطار اخر البيت');
    expect(searchForm('حلوى')).toBe('حلوي');
    expect(searchForm('مشـــاوي')).toBe('مشاوي');
    expect(searchForm('٤٥ ۴۵')).toBe('45 45');
    expect(searchForm('  Mixed   GRILL ')).toBe('mixed grill');
  });

  it('gives any text and the same text with tashkeel added the same form', () => {
    const arabic = fc
      .array(fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوية أإآى'))
      .map((letters) => letters.join(''));
    const marks = fc.constantFrom('\u064B', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652', '\u0640');
    fc.assert(
      fc.property(arabic, fc.array(marks), (text, added) => {
        const withMarks = Array.from(text)
          .map((letter, i) => letter + (added[i % Math.max(1, added.length)] ?? ''))
          .join('');
        expect(searchForm(withMarks)).toBe(searchForm(text));
      }),
    );
  });
});

describe('queryMenu', () => {
  it('finds a name stored with tashkeel by a query without it, and words in any order', () => {
    expect(ids({ search: 'كبسه' })).toEqual([1]);
    expect(ids({ search: 'مشكلة' })).toEqual([2]);
    expect(ids({ search: 'grill mixed' })).toEqual([2]);
    expect(ids({ search: 'صينيه ٤' })).toEqual([5]);
    expect(ids({ search: 'pizza' })).toEqual([]);
  });

  it('filters by category and by any orderable price in the range', () => {
    expect(ids({ category: 'grills' })).toEqual([2]);
    // The platter's smaller size (150) is in range though its default price (240) is not.
    expect(ids({ range: { min: 100, max: 200 } })).toEqual([2, 5]);
  });

  it('keeps the dishes that meet every dietary filter', () => {
    expect(ids({ diet: ['vegetarian'] })).toEqual([3, 4]);
    expect(ids({ diet: ['vegan'] })).toEqual([3]);
    expect(ids({ diet: ['glutenFree'] })).toEqual([1, 4]);
    expect(ids({ diet: ['vegetarian', 'glutenFree'] })).toEqual([4]);
    expect(ids({ diet: ['vegetarian', 'halal'] })).toEqual([3]);
    expect(ids({ diet: ['vegan', 'glutenFree'] })).toEqual([]);
  });

  it('leaves out every dish holding an allergen left out, with the other filters', () => {
    expect(ids({ without: ['2'] })).toEqual([3, 1, 5]);
    expect(ids({ without: ['1', '2'] })).toEqual([1]);
    expect(ids({ without: ['9'] })).toEqual([2, 3, 1, 5, 4]);
    expect(ids({ without: ['3'], diet: ['glutenFree'] })).toEqual([4]);
    expect(queryMenu(MENU, { ...all, without: ['1'], category: 'grills' }).total).toBe(1);
  });

  it('sorts by the lowest orderable price, sizes included, then by id', () => {
    expect(lowestPrice(MENU[4]!)).toBe(150);
    expect(ids({ sort: 'priceAsc' })).toEqual([4, 3, 1, 2, 5]);
    expect(ids({ sort: 'priceDesc' })).toEqual([5, 2, 1, 3, 4]);
  });

  it("keeps the editors' order for featured (unsorted last) and sorts names in the page's language", () => {
    expect(ids({})).toEqual([2, 3, 1, 5, 4]);
    expect(ids({ sort: 'name' })).toEqual([5, 3, 4, 1, 2]);
    expect(ids({ sort: 'name', language: 'ar' })).toEqual([5, 3, 1, 4, 2]);
  });

  it('pages the matches and counts them all', () => {
    const page2 = queryMenu(MENU, { ...all, pageSize: 2, page: 2 });
    expect(page2.items.map((card) => card.id)).toEqual([1, 5]);
    expect(page2.total).toBe(5);
    expect(queryMenu(MENU, { ...all, pageSize: 2, page: 9 }).items).toEqual([]);
  });

  it('every dish on every page matches, and the pages together are the matches once each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('featured', 'priceAsc', 'priceDesc', 'name'),
        (size, sort) => {
          const seen: (number | string)[] = [];
          for (let page = 1; page <= Math.ceil(MENU.length / size); page++)
            seen.push(...queryMenu(MENU, { ...all, sort, pageSize: size, page }).items.map((c) => c.id));
          expect([...seen].sort()).toEqual(MENU.map((d) => d.card.id).sort());
        },
      ),
    );
  });
});
