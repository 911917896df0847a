/**
 * A failing CMS, through the fault proxy of fault-proxy.ts: a second site bundle points at the
 * proxy, which sits in front of the real test CMS. For each fault, every live page renders its
 * placeholders or fallbacks, shows no raw error, throws nothing uncaught and keeps the cart; when
 * the proxy passes through again, the next navigation shows the real seeded data.
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { launchBrowser, publicRead } from './browser';
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
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    process.env.CMS_URL = previous;
  }
  server = createSiteServer({ dir: outDir });
  await listen(server, FAULT_SITE_PORT, '127.0.0.1');
  siteUrl = `http://127.0.0.1:${FAULT_SITE_PORT}`;
  browser = await launchBrowser();
  const [restaurant] = await publicRead<{ email_id: string }[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=email_id');
  email = restaurant!.email_id;
  expect(email).toMatch(/@/);
  const [dish] = await publicRead<{ id: number }[]>('menu_items', 'filter[restaurant][slug][_eq]=saffron-house&sort=sort,id&limit=1&fields=id');
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

const RAW_ERROR = /(^|\s)500(\s|$)|Internal|SyntaxError|Unexpected token|<html|Bad Gateway|Failed to fetch|undefined|NaN|\[object Object\]/;

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
  it.each(['/', '/shop'])('%s shows fallbacks after the timeout and recovers', async (path) => {
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
  }, 60_000);
});
