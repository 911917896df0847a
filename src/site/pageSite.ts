/**
 * Which site a page belongs to. One installation publishes several restaurants' sites from one
 * app build (sites.json), so the restaurant and the site's public address are facts of the page,
 * not of the bundle: the publisher writes them on each page's <html> (`data-site`,
 * `data-site-url`), and the browser reads them once, here. The prerender is given them per page
 * instead (src/entry-server.tsx). Everything else a site differs in comes with its data.
 */
import { escapeHtml } from './html.ts';

/** The restaurant's slug and the site's public address (no trailing slash). */
export interface PageSite {
  slug: string;
  url: string;
}

export const SITE_ATTRIBUTE = 'data-site';
export const SITE_URL_ATTRIBUTE = 'data-site-url';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ` data-site="…" data-site-url="…"`: the attributes for a page's <html>, with a leading space. */
export function siteAttributes(site: PageSite): string {
  return ` ${SITE_ATTRIBUTE}="${escapeHtml(site.slug)}" ${SITE_URL_ATTRIBUTE}="${escapeHtml(site.url)}"`;
}

/**
 * The site named by a page's <html>. A page without the attributes (`npm run dev` before the dev
 * server names one) belongs to no restaurant: its reads find nothing and show placeholders. The
 * address falls back to the page's own origin, which is the site's on every published page.
 */
export function pageSiteOf(root: Pick<HTMLElement, 'getAttribute'>, origin: string): PageSite {
  const slug = root.getAttribute(SITE_ATTRIBUTE) ?? '';
  const url = root.getAttribute(SITE_URL_ATTRIBUTE) ?? '';
  return {
    slug: SLUG.test(slug) ? slug : '',
    url: /^https?:\/\/[^\s/?#]+$/.test(url) ? url : origin,
  };
}
