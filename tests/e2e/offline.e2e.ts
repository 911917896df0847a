/**
 * The service worker of the published site (docs/offline.md), in real Chromium: pages seen once
 * still open offline (the cart works, the phone menu's Filters sheet opens and filters), a page
 * never seen shows the offline page of its language;
 * after a publish the next navigation shows the new version whole and the old version's caches
 * go, and a page that hydrates after the publish reloads into it; with two tabs open across a
 * publish the new version's precache is whole; and an answer that failed (a 500, a body cut off
 * mid-way) is never kept.
 *
 * The browser reaches the site through a small proxy on the fault-site port, which can answer an
 * address with a 500 or cut its body off, and can drop every connection: with it down as well
 * as the browser offline, whatever a page shows came from the device.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { describeViolations, runAxe } from './axe';
import { cmsAdmin, launchBrowser, openPage, publishSite, whenReady, workerInCharge, type OpenedPage } from './browser';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';
import { PHONE, phoneWords } from './phone-helpers';
import { E2E } from './ports';
import { cardNames, countLine, dishes, price, sar, waitForCount, type DishRow } from './shop-helpers';

type Fault = 'pass' | 'down' | 'error500' | 'cut' | 'slow';

interface SiteProxy {
  url: string;
  /** What every address gets: `faults` names the addresses that get another answer. */
  mode: Fault;
  faults: Map<string, Fault>;
  close: () => Promise<void>;
}

/** A proxy in front of the site server: passes answers on as they are, or breaks them. */
async function startSiteProxy(target: string, port: number): Promise<SiteProxy> {
  const state: SiteProxy = { url: `http://127.0.0.1:${port}`, mode: 'pass', faults: new Map(), close: async () => {} };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const fault = state.faults.get(path) ?? state.mode;
    if (fault === 'down') {
      req.socket.destroy();
      return;
    }
    // A slow answer: the new worker's install takes this long, while the old worker is in charge.
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 4_000));
    if (fault === 'error500') {
      res.writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('Internal error');
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'if-none-match', 'if-modified-since', 'service-worker'])
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    // Cut bodies are sent uncompressed, so their Content-Length is the length of the whole.
    headers['accept-encoding'] = fault === 'cut' ? 'identity' : String(req.headers['accept-encoding'] ?? 'identity');
    const upstream = await fetch(new URL(req.url ?? '/', target), { headers, redirect: 'manual' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      // fetch decoded the body: it is sent as it is now.
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
        out[name] = value;
    });
    if (fault === 'cut' && upstream.status === 200) {
      res.writeHead(200, { ...out, 'Content-Length': String(body.length) });
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => req.socket.destroy(), 50));
      return;
    }
    res.writeHead(upstream.status, { ...out, 'Content-Length': String(body.length) }).end(body);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

let browser: Browser;
let proxy: SiteProxy;
/** A dish without sizes, on the menu's first page (its card links to its page). */
let dish: DishRow;
/** How many dishes the menu lists, and the vegan ones in its order (the Vegan filter's). */
let allDishes: number;
let vegan: DishRow[];

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startSiteProxy(inject('siteUrl'), E2E.faultSitePort);
  // The menu's first page, as published: its cards link to these dish pages.
  const menu = await (await fetch(new URL(MENU_PAGE, inject('siteUrl')))).text();
  const all = await dishes();
  allDishes = all.length;
  vegan = await dishes({ is_vegan: { _eq: true } });
  expect(vegan.length, 'the seed has vegan dishes, fewer than all').toBeGreaterThan(0);
  expect(vegan.length).toBeLessThan(allDishes);
  dish = all.find((row) => row.variants.length === 0 && menu.includes(`href="${dishPage(row.id)}"`))!;
  expect(dish, 'the seed has a dish without sizes on the first page of the menu').toBeTruthy();
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

const WORDS = {
  en: { add: 'Add to cart', added: 'Item added to cart!', offline: 'You are offline', order: 'Order on WhatsApp' },
  ar: {
    add: 'أضف إلى السلة',
    added: 'تم إضافة العنصر إلى السلة!',
    offline: 'أنت غير متصل بالإنترنت',
    order: 'اطلب عبر واتساب',
  },
};

