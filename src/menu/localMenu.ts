/**
 * The live menu's search, category, dietary and allergen filters, price filter, sort and pages,
 * worked out in the browser over
 * the published menu (every dish of the version, see PublishedDish) instead of by the CMS. The
 * address-bar state is the same (filterState.ts); what changes is who answers it.
 *
 * Arabic search normalises both sides, so a name stored with tashkeel is found by a query typed
 * without it (and the other way round): tashkeel and tatweel are dropped, the alef and hamza
 * forms (أ إ آ ٱ) read as ا, taa marbuta as haa, alef maqsura as yaa, and Arabic-Indic digits as
 * 0–9. Latin text is compared without case. Every word of the query must occur in the English or
 * the Arabic name (in any order).
 */
import { pickText } from '../i18n/pickText';
import type { DietModel, MenuCardModel } from '../generated/types';
import type { MenuDiet, MenuSort } from './filterState';
import { rangeIsNarrowed, type PriceRange } from './priceRange';

/** One dish as the published menu data holds it. */
export interface PublishedDish {
  card: MenuCardModel;
  /** Slugs of its categories. */
  categories: string[];
  /** Ids of its allergens (the "Without" filter). */
  allergens: string[];
  /** Every price it can be ordered at: the default price and each size's. */
  prices: number[];
  /** The editors' order (the CMS `sort` field); null sorts last. */
  sort: number | null;
}

export interface LocalMenuQuery {
  search: string;
  category: string;
  diet: readonly MenuDiet[];
  without: readonly string[];
  range: PriceRange;
  bounds: PriceRange;
  sort: MenuSort;
  language: 'en' | 'ar';
  page: number;
  pageSize: number;
}

export interface LocalMenuPage {
  items: MenuCardModel[];
  total: number;
}

const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const FOLD: Readonly<Record<string, string>> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const FOLDED = /[أإآٱةى]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The form both a name and a query are compared in. */
export function searchForm(text: string): string {
  return text
    .normalize('NFC')
    .replace(TASHKEEL, '')
    .replace(FOLDED, (letter) => FOLD[letter]!)
    .replace(ARABIC_DIGITS, (digit) => String(((digit.codePointAt(0)! - 0x0660) % 0xf0) % 0x90))
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

const DIET_FLAGS: Readonly<Record<MenuDiet, keyof DietModel>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  glutenFree: 'glutenFree',
  halal: 'halal',
};

/** Does the dish meet every dietary filter and hold none of the allergens left out? */
export function suits(dish: PublishedDish, diet: readonly MenuDiet[], without: readonly string[]): boolean {
  return (
    diet.every((wanted) => dish.card.diet[DIET_FLAGS[wanted]] === true) &&
    !without.some((id) => dish.allergens.includes(id))
  );
}

/** The lowest price the dish can be ordered at (0 when it has none). */
export function lowestPrice(dish: PublishedDish): number {
  const prices = dish.prices.filter((price) => Number.isFinite(price) && price >= 0);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

function comparator(sort: MenuSort, language: 'en' | 'ar'): (a: PublishedDish, b: PublishedDish) => number {
  const byId = (a: PublishedDish, b: PublishedDish) =>
    String(a.card.id).localeCompare(String(b.card.id), 'en', { numeric: true });
  switch (sort) {
    case 'priceAsc':
      return (a, b) => lowestPrice(a) - lowestPrice(b) || byId(a, b);
    case 'priceDesc':
      return (a, b) => lowestPrice(b) - lowestPrice(a) || byId(a, b);
    case 'name': {
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      const name = (dish: PublishedDish) => pickText(dish.card.name, language);
      return (a, b) => collator.compare(name(a), name(b)) || byId(a, b);
    }
    default:
      return (a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || byId(a, b);
  }
}

/** One page of the menu for the address-bar state, and how many dishes match in all. */
export function queryMenu(dishes: readonly PublishedDish[], query: LocalMenuQuery): LocalMenuPage {
  const words = searchForm(query.search).split(' ').filter(Boolean);
  const narrowed = rangeIsNarrowed(query.range, query.bounds);
  const matching = dishes.filter((dish) => {
    if (query.category && !dish.categories.includes(query.category)) return false;
    if (!suits(dish, query.diet, query.without)) return false;
    if (narrowed && !dish.prices.some((price) => price >= query.range.min && price <= query.range.max)) return false;
    if (words.length === 0) return true;
    const names = `${searchForm(dish.card.name.en)} ${searchForm(dish.card.name.ar)}`;
    return words.every((word) => names.includes(word));
  });
  const sorted = [...matching].sort(comparator(query.sort, query.language));
  const size = Math.max(1, query.pageSize);
  const start = (Math.max(1, query.page) - 1) * size;
  return { items: sorted.slice(start, start + size).map((dish) => dish.card), total: matching.length };
}
