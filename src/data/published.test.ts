import { describe, expect, it, vi } from 'vitest';
import type { MenuItemModel } from '../generated/types';
import type { PublishedDish } from '../menu/localMenu';
import { cardModel, dishModel } from '../../tests/unit/dishes';
import { CmsError } from './errors';
import { createPublishedData, publishedPlace } from './published';
import { runQuery } from './query';
import { cartItemsQuery } from './queries/cartItems';
import { menuItemQuery } from '../blocks/live/ItemDetail/data';
import { menuItemsQuery } from '../blocks/live/MenuBrowser/data';
import { restaurantQuery } from './queries/restaurant';

const dish = (id: number, price: number, name = `Dish ${id}`): MenuItemModel =>
  dishModel({
    id,
    name: { en: name, ar: `طبق ${id}` },
    basePrice: price,
    displayPrice: price,
    variants: [{ id: id * 10, name: { en: 'Large', ar: 'كبير' }, price: price + 5, calories: null, soldOut: false }],
  });

const card = (id: number, price: number, name: string): PublishedDish => ({
  card: cardModel({ id, name: { en: name, ar: name }, price, diet: { vegetarian: name === 'Mint tea' } }),
  categories: id % 2 ? ['mains'] : ['drinks'],
  allergens: [],
  prices: [price],
  sort: id,
});

