import { describe, expect, it } from 'vitest';
import { routes } from 'virtual:site';
import { pageRouteAt, routeAt } from './routeCode';

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
