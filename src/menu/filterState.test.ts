import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultFilter,
  filterToSearch,
  MAX_WITHOUT,
  pageWindow,
  parseFilterParams,
  type FilterSettings,
  type MenuFilterState,
} from './filterState';

const settings: FilterSettings = { bounds: { min: 0, max: 10000 }, defaultRange: { min: 0, max: 10000 } };

describe('filter in the address bar', () => {
  it('round-trips a filter through the query string', () => {
    const filter: MenuFilterState = {
      search: 'دجاج',
      category: 'grills',
      diet: ['vegan', 'halal'],
      without: ['3', '12'],
      range: { min: 20, max: 80 },
      page: 3,
      sort: 'priceAsc',
      view: 'list',
    };
    const search = filterToSearch(filter, settings);
    expect(search).toBe(
      '?q=%D8%AF%D8%AC%D8%A7%D8%AC&category=grills&diet=vegan&diet=halal&without=3&without=12&min=20&max=80&page=3&sort=priceAsc&view=list',
    );
    expect(parseFilterParams(new URLSearchParams(search), settings)).toEqual(filter);
  });

  it('reads dietary filters and allergens in a fixed order, once each, dropping unknown ones', () => {
    const parsed = parseFilterParams(
      new URLSearchParams(
        'diet=halal&diet=keto&diet=vegetarian&diet=halal&without=12&without=3&without=a%20b&without=3',
      ),
      settings,
    );
    expect(parsed.diet).toEqual(['vegetarian', 'halal']);
    expect(parsed.without).toEqual(['3', '12']);
    const many = new URLSearchParams(Array.from({ length: 40 }, (_, i) => ['without', String(i)]));
    expect(parseFilterParams(many, settings).without).toHaveLength(MAX_WITHOUT);
  });

  it('counts the filters of the Filters sheet that are on (not the category)', () => {
    const base = defaultFilter(settings);
    expect(activeFilterCount({ ...base, category: 'grills' }, settings.bounds)).toBe(0);
    expect(
      activeFilterCount(
        { ...base, search: 'rice', diet: ['vegan', 'halal'], without: ['3'], range: { min: 10, max: 10000 } },
        settings.bounds,
      ),
    ).toBe(5);
  });

  it('leaves defaults out of the address', () => {
    expect(filterToSearch(defaultFilter(settings), settings)).toBe('');
  });

  it('turns malformed values into defaults', () => {
    const parsed = parseFilterParams(
      new URLSearchParams('page=-2&sort=evil&view=3d&min=abc&max=1e9&category=a%20b'),
      settings,
    );
    expect(parsed).toEqual({ ...defaultFilter(settings), range: { min: 0, max: 10000 } });
    expect(parseFilterParams(new URLSearchParams('min=900&max=100'), settings).range).toEqual({ min: 100, max: 900 });
  });

  it('uses the configured default range', () => {
    const spec = { ...settings, defaultRange: { min: 100, max: 1000 } };
    expect(parseFilterParams(new URLSearchParams(''), spec).range).toEqual({ min: 100, max: 1000 });
    expect(filterToSearch({ ...defaultFilter(spec), range: { min: 0, max: 10000 } }, spec)).toBe('?min=0&max=10000');
  });
});

describe('pageWindow', () => {
  it('shows at most five pages with an ellipsis when more follow', () => {
    expect(pageWindow(1, 3)).toEqual({ pages: [1, 2, 3], ellipsisBefore: false, ellipsisAfter: false });
    expect(pageWindow(1, 9)).toEqual({ pages: [1, 2, 3, 4, 5], ellipsisBefore: false, ellipsisAfter: true });
    expect(pageWindow(6, 9)).toEqual({ pages: [4, 5, 6, 7, 8], ellipsisBefore: true, ellipsisAfter: true });
    expect(pageWindow(9, 9)).toEqual({ pages: [5, 6, 7, 8, 9], ellipsisBefore: true, ellipsisAfter: false });
    expect(pageWindow(1, 0).pages).toEqual([]);
  });
});
