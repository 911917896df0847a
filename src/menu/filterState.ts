/**
 * The menu filter as the address bar holds it (q, category, diet, without, min, max, page, sort,
 * view), so back, forward, reload and a shared link restore the view. Defaults are left out of
 * the URL; `diet` and `without` repeat once per choice (?diet=vegan&diet=halal&without=3).
 */
import { rangeIsNarrowed, type PriceRange } from './priceRange';

export const MENU_SORTS = ['featured', 'priceAsc', 'priceDesc', 'name'] as const;
export const MENU_VIEWS = ['grid', 'list'] as const;
/** The dietary filters, in the order the chips and the address list them. */
export const MENU_DIETS = ['vegetarian', 'vegan', 'glutenFree', 'halal'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];
export type MenuView = (typeof MENU_VIEWS)[number];
export type MenuDiet = (typeof MENU_DIETS)[number];

export { rangeIsNarrowed, type PriceRange };

export interface MenuFilterState {
  search: string;
  category: string;
  /** Every one must hold (vegan and halal). */
  diet: MenuDiet[];
  /** Ids of allergens the dish must not contain ("Without: nuts, dairy"). */
  without: string[];
  range: PriceRange;
  page: number;
  sort: MenuSort;
  view: MenuView;
}

export interface FilterSettings {
  /** Lowest and highest values of the price filter (site.config.json menu.priceBounds). */
  bounds: PriceRange;
  /** Range applied on a first visit (site.config.json menu.defaultPriceRange). */
  defaultRange: PriceRange;
}

export const MAX_PAGE = 10_000;
const CATEGORY = /^[A-Za-z0-9_-]{1,80}$/;
const ALLERGEN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** More allergens than any menu lists; a longer list in an address is cut. */
export const MAX_WITHOUT = 20;

/** Dietary filters in their canonical order, each once. */
export function canonicalDiets(diets: Iterable<string>): MenuDiet[] {
  const chosen = new Set(diets);
  return MENU_DIETS.filter((diet) => chosen.has(diet));
}

/** Allergen ids that can be ones, each once, in a fixed order (numbers by value), at most MAX_WITHOUT. */
export function canonicalWithout(ids: Iterable<string>): string[] {
  return [...new Set([...ids].filter((id) => ALLERGEN_ID.test(id)))]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .slice(0, MAX_WITHOUT);
}

export function clampRange(range: PriceRange, bounds: PriceRange): PriceRange {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const a = clamp(range.min);
  const b = clamp(range.max);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

export function defaultFilter(settings: FilterSettings): MenuFilterState {
  return {
    search: '',
    category: '',
    diet: [],
    without: [],
    range: clampRange(settings.defaultRange, settings.bounds),
    page: 1,
    sort: 'featured',
    view: 'grid',
  };
}

function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Any query string -> a valid filter; unknown or malformed values fall back to the defaults. */
export function parseFilterParams(params: URLSearchParams, settings: FilterSettings): MenuFilterState {
  const base = defaultFilter(settings);
  const category = params.get('category') ?? '';
  const page = numberParam(params.get('page'));
  const sort = params.get('sort');
  const view = params.get('view');
  const min = numberParam(params.get('min'));
  const max = numberParam(params.get('max'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, 80),
    category: CATEGORY.test(category) ? category : '',
    diet: canonicalDiets(params.getAll('diet')),
    without: canonicalWithout(params.getAll('without')),
    range: clampRange({ min: min ?? base.range.min, max: max ?? base.range.max }, settings.bounds),
    page: page !== null && Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    sort: MENU_SORTS.find((s) => s === sort) ?? base.sort,
    view: MENU_VIEWS.find((v) => v === view) ?? base.view,
  };
}

/** A filter -> its canonical query string (defaults omitted, fixed key order). */
export function filterToSearch(state: MenuFilterState, settings: FilterSettings): string {
  const base = defaultFilter(settings);
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  for (const diet of canonicalDiets(state.diet)) params.append('diet', diet);
  for (const id of canonicalWithout(state.without)) params.append('without', id);
  if (state.range.min !== base.range.min) params.set('min', String(state.range.min));
  if (state.range.max !== base.range.max) params.set('max', String(state.range.max));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.sort !== base.sort) params.set('sort', state.sort);
  if (state.view !== base.view) params.set('view', state.view);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function sameFilter(a: MenuFilterState, b: MenuFilterState): boolean {
  return (
    a.search === b.search &&
    a.category === b.category &&
    a.diet.join() === b.diet.join() &&
    a.without.join() === b.without.join() &&
    a.range.min === b.range.min &&
    a.range.max === b.range.max &&
    a.page === b.page &&
    a.sort === b.sort &&
    a.view === b.view
  );
}

/**
 * How many filters of the Filters sheet are on (the button shows it): the search, each dietary
 * filter, each allergen left out, and a narrowed price range. The category has its own chips.
 */
export function activeFilterCount(state: MenuFilterState, bounds: PriceRange): number {
  return (
    (state.search ? 1 : 0) + state.diet.length + state.without.length + (rangeIsNarrowed(state.range, bounds) ? 1 : 0)
  );
}

/** Page numbers to show: at most `max` around the current page, with an ellipsis when more pages follow or precede. */
export function pageWindow(
  current: number,
  pageCount: number,
  max = 5,
): { pages: number[]; ellipsisBefore: boolean; ellipsisAfter: boolean } {
  if (pageCount <= 0) return { pages: [], ellipsisBefore: false, ellipsisAfter: false };
  const size = Math.min(max, pageCount);
  const clamped = Math.min(Math.max(1, current), pageCount);
  let start = Math.max(1, clamped - Math.floor(size / 2));
  start = Math.min(start, pageCount - size + 1);
  const pages = Array.from({ length: size }, (_, i) => start + i);
  return { pages, ellipsisBefore: start > 1, ellipsisAfter: start + size - 1 < pageCount };
}
