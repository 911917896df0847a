/**
 * The site with the keyboard alone, in Chromium, in English and Arabic: the whole order (find a
 * dish from the menu, choose a size and an add-on, add it, open the cart, change the quantity,
 * send the order to WhatsApp) and the table booking, with Tab, Shift+Tab, Enter, Space, the arrow
 * keys and typing only; controls are found by role and accessible name. Then a Tab walk through
 * the main pages at phone and laptop widths: each element that gets focus shows a visible focus
 * style (WCAG 2.4.7) and is never under the sticky header or any other bar fixed on screen
 * (WCAG 2.4.11).
 */
import type { Browser, JSHandle, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { launchBrowser, siteRead } from './browser';
import { nextWeekday, openedCalls, openLive } from './live-helpers';
import { CART_PAGE, MENU_PAGE, dishPage, endingWith } from './pages';
import { dishes, price, sar, type DishRow } from './shop-helpers';

interface RestaurantRow {
  whatsapp_no: string | null;
  phone_no: string | null;
}
interface ServiceRow {
  id: number;
  title_en: string;
  title_ar: string | null;
}

let browser: Browser;
let dish: DishRow;
let restaurant: RestaurantRow;
let services: ServiceRow[];

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await dishes()).find((d) => d.variants.length >= 2 && d.addons.length >= 1);
  if (!found) throw new Error('the seeded CMS has no dish with sizes and add-ons');
  dish = found;
  [restaurant] = (await siteRead<RestaurantRow[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=whatsapp_no,phone_no',
  )) as [RestaurantRow];
  services = await siteRead<ServiceRow[]>(
    'menu_services',
    'filter[restaurant][slug][_eq]=saffron-house&sort=id&fields=id,title_en,title_ar',
  );
  expect(services.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

const WORDS = {
  en: {
    search: 'Search',
    add: 'Add to cart',
    added: 'Item added to cart!',
    cart: 'Cart, 1 item',
    quantityOf: (name: string) => `Quantity of ${name}`,
    checkout: /Order on WhatsApp/,
    pickup: /Pickup/,
    date: 'Select Date',
    time: 'Select Time',
    phone: 'Phone Number',
    guests: 'Number of Guests',
    service: 'Service',
    message: 'Message',
    book: 'BOOK A TABLE',
    quantityLine: 'Quantity: 2',
    openMenu: 'Open menu',
    openSearch: 'Open search',
  },
  ar: {
    search: 'بحث',
    add: 'أضف إلى السلة',
    added: 'تم إضافة العنصر إلى السلة!',
    cart: 'السلة، 1 عنصر',
    quantityOf: (name: string) => `كمية ${name}`,
    checkout: /اطلب عبر واتساب/,
    pickup: /استلام من المطعم/,
    date: 'اختر التاريخ',
    time: 'اختر الوقت',
    phone: 'رقم الجوال',
    guests: 'عدد الضيوف',
    service: 'الخدمة',
    message: 'رسالة',
    book: 'احجز طاولة',
    quantityLine: 'الكمية: 2',
    openMenu: 'فتح القائمة',
    openSearch: 'فتح البحث',
  },
};

/** Presses Tab (Shift+Tab with `back`) until one of `target`'s elements has focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluateAll((elements) => elements.some((el) => el === document.activeElement))) return;
    visited.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'));
  }
  throw new Error(`focus never reached ${target.toString()} in ${max} presses; last: ${visited.slice(-5).join(' | ')}`);
}

/** The wa.me addresses the page asked to open (tests capture window.open, see live-helpers.ts). */
async function opened(page: Page): Promise<string[]> {
  return (await openedCalls(page, { atLeast: 1 })).map((call) => String(call[0]));
}

const waNumber = () => (restaurant.whatsapp_no || restaurant.phone_no || '').replace(/\D/g, '');

describe.each(['en', 'ar'] as const)('keyboard only (%s)', (language) => {
  const w = WORDS[language];
  const pick = (row: { name_en: string; name_ar: string }) => (language === 'ar' && row.name_ar) || row.name_en;

  it('orders a dish with a size and an add-on from the menu to WhatsApp', async () => {
    const { page, uncaught, close } = await openLive(browser, localizePath(MENU_PAGE, language), {
      language,
      captureWindowOpen: true,
      // A Tuesday afternoon at the restaurant: open, so the order can go as soon as possible.
      now: new Date('2026-11-24T14:00:00+03:00'),
    });
    try {
      const name = pick(dish);
      const size = dish.variants[1]!.menu_variants_id;
      const addon = dish.addons[0]!.menu_addons_id;

      // Find the dish with the menu's search box, then open it from its card.
      await tabTo(page, page.getByRole('searchbox', { name: w.search, exact: true }));
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      const card = page.getByTestId('menu-card').getByRole('link', { name, exact: true });
      await card.first().waitFor();
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await page.waitForURL(endingWith(dishPage(dish.id)));

      // Sizes are a radio group: Space checks the first, the arrow key moves to the second. Keys
      // pressed before the dish's block is live are held and done once it is (deferSections.ts).
      await tabTo(page, page.getByRole('radio').first());
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('radio', { name: new RegExp(pick(size)) }).isChecked()).toBe(true);
      await tabTo(page, page.getByRole('checkbox', { name: new RegExp(pick(addon)) }));
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByRole('checkbox', { name: new RegExp(pick(addon)) }).isChecked()).toBe(true);
      await tabTo(page, page.getByRole('button', { name: w.add }));
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: w.added }).waitFor();

      // Back up to the header's cart link.
      await tabTo(page, page.getByRole('link', { name: w.cart }), { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL(endingWith(CART_PAGE));
      const quantity = page.getByRole('spinbutton', { name: w.quantityOf(name) });
      await quantity.waitFor();
      await tabTo(page, quantity);
      await page.keyboard.press('ArrowUp');
      const unit = price(size.price) + price(addon.price);
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(sar(unit * 2, language));

      // How: pickup, chosen with Space on its radio button; then the order button.
      await tabTo(page, page.getByRole('radio', { name: w.pickup }));
      await page.keyboard.press('Space');
      expect(await page.getByRole('radio', { name: w.pickup }).isChecked()).toBe(true);
      const checkout = page.getByRole('button', { name: w.checkout });
      await expect.poll(() => checkout.isEnabled(), { timeout: 10_000 }).toBe(true);
      await tabTo(page, checkout);
      await page.keyboard.press('Enter');
      const [url] = await opened(page);
      expect(url).toMatch(new RegExp(`^https://wa\\.me/${waNumber()}\\?text=`));
      const text = new URL(url!).searchParams.get('text') ?? '';
      for (const part of [name, pick(size), pick(addon), w.quantityLine, sar(unit * 2, language)])
        expect(text, 'the order message').toContain(part);
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });

  it('books a table', async () => {
    const { page, uncaught, close } = await openLive(browser, localizePath('/reservation', language), {
      language,
      captureWindowOpen: true,
    });
    try {
      const form = page.getByTestId('reservation-form');
      const service = services[0]!;
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="reservation-form"] select option').length === n + 1,
        services.length,
      );
      const date = nextWeekday(2);
      const [year, month, day] = date.split('-');
      // Chromium's date and time fields take digits segment by segment (month, day, year; hour,
      // minute, then P for PM in the en-US locale the browser runs in).
      await tabTo(page, form.getByLabel(w.date, { exact: false }));
      await page.keyboard.type(`${month}${day}${year}`);
      await tabTo(page, form.getByLabel(w.time, { exact: false }));
      await page.keyboard.type('0730P');
      await tabTo(page, form.getByLabel(w.phone, { exact: false }));
      await page.keyboard.type('+966 55 123 4567');
      await tabTo(page, form.getByLabel(w.guests, { exact: false }));
      await page.keyboard.type('4');
      await tabTo(page, form.getByRole('combobox'));
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('combobox').inputValue()).toBe(String(service.id));
      await tabTo(page, form.getByLabel(w.message, { exact: false }));
      await page.keyboard.type('Window seat');
      expect(await form.getByLabel(w.date, { exact: false }).inputValue()).toBe(date);
      expect(await form.getByLabel(w.time, { exact: false }).inputValue()).toBe('19:30');
      await tabTo(page, form.getByRole('button', { name: w.book }));
      await page.keyboard.press('Enter');
      await page.getByTestId('reservation-sent').waitFor();
      const [url] = await opened(page);
      expect(url).toMatch(new RegExp(`^https://wa\\.me/${waNumber()}\\?text=`));
      const text = new URL(url!).searchParams.get('text') ?? '';
      const serviceTitle = (language === 'ar' && service.title_ar) || service.title_en;
      for (const part of [date, '7:30', '+966 55 123 4567', serviceTitle, 'Window seat'])
        expect(text, 'the booking message').toContain(part);
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });
});

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open], [role="dialog"]')));

