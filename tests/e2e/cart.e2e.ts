/** Cart (/shop/cart) against the seeded CMS: merging, header count, totals, storage, quantity and remove, and the exact WhatsApp checkout. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, launchBrowser, siteRead, publishSite, whenReady, workerInCharge } from './browser';
import { openedCalls, openLive } from './live-helpers';
import { CART_PAGE, MENU_PAGE, ORDER_PAGE, dishPage, endingWith } from './pages';

/** A Tuesday afternoon at the restaurant (the seeded Tuesday is open 12:00–23:30, Riyadh time). */
const OPEN_NOW = new Date('2026-11-24T14:00:00+03:00');
import { dishes, price, sar, type DishRow } from './shop-helpers';

interface RestaurantRow {
  name_en: string;
  name_ar: string;
  whatsapp_no: string | null;
  phone_no: string | null;
}

let browser: Browser;
let dish: DishRow;
let restaurant: RestaurantRow;

beforeAll(async () => {
  browser = await launchBrowser();
  dish = (await dishes()).find((d) => d.variants.length >= 2 && d.addons.length >= 1)!;
  expect(dish, 'seed has a dish with sizes and add-ons').toBeTruthy();
  [restaurant] = (await siteRead<RestaurantRow[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=name_en,name_ar,whatsapp_no,phone_no',
  )) as [RestaurantRow];
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
    empty: 'Cart is empty!',
    shopNow: 'Shop Now',
  },
  ar: {
    add: 'أضف إلى السلة',
    added: 'تم إضافة العنصر إلى السلة!',
    checkout: /اطلب عبر واتساب/,
    pickup: /استلام من المطعم/,
    empty: 'السلة فارغة!',
    shopNow: 'تسوّق الآن',
  },
};

/** Chooses the second size and the first add-on, sets the quantity and adds. */
async function addDish(page: Page, language: 'en' | 'ar', quantity: number) {
  const pick = (row: { name_en: string; name_ar: string }) =>
    language === 'ar' && row.name_ar ? row.name_ar : row.name_en;
  await page.goto(new URL(dishPage(dish.id), page.url()).href);
  await whenReady(page);
  await page.getByRole('radio', { name: new RegExp(pick(dish.variants[1]!.menu_variants_id)) }).check();
  await page.getByRole('checkbox', { name: new RegExp(pick(dish.addons[0]!.menu_addons_id)) }).check();
  await page.getByRole('spinbutton').fill(String(quantity));
  await page.getByRole('spinbutton').blur();
  await page.getByRole('button', { name: words[language].add }).click();
  await page.getByRole('status').filter({ hasText: words[language].added }).waitFor();
}

/**
 * The WhatsApp message of a pickup order, as soon as possible, of the second size and first
 * add-on; `number` is the order number the page made up.
 */
function expectedMessage(language: 'en' | 'ar', quantity: number, sizePrice: number, number: string): string {
  const size = dish.variants[1]!.menu_variants_id;
  const addon = dish.addons[0]!.menu_addons_id;
  const unit = sizePrice + price(addon.price);
  if (language === 'en')
    return [
      `Order ${number}`,
      `Hello ${restaurant.name_en}, I would like to place an order:`,
      'Order type: Pickup\nTime: As soon as possible',
      `1. ${dish.name_en}\nSize: ${size.name_en}\nAdd-ons: ${addon.name_en}\nQuantity: ${quantity}\nPrice: ${sar(unit, 'en')}\nSubtotal: ${sar(unit * quantity, 'en')}`,
      `Total: ${sar(unit * quantity, 'en')}`,
      'Please confirm my order and let me know when it will be ready. Thank you!',
    ].join('\n\n');
  return [
    `طلب رقم ${number}`,
    `مرحبًا ${restaurant.name_ar}، أرغب في تقديم طلب:`,
    'نوع الطلب: استلام من المطعم\nالوقت: في أقرب وقت',
    `1. ${dish.name_ar}\nالحجم: ${size.name_ar}\nالإضافات: ${addon.name_ar}\nالكمية: ${quantity}\nالسعر: ${sar(unit, 'ar')}\nالمجموع الفرعي: ${sar(unit * quantity, 'ar')}`,
    `الإجمالي: ${sar(unit * quantity, 'ar')}`,
    'يرجى تأكيد طلبي وإعلامي متى يكون جاهزًا. شكرًا لكم!',
  ].join('\n\n');
}

/** The order number at the top of a message. */
const numberOf = (text: string) => /^(?:Order|طلب رقم) ([A-Z]{2}-[2-9A-Z]{5})\n/.exec(text)?.[1] ?? '';

/** The seeded number (international form, +966 …) as wa.me wants it: digits only. */
const waNumber = () => (restaurant.whatsapp_no || restaurant.phone_no || '').replace(/\D/g, '');

async function opened(page: Page): Promise<string[]> {
  return (await openedCalls(page, { atLeast: 1 }))[0]!.map(String);
}

