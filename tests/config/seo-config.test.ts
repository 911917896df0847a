import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/schema-files.ts';
import { loadSiteConfig, validateSiteConfig } from '../../build/site-config.ts';
import { loadSites } from '../../build/sites.ts';
import { siteDescriptions } from '../../src/seo/routeDescriptions.ts';

const base = () => JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
const messages = (raw: unknown) => validateSiteConfig(raw).problems.map((p) => `${p.path}: ${p.message}`);

describe('search appearance settings of site.config.json', () => {
  it("gives each demo site its public address in the site list, SITE_URL a single site's", () => {
    expect(loadSites({ env: {} }).map((site) => site.url)).toEqual([
      'http://saffron-house.localhost:5173',
      'http://cedar-grill.localhost:5173',
    ]);
    const [only] = loadSites({ env: { SITE_URL: 'https://saffronhouse.sa' }, only: 'saffron-house' });
    expect(only!.url).toBe('https://saffronhouse.sa');
    expect(() => loadSites({ env: { SITE_URL: 'https://saffronhouse.sa/x' }, only: 'saffron-house' })).toThrow(
      /sites\[0\] \(saffron-house\)\.url: "https:\/\/saffronhouse.sa\/x" is not valid/,
    );
    expect(() => loadSites({ env: { SITE_URL: 'ftp://saffronhouse.sa' }, only: 'saffron-house' })).toThrow(/url/);
  });

  it('requires a meta description on every route', () => {
    const config = base();
    delete config.routes[1].description;
    expect(messages(config)).toContain('routes[1] (/reservation): missing required field "description"');
  });

  it('gives every route, on every site, an English description of 120-160 characters and an Arabic one', () => {
    const routes = loadSiteConfig({ env: {} }).routes;
    // The restaurants' names, as their CMS holds them (cms/seed/), fill the shared descriptions.
    const names = [
      { en: 'Saffron House', ar: 'بيت الزعفران' },
      { en: 'Cedar Grill', ar: 'مشاوي الأرز' },
    ];
    for (const [index, site] of loadSites({ env: {} }).entries()) {
      const descriptions = siteDescriptions(routes, site.words.descriptions ?? {}, names[index]!);
      for (const route of routes) {
        const { en, ar } = descriptions[route.path]!;
        const where = `${site.slug} ${route.path}`;
        expect(en.length, where).toBeGreaterThanOrEqual(120);
        expect(en.length, where).toBeLessThanOrEqual(160);
        expect(ar, where).toMatch(/[\u0600-\u06FF]/);
        expect(ar.length, where).toBeGreaterThanOrEqual(60);
        expect(`${en} ${ar}`, where).not.toContain('{restaurant}');
        // No site names another restaurant.
        for (const other of names.filter((_, at) => at !== index))
          expect(`${en} ${ar}`, where).not.toMatch(new RegExp(`${other.en}|${other.ar}`));
      }
    }
  });

  it('keeps the checkout and wishlist mockups and a visitor’s own order page out of search (the cart is an ordinary page: Lighthouse SEO 100)', () => {
    const hidden = loadSiteConfig({ env: {} })
      .routes.filter((r) => r.index === false)
      .map((r) => r.path);
    expect(hidden).toEqual(['/shop/order', '/shop/checkout', '/shop/wishlist']);
  });
});