/** Opens a page of the site through the proxy, with the service worker allowed. */
async function open(path: string, language: 'en' | 'ar'): Promise<OpenedPage> {
  const opened = await openPage(browser, new URL(localizePath(path, language), proxy.url).href, {
    language,
    serviceWorkers: 'allow',
  });
  // The worker takes the page over once installed (clientsClaim), then keeps the page itself.
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(() => cached(opened.page, opened.page.url()), { timeout: 15_000 }).toBe(true);
  return opened;
}

/** Whether any of the page's caches holds an address (caches.match looks in every cache). */
function cached(page: Page, address: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, address);
}

/** Whether a cache of the version `versionId` (cache names end with it) holds an address. */
function cachedIn(page: Page, address: string, versionId: string): Promise<boolean> {
  return page.evaluate(
    async ([url, id]) => {
      for (const name of await caches.keys())
        if (name.endsWith(id) && (await (await caches.open(name)).match(url))) return true;
      return false;
    },
    [address, versionId] as const,
  );
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

const nameOf = (row: DishRow, language: 'en' | 'ar') => (language === 'ar' && row.name_ar ? row.name_ar : row.name_en);

async function go(page: Page, path: string, language: 'en' | 'ar') {
  const response = await page.goto(new URL(localizePath(path, language), proxy.url).href);
  return response;
}

describe.each(['en', 'ar'] as const)('offline (%s)', (language) => {
  it('pages seen before open offline and the cart works; a page never seen shows the offline page', async () => {
    const { page, context, errors, close } = await open(MENU_PAGE, language);
    const words = WORDS[language];
    const name = nameOf(dish, language);
    await go(page, dishPage(dish.id), language);
    await whenReady(page);
    await page.getByRole('button', { name: words.add }).click();
    await page.getByRole('status').filter({ hasText: words.added }).waitFor();
    await go(page, CART_PAGE, language);
    await whenReady(page);
    await page.getByTestId('cart-line').first().waitFor();
    // The cart has read the live prices (the button stops saying "Checking prices..."): what it
    // loaded for that is kept, and no read is still on its way when the network goes.
    await page.getByRole('button', { name: words.order }).waitFor();
    await expect.poll(() => cached(page, page.url())).toBe(true);

    // No network at all: the browser is offline and the site does not answer either.
    proxy.mode = 'down';
    await context.setOffline(true);
    try {
      await go(page, MENU_PAGE, language);
      await whenReady(page);
      // The menu's cards, from the saved page and its saved data (the list settles after hydration).
      await page
        .locator(`a[href="${localizePath(dishPage(dish.id), language)}"]`)
        .first()
        .waitFor({ timeout: 15_000 });
      // At a phone's width the Filters sheet opens styled, though it was never opened online, and
      // the menu's state machine, loaded after that first press, comes too: the worker precached
      // their code (docs/offline.md). A module that failed to load would reload the page, and a
      // menu file never kept would show the list's load error.
      const size = page.viewportSize()!;
      await page.setViewportSize(PHONE);
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.locator('#menu-filters-button').click();
      const sheet = page.getByRole('dialog', { name: phoneWords[language].sheet });
      await sheet.waitFor();
      expect(await sheet.evaluate((dialog) => getComputedStyle(dialog).maxWidth)).toBe('640px');
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes('menuFilter.machine')),
          ),
        )
        .toBe(true);
      // A filter, though none was used online: the list is made anew from the menu's file, which
      // the worker kept as it installed.
      await waitForCount(page, countLine(allDishes, 1, language));
      await sheet.getByRole('button', { name: phoneWords[language].vegan, exact: true }).click();
      await waitForCount(page, countLine(vegan.length, 1, language));
      expect(await cardNames(page)).toEqual(vegan.slice(0, 12).map((row) => nameOf(row, language)));
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      await page.setViewportSize(size);

      await go(page, dishPage(dish.id), language);
      await whenReady(page);
      await page.getByRole('heading', { name, level: 2 }).waitFor();
      expect(await page.getByTestId('item-price').textContent()).toBe(sar(price(dish.default_price), language));

      await go(page, CART_PAGE, language);
      await whenReady(page);
      const line = page.getByTestId('cart-line');
      await line.first().waitFor();
      expect(await line.count()).toBe(1);
      expect(await line.first().textContent()).toContain(name);
      await page.getByRole('spinbutton').fill('3');
      await page.getByRole('spinbutton').blur();
      await expect
        .poll(() => page.getByTestId('cart-total').textContent())
        .toBe(sar(price(dish.default_price) * 3, language));

      // A page never opened on this device: the offline page, in the address's language.
      await go(page, '/about', language);
      const status = page.getByRole('status');
      await status.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.offline);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator(`a[href="${localizePath(CART_PAGE, language)}"]`).count()).toBe(1);
      expect(await page.locator(`a[href="${localizePath(MENU_PAGE, language)}"]`).count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(describeViolations(await runAxe(page)), 'axe violations on the offline page').toEqual([]);
    } finally {
      await context.setOffline(false);
      proxy.mode = 'pass';
    }
    // The offline page is no page of the site for search engines.
    expect(await (await fetch(`${proxy.url}/sitemap.xml`)).text()).not.toContain('offline');
    expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/.test(error))).toEqual(
      [],
    );
    await close();
  });
});

