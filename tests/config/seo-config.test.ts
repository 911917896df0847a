import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/schema-files.ts';
import { loadSiteConfig, validateSiteConfig } from '../../build/site-config.ts';

const base = () => JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
const messages = (raw: unknown) => validateSiteConfig(raw).problems.map((p) => `${p.path}: ${p.message}`);

describe('search appearance settings of site.config.json', () => {
  it('has the public site address, overridable with SITE_URL', () => {
    expect(loadSiteConfig({ env: {} }).siteUrl).toBe('http://127.0.0.1:4173');
    expect(loadSiteConfig({ env: { SITE_URL: 'https://saffronhouse.sa' } }).siteUrl).toBe('https://saffronhouse.sa');
    expect(() => loadSiteConfig({ env: { SITE_URL: 'https://saffronhouse.sa/' } })).toThrow(
      /siteUrl: "https:\/\/saffronhouse.sa\/" is not valid/,
    );
    expect(() => loadSiteConfig({ env: { SITE_URL: 'ftp://saffronhouse.sa' } })).toThrow(/siteUrl/);
  });

  it('requires a meta description on every route', () => {
    const config = base();
    delete config.routes[1].description;
    expect(messages(config)).toContain('routes[1] (/reservation): missing required field "description"');
  });

  it('every route has an English description of 120-160 characters and an Arabic one', () => {
    for (const route of loadSiteConfig({ env: {} }).routes) {
      expect(route.description.en.length, route.path).toBeGreaterThanOrEqual(120);
      expect(route.description.en.length, route.path).toBeLessThanOrEqual(160);
      expect(route.description.ar, route.path).toMatch(/[\u0600-\u06FF]/);
      expect(route.description.ar.length, route.path).toBeGreaterThanOrEqual(60);
    }
  });

  it('keeps the checkout and wishlist mockups and a visitor’s own order page out of search (the cart is an ordinary page: Lighthouse SEO 100)', () => {
    const hidden = loadSiteConfig({ env: {} })
      .routes.filter((r) => r.index === false)
      .map((r) => r.path);
    expect(hidden).toEqual(['/shop/order', '/shop/checkout', '/shop/wishlist']);
  });
});
