import { describe, expect, it } from 'vitest';
import { loadSiteConfig, validateSiteConfig } from '../../build/site-config.ts';
import { pages } from 'virtual:site';
import { dishHref, dishIdOf } from './paths';
import { dishPath, sitePages } from './pages';

describe('the pages the code links to', () => {
  const config = loadSiteConfig({ env: {} });

  it('come from the routes that hold their blocks, the same in the app and the build', () => {
    const found = sitePages(config.routes);
    expect(pages).toEqual(found);
    const dish = config.routes.find((route) => route.sections.some((s) => s.type === 'itemDetail'))!;
    expect(found.dish).toBe(dish.path);
    expect(dishHref(12)).toBe(dishPath(dish.path, 12));
    expect(dishIdOf(dishHref('a b'))).toBe('a b');
    expect(dishIdOf(found.menu)).toBeNull();
  });

  it('follow a route moved in site.config.json, and a config without one of them is refused, naming it', () => {
    const moved = config.routes.map((route) =>
      route.sections.some((s) => s.type === 'itemDetail') ? { ...route, path: '/dishes/:id' } : route,
    );
    expect(sitePages(moved).dish).toBe('/dishes/:id');
    const withoutCart = {
      ...config,
      routes: config.routes.filter((r) => !r.sections.some((s) => s.type === 'cartPage')),
    };
    const { problems } = validateSiteConfig(withoutCart);
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toContain(
      'routes: the cart page is the route with a "cartPage" section; found none',
    );
  });
});
