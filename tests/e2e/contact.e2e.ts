/** Live contact page: boxes and hours from the CMS, the sanitised Google Maps embed, CMS edits, hostile map HTML, CMS down. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsAdmin, launchBrowser, siteRead, publishSite } from './browser';
import { HOSTILE_TEXT, openLive, texts, XSS_FLAG } from './live-helpers';

type Row = Record<string, string | number | boolean | null>;
let browser: Browser;
let restaurant: Row;
let hours: Row[];

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const AR_DAYS: Record<string, string> = {
  Sunday: 'الأحد',
  Monday: 'الاثنين',
  Tuesday: 'الثلاثاء',
  Wednesday: 'الأربعاء',
  Thursday: 'الخميس',
  Friday: 'الجمعة',
  Saturday: 'السبت',
};

function twelve(time: string, language: 'en' | 'ar'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? (language === 'en' ? 'AM' : 'ص') : language === 'en' ? 'PM' : 'م';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [restaurant] = (await siteRead<Row[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,email_id,phone_no,address_en,address_ar,google_maps_iframe_html',
  )) as [Row];
  hours = await siteRead<Row[]>(
    'opening_hours',
    'filter[restaurant][slug][_eq]=saffron-house&fields=Day,opens_at,closes_at,opens_at_2,closes_at_2,closed_this_day',
  );
  expect(hours.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('contact page in %s', (language) => {
  it('shows address, email, phone and the hours Sunday to Saturday with Closed days and every shift', async () => {
    const { page, uncaught, close } = await openLive(browser, '/contact', { language });
    await page
      .getByTestId('contact-address')
      .filter({ hasText: String(restaurant[`address_${language}`]) })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Contact Us' : 'تواصل معنا' }).waitFor();
    expect(await page.getByTestId('contact-email').textContent()).toContain(String(restaurant.email_id));
    expect(await page.getByTestId('contact-phone').textContent()).toContain(String(restaurant.phone_no));
    const expected = [...hours]
      .sort((a, b) => WEEK.indexOf(String(a.Day)) - WEEK.indexOf(String(b.Day)))
      .flatMap((h) => [
        language === 'en' ? String(h.Day) : AR_DAYS[String(h.Day)]!,
        h.closed_this_day
          ? language === 'en'
            ? 'Closed'
            : 'مغلق'
          : [[h.opens_at, h.closes_at] as const, [h.opens_at_2, h.closes_at_2] as const]
              .filter(([open, close]) => open && close)
              .map(([open, close]) => `${twelve(String(open), language)} - ${twelve(String(close), language)}`)
              .join(language === 'en' ? ', ' : '، '),
      ]);
    expect(expected.some((value) => value.includes(language === 'en' ? ', ' : '، '))).toBe(true);
    expect(await texts(page, '[data-testid="contact-week"] dt, [data-testid="contact-week"] dd')).toEqual(expected);
    expect(uncaught).toEqual([]);
    await close();
  });
});

describe('contact map', () => {
  it('renders the CMS Google Maps embed as a sandboxed iframe, asked for as the visitor scrolls near it', async () => {
    const { page, close } = await openLive(browser, '/contact', { viewport: { width: 390, height: 844 } });
    const frame = page.getByTestId('contact-map').locator('iframe');
    // Below a phone's first view: the third-party page waits (the page's own first view goes first).
    await page.waitForTimeout(500);
    expect(await frame.count()).toBe(0);
    await page.getByTestId('contact-map').scrollIntoViewIfNeeded();
    await frame.waitFor({ state: 'attached' });
    // As wide as the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const src = /src="([^"]+)"/.exec(String(restaurant.google_maps_iframe_html))![1]!;
    expect(await frame.getAttribute('src')).toBe(new URL(src.replace(/&amp;/g, '&')).href);
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(await frame.getAttribute('title')).toBeTruthy();
    await close();
  });

  it('a hostile map field is dropped and never runs; a changed email shows once published', async () => {
    const admin = await cmsAdmin();
    try {
      await admin.update('restaurants', restaurant.id as number, {
        google_maps_iframe_html: `${HOSTILE_TEXT}<iframe src="javascript:window.${XSS_FLAG}=1"></iframe><iframe src="https://evil.example/maps/embed" onload="window.${XSS_FLAG}=1"></iframe>`,
        email_id: 'changed-e2e@saffronhouse.sa',
      });
      await publishSite();
      const { page, uncaught, close } = await openLive(browser, '/contact');
      await page.getByTestId('contact-email').filter({ hasText: 'changed-e2e@saffronhouse.sa' }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('contact-map').count()).toBe(0);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(
        await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
      ).toBeUndefined();
      expect(uncaught).toEqual([]);
      await close();
    } finally {
      await admin.update('restaurants', restaurant.id as number, {
        google_maps_iframe_html: restaurant.google_maps_iframe_html,
        email_id: restaurant.email_id,
      });
      await publishSite();
    }
  });
});

describe('contact page with the CMS unreachable', () => {
  // The page and its data come from the published version: with the CMS unreachable the
  // visitor gets all of it, with no error (cms-down.e2e.ts stops the CMS itself).
  it.each(['en', 'ar'] as const)(
    'shows the published contact data and hours, with no uncaught error (%s)',
    async (language) => {
      const { page, uncaught, blockedCms, close } = await openLive(browser, '/contact', { language, blockCms: true });
      await page.getByTestId('contact-week').waitFor();
      // Loaded, and a second for anything started late (an island near the view, a deferred read)
      // to fail where it would. Not "network idle": a request of the page's that is slow to end
      // (an image, the service worker's precache) says nothing about the CMS.
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      expect(blockedCms).toEqual([]);
      expect(await page.getByTestId('contact-address').textContent()).toContain(
        String(restaurant[`address_${language}`]),
      );
      expect(await page.getByTestId('contact-email').textContent()).toContain(String(restaurant.email_id));
      expect(await texts(page, '[data-testid="contact-week"] dt')).toHaveLength(hours.length);
      expect(await page.locator('body').textContent()).not.toMatch(/Failed to fetch|TypeError|NetworkError|CmsError/);
      expect(uncaught).toEqual([]);
      await close();
    },
  );
});