/** A site whose files are these bodies (a string is served as it is, a number is a status). */
function site(files: Record<string, unknown>) {
  const fetch = vi.fn(async (input: string) => {
    const body = files[input];
    if (body === undefined) return new Response('not found', { status: 404 });
    if (typeof body === 'number') return new Response('', { status: body });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetch,
    published: createPublishedData({ fetch: (input) => fetch(input instanceof Request ? input.url : String(input)) }),
  };
}

const MENU = { dishes: [card(1, 30, 'Kabsa'), card(2, 12, 'Mint tea'), card(3, 45, 'Mandi')] };
const params = {
  search: '',
  category: 'mains',
  diet: [],
  without: [],
  range: { min: 0, max: 500 },
  bounds: { min: 0, max: 500 },
  page: 1,
  pageSize: 10,
  sort: 'priceDesc' as const,
  language: 'en' as const,
};

describe('the published data the browser reads', () => {
  it('answers a page read with the value the publisher stored under its key, read once', async () => {
    const restaurant = { name: { en: 'Saffron House', ar: 'بيت الزعفران' } };
    const { fetch, published } = site({ '/data/site.json': { entries: { 'restaurant:saffron-house': restaurant } } });
    const ctx = { slug: 'saffron-house', published };
    expect(await runQuery(restaurantQuery, {}, ctx)).toEqual(restaurant);
    expect(await runQuery(restaurantQuery, {}, ctx)).toEqual(restaurant);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(runQuery(restaurantQuery, {}, { slug: 'other', published })).rejects.toThrow(
      'The published site has no data for restaurant:other',
    );
  });

  it('filters, sorts and pages the menu over the published dishes', async () => {
    const { published } = site({ '/data/menu.json': MENU });
    const page = await runQuery(menuItemsQuery, params, { slug: 'saffron-house', published });
    expect(page.items.map((item) => item.name.en)).toEqual(['Mandi', 'Kabsa']);
    expect(page.total).toBe(2);
  });

  it('filters the published menu by diet', async () => {
    const { published } = site({ '/data/menu.json': MENU });
    const page = await runQuery(
      menuItemsQuery,
      { ...params, category: '', diet: ['vegetarian'] },
      { slug: 'saffron-house', published },
    );
    expect(page.items.map((item) => item.id)).toEqual(
      MENU.dishes.filter((d) => d.card.diet.vegetarian).map((d) => d.card.id),
    );
    expect(page.total).toBeGreaterThan(0);
  });

  it('reads one dish from its file; a dish the version lacks is not found', async () => {
    const { published } = site({ '/data/dishes/7.json': dish(7, 30) });
    const ctx = { slug: 'saffron-house', published };
    expect((await runQuery(menuItemQuery, { id: '7' }, ctx))?.basePrice).toBe(30);
    expect(await runQuery(menuItemQuery, { id: '8' }, ctx)).toBeNull();
    expect(await runQuery(menuItemQuery, { id: '../site' }, ctx)).toBeNull();
  });

  it('re-prices a cart against the dish files, leaving out dishes that are gone', async () => {
    const { published } = site({ '/data/dishes/7.json': dish(7, 33), '/data/dishes/9.json': dish(9, 20) });
    const items = await runQuery(cartItemsQuery, { ids: [7, '9', 11, 'x'] }, { slug: 'saffron-house', published });
    expect(items.map((item) => [item.id, item.basePrice])).toEqual([
      [7, 33],
      [9, 20],
    ]);
  });

  it('refuses a dish file that does not say whether it or a size is sold out', async () => {
    const unknownDish: Record<string, unknown> = { ...dish(7, 30) };
    delete unknownDish.soldOut;
    const unknownSize = {
      ...dish(9, 30),
      variants: [{ id: 90, name: { en: 'L', ar: '' }, price: 35, calories: null }],
    };
    const { published } = site({ '/data/dishes/7.json': unknownDish, '/data/dishes/9.json': unknownSize });
    for (const id of [7, 9])
      await expect(runQuery(cartItemsQuery, { ids: [id] }, { slug: 's', published })).rejects.toThrow(
        `The site's data for dish ${id} is not in the expected shape`,
      );
  });

  it('refuses a dish file whose prices cannot be read, so checkout sends nothing', async () => {
    const broken = { ...dish(7, 30), variants: [{ id: 70, name: { en: 'L' }, price: '35' }] };
    const { published } = site({ '/data/dishes/7.json': broken });
    await expect(runQuery(cartItemsQuery, { ids: [7] }, { slug: 's', published })).rejects.toThrow(
      "The site's data for dish 7 is not in the expected shape",
    );
  });

  it('says which file failed when the site cannot be read, and tries again next time', async () => {
    const files: Record<string, unknown> = { '/data/menu.json': '<html>proxy error</html>' };
    const { published } = site(files);
    const ctx = { slug: 's', published };
    await expect(runQuery(menuItemsQuery, params, ctx)).rejects.toThrow(
      new CmsError("The site's data (menu.json) is not readable JSON"),
    );
    files['/data/menu.json'] = 503;
    await expect(runQuery(menuItemsQuery, params, ctx)).rejects.toThrow("The site's data (menu.json) answered 503");
    files['/data/menu.json'] = { dishes: 'none' };
    await expect(runQuery(menuItemsQuery, params, ctx)).rejects.toThrow('missing or not in the expected shape');
    files['/data/menu.json'] = MENU;
    expect((await runQuery(menuItemsQuery, params, ctx)).total).toBe(2);
  });

  it('reads afresh for checkout', async () => {
    const files: Record<string, unknown> = { '/data/site.json': { entries: { 'restaurant:s': { v: 1 } } } };
    const { published } = site(files);
    expect(await published.entry('restaurant:s')).toEqual({ v: 1 });
    files['/data/site.json'] = { entries: { 'restaurant:s': { v: 2 } } };
    expect(await published.entry('restaurant:s')).toEqual({ v: 1 });
    expect(await published.fresh().entry('restaurant:s')).toEqual({ v: 2 });
  });

  it('files each page read where the browser looks for it', () => {
    expect(publishedPlace('restaurant:saffron-house')).toBe('site');
    expect(publishedPlace('bestSellers:saffron-house:5')).toBe('site');
    expect(publishedPlace('menuItem:saffron-house:12')).toEqual({ dish: '12' });
    // A dish address that is not a dish id, the menu's pages and the cart are not filed.
    expect(publishedPlace('menuItem:saffron-house:abc')).toBeNull();
    expect(publishedPlace('menuItems:saffron-house:["",""]')).toBeNull();
    expect(publishedPlace('cartItems:saffron-house:1,2')).toBeNull();
  });

  it('has no source without a client or published data', async () => {
    await expect(runQuery(restaurantQuery, {}, { slug: 's' })).rejects.toThrow('No data source');
  });
});
