/**
 * Arabic turned off: with the restaurant's enable_arabic false in the CMS, a publish writes no
 * Arabic page, the sitemap and hreflang name none, `/ar/…` goes to the English page (query
 * kept), and no language toggle shows, not even to a visitor who chose Arabic before. Turned
 * on again, the next publish brings every Arabic page back. Both publishes are incremental
 * (the live version is the previous one), so the switch is tested both ways.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsAdmin, launchBrowser, markupOf, openPage, publishSite, siteDir, siteRead } from './browser';

interface Restaurant {
  id: number;
  name_en: string;
  name_ar: string;
  enable_arabic: boolean;
}

let browser: Browser;
let restaurant: Restaurant;
const site = () => inject('siteUrl');
const live = () => join(siteDir(), 'current');
const get = (path: string) => fetch(`${site()}${path}`, { redirect: 'manual' });
const html = async (path: string) => (await get(path)).text();
const hreflangs = (page: string) => [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  browser = await launchBrowser();
  const [row] = await siteRead<Restaurant[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,name_ar,enable_arabic',
  );
  if (!row) throw new Error('the seeded CMS has no saffron-house restaurant');
  restaurant = row;
});

afterAll(async () => {
  await browser?.close();
});

/** What a version with Arabic serves: the Arabic pages, alternates, sitemap entries and toggle. */
async function expectArabic(): Promise<void> {
  expect(existsSync(join(live(), 'ar', 'shop', 'index.html'))).toBe(true);
  const shop = await get('/ar/shop');
  expect(shop.status).toBe(200);
  expect(await shop.text()).toContain(restaurant.name_ar);
  expect(hreflangs(await html('/shop'))).toEqual(['en', 'ar', 'x-default']);
  expect(await html('/sitemap.xml')).toContain(`<loc>${site()}/ar/shop</loc>`);
  const { page, errors, close } = await openPage(browser, '/');
  try {
    await page
      .getByRole('link', { name: /Switch to Arabic/ })
      .first()
      .click();
    await page.waitForURL(`${site()}/ar/`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

describe('the restaurant turns Arabic off', () => {
  it('publishes English alone, sends /ar/ to English and shows no toggle; turned on, Arabic is back', async () => {
    expect(restaurant.enable_arabic).toBe(true);
    await expectArabic();
    const admin = await cmsAdmin();
    await admin.update('restaurants', restaurant.id, { enable_arabic: false });
    try {
      await publishSite('e2e: Arabic off');

      // The version holds no Arabic page, and names none.
      expect(existsSync(join(live(), 'ar'))).toBe(false);
      expect(existsSync(join(live(), 'shop', 'index.html'))).toBe(true);
      const sitemap = await html('/sitemap.xml');
      expect(sitemap).toContain(`<loc>${site()}/shop</loc>`);
      expect(sitemap).not.toContain(`${site()}/ar`);
      expect(await html('/robots.txt')).not.toContain('/ar/');
      for (const path of ['/', '/shop', '/contact']) {
        const page = await html(path);
        expect(hreflangs(page), path).toEqual(['en', 'x-default']);
        expect(page, path).not.toContain(`${site()}/ar`);
        expect(page, path).not.toContain('og:locale:alternate');
        expect(markupOf(page), path).not.toContain('language-toggle');
      }

      // Arabic addresses go to the English page of the same path, query and all.
      for (const [from, to] of [
        ['/ar/shop?x=1', '/shop?x=1'],
        ['/ar/', '/'],
        ['/ar', '/'],
      ]) {
        const response = await get(from!);
        expect(response.status, from).toBe(302);
        expect(response.headers.get('location'), from).toBe(to);
      }
      // Never to another host.
      const evil = await get('/ar//evil.example/');
      expect(evil.status).toBe(404);
      expect(evil.headers.get('location')).toBeNull();

      // In Chromium: an Arabic link lands on the English page; no toggle in the header or the
      // mobile menu; a visitor who chose Arabic before stays on English pages.
      for (const options of [{}, { language: 'ar' as const }]) {
        const { page, errors, close } = await openPage(browser, '/ar/shop?x=1', {
          ...options,
          viewport: { width: 390, height: 844 },
        });
        try {
          expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/shop?x=1');
          expect(await page.locator('html').getAttribute('lang')).toBe('en');
          expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Main' }).getByRole('link', { name: 'Menu' }).waitFor();
          expect(await page.locator('.language-toggle').count()).toBe(0);
          expect(await page.getByRole('link', { name: /Switch to Arabic/ }).count()).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      }
      const { page, errors, close } = await openPage(browser, '/contact', { language: 'ar' });
      try {
        // Given the time to bounce, it would have by now.
        await page.waitForLoadState('networkidle');
        expect(page.url()).toBe(`${site()}/contact`);
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.getByTestId('footer-address').textContent()).not.toBe('');
        expect(await page.locator('.language-toggle').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    } finally {
      await admin.update('restaurants', restaurant.id, { enable_arabic: true });
      await publishSite('e2e: Arabic on again');
    }
    await expectArabic();
  });
});