describe.each(['en', 'ar'] as const)('installable (%s)', (language) => {
  it("passes Chromium's own checks: a valid manifest in the page's language and a worker in charge", async () => {
    const { page, context, close } = await open('/', language);
    const cdp = await context.newCDPSession(page);
    // What Lighthouse's former "installable manifest" audit asked Chromium, and Chromium's parse.
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
      data?: string;
    };
    expect(manifest.url).toBe(new URL(localizePath('/manifest.webmanifest', language), proxy.url).href);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(data.lang).toBe(language);
    expect(data.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(data.display).toBe('standalone');
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test's browser context is a private window, which Chromium never installs from.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'))).toBe(
      data.theme_color,
    );
    await close();
  });
});

describe('a new version', () => {
  it('is shown whole on the next navigation, and the old version’s caches are deleted', async () => {
    const admin = await cmsAdmin();
    const before = price(dish.default_price);
    const changed = before + 7;
    const oldId = ((await (await fetch(`${proxy.url}/version.json`)).json()) as { id: string }).id;
    const { page, close } = await open(MENU_PAGE, 'en');
    await go(page, dishPage(dish.id), 'en');
    await whenReady(page);
    expect(await page.getByTestId('item-price').textContent()).toBe(sar(before, 'en'));
    expect((await cacheNames(page)).every((name) => name.endsWith(oldId))).toBe(true);

    await admin.update('menu_items', dish.id, { default_price: changed });
    try {
      const newId = await publishSite('e2e.offline');
      // The next navigation: the new page from the network, and the new worker takes over.
      await go(page, dishPage(dish.id), 'en');
      await whenReady(page);
      expect(await page.getByTestId('item-price').textContent()).toBe(sar(changed, 'en'));
      // The new worker takes over while the page stays open, with no other navigation: the page
      // asks it to once quiet and sends the old worker nothing meanwhile (src/sw/settled.ts), so a
      // navigation made then is not left waiting for a hand-over that never ends.
      await workerInCharge(page, newId);
      // And the page keeps itself in the new version's caches, not in the old one's, which the
      // hand-over drops: opened just after a publish, it is there offline too.
      const here = page.url();
      await expect.poll(() => cachedIn(page, here, newId), { timeout: 15_000 }).toBe(true);
      // It drops the old caches; a navigation drops any the old worker wrote while it was being
      // replaced (and asks again for a worker that failed to install).
      await expect
        .poll(
          async () => {
            await go(page, dishPage(dish.id), 'en');
            return (await cacheNames(page)).filter((name) => !name.endsWith(newId));
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toEqual([]);
      expect((await cacheNames(page)).length).toBeGreaterThan(0);

      // A link followed from a page of the new version leads to the new version's page too.
      await go(page, MENU_PAGE, 'en');
      await whenReady(page);
      await page
        .locator(`a[href="${dishPage(dish.id)}"]`)
        .first()
        .click();
      await page.waitForURL(new URL(dishPage(dish.id), proxy.url).href);
      await page.getByTestId('item-price').waitFor();
      await expect.poll(() => page.getByTestId('item-price').textContent()).toBe(sar(changed, 'en'));
      // And what the new worker keeps is the new version's: the dish page as now published.
      const dishUrl = new URL(dishPage(dish.id), proxy.url).href;
      await go(page, dishPage(dish.id), 'en');
      await expect.poll(() => cached(page, dishUrl)).toBe(true);
      const kept = await page.evaluate(async (url) => (await (await caches.match(url))!.text()).length, dishUrl);
      expect(kept).toBeGreaterThan(0);
      expect(
        await page.evaluate(async (url) => (await (await caches.match(url))!.text()).includes('data-testid'), dishUrl),
      ).toBe(true);
      expect(await page.evaluate(async (url) => (await caches.match(url))!.text(), dishUrl)).toContain(
        sar(changed, 'en'),
      );
      expect(oldId).not.toBe(newId);
    } finally {
      await admin.update('menu_items', dish.id, { default_price: dish.default_price });
      await publishSite('e2e.offline.restore');
      await close();
    }
    // Two publishes and up to a minute for the new worker on a loaded machine.
  }, 180_000);
});

describe('two tabs open across a publish', () => {
  it('leave the new version’s precache whole, so a page never seen still opens offline', async () => {
    const admin = await cmsAdmin();
    const first = await open(MENU_PAGE, 'en');
    const second = await first.context.newPage();
    await second.goto(new URL(dishPage(dish.id), proxy.url).href);
    await admin.update('menu_items', dish.id, { default_price: price(dish.default_price) + 3 });
    try {
      const newId = await publishSite('e2e.offline.two-tabs');
      // What the new worker precaches: the list the publish wrote into it (write-worker.ts).
      const worker = await (await fetch(new URL('/sw.js', inject('siteUrl')))).text();
      expect(worker).toContain(newId);
      const listed = [...worker.matchAll(/\{"url":"([^"]+)","revision":(?:null|"[0-9a-f]+")\}/g)].map((m) => m[1]!);
      expect(listed).toEqual(expect.arrayContaining(['/offline.html', '/ar/offline.html', '/favicon.png']));
      // The new worker installs slowly (one of its files takes seconds), while the other tab
      // keeps navigating, answered by the old worker: the old worker once deleted every cache but
      // its own on each navigation, the new one's precache among them, which then stayed empty.
      proxy.faults.set('/favicon.png', 'slow');
      // The new worker's states, as Chromium reports them: the navigations stop once it is
      // installed. Past that, a quiet page asks it to take over, and Chromium stops the old
      // worker; a navigation that reaches it in that instant can wait for good (Chromium's race,
      // not what this test is about: docs/offline.md, "The hand-over").
      const workers = await first.context.newCDPSession(first.page);
      const states = new Map<string, string>();
      workers.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) states.set(version.versionId, version.status);
      });
      await workers.send('ServiceWorker.enable');
      const active = () => [...states].find(([, status]) => status === 'activated')?.[0];
      await expect.poll(active).toBeDefined();
      const oldVersion = active();
      const newInstalled = () =>
        [...states].some(
          ([id, status]) => id !== oldVersion && ['installed', 'activating', 'activated'].includes(status),
        );
      await go(first.page, dishPage(dish.id), 'en');
      const until = Date.now() + 8_000;
      // Each navigation reaches the old worker when the request is made: waiting for its answer
      // is enough.
      let navigations = 0;
      while (Date.now() < until && !newInstalled()) {
        await second.goto(new URL(MENU_PAGE, proxy.url).href, { waitUntil: 'commit' });
        navigations++;
      }
      expect(navigations, 'the other tab navigated while the new worker installed').toBeGreaterThan(0);
      await workers.detach();
      proxy.faults.delete('/favicon.png');
      const precache = async () =>
        first.page.evaluate(async (id) => {
          const name = (await caches.keys()).find((key) => key.includes('precache') && key.endsWith(id));
          return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
        }, newId);
      await expect
        .poll(
          async () => {
            await go(first.page, MENU_PAGE, 'en');
            return (await precache()).includes('/offline.html');
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(true);
      // Whole: every file listed, also those kept before the other tab's last navigation.
      expect(await precache()).toEqual(expect.arrayContaining(listed));

      // Offline, a page neither tab opened: the new version's offline page, from its precache.
      proxy.mode = 'down';
      await first.context.setOffline(true);
      try {
        await go(first.page, '/faq', 'en');
        expect(await first.page.getByRole('heading', { level: 1 }).textContent()).toBe(WORDS.en.offline);
      } finally {
        await first.context.setOffline(false);
        proxy.mode = 'pass';
      }
    } finally {
      proxy.faults.clear();
      await admin.update('menu_items', dish.id, { default_price: dish.default_price });
      await publishSite('e2e.offline.two-tabs.restore');
      await first.close();
    }
  }, 240_000);
});

describe('a page open across a publish', () => {
  it('reloads into the new version when its data file is gone by the time it hydrates', async () => {
    const admin = await cmsAdmin();
    const before = price(dish.default_price);
    const changed = before + 3;
    const { page, errors, close } = await openPage(browser, MENU_PAGE, { language: 'en' });
    // The dish page's data file (src/data/prerenderData.ts) is held until a publish has replaced
    // the version the page came from: as when a visitor opens it just before a publish.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/data/pages/*.json', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      if (asked.length === 1) await held;
      await route.continue();
    });
    await page.goto(new URL(dishPage(dish.id), inject('siteUrl')).href);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('item-price').textContent()).toBe(sar(before, 'en'));
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await admin.update('menu_items', dish.id, { default_price: changed });
    try {
      await publishSite('e2e.offline.hydrate-late');
      release();
      // Its data file answers 404: the page loads again, the new version's whole.
      await page.waitForFunction(() => !(window as unknown as { stayed?: boolean }).stayed, undefined, {
        timeout: 30_000,
      });
      await whenReady(page);
      expect(await page.getByTestId('item-price').textContent()).toBe(sar(changed, 'en'));
      expect(asked).toHaveLength(2);
      expect(asked[1]).not.toBe(asked[0]);
      expect(errors.filter((error) => !/Failed to load resource.*404/.test(error))).toEqual([]);
    } finally {
      release();
      await admin.update('menu_items', dish.id, { default_price: dish.default_price });
      await publishSite('e2e.offline.restore');
      await close();
    }
  }, 120_000);
});

