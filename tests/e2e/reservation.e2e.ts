/** Live reservation page: contact block from the CMS, validation messages, the exact wa.me request, CMS edits, hostile text, CMS down. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsAdmin, launchBrowser, siteRead, publishSite } from './browser';
import { HOSTILE_TEXT, nextWeekday, openedCalls, openLive, XSS_FLAG } from './live-helpers';

type Row = Record<string, string | number | null>;
let browser: Browser;
let restaurant: Row;
let services: Row[];

const TUESDAY = 2;
const MONDAY = 1;

beforeAll(async () => {
  browser = await launchBrowser();
  [restaurant] = (await siteRead<Row[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,name_ar,whatsapp_no,phone_no,email_id,address_en,address_ar,description_en,description_ar,time_zone',
  )) as [Row];
  // The booking message names the time in the restaurant's zone ("Arabian Standard Time").
  expect(restaurant.time_zone).toBe('Asia/Riyadh');
  services = await siteRead<Row[]>(
    'menu_services',
    'filter[restaurant][slug][_eq]=saffron-house&sort=id&fields=id,title_en,title_ar',
  );
  const hours = await siteRead<Row[]>(
    'opening_hours',
    'filter[restaurant][slug][_eq]=saffron-house&fields=Day,opens_at,closes_at,closed_this_day',
  );
  // The flow below books a Tuesday at 19:30 and expects Monday closed: check the seed still says so.
  expect(hours.find((h) => h.Day === 'Monday')?.closed_this_day).toBe(true);
  expect(hours.find((h) => h.Day === 'Tuesday')).toMatchObject({
    opens_at: '12:00:00',
    closes_at: '23:30:00',
    closed_this_day: false,
  });
  expect(services.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

const LABELS = {
  en: {
    date: 'Select Date',
    time: 'Select Time',
    phone: 'Phone Number',
    guests: 'Number of Guests',
    service: 'Service',
    message: 'Message',
    submit: 'BOOK A TABLE',
  },
  ar: {
    date: 'اختر التاريخ',
    time: 'اختر الوقت',
    phone: 'رقم الجوال',
    guests: 'عدد الضيوف',
    service: 'الخدمة',
    message: 'رسالة',
    submit: 'احجز طاولة',
  },
};

async function fill(
  page: Page,
  language: 'en' | 'ar',
  values: Partial<Record<'date' | 'time' | 'phone' | 'guests' | 'message', string>>,
) {
  const form = page.getByTestId('reservation-form');
  for (const [field, value] of Object.entries(values))
    await form.getByLabel(LABELS[language][field as keyof typeof values], { exact: false }).fill(value);
}

async function submit(page: Page, language: 'en' | 'ar') {
  await page.getByTestId('reservation-form').getByRole('button', { name: LABELS[language].submit }).click();
}

/** A number in the CMS's international form (+966 …) as wa.me wants it: digits only. */
const digits = (n: unknown) => String(n).replace(/\D/g, '');

