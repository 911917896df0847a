/**
 * The site with the CMS down. A second publisher reads the real test CMS through the fault proxy
 * of fault-proxy.ts (with its read-only token, never anonymously) and publishes; the production
 * server serves that version. Then the proxy stops answering:
 * - every page, in English and Arabic, shows the published content, the menu search and
 *   checkout work, and no page asks the CMS for data;
 * - a publish while the CMS is down, or answers errors, an HTML page or cut-off JSON, fails and
 *   the live version stays; so does a publish whose menu read alone times out, fails or is cut
 *   off: the live version keeps every dish the CMS holds.
 * And checkout when the site's own data cannot be read (a dropped connection) sends nothing,
 * keeps the cart, says so, and a retry sends the published prices.
 */
import { readFile, rm } from 'node:fs/promises';
import { hostsRoot, siteRoot } from '../../build/publish-dir';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { startPublisher, type Publisher } from '../../publish/server';
import { createVersionStore } from '../../publish/versions';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { localizePath } from '../../src/i18n/paths';
import { launchBrowser, siteRead, whenReady } from './browser';
import { startFaultProxy, type FaultMode, type FaultProxy } from './fault-proxy';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';
import { captureWindowOpen, openedCalls } from './live-helpers';
import { E2E } from './ports';
import { sar } from './shop-helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const PROXY_PORT = E2E.faultProxyPort;
const SITE_PORT = E2E.faultSitePort;
const PUBLISHER_PORT = E2E.faultPublisherPort;
const SECRET = 'e2e-cms-down-publish-secret';
const CART_KEY = 'restaurant_cart';
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const root = join(ROOT, '.tmp', `e2e-cms-down-${SITE_PORT}`);
/** The site's folder of versions (publish/layout.ts). */
const saffron = siteRoot(root, 'saffron-house');

let browser: Browser;
let proxy: FaultProxy;
let publisher: Publisher;
let server: Server;
let live: string | null;
const publisherLog: string[] = [];
let address: Record<'en' | 'ar', string>;
let whatsapp: string;
let dish: { id: number; name_en: string; name_ar: string; price: number };

const UNCONFIRMED = {
  en: "We couldn't confirm the current prices right now, so your order has not been sent. Your cart is saved as it is; please try again in a moment.",
  ar: 'تعذّر علينا التحقق من الأسعار الحالية الآن، لذلك لم يُرسَل طلبك. سلتك محفوظة كما هي، فيُرجى المحاولة مرة أخرى بعد قليل.',
};
const CHECKOUT = { en: /Order on WhatsApp/, ar: /اطلب عبر واتساب/ };
const PICKUP = { en: /Pickup/, ar: /استلام من المطعم/ };

/** Chooses pickup and presses the order button once the live prices are read. */
async function orderPickup(page: Page, language: 'en' | 'ar') {
  await page.getByRole('radio', { name: PICKUP[language] }).check();
  const button = page.getByRole('button', { name: CHECKOUT[language] });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}
const RAW_ERROR =
  /(^|\s)500(\s|$)|Internal|SyntaxError|Unexpected token|<html|Bad Gateway|Failed to fetch|undefined|NaN|\[object Object\]/;

