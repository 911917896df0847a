/**
 * Ordering the way a restaurant takes orders, in Chromium against the real CMS, English and
 * Arabic, with the browser in another time zone than the restaurant (Riyadh) and its clock set:
 * delivery with its fee and minimum, dine-in from a table's QR link, ordering while closed,
 * local-form and missing WhatsApp numbers, and the confirmation page with Order again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, launchBrowser, publishSite, siteRead, whenReady } from './browser';
import { openedCalls, openLive } from './live-helpers';
import { CART_PAGE, MENU_PAGE, ORDER_PAGE, dishPage } from './pages';
import { dishes, price, sar, type DishRow } from './shop-helpers';

interface RestaurantRow {
  id: number;
  name_en: string;
  name_ar: string;
  whatsapp_no: string | null;
  phone_no: string | null;
  delivery_fee: string | number;
  delivery_minimum: string | number;
  ordering_when_closed: string;
}

/** Tuesday 24 November 2026, 14:00 in Riyadh: open (the seeded Tuesday is 12:00–23:30). */
const TUESDAY_AFTERNOON = new Date('2026-11-24T14:00:00+03:00');
/** Monday 23 November 2026, 14:00 in Riyadh: the seeded Monday is closed. */
const MONDAY_AFTERNOON = new Date('2026-11-23T14:00:00+03:00');
/** The visitor's browser is in New York, eight hours behind the restaurant. */
const ABROAD = 'America/New_York';

let browser: Browser;
let restaurant: RestaurantRow;
/** A dish without sizes, cheaper than the delivery minimum. */
let plain: DishRow;