describe.each(['en', 'ar'] as const)('cart in %s', (language) => {
  it('merges the same choice added twice, counts it in the header, survives reload and checks out on WhatsApp', async () => {
    const { page, uncaught, close } = await openLive(browser, MENU_PAGE, {
      language,
      captureWindowOpen: true,
      now: OPEN_NOW,
      timezoneId: 'Europe/Berlin',
    });
    await addDish(page, language, 1);
    await addDish(page, language, 2);
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('3');
    await page
      .getByRole('link', { name: language === 'ar' ? /السلة/ : /Cart/ })
      .first()
      .click();
    await page.waitForURL(endingWith(CART_PAGE));
    const unit = price(dish.variants[1]!.menu_variants_id.price) + price(dish.addons[0]!.menu_addons_id.price);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByRole('spinbutton').inputValue()).toBe('3');
    expect(await page.getByTestId('cart-total').textContent()).toBe(sar(unit * 3, language));
    expect(
      await page.getByRole('link', { name: language === 'ar' ? dish.name_ar : dish.name_en }).getAttribute('href'),
    ).toBe(localizePath(dishPage(dish.id), language));

    await page.reload();
    await whenReady(page);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(sar(unit * 3, language));
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('3');

    await page.getByRole('radio', { name: words[language].pickup }).check();
    const checkout = page.getByRole('button', { name: words[language].checkout });
    await expect.poll(() => checkout.isEnabled()).toBe(true);
    await checkout.click();
    const [url, target] = await opened(page);
    expect(target).toBe('_blank');
    const text = new URL(url!).searchParams.get('text')!;
    const message = expectedMessage(language, 3, price(dish.variants[1]!.menu_variants_id.price), numberOf(text));
    expect(url).toBe(`https://wa.me/${waNumber()}?text=${encodeURIComponent(message)}`);
    // Sent: the cart is empty and the confirmation page names the order.
    await page.waitForURL(endingWith(`${localizePath(ORDER_PAGE, language)}?number=${numberOf(text)}`));
    await page.getByTestId('order-sent').waitFor();
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('0');
    expect(uncaught).toEqual([]);
    await close();
  });

  it('with dishes in the saved cart, every page still hydrates from its HTML: sections and footer come alive', async () => {
    const { page, close } = await openLive(browser, MENU_PAGE, {
      language,
      now: OPEN_NOW,
      timezoneId: 'Europe/Berlin',
    });
    await addDish(page, language, 1);
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[hydrate]')) hydration.push(message.text());
    });
    await page.goto(new URL(localizePath('/', language), page.url()).href);
    await whenReady(page);
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('1');
    // Every island below the fold hydrates as the visitor scrolls to it, and the footer is its HTML.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((slot) => slot.hasAttribute('data-live')),
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('.section-pending').count()).toBe(0);
    expect(hydration).toEqual([]);
    await close();
  });

  it('shows the empty cart with Shop Now, and "Cart is empty!" on checkout', async () => {
    const { page, close } = await openLive(browser, CART_PAGE, { language, captureWindowOpen: true });
    await page.getByRole('link', { name: words[language].shopNow }).waitFor();
    expect(await page.getByRole('link', { name: words[language].shopNow }).getAttribute('href')).toBe(
      localizePath(MENU_PAGE, language),
    );
    await page.getByRole('button', { name: words[language].checkout }).click();
    await page.getByRole('alert').filter({ hasText: words[language].empty }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.length)).toBe(0);
    await close();
  });
});

describe('cart rules', () => {
  it('changes quantity (ignoring values below 1), removes lines, and keeps tabs in step', async () => {
    const { page, context, close } = await openLive(browser, MENU_PAGE, { language: 'en' });
    await addDish(page, 'en', 1);
    const other = await context.newPage();
    await other.goto(new URL(CART_PAGE, page.url()).href);
    await whenReady(other);
    await other.getByTestId('cart-line').first().waitFor();
    const unit = price(dish.variants[1]!.menu_variants_id.price) + price(dish.addons[0]!.menu_addons_id.price);
    const qty = other.getByRole('spinbutton');
    await qty.fill('0');
    expect(await other.getByTestId('cart-total').textContent()).toBe(sar(unit, 'en'));
    await qty.fill('4');
    expect(await other.getByTestId('cart-total').textContent()).toBe(sar(unit * 4, 'en'));
    // The first tab follows through the storage event.
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '4');
    await other.getByRole('button', { name: `Remove ${dish.name_en}` }).click();
    await other.getByRole('link', { name: 'Shop Now' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '0');
    await close();
  });

  it('re-reads prices at checkout: a changed price is shown and confirmed before sending', async () => {
    const admin = await cmsAdmin();
    const size = dish.variants[1]!.menu_variants_id;
    // With the offline worker, as a visitor has it: the cart opened after the publish meets the
    // publish's worker taking over, and the order must still reach its confirmation page
    // (src/sw/settled.ts).
    const { page, close } = await openLive(browser, MENU_PAGE, {
      language: 'en',
      captureWindowOpen: true,
      now: OPEN_NOW,
    });
    await addDish(page, 'en', 2);
    const raised = price(size.price) + 7.5;
    try {
      await admin.update('menu_variants', size.id, { price: raised });
      const version = await publishSite();
      await page.goto(new URL(CART_PAGE, page.url()).href);
      await whenReady(page);
      // The visitor reads the cart while the publish's worker takes over, which it must finish
      // before the order's confirmation, a navigation, can be answered.
      await workerInCharge(page, version);
      await page.getByRole('radio', { name: words.en.pickup }).check();
      const checkout = page.getByRole('button', { name: words.en.checkout });
      await expect.poll(() => checkout.isEnabled()).toBe(true);
      await checkout.click();
      await page.getByTestId('cart-review').waitFor();
      const unit = raised + price(dish.addons[0]!.menu_addons_id.price);
      expect(await page.getByTestId('cart-review-total').textContent()).toBe(sar(unit * 2, 'en'));
      expect(await page.getByTestId('cart-total').textContent()).toBe(sar(unit * 2, 'en'));
      expect(await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.length)).toBe(0);
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      const [url] = await opened(page);
      const text = new URL(url!).searchParams.get('text')!;
      expect(text).toBe(expectedMessage('en', 2, raised, numberOf(text)));
    } finally {
      await admin.update('menu_variants', size.id, { price: size.price });
      await publishSite();
      await close();
    }
  });
});