describe.each(['en', 'ar'] as const)('keyboard in the header panels (%s)', (language) => {
  const w = WORDS[language];

  it('the mobile menu and the search panel keep Tab inside and give focus back on Escape', async () => {
    const { page, close } = await openLive(browser, localizePath('/', language), {
      language,
      viewport: { width: 390, height: 844 },
    });
    try {
      for (const [opener, key] of [
        [w.openMenu, 'Tab'],
        [w.openSearch, 'Shift+Tab'],
      ] as const) {
        const button = page.getByRole('button', { name: opener });
        await tabTo(page, button);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
        await expect.poll(() => focusInDialog(page), { timeout: 5000 }).toBe(true);
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press(key);
          expect(await focusInDialog(page), `${opener}: focus after ${i + 1} × ${key}`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        expect(await button.evaluate((el) => el === document.activeElement), `${opener}: focus back`).toBe(true);
      }
    } finally {
      await close();
    }
  });
});

/** What the focused element looks like, and whether a fixed or sticky bar covers any part of it. */
function inspectFocus(): { element: string; covered: string | null; indicator: string } | null {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  // A date or time field's last stop is the browser's own calendar button inside the field: the
  // field is active but not :focus, and Chromium draws that button's focus ring itself (page
  // styles cannot reach it), so only its place on screen is checked.
  const pickerButton = el instanceof HTMLInputElement && /date|time|month|week/.test(el.type) && !el.matches(':focus');
  const describe = (node: Element) =>
    `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`;
  const r = el.getBoundingClientRect();
  let covered: string | null = null;
  // The middle and four points between it and the corners (rounded corners are not the element).
  const points = [0.5, 0.2, 0.8].flatMap((fx) =>
    [0.5, 0.2, 0.8].map((fy) => [r.left + r.width * fx, r.top + r.height * fy]),
  );
  for (const [x, y] of points) {
    if (x! < 0 || y! < 0 || x! >= window.innerWidth || y! >= window.innerHeight) continue;
    const top = document.elementFromPoint(x!, y!);
    if (!top || el.contains(top) || top.contains(el)) continue;
    for (let node: Element | null = top; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if ((position === 'fixed' || position === 'sticky') && !node.contains(el)) {
        covered = describe(node);
        break;
      }
    }
    if (covered) break;
  }
  const style = getComputedStyle(el);
  const indicator = pickerButton
    ? 'browser'
    : [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' ');
  return { element: describe(el), covered, indicator };
}

/** A focus indicator a sighted keyboard user can see: an outline of 2 px or more, or a shadow. */
function visibleIndicator(indicator: string): boolean {
  if (indicator === 'browser') return true;
  const [styleName, width] = indicator.split(' ');
  const outline = styleName !== 'none' && parseFloat(width ?? '0') >= 2 && !/rgba\([^)]*,\s*0\)/.test(indicator);
  return outline || !indicator.endsWith(' none');
}

