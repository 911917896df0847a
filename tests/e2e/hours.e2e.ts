/**
 * Opening hours in Chromium, English and Arabic, with the browser in another time zone (Los
 * Angeles, 11 hours behind Riyadh) and its clock set: the restaurant's own clock decides
 * (src/hours/). The seeded week: noon to 11:30 PM, closed on Monday, Friday in two shifts; the
 * tests check the seed still says so. A special date made through the CMS API and published
 * shows in the badge, the contact page's table and the JSON-LD, and refuses a booking, naming
 * its note; it is removed again afterwards. The published HTML never carries the state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsAdmin, launchBrowser, markupOf, openPage, publishSite, siteRead } from './browser';

let browser: Browser;
type Row = Record<string, string | boolean | null>;
let week: Row[];

beforeAll(async () => {
  browser = await launchBrowser();
  week = await siteRead<Row[]>(
    'opening_hours',
    'filter[restaurant][slug][_eq]=saffron-house&fields=Day,opens_at,closes_at,opens_at_2,closes_at_2,closed_this_day',
  );
});
afterAll(async () => {
  await browser?.close();
});

/** A Riyadh wall-clock time (UTC+3) as an instant; 2026-11-23 is a Monday, 2026-11-27 a Friday. */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const LOS_ANGELES = 'America/Los_Angeles';

const cases = [
  { at: riyadh('2026-11-24', '14:00'), en: 'Open now · closes 11:30 PM', ar: 'مفتوح الآن · يغلق 11:30 م' },
  { at: riyadh('2026-11-24', '23:10'), en: 'Closes soon · 11:30 PM', ar: 'يغلق قريبًا · 11:30 م' },
  { at: riyadh('2026-11-24', '09:00'), en: 'Closed · opens today 12:00 PM', ar: 'مغلق · يفتح اليوم 12:00 م' },
  { at: riyadh('2026-11-23', '14:00'), en: 'Closed · opens tomorrow 12:00 PM', ar: 'مغلق · يفتح غدًا 12:00 م' },
  { at: riyadh('2026-11-22', '23:45'), en: 'Closed · opens Tuesday 12:00 PM', ar: 'مغلق · يفتح الثلاثاء 12:00 م' },
  // Between Friday's two shifts.
  { at: riyadh('2026-11-27', '16:30'), en: 'Closed · opens today 6:00 PM', ar: 'مغلق · يفتح اليوم 6:00 م' },
];

async function badge(page: Page): Promise<string | null> {
  return page.getByTestId('header-hours').textContent();
}

it('tests the seeded week: Monday closed, Tuesday noon to 11:30 PM, Friday in two shifts', () => {
  const day = (name: string) => week.find((row) => row.Day === name);
  expect(day('Monday')?.closed_this_day).toBe(true);
  expect(day('Sunday')).toMatchObject({ opens_at: '12:00:00', closes_at: '23:30:00', closed_this_day: false });
  expect(day('Tuesday')).toMatchObject({ opens_at: '12:00:00', closes_at: '23:30:00', opens_at_2: null });
  expect(day('Friday')).toMatchObject({ closes_at: '16:00:00', opens_at_2: '18:00:00', closed_this_day: false });
});

describe.each(['en', 'ar'] as const)('the header says whether the restaurant is open (%s)', (language) => {
  it.each(cases)('at $at', async (c) => {
    const { page, errors, close } = await openPage(browser, language === 'ar' ? '/ar/contact' : '/contact', {
      language,
      timezoneId: LOS_ANGELES,
      now: c.at,
    });
    try {
      await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(c[language]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is not frozen into the published HTML, which shows the daily hours and no special dates', async () => {
    const html = await (await fetch(new URL(language === 'ar' ? '/ar/contact' : '/contact', inject('siteUrl')))).text();
    const line = /data-testid="header-hours"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(line).toBe(language === 'ar' ? '12:00 م - 11:30 م' : '12:00 PM - 11:30 PM');
    // The special dates' places are there, hidden and empty: the page script fills them in with
    // the dates of the visit (src/layout/SpecialHours.tsx, src/layout/behaviour/hoursNow.ts).
    const places = [...markupOf(html).matchAll(/<div([^>]*\sclass="special-hours"[^>]*)>([\s\S]*?)<\/div>/g)];
    expect(places.length).toBeGreaterThan(0);
    for (const [, attributes, content] of places) {
      expect(attributes).toContain('hidden');
      expect(content).toBe('');
    }
    expect(markupOf(html)).not.toContain('special-hours__');
  });
});

// ---------------------------------------------------------------- a special date

const NOTE = { en: 'Closed for a private event', ar: 'مغلق لمناسبة خاصة' };
const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
const TUESDAY = { en: 'Tuesday', ar: 'الثلاثاء' };

/** A Tuesday two to three weeks ahead at the restaurant: clear of the other tests' next week. */
function tuesdayAhead(): string {
  const day = new Date(Date.now() + 3 * 3_600_000); // today in Riyadh
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Counts the Intl.DateTimeFormat objects the page makes, in `window.dateFormatsMade` (an init script). */
function countDateFormats(): void {
  const counter = window as unknown as { dateFormatsMade: number };
  counter.dateFormatsMade = 0;
  const count = <T>(made: T): T => {
    counter.dateFormatsMade += 1;
    return made;
  };
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args: Parameters<typeof Intl.DateTimeFormat>) => count(new target(...args)),
    apply: (target, _this, args: Parameters<typeof Intl.DateTimeFormat>) => count(target(...args)),
  });
}