describe('failed answers', () => {
  it('a 500 or a body cut off is never kept, and a later good answer is', async () => {
    const { page, close } = await open(MENU_PAGE, 'en');
    const others = (await dishes()).filter((row) => row.id !== dish.id);
    const dataFile = `/data/dishes/${others.at(-1)!.id}.json`;
    const dataUrl = new URL(dataFile, proxy.url).href;
    const fetchText = (url: string) =>
      page.evaluate(async (address) => {
        try {
          const response = await fetch(address);
          return `${response.status}:${(await response.text()).length}`;
        } catch (error) {
          return `failed: ${String(error)}`;
        }
      }, url);
    expect(await cached(page, dataUrl)).toBe(false);

    proxy.faults.set(dataFile, 'error500');
    expect(await fetchText(dataUrl)).toMatch(/^500:/);
    proxy.faults.set(dataFile, 'cut');
    expect(await fetchText(dataUrl)).toMatch(/^failed/);
    // The worker stores in the background: give it the time a good answer needs.
    await page.waitForTimeout(1500);
    expect(await cached(page, dataUrl)).toBe(false);

    proxy.faults.delete(dataFile);
    const whole = await fetchText(dataUrl);
    expect(whole).toMatch(/^200:\d+$/);
    await expect.poll(() => cached(page, dataUrl)).toBe(true);
    const kept = await page.evaluate(async (url) => (await (await caches.match(url))!.text()).length, dataUrl);
    expect(`200:${kept}`).toBe(whole);

    // A page: answered 500, then cut off mid-body, then whole.
    const pagePath = '/about';
    const pageUrl = new URL(pagePath, proxy.url).href;
    proxy.faults.set(pagePath, 'error500');
    expect((await page.goto(pageUrl))?.status()).toBe(500);
    proxy.faults.set(pagePath, 'cut');
    await page.goto(pageUrl).catch(() => null);
    await page.waitForTimeout(1500);
    expect(await cached(page, pageUrl)).toBe(false);
    proxy.faults.delete(pagePath);
    expect((await page.goto(pageUrl))?.status()).toBe(200);
    await expect.poll(() => cached(page, pageUrl)).toBe(true);
    await close();
  });
});
