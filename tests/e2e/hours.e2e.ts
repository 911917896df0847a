/**
 * The header's "open now" line in Chromium, English and Arabic, with the browser in another
 * time zone (Los Angeles, 11 hours behind Riyadh) and its clock set: the restaurant's own clock
 * decides (src/hours/openNow.ts). The seeded week: noon to 11:30 PM, closed on Monday. The
 * published HTML never carries the state: it is worked out in the browser.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A Riyadh wall-clock time (UTC+3) as an instant; 2026-11-23 is a Monday. */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

const cases = [
  { at: riyadh('2026-11-24', '14:00'), en: 'Open now · closes 11:30 PM', ar: 'مفتوح الآن · يغلق 11:30 م' },
  { at: riyadh('2026-11-24', '23:10'), en: 'Closes soon · 11:30 PM', ar: 'يغلق قريبًا · 11:30 م' },
  { at: riyadh('2026-11-24', '09:00'), en: 'Closed · opens today 12:00 PM', ar: 'مغلق · يفتح اليوم 12:00 م' },
  {
    at: riyadh('2026-11-23', '14:00'),
    en: 'Closed · opens Tuesday 12:00 PM',
    ar: 'مغلق · يفتح الثلاثاء 12:00 م',
  },
];

describe.each(['en', 'ar'] as const)('the header says whether the restaurant is open (%s)', (language) => {
  it.each(cases)('at $at', async (c) => {
    const { page, errors, close } = await openPage(browser, language === 'ar' ? '/ar/contact' : '/contact', {
      language,
      timezoneId: 'America/Los_Angeles',
      now: c.at,
    });
    try {
      const hours = page.getByTestId('header-hours');
      await expect.poll(() => hours.textContent(), { timeout: 10_000 }).toBe(c[language]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is not frozen into the published HTML, which shows the daily hours', async () => {
    const html = await (await fetch(new URL(language === 'ar' ? '/ar/contact' : '/contact', inject('siteUrl')))).text();
    const line = /data-testid="header-hours"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(line).toBe(language === 'ar' ? '12:00 م - 11:30 م' : '12:00 PM - 11:30 PM');
  });
});