describe('a special date made in the CMS and published', () => {
  const date = tuesdayAhead();
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  let id: number | null = null;

  beforeAll(async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ id: number }[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=id');
    const created = await admin.create<{ id: number }>('hours_overrides', {
      date,
      closed: true,
      note_en: NOTE.en,
      note_ar: NOTE.ar,
      restaurant: restaurant!.id,
    });
    id = created.id;
    await publishSite('e2e.hours-override');
  });

  afterAll(async () => {
    if (id === null) return;
    const admin = await cmsAdmin();
    await admin.remove('hours_overrides', id);
    await publishSite('e2e.hours-override-removed');
  });

  describe.each(['en', 'ar'] as const)('%s', (language) => {
    const path = (p: string) => (language === 'ar' ? `/ar${p}` : p);

    it('closes the badge on that date with its note, and says when it opens', async () => {
      const { page, errors, close } = await openPage(browser, path('/contact'), {
        language,
        timezoneId: LOS_ANGELES,
        now: riyadh(date, '14:00'),
      });
      try {
        const expected =
          language === 'en' ? `Closed · opens tomorrow 12:00 PM · ${NOTE.en}` : `مغلق · يفتح غدًا 12:00 م · ${NOTE.ar}`;
        await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(expected);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('lists it on the contact page under the week, with its date and note', async () => {
      const { page, errors, close } = await openPage(browser, path('/contact'), {
        language,
        timezoneId: LOS_ANGELES,
        init: countDateFormats,
      });
      try {
        const row = page.getByTestId('contact-special-hours').locator('div').filter({ hasText: NOTE[language] });
        await row.waitFor();
        const label = await row.locator('dt').textContent();
        expect(label).toContain(TUESDAY[language]);
        expect(label).toContain(`${dayOfMonth} ${MONTHS[language][month - 1]}`);
        expect(label).toContain(String(year));
        expect(await row.locator('dd').allTextContents()).toEqual([
          language === 'en' ? 'Closed' : 'مغلق',
          NOTE[language],
        ]);
        // The week is still there, Sunday first.
        expect(await page.getByTestId('contact-week').locator('dt').first().textContent()).toBe(
          language === 'en' ? 'Sunday' : 'الأحد',
        );
        // Written without Intl: the first Intl date format sets up ICU, a long task on a phone.
        expect(await page.evaluate(() => (window as unknown as { dateFormatsMade: number }).dateFormatsMade)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('tells search engines in the published JSON-LD', async () => {
      const html = await (await fetch(new URL(path('/contact'), inject('siteUrl')))).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const place = blocks.find((b) => b['@type'] === 'Restaurant')!;
      expect(place.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: '00:00',
        closes: '00:00',
      });
      const specs = place.openingHoursSpecification as Record<string, string>[];
      expect(specs.filter((s) => s.dayOfWeek === 'https://schema.org/Friday')).toHaveLength(2);
      expect(specs.find((s) => s.dayOfWeek === 'https://schema.org/Monday')).toMatchObject({
        opens: '00:00',
        closes: '00:00',
      });
    });

    it('refuses a booking on that date, naming the note', async () => {
      const { page, errors, close } = await openPage(browser, path('/reservation'), {
        language,
        timezoneId: LOS_ANGELES,
      });
      try {
        const form = page.getByTestId('reservation-form');
        const label = (en: string, ar: string) => form.getByLabel(language === 'en' ? en : ar, { exact: false });
        await label('Select Date', 'اختر التاريخ').fill(date);
        await expect
          .poll(() => page.getByTestId('reservation-hours-hint').textContent(), { timeout: 10_000 })
          .toContain(NOTE[language]);
        await label('Select Time', 'اختر الوقت').fill('19:30');
        await label('Phone Number', 'رقم الجوال').fill('0551234567');
        await label('Number of Guests', 'عدد الضيوف').fill('2');
        await form.getByRole('button', { name: language === 'en' ? 'BOOK A TABLE' : 'احجز طاولة' }).click();
        const alert = await page.getByRole('alert').textContent();
        expect(alert).toMatch(
          language === 'en'
            ? new RegExp(
                `^We are closed on Tuesday,? ${dayOfMonth} ${MONTHS.en[month - 1]} ${year} \\(${NOTE.en}\\)\\. Please choose another day\\.$`,
              )
            : new RegExp(
                `^نحن مغلقون يوم الثلاثاء، ${dayOfMonth} ${MONTHS.ar[month - 1]} ${year} \\(${NOTE.ar}\\)\\. يرجى اختيار يوم آخر\\.$`,
              ),
        );
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
