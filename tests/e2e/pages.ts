/**
 * The pages the code links to (the menu, a dish, the cart, the order), computed from
 * site.config.json as the app computes them (src/site/pages.ts): a test follows a page moved in
 * the config instead of spelling its path.
 */
import { loadSiteConfig } from '../../build/site-config.ts';
import { dishPath, sitePages } from '../../src/site/pages.ts';

const PAGES = sitePages(loadSiteConfig({ env: {} }).routes);

export const MENU_PAGE = PAGES.menu;
export const CART_PAGE = PAGES.cart;
export const ORDER_PAGE = PAGES.order;
/** The dish page's route, with its `:id` parameter. */
export const DISH_ROUTE = PAGES.dish;

/** A dish's page, in English (`localizePath` gives the Arabic one). */
export function dishPage(id: number | string): string {
  return dishPath(PAGES.dish, id);
}

/** Matches an address that ends with `path` (no query, no hash), as `page.waitForURL` takes it. */
export function endingWith(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