describe.each(['en', 'ar'] as const)('reservation page in %s', (language) => {
  it('shows the contact block from the CMS and the services in the select', async () => {
    const { page, uncaught, close } = await openLive(browser, '/reservation', { language });
    const description = String(restaurant[`description_${language}`]);
    await page
      .getByTestId('reservation-description')
      .filter({ hasText: description.slice(0, 30) })
      .waitFor();
    expect(await page.getByTestId('reservation-address').textContent()).toBe(restaurant[`address_${language}`]);
    expect(await page.getByTestId('reservation-contact').textContent()).toContain(String(restaurant.email_id));
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="reservation-form"] select option').length === n + 1,
      services.length,
    );
    const options = await page.$$eval('[data-testid="reservation-form"] select option', (o) =>
      o.map((x) => x.textContent),
    );
    expect(options.slice(1)).toEqual(services.map((s) => String((language === 'ar' && s.title_ar) || s.title_en)));
    expect(await page.locator('input[type="date"]').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(uncaught).toEqual([]);
    await close();
  });

  it('missing fields: the translated alert, everything typed kept, nothing opened', async () => {
    const { page, close } = await openLive(browser, '/reservation', { language, captureWindowOpen: true });
    await fill(page, language, { guests: '3', message: 'Window seat' });
    await submit(page, language);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toBe(
      language === 'en' ? 'Please fill in all required fields' : 'يرجى ملء جميع الحقول المطلوبة',
    );
    expect(await page.getByLabel(LABELS[language].message).inputValue()).toBe('Window seat');
    expect(await page.getByLabel(LABELS[language].guests, { exact: false }).inputValue()).toBe('3');
    expect(await openedCalls(page)).toEqual([]);
    await close();
  });

  it('refuses a closed day, a time outside the hours and a past date, naming the hours', async () => {
    const { page, close } = await openLive(browser, '/reservation', { language, captureWindowOpen: true });
    await fill(page, language, { date: nextWeekday(MONDAY), time: '19:30', phone: '0551234567', guests: '2' });
    await submit(page, language);
    expect(await page.getByRole('alert').textContent()).toBe(
      language === 'en'
        ? 'We are closed on Monday. Please choose another day.'
        : 'نحن مغلقون يوم الاثنين. يرجى اختيار يوم آخر.',
    );
    await fill(page, language, { date: nextWeekday(TUESDAY), time: '10:00' });
    await submit(page, language);
    expect(await page.getByRole('alert').textContent()).toBe(
      language === 'en'
        ? 'On Tuesday we are open from 12:00 PM to 11:30 PM. Please choose a time within these hours.'
        : 'نستقبلكم يوم الثلاثاء من 12:00 م إلى 11:30 م. يرجى اختيار وقت ضمن هذه الساعات.',
    );
    await fill(page, language, { date: '2020-01-07', time: '19:30' });
    await submit(page, language);
    expect(await page.getByRole('alert').textContent()).toBe(
      language === 'en'
        ? 'That date has passed. Please choose today or a later date.'
        : 'هذا التاريخ قد مضى. يرجى اختيار اليوم أو تاريخ لاحق.',
    );
    expect(await openedCalls(page)).toEqual([]);
    await close();
  });

  it('a valid request opens the exact wa.me address with the message in the visitor’s language', async () => {
    const { page, uncaught, close } = await openLive(browser, '/reservation', { language, captureWindowOpen: true });
    const service = services[0]!;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="reservation-form"] select option').length === n + 1,
      services.length,
    );
    const date = nextWeekday(TUESDAY);
    const note = 'Window & balcony #2 🎂\nسطر ثانٍ';
    await fill(page, language, { date, time: '19:30', phone: '+966 55 123 4567', guests: '4', message: note });
    await page.getByTestId('reservation-form').locator('select').selectOption(String(service.id));
    await submit(page, language);
    await page.getByTestId('reservation-sent').waitFor();
    const calls = await openedCalls(page);
    expect(calls).toHaveLength(1);
    const [url, target, features] = calls[0] as [string, string, string];
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const name = String(restaurant[`name_${language}`]);
    const serviceTitle = String((language === 'ar' && service.title_ar) || service.title_en);
    const expected =
      language === 'en'
        ? [
            `Hello ${name}, I would like to book a table.`,
            '',
            `📅 Date: ${date} (Tuesday)`,
            '🕒 Time: 7:30 PM (Arabian Standard Time)',
            '📞 Phone: +966 55 123 4567',
            '👥 Guests: 4',
            `🍽️ Service: ${serviceTitle}`,
            `📝 Message: ${note}`,
            '',
            'Please confirm my reservation. Thank you!',
          ]
        : [
            `مرحباً ${name}، أود حجز طاولة.`,
            '',
            `📅 التاريخ: ${date} (الثلاثاء)`,
            '🕒 الوقت: 7:30 م (التوقيت العربي الرسمي)',
            '📞 الجوال: +966 55 123 4567',
            '👥 عدد الضيوف: 4',
            `🍽️ الخدمة: ${serviceTitle}`,
            `📝 رسالة: ${note}`,
            '',
            'يرجى تأكيد حجزي. شكراً لكم!',
          ];
    const number = digits(restaurant.whatsapp_no);
    expect(url).toBe(`https://wa.me/${number}?text=${encodeURIComponent(expected.join('\n'))}`);
    expect(new URL(url).searchParams.get('text')).toBe(expected.join('\n'));
    expect(await page.getByTestId('reservation-sent').getAttribute('role')).toBe('status');
    expect(uncaught).toEqual([]);
    await close();
  });
});

