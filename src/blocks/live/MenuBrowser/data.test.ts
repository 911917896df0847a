import { describe, expect, it, vi } from 'vitest';
import { memoryClient } from '../../../../tests/unit/render';
import { menuCategoriesQuery, menuItemsFilter, menuItemsQuery, menuItemsSort } from './data';

const bounds = { min: 0, max: 10000 };
const ctx = (client: ReturnType<typeof memoryClient>) => ({ client, slug: 'saffron-house' });

describe('menu items query', () => {
  it('always filters by restaurant and published; adds category, price (only when narrowed) and search', () => {
    const none = { diet: [], without: [] };
    expect(menuItemsFilter({ search: '', category: '', ...none, range: bounds, bounds }, 'saffron-house')).toEqual({
      _and: [{ restaurant: { slug: { _eq: 'saffron-house' } } }, { publish_status: { _eq: 'published' } }],
    });
    const full = menuItemsFilter(
      { search: 'rice', category: 'grills', ...none, range: { min: 0, max: 50 }, bounds },
      'saffron-house',
    ) as { _and: unknown[] };
    expect(full._and).toEqual([
      { restaurant: { slug: { _eq: 'saffron-house' } } },
      { publish_status: { _eq: 'published' } },
      { categories: { menu_categories_id: { slug: { _eq: 'grills' } } } },
      {
        _or: [
          { default_price: { _between: [0, 50] } },
          { variants: { menu_variants_id: { price: { _between: [0, 50] } } } },
        ],
      },
      { _or: [{ name_en: { _icontains: 'rice' } }, { name_ar: { _icontains: 'rice' } }] },
    ]);
  });

  it('asks for every dietary flag (vegan counting as vegetarian) and none of the allergens left out', () => {
    const filter = menuItemsFilter(
      { search: '', category: '', diet: ['vegetarian', 'glutenFree'], without: ['3', '5'], range: bounds, bounds },
      'saffron-house',
    ) as { _and: unknown[] };
    expect(filter._and.slice(2)).toEqual([
      { _or: [{ is_vegetarian: { _eq: true } }, { is_vegan: { _eq: true } }] },
      { is_gluten_free: { _eq: true } },
      { allergens: { _none: { allergens_id: { id: { _in: ['3', '5'] } } } } },
    ]);
  });

  it('sorts through the CMS', () => {
    expect(menuItemsSort('featured', 'en')).toEqual(['sort', 'id']);
    expect(menuItemsSort('priceAsc', 'en')).toEqual(['default_price', 'id']);
    expect(menuItemsSort('priceDesc', 'en')).toEqual(['-default_price', 'id']);
    expect(menuItemsSort('name', 'ar')).toEqual(['name_ar', 'id']);
  });

  it('reads one page with the count', async () => {
    const client = memoryClient({ menu_items: () => [{ id: 1, name_en: 'A', default_price: 5 }] });
    const page = await menuItemsQuery.fetch(
      {
        search: '',
        category: '',
        diet: [],
        without: [],
        range: bounds,
        bounds,
        page: 3,
        pageSize: 12,
        sort: 'featured',
        language: 'en',
      },
      ctx(client),
    );
    expect(page.total).toBe(1);
    expect(client.calls[0]!.query).toMatchObject({ limit: 12, page: 3, sort: ['sort', 'id'] });
  });
});

describe('menu categories query', () => {
  it('asks for categories holding this restaurant’s published dishes', async () => {
    const client = memoryClient({ menu_categories: () => [{ id: 1, slug: 'mezze', name_en: 'Mezze' }] });
    expect((await menuCategoriesQuery.fetch({}, ctx(client))).map((c) => c.slug)).toEqual(['mezze']);
    expect(client.calls[0]!.query.filter).toEqual({
      menu_items: {
        menu_items_id: {
          _and: [{ restaurant: { slug: { _eq: 'saffron-house' } } }, { publish_status: { _eq: 'published' } }],
        },
      },
    });
  });

  it('falls back to the dishes’ categories, then to an empty list (logged only)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = memoryClient({
      menu_categories: () => Promise.reject(new Error('forbidden')),
      menu_items: () => [
        { categories: [{ menu_categories_id: { id: 2, slug: 'grills', name_en: 'Grills' } }] },
        { categories: [{ menu_categories_id: { id: 2, slug: 'grills' } }] },
      ],
    });
    expect((await menuCategoriesQuery.fetch({}, ctx(fallback))).map((c) => c.slug)).toEqual(['grills']);
    const broken = memoryClient({
      menu_categories: () => Promise.reject(new Error('down')),
      menu_items: () => Promise.reject(new Error('down')),
    });
    expect(await menuCategoriesQuery.fetch({}, ctx(broken))).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
  });
});
