/**
 * A failing CMS, through the fault proxy of fault-proxy.ts: a second site bundle points at the
 * proxy, which sits in front of the real test CMS. For each fault, every live page renders its
 * placeholders or fallbacks, shows no raw error, throws nothing uncaught and keeps the cart; when
 * the proxy passes through again, the next navigation shows the real seeded data. Checkout with
 * a failing CMS sends nothing (the stored prices are not confirmed), keeps the cart, says so,
 * and a retry once the CMS answers again sends the order at the CMS's prices.
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { asProduction } from '../../build/build-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { launchBrowser, publicRead } from './browser';
import { sar } from './shop-helpers';
import { startFaultProxy, type FaultMode, type FaultProxy } from './fault-proxy';

const ROOT = join(import.meta.dirname, '..', '..');
const PROXY_PORT = Number(process.env.E2E_FAULT_PROXY_PORT ?? Number(process.env.E2E_CMS_PORT ?? 8156) + 100);
const FAULT_SITE_PORT = Number(process.env.E2E_FAULT_SITE_PORT ?? Number(process.env.E2E_SITE_PORT ?? 4174) + 100);
const CART_KEY = 'restaurant_cart';

let browser: Browser;
let proxy: FaultProxy;
let server: Server;
let siteUrl: string;
let email: string;
let dishId: number;
let cart: string;

beforeAll(async () => {
  proxy = await startFaultProxy(inject('cmsUrl'), PROXY_PORT);
  const outDir = join(ROOT, '.tmp', 'e2e-fault-dist');
  await rm(outDir, { recursive: true, force: true });
  const previous = process.env.CMS_URL;
  process.env.CMS_URL = proxy.url;
  try {
    await asProduction(() =>
      build({
        root: ROOT,
        configFile: join(ROOT, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      }),
    );
  } finally {
    process.env.CMS_URL = previous;
  }
  server = createSiteServer({ dir: outDir });
  await listen(server, FAULT_SITE_PORT, '127.0.0.1');
  siteUrl = `http://127.0.0.1:${FAULT_SITE_PORT}`;
  browser = await launchBrowser();
  const [restaurant] = await publicRead<{ email_id: string }[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=email_id',
  );
  email = restaurant!.email_id;
  expect(email).toMatch(/@/);
  const [dish] = await publicRead<{ id: number }[]>(
    'menu_items',
    'filter[restaurant][slug][_eq]=saffron-house&sort=sort,id&limit=1&fields=id',
  );
  dishId = dish!.id;
  // A real cart, made through the item page while the CMS answers.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/shop/shop-details/${dishId}`);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await page.waitForLoadState('networkidle');
  const size = page.getByRole('radio').first();
  if (await size.count()) await size.check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('status').filter({ hasText: 'Item added to cart!' }).waitFor();
  cart = (await page.evaluate((key) => localStorage.getItem(key), CART_KEY))!;
  await context.close();
  expect(JSON.parse(cart)).toBeTruthy();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await proxy?.close();
});

const RAW_ERROR =
  /(^|\s)500(\s|$)|Internal|SyntaxError|Unexpected token|<html|Bad Gateway|Failed to fetch|undefined|NaN|\[object Object\]/;

async function open(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([key, value]) => {
      if (window !== window.top) return;
      if (sessionStorage.getItem('__seeded')) return;
      localStorage.setItem(key!, value!);
      sessionStorage.setItem('__seeded', '1');
    },
    [CART_KEY, cart],
  );
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${siteUrl}${path}`);
  return { page, uncaught, close: () => context.close() };
}

async function settle(page: Page, ms = 300) {
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(ms);
}

async function expectFallback(page: Page, uncaught: string[]) {
  const visible = await page.locator('body').innerText();
  expect(visible, 'no raw error text').not.toMatch(RAW_ERROR);
  expect(visible, 'the real CMS data is not shown').not.toContain(email);
  expect(await page.locator('main h1, main h2, main h3').count(), 'the page rendered content').toBeGreaterThan(0);
  expect(uncaught, 'no uncaught exception').toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY), 'cart intact').toBe(cart);
}

async function expectRecovered(page: Page, uncaught: string[]) {
  await page.getByText(email).first().waitFor({ timeout: 15_000 });
  expect(uncaught).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe(cart);
}

const PAGES = () => ['/', '/reservation', '/contact', '/shop', `/shop/shop-details/${dishId}`, '/shop/cart'];
const MODES: FaultMode[] = ['down', 'error500', 'html', 'truncated', 'garbage'];

describe.each(MODES)('CMS fault: %s', (mode) => {
  it('every live page falls back without raw errors or exceptions, keeps the cart, and recovers on the next navigation', async () => {
    for (const path of PAGES()) {
      proxy.mode = mode;
      const { page, uncaught, close } = await open(path);
      try {
        await settle(page);
        await expectFallback(page, uncaught);
        proxy.mode = 'pass';
        await page.goto(`${siteUrl}${path}`);
        await expectRecovered(page, uncaught);
      } catch (error) {
        throw new Error(`${mode} ${path}: ${String(error)}`);
      } finally {
        proxy.mode = 'pass';
        await close();
      }
    }
  }, 120_000);
});

describe('CMS slower than the client timeout (8 s)', () => {
  it.each(['/', '/shop'])(
    '%s shows fallbacks after the timeout and recovers',
    async (path) => {
      proxy.delayMs = 9_000;
      proxy.mode = 'slow';
      const { page, uncaught, close } = await open(path);
      try {
        await page.locator('main').first().waitFor();
        await page.waitForTimeout(9_500);
        await expectFallback(page, uncaught);
        proxy.mode = 'pass';
        await page.goto(`${siteUrl}${path}`);
        await expectRecovered(page, uncaught);
      } finally {
        proxy.mode = 'pass';
        await close();
      }
    },
    60_000,
  );
});

const UNCONFIRMED = {
  en: "We couldn't confirm the current prices right now, so your order has not been sent. Your cart is saved as it is; please try again in a moment.",
  ar: 'تعذّر علينا التحقق من الأسعار الحالية الآن، لذلك لم يُرسَل طلبك. سلتك محفوظة كما هي، فيُرجى المحاولة مرة أخرى بعد قليل.',
};
const CHECKOUT = { en: /Order on WhatsApp/, ar: /اطلب عبر واتساب/ };

interface StoredLine {
  id: number;
  quantity: number;
  selectedVariant: { id: number } | null;
  selectedAddons: { id: number }[];
}

/** What the order must say, derived from the CMS: the restaurant's WhatsApp number and the cart's total at today's prices. */
async function expectedOrder(language: 'en' | 'ar') {
  const [restaurant] = await publicRead<{ whatsapp_no: string | null; phone_no: string | null }[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=whatsapp_no,phone_no',
  );
  const number = (restaurant!.whatsapp_no || restaurant!.phone_no || '').replace(/[^\d+]/g, '');
  let total = 0;
  for (const line of JSON.parse(cart) as StoredLine[]) {
    const item = await publicRead<{
      default_price: string | number;
      variants: { menu_variants_id: { id: number; price: string | number } }[];
      addons: { menu_addons_id: { id: number; price: string | number } }[];
    }>(
      `menu_items/${line.id}`,
      'fields=default_price,variants.menu_variants_id.id,variants.menu_variants_id.price,addons.menu_addons_id.id,addons.menu_addons_id.price',
    );
    const size = line.selectedVariant
      ? item.variants.find((v) => v.menu_variants_id.id === line.selectedVariant!.id)
      : null;
    const addons = line.selectedAddons.map((a) =>
      Number(item.addons.find((o) => o.menu_addons_id.id === a.id)!.menu_addons_id.price),
    );
    total +=
      (Number(size ? size.menu_variants_id.price : item.default_price) + addons.reduce((x, y) => x + y, 0)) *
      line.quantity;
  }
  return { number, total: language === 'en' ? `Total: ${sar(total, 'en')}` : `الإجمالي: ${sar(total, 'ar')}` };
}

