/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from '../../publish/sitemap.ts';
import { dishPath, sitePages } from '../../src/site/pages.ts';

const SITE = 'https://saffron.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const locs = (doc: Document) => [...doc.getElementsByTagNameNS(SM, 'loc')].map((n) => n.textContent);
function alternatesOf(doc: Document, loc: string): Record<string, string> {
  const url = [...doc.getElementsByTagNameNS(SM, 'url')].find(
    (u) => u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent === loc,
  );
  if (!url) throw new Error(`no <url> for ${loc}`);
  return Object.fromEntries(
    [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
}

describe('sitemap.xml from site.config.json', () => {
  const config = loadSiteConfig({ env: {} });
  const dishPage = sitePages(config.routes).dish;
  const dish = (id: number | string) => dishPath(dishPage, id);

  it('lists every indexable route of the config in English and Arabic, and no other (config and sitemap cannot drift)', () => {
    const doc = parse(sitemapXml({ siteUrl: SITE, routes: config.routes }));
    const expected = config.routes
      .filter((r) => !r.path.includes(':') && r.index !== false)
      .flatMap((r) => [`${SITE}${r.path}`, `${SITE}${r.path === '/' ? '/ar/' : `/ar${r.path}`}`]);
    expect(locs(doc).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(40);
    for (const route of config.routes.filter((r) => r.index !== false && !r.path.includes(':')))
      expect(locs(doc), route.path).toContain(`${SITE}${route.path}`);
  });

  it('leaves out the mockups marked index:false and parameterised routes', () => {
    const all = locs(parse(sitemapXml({ siteUrl: SITE, routes: config.routes })));
    for (const hidden of ['/shop/checkout', '/ar/shop/checkout', '/shop/wishlist'])
      expect(all).not.toContain(`${SITE}${hidden}`);
    expect(all.some((loc) => loc?.includes(':'.concat('id')))).toBe(false);
  });

  it('pairs each page with its hreflang alternates and an English x-default', () => {
    const doc = parse(sitemapXml({ siteUrl: SITE, routes: config.routes }));
    const pair = { en: `${SITE}/shop`, ar: `${SITE}/ar/shop`, 'x-default': `${SITE}/shop` };
    expect(alternatesOf(doc, `${SITE}/shop`)).toEqual(pair);
    expect(alternatesOf(doc, `${SITE}/ar/shop`)).toEqual(pair);
    expect(alternatesOf(doc, `${SITE}/ar/`)).toEqual({ en: `${SITE}/`, ar: `${SITE}/ar/`, 'x-default': `${SITE}/` });
  });

  it('lists no Arabic address, and no Arabic alternate, in a version without Arabic (enable_arabic off)', () => {
    const doc = parse(sitemapXml({ siteUrl: SITE, routes: config.routes, itemIds: [3], dishPage, languages: ['en'] }));
    expect(locs(doc)).toContain(`${SITE}${dish(3)}`);
    expect(locs(doc).filter((loc) => loc?.startsWith(`${SITE}/ar`))).toEqual([]);
    expect(alternatesOf(doc, `${SITE}/shop`)).toEqual({ en: `${SITE}/shop`, 'x-default': `${SITE}/shop` });
    const robots = robotsTxt({ siteUrl: SITE, routes: config.routes, languages: ['en'] });
    expect(robots).toContain('Disallow: /shop/checkout');
    expect(robots).not.toContain('/ar/');
  });

  it('adds one item page per dish id in both languages, with lastmod', () => {
    const doc = parse(
      sitemapXml({ siteUrl: SITE, routes: config.routes, itemIds: [3, '17'], dishPage, lastmod: '2026-11-22' }),
    );
    expect(locs(doc)).toEqual(
      expect.arrayContaining([
        `${SITE}${dish(3)}`,
        `${SITE}/ar${dish(3)}`,
        `${SITE}${dish(17)}`,
        `${SITE}/ar${dish(17)}`,
      ]),
    );
    const lastmods = [...doc.getElementsByTagNameNS(SM, 'lastmod')].map((n) => n.textContent);
    expect(lastmods.length).toBe(locs(doc).length);
    expect(new Set(lastmods)).toEqual(new Set(['2026-11-22']));
  });

  it('XML-escapes addresses', () => {
    const xml = sitemapXml({ siteUrl: 'https://a.example/x&y', routes: [{ path: '/' }], itemIds: ['<b>'] });
    const doc = parse(xml);
    expect(locs(doc)).toEqual(['https://a.example/x&y/', 'https://a.example/x&y/ar/']);
    expect(xml).toContain('x&amp;y');
    expect(sitemapPaths([{ path: '/dishes/:id' }], ['<b>'], '/dishes/:id')).toEqual(['/dishes/%3Cb%3E']);
  });
});

describe('robots.txt', () => {
  it('allows everything but the pages kept out of search, and names the sitemap', () => {
    const text = robotsTxt({ siteUrl: SITE, routes: loadSiteConfig({ env: {} }).routes });
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /shop/checkout',
        'Disallow: /ar/shop/checkout',
        'Disallow: /ar/shop/wishlist',
        'Disallow: /shop/order',
        'Disallow: /ar/shop/order',
      ]),
    );
    expect(lines).not.toContain('Disallow: /shop/cart');
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(6);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('disallows the cart when no routes are given', () => {
    expect(robotsTxt({ siteUrl: `${SITE}/` })).toBe(
      `User-agent: *\nAllow: /\nDisallow: /shop/cart\nDisallow: /ar/shop/cart\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});