beforeAll(async () => {
  proxy = await startFaultProxy(inject('cmsUrl'), PROXY_PORT);
  await rm(root, { recursive: true, force: true });
  // The publisher reads the CMS through the proxy: it is this site's CMS.
  publisher = await startPublisher({
    root,
    sites: [{ slug: 'saffron-house', url: siteUrl }],
    secret: SECRET,
    port: PUBLISHER_PORT,
    quietMs: 50,
    // One quick retry: a failing CMS is still failing a moment later, and the tests stay short.
    retryDelaysMs: [100],
    cms: { url: proxy.url, token: LOCAL_PUBLISHER_TOKEN },
    log: (line) => publisherLog.push(line),
  });
  await publisher.publishNow('e2e cms-down');
  // Every read of the publish was made with the Site publisher's token, none anonymously.
  expect([...proxy.itemReadCredentials]).toEqual([`Bearer ${LOCAL_PUBLISHER_TOKEN}`]);
  live = await createVersionStore(saffron).current();
  server = createSiteServer({ hosts: hostsRoot(root) });
  await listen(server, SITE_PORT, '127.0.0.1');
  browser = await launchBrowser();
  const [restaurant] = await siteRead<
    { short_address_en: string; short_address_ar: string; whatsapp_no: string | null; phone_no: string }[]
  >('restaurants', 'filter[slug][_eq]=saffron-house&fields=short_address_en,short_address_ar,whatsapp_no,phone_no');
  // The header of every page shows the short address.
  address = { en: restaurant!.short_address_en, ar: restaurant!.short_address_ar };
  whatsapp = (restaurant!.whatsapp_no || restaurant!.phone_no).replace(/\D/g, '');
  // A dish with no sizes: one tap puts it in the cart at its own price.
  const rows = await siteRead<
    { id: number; name_en: string; name_ar: string; default_price: string; variants: unknown[] }[]
  >(
    'menu_items',
    'filter[restaurant][slug][_eq]=saffron-house&sort=sort,id&limit=-1&fields=id,name_en,name_ar,default_price,variants.id',
  );
  const row = rows.find((candidate) => candidate.variants.length === 0);
  expect(row, 'seed has a dish without sizes').toBeTruthy();
  dish = { id: row!.id, name_en: row!.name_en, name_ar: row!.name_ar, price: Number(row!.default_price) };
  proxy.mode = 'down';
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await publisher?.close();
  await proxy?.close();
  await rm(root, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  context: BrowserContext;
  uncaught: string[];
  /** Requests to the CMS other than for images (which still come from its asset server). */
  cmsRequests: string[];
}

async function open(path: string, language: 'en' | 'ar', storage: Record<string, string> = {}): Promise<Opened> {
  // No service worker: context.route() below must see every data request (docs/offline.md).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  // A Tuesday afternoon at the restaurant: open, so the order can go as soon as possible.
  await context.clock.setFixedTime(new Date('2026-11-24T14:00:00+03:00'));
  await context.addInitScript(
    ([entries, lang]) => {
      if (window !== window.top) return;
      if (!sessionStorage.getItem('__seeded')) {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        localStorage.setItem('site_language', lang);
        sessionStorage.setItem('__seeded', '1');
      }
    },
    [storage, language] as const,
  );
  await context.addInitScript(captureWindowOpen);
  const page = await context.newPage();
  const uncaught: string[] = [];
  const cmsRequests: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(proxy.url)) cmsRequests.push(url);
  });
  await page.goto(`${siteUrl}${path}`);
  await whenReady(page);
  return { page, context, uncaught, cmsRequests };
}

