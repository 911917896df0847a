import { describe, expect, it } from 'vitest';
import { routes } from 'virtual:site';
import { byParameters, matchPath, pageRouteAt, routeAt, routeParams } from './routeCode';

const route = (path: string) => routes.find((entry) => entry.path === path);

describe('the route at an address', () => {
  it('is the config route, in English and under /ar, with the path pattern that matched', () => {
    expect(routeAt('/shop')).toBe(route('/shop'));
    expect(routeAt('/ar/shop')).toBe(route('/shop'));
    expect(routeAt('/ar')).toBe(route('/'));
    expect(pageRouteAt('/shop/shop-details/12')).toEqual({
      path: '/shop/shop-details/:id',
      route: route('/shop/shop-details/:id'),
    });
    expect(pageRouteAt('/ar/shop/shop-details/12')?.path).toBe('/ar/shop/shop-details/:id');
  });

  it('is none for an address that is no page, asked once or again', () => {
    expect(routeAt('/no-such-page')).toBeNull();
    expect(routeAt('/no-such-page')).toBeNull();
    expect(routeAt('/ar/shop/shop-details/12/more')).toBeNull();
  });

  it('stays right past the addresses it keeps (a long visit through a large menu)', () => {
    for (let id = 1; id <= 1200; id += 1)
      expect(routeAt(`/shop/shop-details/${id}`)).toBe(route('/shop/shop-details/:id'));
    expect(routeAt('/')).toBe(route('/'));
  });
});

describe('the parameters of an address', () => {
  it('are its path pattern’s, decoded; none for a page without any, or for no page', () => {
    expect(routeParams('/ar/shop/shop-details/12')).toEqual({ id: '12' });
    expect(routeParams('/shop/shop-details/T%204')).toEqual({ id: 'T 4' });
    expect(routeParams('/shop')).toEqual({});
    expect(routeParams('/nowhere/at/all')).toEqual({});
  });

  it('match segment by segment, case aside, a trailing slash making no difference', () => {
    expect(matchPath('/shop/cart', '/Shop/Cart/')).toEqual({});
    expect(matchPath('/shop/:id', '/shop')).toBeNull();
    expect(matchPath('/shop/:id', '/shop/%E0%A4%A')).toBeNull(); // a malformed escape is no address
  });

  it('prefer a path without parameters to one with them', () => {
    expect(routeAt('/shop/cart')).toBe(route('/shop/cart'));
    // The config has no two patterns that compete for one address; a list that does.
    const order = byParameters([
      { path: '/shop/:a/:b' },
      { path: '/shop/:x' },
      { path: '/shop/cart' },
      { path: '/ar/shop/:x' },
      { path: '/ar/shop/cart' },
    ]).map((entry) => entry.path);
    expect(order).toEqual(['/shop/cart', '/ar/shop/cart', '/shop/:x', '/ar/shop/:x', '/shop/:a/:b']);
  });
});