beforeAll(async () => {
  browser = await launchBrowser();
  [restaurant] = (await siteRead<RestaurantRow[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,name_ar,whatsapp_no,phone_no,delivery_fee,delivery_minimum,ordering_when_closed',
  )) as [RestaurantRow];
  const minimum = price(restaurant.delivery_minimum);
  plain = (await dishes()).find(
    (d) => d.variants.length === 0 && price(d.default_price) > 0 && price(d.default_price) < minimum,
  )!;
  expect(plain, 'seed has a dish without sizes under the delivery minimum').toBeTruthy();
  expect(price(restaurant.delivery_fee)).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

const words = {
  en: {
    add: 'Add to cart',
    added: 'Item added to cart!',
    checkout: /Order on WhatsApp/,
    pickup: /Pickup/,
    delivery: /Delivery/,
    dineIn: /Dine-in/,
    name: 'Your name',
    phone: 'Phone number',
    address: 'Street, building and flat',
    address2: 'District, city and directions (optional)',
    national: 'Short National Address (optional)',
    locate: /Add my location/,
    slot: 'Time',
    table: 'Table number',
  },
  ar: {
    add: 'أضف إلى السلة',
    added: 'تم إضافة العنصر إلى السلة!',
    checkout: /اطلب عبر واتساب/,
    pickup: /استلام من المطعم/,
    delivery: /توصيل/,
    dineIn: /في المطعم/,
    name: 'اسمك',
    phone: 'رقم الجوال',
    address: 'الشارع والمبنى والشقة',
    address2: 'الحي والمدينة والإرشادات (اختياري)',
    national: 'العنوان الوطني المختصر (اختياري)',
    locate: /أضف موقعي/,
    slot: 'الوقت',
    table: 'رقم الطاولة',
  },
} as const;

const nameOf = (row: { name_en: string; name_ar: string }, language: 'en' | 'ar') =>
  language === 'ar' && row.name_ar ? row.name_ar : row.name_en;

/** Adds the plain dish `quantity` times from its page. */
async function addPlain(page: Page, language: 'en' | 'ar', quantity: number) {
  await page.goto(new URL(localizePath(dishPage(plain.id), language), page.url()).href);
  await whenReady(page);
  await page.getByRole('spinbutton').fill(String(quantity));
  await page.getByRole('spinbutton').blur();
  await page.getByRole('button', { name: words[language].add }).click();
  await page.getByRole('status').filter({ hasText: words[language].added }).waitFor();
}

async function toCart(page: Page, language: 'en' | 'ar') {
  await page.goto(new URL(localizePath(CART_PAGE, language), page.url()).href);
  await whenReady(page);
  await page.getByTestId('cart-line').first().waitFor();
}

/** Presses the order button once the live prices are in. */
async function order(page: Page, language: 'en' | 'ar') {
  const button = page.getByRole('button', { name: words[language].checkout });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

const openedUrls = async (page: Page) => (await openedCalls(page)).map((call) => String(call[0]));

async function openedUrl(page: Page): Promise<URL> {
  const calls = await openedCalls(page, { atLeast: 1 });
  expect(calls).toHaveLength(1);
  return new URL(String(calls[0]![0]));
}

const waNumber = (typed: string | null) => (typed ?? '').replace(/\D/g, '');
const numberOf = (text: string) => /^(?:Order|طلب رقم) ([A-Z]{2}-[2-9A-Z]{5})\n/.exec(text)?.[1] ?? '';

describe.each(['en', 'ar'] as const)('ordering in %s', (language) => {
  it('delivery: asks for the address, enforces the minimum, adds the fee and the map pin', async () => {
    const { page, context, uncaught, close } = await openLive(browser, localizePath(MENU_PAGE, language), {
      language,
      captureWindowOpen: true,
      now: TUESDAY_AFTERNOON,
      timezoneId: ABROAD,
    });
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 24.6951, longitude: 46.6753 });
      await addPlain(page, language, 1);
      await toCart(page, language);
      await page.getByRole('radio', { name: words[language].delivery }).check();
      await page.getByLabel(words[language].name).fill(language === 'en' ? 'Sara' : 'سارة');
      await page.getByLabel(words[language].phone).fill(language === 'en' ? '055 123 4567' : '٠٥٥ ١٢٣ ٤٥٦٧');
      await page.getByLabel(words[language].address).fill('King Fahd Rd 12, flat 4');
      await page.getByLabel(words[language].address2).fill('Al Olaya, Riyadh');
      await page.getByLabel(words[language].national).fill('rrrd2929');
      await page.getByRole('button', { name: words[language].locate }).click();
      await page.getByRole('link', { name: language === 'en' ? 'See it on the map' : 'اعرضه على الخريطة' }).waitFor();

      // Under the minimum: said plainly, nothing sent.
      await order(page, language);
      const unit = price(plain.default_price);
      const minimum = price(restaurant.delivery_minimum);
      const missing = sar(minimum - unit, language);
      await page
        .getByRole('alert')
        .filter({ hasText: language === 'en' ? `Add ${missing} more` : `أضف ${missing}` })
        .waitFor();
      expect(await openedUrls(page)).toEqual([]);

      const quantity = Math.ceil(minimum / unit);
      await page.getByRole('spinbutton').fill(String(quantity));
      const fee = price(restaurant.delivery_fee);
      expect(await page.getByTestId('cart-fee').textContent()).toBe(sar(fee, language));
      expect(await page.getByTestId('cart-total').textContent()).toBe(sar(unit * quantity + fee, language));
      await order(page, language);
      const url = await openedUrl(page);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${waNumber(restaurant.whatsapp_no)}`);
      const text = url.searchParams.get('text')!;
      const number = numberOf(text);
      const line = `1. ${nameOf(plain, language)}`;
      expect(text).toBe(
        language === 'en'
          ? [
              `Order ${number}`,
              `Hello ${restaurant.name_en}, I would like to place an order:`,
              [
                'Order type: Delivery',
                'Time: As soon as possible',
                'Name: Sara',
                'Phone: 055 123 4567',
                'Address: King Fahd Rd 12, flat 4, Al Olaya, Riyadh',
                'National address: RRRD2929',
                'Location: https://maps.google.com/?q=24.695100,46.675300',
              ].join('\n'),
              `${line}\nQuantity: ${quantity}\nPrice: ${sar(unit, 'en')}\nSubtotal: ${sar(unit * quantity, 'en')}`,
              `Order subtotal: ${sar(unit * quantity, 'en')}\nDelivery fee: ${sar(fee, 'en')}\nTotal: ${sar(unit * quantity + fee, 'en')}`,
              'Please confirm my order and let me know when it will be ready. Thank you!',
            ].join('\n\n')
          : [
              `طلب رقم ${number}`,
              `مرحبًا ${restaurant.name_ar}، أرغب في تقديم طلب:`,
              [
                'نوع الطلب: توصيل',
                'الوقت: في أقرب وقت',
                'الاسم: سارة',
                'الجوال: 055 123 4567',
                'العنوان: King Fahd Rd 12, flat 4، Al Olaya, Riyadh',
                'العنوان الوطني: RRRD2929',
                'الموقع: https://maps.google.com/?q=24.695100,46.675300',
              ].join('\n'),
              `${line}\nالكمية: ${quantity}\nالسعر: ${sar(unit, 'ar')}\nالمجموع الفرعي: ${sar(unit * quantity, 'ar')}`,
              `مجموع الأطباق: ${sar(unit * quantity, 'ar')}\nرسوم التوصيل: ${sar(fee, 'ar')}\nالإجمالي: ${sar(unit * quantity + fee, 'ar')}`,
              'يرجى تأكيد طلبي وإعلامي متى يكون جاهزًا. شكرًا لكم!',
            ].join('\n\n'),
      );
      // The confirmation page names it, with the same chat to send again.
      await page.waitForURL((address) => address.pathname === localizePath(ORDER_PAGE, language));
      const sent = page.getByTestId('order-sent');
      await sent.waitFor();
      expect(await sent.getByRole('heading', { level: 2 }).textContent()).toBe(
        language === 'en' ? `Order ${number}` : `الطلب ${number}`,
      );
      expect(
        await sent.getByRole('link', { name: language === 'en' ? /Send again/ : /أرسل مرة أخرى/ }).getAttribute('href'),
      ).toBe(url.href);
      expect(await page.getByTestId('order-sent-total').textContent()).toBe(sar(unit * quantity + fee, language));
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });

  it('dine-in from a table’s QR link: the header names the table and the order goes to it', async () => {
    const { page, uncaught, close } = await openLive(browser, `${localizePath('/', language)}?table=7`, {
      language,
      captureWindowOpen: true,
      now: TUESDAY_AFTERNOON,
      timezoneId: ABROAD,
    });
    try {
      const badge = page.getByTestId('table-badge').first();
      await badge.waitFor();
      expect((await badge.textContent())?.trim()).toBe(language === 'en' ? 'Table 7' : 'طاولة 7');
      // The parameter is taken out of the address: a shared link seats nobody.
      expect(new URL(page.url()).search).toBe('');
      await addPlain(page, language, 2);
      await toCart(page, language);
      expect(await page.getByRole('radio', { name: words[language].dineIn }).isChecked()).toBe(true);
      expect(await page.getByLabel(words[language].table).inputValue()).toBe('7');
      await order(page, language);
      const text = (await openedUrl(page)).searchParams.get('text')!;
      expect(text.split('\n\n')[2]).toBe(
        language === 'en' ? 'Order type: Dine-in\nTable: 7' : 'نوع الطلب: في المطعم\nالطاولة: 7',
      );
      expect(
        text.endsWith(
          language === 'en' ? 'Please confirm my order for my table. Thank you!' : 'يرجى تأكيد طلبي لطاولتي. شكرًا لكم!',
        ),
      ).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });

  it('while closed, offers times when it is open (restaurant clock), never “as soon as possible”', async () => {
    const { page, close } = await openLive(browser, localizePath(MENU_PAGE, language), {
      language,
      captureWindowOpen: true,
      now: MONDAY_AFTERNOON,
      timezoneId: ABROAD,
    });
    try {
      await addPlain(page, language, 1);
      await toCart(page, language);
      await page.getByRole('radio', { name: words[language].pickup }).check();
      // Dine-in needs the restaurant open; so does "as soon as possible".
      expect(await page.getByRole('radio', { name: words[language].dineIn }).count()).toBe(0);
      expect(
        await page.getByRole('radio', { name: language === 'en' ? 'As soon as possible' : 'في أقرب وقت' }).count(),
      ).toBe(0);
      await order(page, language);
      await page
        .getByRole('alert')
        .filter({ hasText: language === 'en' ? 'Choose when you would like your order.' : 'اختر موعد طلبك.' })
        .waitFor();
      const select = page.getByLabel(words[language].slot, { exact: true });
      // The first slot: Tuesday 12:00 opening plus the kitchen's 20 minutes, rounded to 12:30.
      expect(await select.locator('option').nth(1).getAttribute('value')).toBe('2026-11-24T12:30');
      await select.selectOption('2026-11-24T12:30');
      await order(page, language);
      const text = (await openedUrl(page)).searchParams.get('text')!;
      expect(text.split('\n\n')[2]).toBe(
        language === 'en'
          ? 'Order type: Pickup\nTime: Tue 24 Nov, 12:30 PM'
          : 'نوع الطلب: استلام من المطعم\nالوقت: الثلاثاء 24 نوفمبر، 12:30 م',
      );
    } finally {
      await close();
    }
  });
});

describe('ordering follows the CMS', () => {
  it('takes no order while closed when the owner switched that off, and says when it opens', async () => {
    const admin = await cmsAdmin();
    try {
      await admin.update('restaurants', restaurant.id, { ordering_when_closed: 'off' });
      await publishSite();
      const { page, close } = await openLive(browser, MENU_PAGE, {
        captureWindowOpen: true,
        now: MONDAY_AFTERNOON,
        timezoneId: ABROAD,
      });
      try {
        await addPlain(page, 'en', 1);
        await toCart(page, 'en');
        await page
          .getByRole('alert')
          .filter({
            hasText: 'We’re closed and not taking orders right now. Ordering opens again on Tuesday at 12:00 PM.',
          })
          .waitFor();
        expect(await page.getByRole('button', { name: words.en.checkout }).isDisabled()).toBe(true);
        expect(await page.getByTestId('order-form').count()).toBe(0);
      } finally {
        await close();
      }
    } finally {
      await admin.update('restaurants', restaurant.id, { ordering_when_closed: restaurant.ordering_when_closed });
      await publishSite();
    }
  });

  it('sends to a number typed the local way, and with no number says so and sends nothing', async () => {
    const admin = await cmsAdmin();
    try {
      await admin.update('restaurants', restaurant.id, { whatsapp_no: '055 218 4470' });
      await publishSite();
      let live = await openLive(browser, MENU_PAGE, { captureWindowOpen: true, now: TUESDAY_AFTERNOON });
      await addPlain(live.page, 'en', 1);
      await toCart(live.page, 'en');
      await live.page.getByRole('radio', { name: words.en.pickup }).check();
      await order(live.page, 'en');
      const url = await openedUrl(live.page);
      expect(url.origin + url.pathname).toBe('https://wa.me/966552184470');
      await live.close();

      await admin.update('restaurants', restaurant.id, { whatsapp_no: null, phone_no: null });
      await publishSite();
      live = await openLive(browser, localizePath(MENU_PAGE, 'ar'), {
        language: 'ar',
        captureWindowOpen: true,
        now: TUESDAY_AFTERNOON,
      });
      await addPlain(live.page, 'ar', 1);
      await toCart(live.page, 'ar');
      await live.page.getByRole('radio', { name: words.ar.pickup }).check();
      await order(live.page, 'ar');
      await live.page.getByRole('alert').filter({ hasText: 'لا يوجد رقم واتساب للمطعم على هذا الموقع' }).waitFor();
      expect(await openedUrls(live.page)).toEqual([]);
      // Nothing was sent, so the cart is kept.
      expect(await live.page.getByTestId('cart-line').count()).toBe(1);
      await live.close();
    } finally {
      await admin.update('restaurants', restaurant.id, {
        whatsapp_no: restaurant.whatsapp_no,
        phone_no: restaurant.phone_no,
      });
      await publishSite();
    }
  });

  it('shows Arabic-Indic digits on Arabic pages when the restaurant chooses them, and every number field takes both', async () => {
    const admin = await cmsAdmin();
    const indic = (n: string) => n.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    try {
      await admin.update('restaurants', restaurant.id, { arabic_digits: true });
      await publishSite();
      const { page, close } = await openLive(browser, localizePath(MENU_PAGE, 'ar'), {
        language: 'ar',
        captureWindowOpen: true,
        now: TUESDAY_AFTERNOON,
      });
      try {
        await page.goto(new URL(localizePath(dishPage(plain.id), 'ar'), page.url()).href);
        await whenReady(page);
        // Typed in Arabic-Indic digits: a browser's number field would drop them.
        await page.getByRole('spinbutton').fill('٢');
        await page.getByRole('spinbutton').blur();
        await page.getByRole('button', { name: words.ar.add }).click();
        await page.getByRole('status').filter({ hasText: words.ar.added }).waitFor();
        await toCart(page, 'ar');
        const unit = price(plain.default_price);
        expect(await page.getByTestId('cart-total').textContent()).toBe(indic(sar(unit * 2, 'ar')));
        await page.getByRole('spinbutton').fill('٣');
        expect(await page.getByTestId('cart-total').textContent()).toBe(indic(sar(unit * 3, 'ar')));
        await page.getByRole('radio', { name: words.ar.pickup }).check();
        await order(page, 'ar');
        const text = (await openedUrl(page)).searchParams.get('text')!;
        expect(text).toContain(`الكمية: ${indic('3')}`);
        expect(text).toContain(`الإجمالي: ${indic(sar(unit * 3, 'ar'))}`);
      } finally {
        await close();
      }
      // English pages keep Western digits.
      const english = await openLive(browser, dishPage(plain.id), { now: TUESDAY_AFTERNOON });
      expect(await english.page.getByTestId('item-total').textContent()).toBe(sar(price(plain.default_price), 'en'));
      await english.close();
    } finally {
      await admin.update('restaurants', restaurant.id, { arabic_digits: false });
      await publishSite();
    }
  });

  it('orders again from the confirmation page at today’s prices, naming a dish that is gone', async () => {
    const admin = await cmsAdmin();
    const [other] = (await dishes()).filter((d) => d.id !== plain.id && d.variants.length === 0);
    expect(other).toBeTruthy();
    const { page, close } = await openLive(browser, MENU_PAGE, { captureWindowOpen: true, now: TUESDAY_AFTERNOON });
    try {
      await addPlain(page, 'en', 2);
      await page.goto(new URL(dishPage(other!.id), page.url()).href);
      await whenReady(page);
      await page.getByRole('button', { name: words.en.add }).click();
      await page.getByRole('status').filter({ hasText: words.en.added }).waitFor();
      await toCart(page, 'en');
      await page.getByRole('radio', { name: words.en.pickup }).check();
      await order(page, 'en');
      const number = numberOf((await openedUrl(page)).searchParams.get('text')!);
      await page.getByTestId('order-sent').waitFor();
      expect(await page.getByTestId('cart-count').first().textContent()).toBe('0');

      // The other dish leaves the menu; the plain one costs more today.
      await admin.update('menu_items', other!.id, { publish_status: 'draft' });
      await admin.update('menu_items', plain.id, { default_price: price(plain.default_price) + 2 });
      await publishSite();
      await page.goto(new URL(ORDER_PAGE, page.url()).href);
      await whenReady(page);
      await page.getByRole('button', { name: `Order again: ${number}` }).click();
      await page
        .getByTestId('reorder-notice')
        .filter({ hasText: `No longer on the menu, so not added: ${other!.name_en}.` })
        .waitFor();
      expect(await page.getByTestId('cart-count').first().textContent()).toBe('2');
      await page.getByTestId('reorder-notice').getByRole('link', { name: 'View cart' }).click();
      await page.getByTestId('cart-line').first().waitFor();
      expect(await page.getByTestId('cart-total').textContent()).toBe(sar((price(plain.default_price) + 2) * 2, 'en'));
    } finally {
      await admin.update('menu_items', other!.id, { publish_status: 'published' });
      await admin.update('menu_items', plain.id, { default_price: plain.default_price });
      await publishSite();
      await close();
    }
  });
});