/** The cart page with the saved cart, the language chosen, and window.open recorded instead of opening WhatsApp. */
async function openCart(language: 'en' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([key, value, lang]) => {
      if (window !== window.top) return;
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem(key!, value!);
        localStorage.setItem('site_language', lang!);
        sessionStorage.setItem('__seeded', '1');
      }
      const opened: unknown[][] = [];
      (window as unknown as { __opened: unknown[][] }).__opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    },
    [CART_KEY, cart, language],
  );
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${siteUrl}/shop/cart`);
  await page.getByTestId('cart-line').first().waitFor();
  return { page, uncaught, close: () => context.close() };
}

const openedCalls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);

describe('checkout while the CMS fails', () => {
  const cases: [FaultMode, 'en' | 'ar'][] = [
    ['down', 'en'],
    ['error500', 'en'],
    ['html', 'ar'],
    ['truncated', 'en'],
    ['garbage', 'en'],
    ['garbage', 'ar'],
    ['slow', 'en'],
  ];
  it.each(cases)(
    '%s (%s): sends nothing, keeps the cart and says so; a retry once the CMS answers sends the CMS prices',
    async (mode, language) => {
      proxy.delayMs = 9_000;
      proxy.mode = mode;
      const { page, uncaught, close } = await openCart(language);
      try {
        await settle(page);
        const total = await page.getByTestId('cart-total').textContent();
        const lineCount = await page.getByTestId('cart-line').count();
        const button = page.getByRole('button', { name: CHECKOUT[language] });
        for (let attempt = 0; attempt < (mode === 'slow' ? 1 : 2); attempt++) {
          await button.click();
          await page.getByRole('alert').filter({ hasText: UNCONFIRMED[language] }).waitFor({ timeout: 15_000 });
          expect(await openedCalls(page), 'WhatsApp was not opened').toEqual([]);
          expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY), 'cart kept exactly').toBe(cart);
          expect(await page.getByTestId('cart-line').count()).toBe(lineCount);
          expect(await page.getByTestId('cart-total').textContent()).toBe(total);
          expect(await page.getByTestId('cart-review').count(), 'no review of "changed" prices').toBe(0);
          expect(await button.isEnabled(), 'the button works again').toBe(true);
        }

        proxy.mode = 'pass';
        const expected = await expectedOrder(language);
        await button.click();
        await page.waitForFunction(
          () => (window as unknown as { __opened: unknown[] }).__opened.length > 0,
          undefined,
          { timeout: 15_000 },
        );
        const [[url, target]] = (await openedCalls(page)) as [[string, string]];
        expect(target).toBe('_blank');
        expect(url.startsWith(`https://wa.me/${expected.number}?text=`), url).toBe(true);
        expect(new URL(url).searchParams.get('text')).toContain(expected.total);
        expect(await page.getByText(UNCONFIRMED[language]).count(), 'the notice is gone').toBe(0);
        expect(uncaught).toEqual([]);
      } finally {
        proxy.mode = 'pass';
        await close();
      }
    },
    90_000,
  );
});
