/**
 * The pages the code itself links to, found by what they show: the route whose sections hold
 * the menu, a dish, the cart or the order confirmation (site.config.json is the one source of
 * every path). The app reads them from `virtual:site` (src/site/paths.ts); the publisher, the
 * sitemap, the benches and the tests compute them from the config with `sitePages`.
 */

/** The block each page is known by. */
export const PAGE_BLOCKS = {
  menu: 'menuBrowser',
  dish: 'itemDetail',
  cart: 'cartPage',
  order: 'orderConfirmation',
} as const;

export type PageName = keyof typeof PAGE_BLOCKS;
/** Each page's path, as site.config.json spells it; the dish page's has its `:id` parameter. */
export type SitePages = Record<PageName, string>;

interface RouteLike {
  path: string;
  sections: readonly { type: string }[];
}

/** Each page's route path; a clear error when a page is missing from the config or on two routes. */
export function sitePages(routes: readonly RouteLike[]): SitePages {
  const find = (page: PageName): string => {
    const block = PAGE_BLOCKS[page];
    const paths = routes.filter((route) => route.sections.some((section) => section.type === block)).map((r) => r.path);
    if (paths.length !== 1)
      throw new Error(
        `site.config.json: the ${page} page is the route with a "${block}" section; ${
          paths.length ? `found ${paths.length} (${paths.join(', ')})` : 'found none'
        }`,
      );
    return paths[0]!;
  };
  const pages = { menu: find('menu'), dish: find('dish'), cart: find('cart'), order: find('order') };
  if (!/:id(\/|$)/.test(pages.dish))
    throw new Error(`site.config.json: the dish page's path needs an :id (${pages.dish})`);
  return pages;
}

/** A dish's address from the dish page's path: `…/:id` + 12 → `…/12` (the id URL-encoded). */
export function dishPath(pattern: string, id: number | string): string {
  return pattern.replace(':id', encodeURIComponent(String(id)));
}