/** The visitor's cart, made on the dish page. */
async function addToCart(page: Page, language: 'en' | 'ar') {
  await page.goto(`${siteUrl}${localizePath(dishPage(dish.id), language)}`);
  await whenReady(page);
  await page.getByRole('button', { name: language === 'ar' ? 'أضف إلى السلة' : 'Add to cart' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
}

describe.each(['en', 'ar'] as const)('with the CMS down (%s)', (language) => {
  it('every page shows the published content, with no error and no request to the CMS', async () => {
    const paths = ['/', '/reservation', '/contact', MENU_PAGE, dishPage(dish.id), CART_PAGE];
    for (const path of paths) {
      const { page, context, uncaught, cmsRequests } = await open(localizePath(path, language), language);
      try {
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, `${path}: the published address`).toContain(address[language]);
        expect(text, `${path}: no raw error`).not.toMatch(RAW_ERROR);
        if (path === dishPage(dish.id)) expect(text).toContain(language === 'ar' ? dish.name_ar : dish.name_en);
        expect(uncaught, path).toEqual([]);
        expect(cmsRequests, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);

  it('the menu search finds a dish', async () => {
    const { page, context, uncaught, cmsRequests } = await open(localizePath(MENU_PAGE, language), language);
    try {
      const name = language === 'ar' ? dish.name_ar : dish.name_en;
      const box = page.getByRole('searchbox', { name: language === 'ar' ? 'بحث' : 'Search', exact: true });
      await box.fill(name);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === name);
      await page.getByTestId('menu-card').filter({ hasText: name }).first().waitFor();
      expect(uncaught).toEqual([]);
      expect(cmsRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('checkout sends the order at the published price', async () => {
    const { page, context, uncaught, cmsRequests } = await open(localizePath('/', language), language);
    try {
      await addToCart(page, language);
      await page.goto(`${siteUrl}${localizePath(CART_PAGE, language)}`);
      await whenReady(page);
      await orderPickup(page, language);
      const [[url]] = (await openedCalls(page, { atLeast: 1, timeout: 30_000 })) as [[string]];
      expect(url.startsWith(`https://wa.me/${whatsapp}?text=`), url).toBe(true);
      expect(new URL(url).searchParams.get('text')).toContain(sar(dish.price, language));
      expect(uncaught).toEqual([]);
      expect(cmsRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("checkout with the site's data unreachable sends nothing, keeps the cart, and a retry sends", async () => {
    const { page, context, uncaught } = await open(localizePath('/', language), language);
    try {
      await addToCart(page, language);
      // The connection drops: the published data files cannot be read (the cart reads the live
      // prices as it opens, and again on every press).
      await context.route('**/data/**', (route) => route.abort());
      await page.goto(`${siteUrl}${localizePath(CART_PAGE, language)}`);
      await whenReady(page);
      const cart = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
      const total = await page.getByTestId('cart-total').textContent();
      const button = page.getByRole('button', { name: CHECKOUT[language] });
      await orderPickup(page, language);
      await page.getByRole('alert').filter({ hasText: UNCONFIRMED[language] }).waitFor();
      expect(await openedCalls(page), 'WhatsApp was not opened').toEqual([]);
      expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY), 'cart kept exactly').toBe(cart);
      expect(await page.getByTestId('cart-total').textContent()).toBe(total);
      expect(await page.locator('body').innerText()).not.toMatch(RAW_ERROR);
      await context.unroute('**/data/**');
      // This press reads the prices again; the next one sends.
      await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
      await button.click();
      await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
      await button.click();
      await openedCalls(page, { atLeast: 1, timeout: 30_000 });
      expect(await page.getByText(UNCONFIRMED[language]).count(), 'the notice is gone').toBe(0);
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a publish while the CMS fails', () => {
  const modes: FaultMode[] = ['down', 'error500', 'html', 'truncated'];
  it.each(modes)(
    '%s: fails, says the CMS did not answer, and the live version stays',
    async (mode) => {
      const before = await (await fetch(`${siteUrl}/`)).text();
      proxy.mode = mode;
      try {
        await expect(publisher.publishNow(`e2e ${mode}`)).rejects.toThrow(/the CMS did not answer \d+ reads/);
      } finally {
        proxy.mode = 'down';
      }
      expect(await createVersionStore(saffron).current()).toBe(live);
      expect(await (await fetch(`${siteUrl}/`)).text()).toBe(before);
    },
    300_000,
  );

  /** The publish's one read of the whole menu (publish/steps/load.ts), not the pages' reads. */
  const menuRead = (url: URL) =>
    url.pathname === '/items/menu_items' &&
    url.searchParams.get('limit') === '-1' &&
    url.searchParams.get('sort') === 'id';
  const menuFaults: FaultMode[] = ['slow', 'error500', 'truncated'];
  it.each(menuFaults)(
    'the menu read alone %s: fails naming menu_items, and the live version keeps every dish',
    async (mode) => {
      const published = await siteRead<{ id: number }[]>(
        'menu_items',
        'filter[restaurant][slug][_eq]=saffron-house&filter[publish_status][_eq]=published&fields=id&limit=-1',
      );
      expect(published.length).toBeGreaterThan(0);
      publisherLog.length = 0;
      proxy.mode = mode;
      proxy.only = menuRead;
      try {
        await expect(publisher.publishNow(`e2e menu ${mode}`)).rejects.toThrow(
          /the CMS did not answer \d+ reads \(menu_items[,)].*the live version was kept/,
        );
      } finally {
        proxy.mode = 'down';
        proxy.only = null;
      }
      expect(publisherLog.join('\n')).toMatch(/retrying in 100 ms, attempt 1 of 1/);
      expect(publisherLog.at(-1)).toMatch(
        /^\[publish\] saffron-house: failed, the live version was kept: .*menu_items/,
      );
      expect(await createVersionStore(saffron).current()).toBe(live);
      const menu = JSON.parse(await readFile(join(saffron, 'current', 'data', 'menu.json'), 'utf8')) as {
        dishes: { card: { id: number | string } }[];
      };
      expect(menu.dishes.map((dish) => String(dish.card.id)).sort()).toEqual(
        published.map((dish) => String(dish.id)).sort(),
      );
    },
    300_000,
  );
});
