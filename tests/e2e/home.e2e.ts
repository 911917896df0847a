/** Live home page against the seeded CMS: every section shows CMS records, follows edits, never runs CMS markup, survives the CMS being down. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, launchBrowser, publicRead } from './browser';
import { HOSTILE_TEXT, openLive, texts, unique, XSS_FLAG } from './live-helpers';

type Row = Record<string, string | number | null>;
const SLUG = 'filter[restaurant][slug][_eq]=saffron-house';

let browser: Browser;
let hero: Row[];
let services: Row[];
let dishes: Row[];
let offers: Row[];
let team: Row[];
let reviews: Row[];
let restaurant: Row;

beforeAll(async () => {
  browser = await launchBrowser();
  [hero, services, dishes, offers, team, reviews] = await Promise.all([
    publicRead<Row[]>('hero_slides', `${SLUG}&filter[active][_eq]=true&sort=sort,id&fields=id,title_en,title_ar`),
    publicRead<Row[]>('menu_services', `${SLUG}&sort=id&limit=5&fields=id,title_en,title_ar,duration`),
    publicRead<Row[]>('menu_items', `${SLUG}&sort=sort,id&limit=5&fields=id,name_en,name_ar`),
    publicRead<Row[]>('offer_items', `${SLUG}&filter[status][_eq]=Active&sort=sort,id&fields=id,title2_en,title2_ar`),
    publicRead<Row[]>('team', `${SLUG}&sort=sort,date_created&fields=id,name_en,name_ar`),
    publicRead<Row[]>('reviews', `${SLUG}&sort=-date_created,-id&fields=id,reviewer_name_en,reviewer_name_ar,review_content_en`),
  ]);
  [restaurant] = (await publicRead<Row[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=id,google_maps_url')) as [Row];
  for (const [name, rows] of Object.entries({ hero, services, dishes, offers, team, reviews })) expect(rows.length, `seed has ${name}`).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

const lang = (row: Row, base: string, language: 'en' | 'ar') => String((language === 'ar' && row[`${base}_ar`]) || row[`${base}_en`]);

describe.each(['en', 'ar'] as const)('home page in %s', (language) => {
  it('shows the seeded hero, services, best sellers, offers, team and reviews (not placeholders)', async () => {
    const { page, uncaught, close } = await openLive(browser, '/', { language });
    await page.getByTestId('review').first().waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="service-card"]').length === n, services.length);
    expect(unique(await texts(page, '[data-testid="hero-slide"] .hero__title'))).toEqual(hero.map((r) => lang(r, 'title', language)));
    expect(await texts(page, '[data-testid="service-card"] h3')).toEqual(services.map((r) => lang(r, 'title', language)));
    expect(await texts(page, '[data-testid="dish-card"] h3')).toEqual(dishes.map((r) => lang(r, 'name', language)));
    expect(unique(await texts(page, '[data-testid="offer-card"] h3'))).toEqual(offers.map((r) => lang(r, 'title2', language)));
    expect(unique(await texts(page, '[data-testid="team-member"] h3'))).toEqual(team.map((r) => lang(r, 'name', language)));
    expect(await texts(page, '[data-testid="review"] .review__name')).toEqual(reviews.map((r) => lang(r, 'reviewer_name', language)));
    const prices = await texts(page, '[data-testid="dish-price"]');
    expect(prices.every((p) => (language === 'en' ? /^Starts from\d+\.\d{2} SAR$/ : /^يبدأ من\d+\.\d{2} ر\.س$/).test(p))).toBe(true);
    expect(await page.getByTestId('reviews-count').textContent()).toBe(language === 'en' ? `${reviews.length} reviews` : `${reviews.length} تقييم`);
    expect(await page.getByTestId('google-review-link').getAttribute('href')).toBe(new URL(String(restaurant.google_maps_url)).href);
    expect(await page.getByTestId('offers').getAttribute('data-layout')).toBe(offers.length <= 3 ? 'static' : 'slider');
    // Links stay in the page's language (Arabic pages live under /ar).
    expect(await page.locator(`a[href="${localizePath(`/shop/shop-details/${dishes[0]!.id}`, language)}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('#best-sellers-heading a').getAttribute('href')).toBe(localizePath('/menu', language));
    expect(await page.locator('#services a.btn').first().getAttribute('href')).toBe(localizePath('/reservation', language));
    expect(uncaught).toEqual([]);
    await close();
  });
});

describe('home page follows the CMS', () => {
  it('a changed team member and service show after reload', async () => {
    const admin = await cmsAdmin();
    const member = team[0]!;
    const service = services[0]!;
    try {
      await admin.update('team', member.id!, { name_en: 'Changed Chef E2E' });
      await admin.update('menu_services', service.id!, { title_en: 'Changed Service E2E' });
      const { page, close } = await openLive(browser, '/');
      await page.getByText('Changed Chef E2E').first().waitFor();
      await page.getByRole('heading', { name: 'Changed Service E2E' }).waitFor();
      await close();
    } finally {
      await admin.update('team', member.id!, { name_en: member.name_en });
      await admin.update('menu_services', service.id!, { title_en: service.title_en });
    }
  });

  it('markup in a review and a hero title is shown as text and never runs', async () => {
    const admin = await cmsAdmin();
    const review = reviews[0]!;
    const slide = hero[0]!;
    try {
      await admin.update('reviews', review.id!, { review_content_en: HOSTILE_TEXT });
      await admin.update('hero_slides', slide.id!, { title_en: HOSTILE_TEXT });
      const { page, uncaught, close } = await openLive(browser, '/');
      await page.getByTestId('review').filter({ hasText: '<script>' }).first().waitFor();
      await page.waitForTimeout(500);
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined();
      expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
      expect(uncaught).toEqual([]);
      await close();
    } finally {
      await admin.update('reviews', review.id!, { review_content_en: review.review_content_en });
      await admin.update('hero_slides', slide.id!, { title_en: slide.title_en });
    }
  });
});

describe('home page with the CMS unreachable', () => {
  // The prerendered page carries the content of build time; when the CMS cannot be reached
  // afterwards the visitor keeps that content (never an error). Placeholders for a page that
  // has no prerendered content are covered by failing-cms.e2e.ts.
  it.each(['en', 'ar'] as const)('keeps the content it was built with and shows no error (%s)', async (language) => {
    const { page, uncaught, close } = await openLive(browser, '/', { language, blockCms: true });
    await page.getByTestId('review').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(unique(await texts(page, '[data-testid="hero-slide"] .hero__title'))).toEqual(hero.map((r) => lang(r, 'title', language)));
    expect(await texts(page, '[data-testid="service-card"] h3')).toEqual(services.map((r) => lang(r, 'title', language)));
    expect(await texts(page, '[data-testid="dish-card"] h3')).toEqual(dishes.map((r) => lang(r, 'name', language)));
    expect(await texts(page, '[data-testid="review"] .review__name')).toEqual(reviews.map((r) => lang(r, 'reviewer_name', language)));
    expect(await page.locator('body').textContent()).not.toMatch(/Failed to fetch|TypeError|NetworkError|CmsError/);
    expect(uncaught).toEqual([]);
    await close();
  });
});
