/**
 * sitemap.xml and robots.txt from site.config.json, written by the prerender.
 * Rule: every route is listed in English (at its path) and Arabic (under /ar), each with
 * hreflang alternates and an x-default (English), except routes with a `:param` (the item
 * pages are listed from the dish ids instead) and routes with `"index": false` (the cart and
 * the checkout and wishlist mockups), which robots.txt disallows.
 */
import { dishPath } from '../src/site/pages.ts';
import type { Language } from '../src/i18n/dictionary.ts';
import { localizePath } from '../src/i18n/paths.ts';

/** What the sitemap needs of a route: site.config.json routes and the prerender's route entries both fit. */
export interface SitemapRoute {
  path: string;
  /** false keeps the route out of the sitemap (and disallows it in robots.txt). */
  index?: boolean;
}

export interface SitemapInput {
  /** Public address of the site, no trailing slash. */
  siteUrl: string;
  routes: readonly SitemapRoute[];
  /** Dish ids: one page each, at the dish page's path (`dishPage`, src/site/pages.ts). */
  itemIds?: readonly (string | number)[];
  /** The dish page's path with its `:id` (from `sitePages`); without it no dish page is listed. */
  dishPage?: string;
  /** Last modification of every page (ISO date or date-time, or a Date); left out when absent or invalid. */
  lastmod?: string | Date;
  /** Languages to list; English and Arabic by default. */
  languages?: readonly Language[];
}

const DEFAULT_LANGUAGES: Language[] = ['en', 'ar'];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and attributes. */
export function escapeXml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** A route the search engines should see: no `:param`, not `index: false`, not a not-found page. */
export function isIndexable(route: SitemapRoute): boolean {
  return route.index !== false && !route.path.includes(':') && !/(^|\/)(404|not-found)(\/|$)/.test(route.path);
}

/** Site paths (without language prefix) listed in the sitemap, in config order, then the dishes. */
export function sitemapPaths(
  routes: readonly SitemapRoute[],
  itemIds: readonly (string | number)[] = [],
  dishPage?: string,
): string[] {
  const paths = routes.filter(isIndexable).map((r) => r.path);
  const items =
    dishPage && routes.some((r) => r.path === dishPage && r.index !== false)
      ? itemIds
          .map((id) => String(id).trim())
          .filter((id) => id !== '')
          .map((id) => dishPath(dishPage, id))
      : [];
  return [...new Set([...paths, ...items])];
}

function lastmodOf(value: string | Date | undefined): string | null {
  if (value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** sitemap.xml: one <url> per page and language, each with its hreflang alternates and x-default. */
export function sitemapXml(input: SitemapInput): string {
  const site = origin(input.siteUrl);
  const languages = input.languages?.length ? input.languages : DEFAULT_LANGUAGES;
  const lastmod = lastmodOf(input.lastmod);
  const defaultLanguage: Language = languages.includes('en') ? 'en' : languages[0]!;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of sitemapPaths(input.routes, input.itemIds, input.dishPage)) {
    const address = (language: Language) => escapeXml(site + localizePath(path, language));
    const alternates = [
      ...languages.map(
        (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLanguage)}"/>`,
    ];
    for (const language of languages) {
      lines.push('  <url>', `    <loc>${address(language)}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export interface RobotsInput {
  siteUrl: string;
  /** Routes with `index: false` are disallowed in every language; without routes, the cart is. */
  routes?: readonly SitemapRoute[];
  languages?: readonly Language[];
}

/** robots.txt: everything allowed except the pages kept out of search; points at the sitemap. */
export function robotsTxt(input: RobotsInput): string {
  const languages = input.languages?.length ? input.languages : DEFAULT_LANGUAGES;
  const hidden = input.routes ? input.routes.filter((r) => r.index === false).map((r) => r.path) : ['/shop/cart'];
  const disallow = [
    ...new Set(
      hidden.flatMap((path) => languages.map((language) => localizePath(path.replace(/\/:.*$/, ''), language))),
    ),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path.replace(/[\r\n]/g, '')}`),
    '',
    `Sitemap: ${origin(input.siteUrl).replace(/[\r\n]/g, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