describe('reservation page follows the CMS', () => {
  it('a changed WhatsApp number is used once published, local forms too; without one the phone number; without both nothing is sent', async () => {
    const admin = await cmsAdmin();
    try {
      await admin.update('restaurants', restaurant.id!, { whatsapp_no: '+966 50 999 8877' });
      await publishSite();
      let live = await openLive(browser, '/reservation', { captureWindowOpen: true });
      await live.page
        .getByTestId('reservation-description')
        .filter({ hasText: String(restaurant.description_en).slice(0, 20) })
        .waitFor();
      await fill(live.page, 'en', { date: nextWeekday(TUESDAY), time: '20:00', phone: '0551234567', guests: '2' });
      await submit(live.page, 'en');
      // The form's machine may still be loading at the first click: wait for what the visitor sees.
      await live.page.getByTestId('reservation-sent').waitFor();
      expect(String((await openedCalls(live.page))[0]![0])).toMatch(/^https:\/\/wa\.me\/966509998877\?text=/);
      await live.close();

      // Typed the local way: the restaurant's country code is put in front.
      await admin.update('restaurants', restaurant.id!, { whatsapp_no: '050 999 8877' });
      await publishSite();
      live = await openLive(browser, '/reservation', { captureWindowOpen: true });
      await fill(live.page, 'en', { date: nextWeekday(TUESDAY), time: '20:00', phone: '0551234567', guests: '2' });
      await submit(live.page, 'en');
      await live.page.getByTestId('reservation-sent').waitFor();
      expect(String((await openedCalls(live.page))[0]![0])).toMatch(/^https:\/\/wa\.me\/966509998877\?text=/);
      await live.close();

      await admin.update('restaurants', restaurant.id!, { whatsapp_no: null });
      await publishSite();
      live = await openLive(browser, '/reservation', { captureWindowOpen: true });
      await live.page
        .getByTestId('reservation-description')
        .filter({ hasText: String(restaurant.description_en).slice(0, 20) })
        .waitFor();
      await fill(live.page, 'en', { date: nextWeekday(TUESDAY), time: '20:00', phone: '0551234567', guests: '2' });
      await submit(live.page, 'en');
      await live.page.getByTestId('reservation-sent').waitFor();
      expect(String((await openedCalls(live.page))[0]![0])).toMatch(
        new RegExp(`^https://wa\\.me/${digits(restaurant.phone_no)}\\?text=`),
      );
      await live.close();

      // Neither: the form says so and nothing is sent (never a made-up number).
      await admin.update('restaurants', restaurant.id!, { phone_no: null });
      await publishSite();
      live = await openLive(browser, '/reservation', { captureWindowOpen: true });
      await fill(live.page, 'en', { date: nextWeekday(TUESDAY), time: '20:00', phone: '0551234567', guests: '2' });
      await submit(live.page, 'en');
      await live.page.getByRole('alert').filter({ hasText: 'no WhatsApp number on this site' }).waitFor();
      expect(await openedCalls(live.page)).toEqual([]);
      await live.close();
    } finally {
      await admin.update('restaurants', restaurant.id!, {
        whatsapp_no: restaurant.whatsapp_no,
        phone_no: restaurant.phone_no,
      });
      await publishSite();
    }
  });

  it('markup in the description is shown as text and never runs', async () => {
    const admin = await cmsAdmin();
    try {
      await admin.update('restaurants', restaurant.id!, { description_en: HOSTILE_TEXT });
      await publishSite();
      const { page, uncaught, close } = await openLive(browser, '/reservation');
      await page.getByTestId('reservation-description').filter({ hasText: '<script>' }).waitFor();
      await page.waitForTimeout(500);
      expect(
        await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
      ).toBeUndefined();
      expect(uncaught).toEqual([]);
      await close();
    } finally {
      await admin.update('restaurants', restaurant.id!, { description_en: restaurant.description_en });
      await publishSite();
    }
  });
});

describe('reservation page with the CMS unreachable', () => {
  // The page carries the published restaurant (address, WhatsApp number, hours); with the CMS
  // unreachable the form still validates and books through it.
  it.each(['en', 'ar'] as const)('shows the published restaurant and still validates (%s)', async (language) => {
    const { page, uncaught, close } = await openLive(browser, '/reservation', {
      language,
      blockCms: true,
      captureWindowOpen: true,
    });
    await page
      .getByTestId('reservation-address')
      .filter({ hasNotText: language === 'en' ? 'Loading...' : 'جارٍ التحميل...' })
      .waitFor();
    expect(await page.getByTestId('reservation-address').textContent()).toBe(String(restaurant[`address_${language}`]));
    await submit(page, language);
    await page.getByRole('alert').waitFor();
    await fill(page, language, { date: nextWeekday(TUESDAY), time: '19:30', phone: '0551234567', guests: '2' });
    await submit(page, language);
    await page.getByTestId('reservation-sent').waitFor();
    expect(String((await openedCalls(page))[0]![0])).toMatch(
      new RegExp(`^https://wa\\.me/${digits(restaurant.whatsapp_no)}\\?text=`),
    );
    expect(uncaught).toEqual([]);
    await close();
  });
});