async function settleFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)))),
  );
}

/** Tabs `presses` times in one direction, noting every stop that is covered or shows no focus. */
async function walk(page: Page, presses: number, key: 'Tab' | 'Shift+Tab', problems: string[]): Promise<number> {
  let previous: { handle: JSHandle; indicator: string; element: string } | null = null;
  let stops = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    await settleFrame(page);
    const seen = await page.evaluate(inspectFocus);
    // The element focused before, now that focus has left it, must look different (a date
    // field's segments are stops within one element: nothing to compare then).
    const unfocused = await previous?.handle.evaluate((el) => {
      if (el === document.activeElement) return null;
      const style = getComputedStyle(el as Element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' ');
    });
    if (previous && previous.indicator !== 'browser' && previous.indicator === unfocused)
      problems.push(`${previous.element}: looks the same focused and not focused`);
    if (!seen) break;
    stops++;
    if (seen.covered) problems.push(`${seen.element}: focused under ${seen.covered}`);
    if (!visibleIndicator(seen.indicator)) problems.push(`${seen.element}: no visible focus style (${seen.indicator})`);
    previous = { handle: await page.evaluateHandle(() => document.activeElement), ...seen };
  }
  return stops;
}

describe('focus is visible and never hidden', () => {
  const pages = ['/', MENU_PAGE, '/reservation', '/accessibility'];
  for (const language of ['en', 'ar'] as const)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ])
      it(`${language} at ${viewport.width} px: ${pages.join(', ')} and a dish page`, async () => {
        const problems: string[] = [];
        const live = await openLive(browser, localizePath('/', language), { language, viewport, reducedMotion: true });
        try {
          for (const path of [...pages, dishPage(dish.id)]) {
            await live.page.goto(new URL(localizePath(path, language), live.page.url()).href);
            await live.page.waitForSelector('html[data-hydrated][data-fresh]', { state: 'attached' });
            const before = problems.length;
            // Forward through the page (the header hides as it scrolls down), then back up (it
            // shows again, over the top of the page: where focus would hide under it).
            const stops = await walk(live.page, 70, 'Tab', problems);
            await walk(live.page, 35, 'Shift+Tab', problems);
            expect(stops, `focus stops on ${path}`).toBeGreaterThan(5);
            for (let i = before; i < problems.length; i++) problems[i] = `${path}: ${problems[i]}`;
          }
          expect([...new Set(problems)]).toEqual([]);
        } finally {
          await live.close();
        }
      }, 180_000);
});
