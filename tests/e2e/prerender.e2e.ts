/**
 * Prerendered pages: what a crawler (or a phone before any script runs) receives is the real
 * page with the CMS content of the live version, in each language at its own address, with
 * search tags; the browser then hydrates it without errors from the same version's data, and
 * never asks the CMS for data. A build with the CMS down still succeeds and says so.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../publish/build-site';
import { areaStrings } from '../../src/i18n/dictionary';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, launchBrowser, openPage, siteRead, publishSite, whenReady } from './browser';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';

const siteUrl = inject('siteUrl');
const ROOT = join(import.meta.dirname, '..', '..');

interface RestaurantRow {
  id: number;
  name_en: string;
  name_ar: string;
  phone_no: string;
}
interface DishRow {
  id: number;
  name_en: string;
  name_ar: string;
  default_price: string | number;
  is_halal: boolean;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
}

async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(path, siteUrl));
  return { status: response.status, body: await response.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Visible text of an HTML string (tags dropped, entities for & < > " ' decoded). */
function textOf(body: string): string {
  const root = body.slice(body.indexOf('<div id="root">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

let restaurant: RestaurantRow;
let dishes: DishRow[];
let browser: Browser;

beforeAll(async () => {
  const rows = await siteRead<RestaurantRow[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,name_ar,phone_no',
  );
  restaurant = rows[0]!;
  dishes = await siteRead<DishRow[]>(
    'menu_items',
    'filter[restaurant][slug][_eq]=saffron-house&fields=id,name_en,name_ar,default_price,is_halal,is_vegetarian,is_vegan,is_gluten_free&sort=id&limit=-1',
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the HTML a crawler receives', () => {
  it('serves the home page in English at / and in Arabic at /ar/, with the CMS content and alternates', async () => {
    const en = await html('/');
    expect(en.status).toBe(200);
    // The restaurant zone's offsets (Asia/Riyadh: one, all year): its clock needs no Intl (src/hours/zone.ts).
    expect(en.body).toMatch(
      /<html lang="en" dir="ltr" data-languages="en ar" data-fonts="later" data-site="saffron-house" data-site-url="[^"]+" data-zone="Asia\/Riyadh \d+ \d+ 180">/,
    );
    expect(textOf(en.body)).toContain(restaurant.name_en);
    expect(en.body).toContain(`<link rel="canonical" href="${siteUrl}/">`);
    expect(en.body).toContain(`<link rel="alternate" hreflang="ar" href="${siteUrl}/ar/">`);
    expect(en.body).toContain(`<link rel="alternate" hreflang="x-default" href="${siteUrl}/">`);
    expect(en.body).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(en.body).toContain('<meta property="og:locale" content="en_US">');

    const ar = await html('/ar/');
    expect(ar.status).toBe(200);
    expect(ar.body).toMatch(
      /<html lang="ar" dir="rtl" data-languages="en ar" data-fonts="later" data-site="saffron-house" data-site-url="[^"]+" data-zone="[^"]+">/,
    );
    expect(textOf(ar.body)).toContain(restaurant.name_ar);
    expect(ar.body).toContain(`<link rel="canonical" href="${siteUrl}/ar/">`);
    expect(ar.body).toContain('<meta property="og:locale" content="ar_SA">');
  });

  it('describes the restaurant with schema.org JSON-LD from the CMS', async () => {
    const blocks = jsonLd((await html('/')).body);
    const place = blocks.find((b) => b['@type'] === 'Restaurant');
    expect(place).toBeTruthy();
    expect(place!.name).toBe(restaurant.name_en);
    expect(place!.telephone).toBe(restaurant.phone_no);
    expect(place!.hasMenu).toBe(`${siteUrl}${MENU_PAGE}`);
    expect((place!.address as Record<string, unknown>)['@type']).toBe('PostalAddress');
    expect(Array.isArray(place!.openingHoursSpecification)).toBe(true);
    const reviews = await siteRead<{ review_star_count: number | string | null }[]>(
      'reviews',
      'filter[restaurant][slug][_eq]=saffron-house&fields=review_star_count&limit=-1',
    );
    const stars = reviews.map((r) => Number(r.review_star_count)).filter((n) => n >= 1 && n <= 5);
    expect(stars.length).toBeGreaterThan(0);
    const rating = place!.aggregateRating as Record<string, unknown>;
    expect(rating.reviewCount).toBe(stars.length);
    expect(rating.ratingValue).toBeCloseTo(stars.reduce((a, b) => a + b, 0) / stars.length, 1);
  });

  it('prerenders the menu with every dish and its price, and a Menu in SAR whose dishes name their pages', async () => {
    const { body } = await html(MENU_PAGE);
    const blocks = jsonLd(body);
    const menu = blocks.find((b) => b['@type'] === 'Menu');
    expect(menu).toBeTruthy();
    const items = (menu!.hasMenuSection as { hasMenuItem: Record<string, unknown>[] }[]).flatMap((s) => s.hasMenuItem);
    for (const dish of dishes) {
      const item = items.find((i) => i.name === dish.name_en);
      expect(item, dish.name_en).toBeTruthy();
      const offers = ([] as Record<string, unknown>[]).concat(item!.offers as Record<string, unknown>);
      if (Number(dish.default_price) > 0) expect(offers.every((o) => o.priceCurrency === 'SAR')).toBe(true);
      expect(item!.url).toBe(`${siteUrl}${dishPage(dish.id)}`);
    }
    // The first page of the menu grid itself is in the HTML.
    expect(textOf(body)).toMatch(/SAR/);
  });

  it('prerenders every dish page in both languages with its name as the title', async () => {
    const dish = dishes[0]!;
    const en = await html(dishPage(dish.id));
    expect(en.status).toBe(200);
    expect(en.body).toMatch(new RegExp(`<title>${dish.name_en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    expect(textOf(en.body)).toContain(dish.name_en);
    expect(jsonLd(en.body).some((b) => b['@type'] === 'MenuItem' && b.name === dish.name_en)).toBe(true);
    const ar = await html(localizePath(dishPage(dish.id), 'ar'));
    expect(textOf(ar.body)).toContain(dish.name_ar);
  });

  it("marks the diets of each dish in its page's MenuItem, under the @id the menu names", async () => {
    const { body: menuBody } = await html(MENU_PAGE);
    const menu = jsonLd(menuBody).find((b) => b['@type'] === 'Menu')!;
    const listed = (menu.hasMenuSection as { hasMenuItem: Record<string, unknown>[] }[]).flatMap((s) => s.hasMenuItem);
    for (const dish of dishes) {
      const item = jsonLd((await html(dishPage(dish.id))).body).find((b) => b['@type'] === 'MenuItem')!;
      expect(item['@id'], dish.name_en).toBe(listed.find((entry) => entry.name === dish.name_en)!['@id']);
      const diets = ([] as unknown[]).concat(item.suitableForDiet ?? []);
      expect(diets.includes('https://schema.org/HalalDiet'), dish.name_en).toBe(Boolean(dish.is_halal));
      expect(diets.includes('https://schema.org/VeganDiet'), dish.name_en).toBe(Boolean(dish.is_vegan));
      expect(diets.includes('https://schema.org/VegetarianDiet'), dish.name_en).toBe(
        Boolean(dish.is_vegetarian || dish.is_vegan),
      );
      expect(diets.includes('https://schema.org/GlutenFreeDiet'), dish.name_en).toBe(Boolean(dish.is_gluten_free));
    }
  });

  it('lists every indexable address in sitemap.xml and keeps the demo checkout out of search', async () => {
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const path of [
      '/',
      '/ar/',
      MENU_PAGE,
      localizePath(MENU_PAGE, 'ar'),
      '/reservation',
      '/ar/contact',
      dishPage(dishes[0]!.id),
    ])
      expect(sitemap.body).toContain(`<loc>${siteUrl}${path}</loc>`);
    // The demo checkout and wishlist are kept out of search ("index": false in the config).
    expect(sitemap.body).not.toContain(`<loc>${siteUrl}/shop/checkout</loc>`);
    const robots = await html('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /shop/checkout');
    expect((await html('/shop/checkout')).body).toContain('<meta name="robots" content="noindex, follow">');
    expect((await html(CART_PAGE)).body).not.toContain('noindex');
  });

  it('answers an unknown address, and a dish the version does not have, with 404 (as nginx does)', async () => {
    expect((await html('/no-such-page')).status).toBe(404);
    expect((await html('/ar/no-such-page')).status).toBe(404);
    // Every published dish has its page; a dish added since is on the site with the next publish.
    expect((await html(dishPage(99999999))).status).toBe(404);
  });

  it('preloads the fonts of a page that opens on text, and not where a large image comes first', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g)].map(
        (m) => m[1]!,
      );
    // /home3 opens on its heading (the about section).
    const textFirst = preloads((await html('/home3')).body);
    expect(textFirst.map((href) => href.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/cairo-latin-wght-normal',
      '/assets/playfair-display-latin-700-normal',
    ]);
    expect(preloads((await html('/ar/home3')).body).map((href) => href.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/cairo-arabic-wght-normal',
      '/assets/cairo-latin-wght-normal',
    ]);
    for (const href of textFirst) expect((await fetch(new URL(href, siteUrl))).status).toBe(200);
    // The hero and the page banners hold them, and each of those pages has the image it waits for.
    for (const path of ['/', '/ar/', '/shop', '/contact', '/ar/reservation', '/home2', dishPage(dishes[0]!.id)]) {
      const { body } = await html(path);
      expect(preloads(body), path).toEqual([]);
      expect(body, path).toMatch(/<html [^>]*data-fonts="later"[ >]/);
      expect(body, path).toMatch(/<img [^>]*fetchpriority="high"/i);
    }
    // On a dish page that image is the dish's photo, the larger picture; the banner yields to it.
    const dish = (await html(dishPage(dishes[0]!.id))).body;
    expect(dish.match(/<img [^>]*fetchpriority="high"[^>]*>/gi), 'one priority image').toHaveLength(1);
    expect(dish).toMatch(/<img [^>]*fetchpriority="high"[^>]*data-testid="item-main-image"/i);
    expect(dish).toMatch(/<img [^>]*fetchpriority="low"[^>]*class="page-banner__bg"/i);
  });

  it('is the production build visitors get, on Preact, without React or a development build', async () => {
    // A test runner sets NODE_ENV=test, which Vite would otherwise keep for the build.
    const { body } = await html('/');
    const boot = /<script type="application\/json" id="boot-modules">([\s\S]*?)<\/script>/.exec(body);
    expect(boot).not.toBeNull();
    const { entry, modules } = JSON.parse(boot![1]!) as { entry: string; modules: string[] };
    const scripts = await Promise.all(
      [entry, ...modules].map(async (path) => (await fetch(new URL(path, siteUrl))).text()),
    );
    // The components' runtime is Preact (build/preact.ts): React DOM is in no file the page loads...
    const names = [entry, ...modules].map((path) => /\/assets\/([a-z]+)-/.exec(path)?.[1]);
    expect(names).toContain('runtime');
    expect(scripts.some((code) => /react-dom|__reactFiber|Minified React error/.test(code))).toBe(false);
    // ...nor a development build: Preact's debug layer, and the test runner's NODE_ENV, stay out.
    expect(scripts.some((code) => code.includes('preact/debug') || code.includes('Invalid hook call'))).toBe(false);
    // The runtime and the islands' code, all of which runs as the first island hydrates, ask V8 to
    // compile them while they download; the page script and the rest keep V8's lazy default
    // (src/perf/compileHints.ts).
    const hinted = [entry, ...modules].filter((_, i) => scripts[i]!.startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.map((path) => /\/assets\/([a-z]+)-/.exec(path)?.[1]).sort()).toEqual(['islands', 'runtime']);
    expect(scripts.filter((code) => code.includes('allFunctionsCalledOnLoad'))).toHaveLength(2);
    // Visitors' browsers read published data only: the code that reads the CMS (the restaurant's
    // hours overrides, its colour scheme) is left out of their build (src/data/query.ts).
    expect(scripts.some((code) => code.includes('hours_overrides') || code.includes('website_color_scheme.'))).toBe(
      false,
    );
  });

  it('is readable with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl}${localizePath(MENU_PAGE, 'ar')}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The first page of the menu grid (12 dishes) is there, in Arabic, without any script.
      const text = (await page.locator('main').textContent()) ?? '';
      expect(dishes.filter((dish) => text.includes(dish.name_ar)).length).toBeGreaterThanOrEqual(
        Math.min(12, dishes.length),
      );
      await page.goto(`${siteUrl}/`);
      expect(
        await page
          .getByRole('link', { name: /Reservation/ })
          .first()
          .getAttribute('href'),
      ).toBe('/reservation');
    } finally {
      await context.close();
    }
  });
});

describe('in the browser', () => {
  it('loads each page whole, keeps links in the page language and switches language by address', async () => {
    const { page, errors, close } = await openPage(browser, '/');
    try {
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: /Menu/ }).first().click();
      await page.waitForURL(`${siteUrl}${MENU_PAGE}`);
      await whenReady(page);
      const historyBefore = await page.evaluate(() => history.length);
      await page
        .getByRole('link', { name: /العربية|Arabic/ })
        .first()
        .click();
      await page.waitForURL(`${siteUrl}${localizePath(MENU_PAGE, 'ar')}`);
      await whenReady(page);
      // One history entry for the switch, so Back returns to the English page in one press.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The links of the Arabic page lead to Arabic pages.
      expect(await page.getByRole('link', { name: 'الحجز' }).first().getAttribute('href')).toBe('/ar/reservation');
      await page.goBack();
      await page.waitForURL(`${siteUrl}${MENU_PAGE}`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('runs no React on a page without interactive blocks, and only its islands on one with them', async () => {
    for (const [path, islands] of [
      ['/about', []],
      ['/faq', []],
      ['/contact', []],
      [MENU_PAGE, ['menuBrowser']],
      ['/', ['heroSlider', 'specialOffers']],
    ] as const) {
      const { page, errors, close } = await openPage(browser, path, { viewport: { width: 412, height: 823 } });
      try {
        await page.waitForLoadState('networkidle');
        expect(
          await page
            .locator('[data-island]')
            .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-island'))),
          path,
        ).toEqual(islands);
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((file) => file.endsWith('.js')),
        );
        // React is in the islands' chunk, asked for on a page that has islands alone.
        expect(
          scripts.some((file) => /\/islands-[\w-]+\.js$/.test(file)),
          path,
        ).toBe(islands.length > 0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('reads its interface strings from its data file, in its language, and loads no strings chunk', async () => {
    // A string of each area the page reads, which only the dictionary, a strings chunk and a data
    // file hold: the header's (common), the menu's filters and the dietary facts of its cards.
    const keys = { common: 'header.openMenu', menuBrowser: 'menu.searchLabel', diet: 'diet.facts' } as const;
    for (const language of ['en', 'ar'] as const) {
      const path = localizePath(MENU_PAGE, language);
      const { page, errors, close } = await openPage(browser, path, { viewport: { width: 412, height: 823 } });
      try {
        await page.locator('[data-island="menuBrowser"][data-live]').waitFor();
        await page.waitForLoadState('networkidle');
        const files = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((file) => file.endsWith('.js') || file.startsWith('/data/pages/')),
        );
        const bodies = await Promise.all(
          files.map(async (file) => [file, await (await fetch(new URL(file, siteUrl))).text()] as const),
        );
        const data = bodies.find(([file]) => file.startsWith('/data/pages/'));
        expect(data, `${path}: its data file`).toBeDefined();
        for (const [area, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
          const text = (areaStrings(area, language) as Record<string, string>)[key]!;
          expect(text, key).toBeTruthy();
          expect(data![1], `${path}: ${area} in its data file`).toContain(JSON.stringify(text).slice(1, -1));
          for (const [file, body] of bodies.filter(([file]) => file.endsWith('.js')))
            expect(body.includes(text), `${path}: ${file} holds the ${area} strings`).toBe(false);
        }
        // The live menu keeps the words of its language: its search field's label.
        const label = (areaStrings('menuBrowser', language) as Record<string, string>)['menu.searchLabel']!;
        await expect.poll(() => page.getByLabel(label, { exact: true }).count()).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('hydrates every live page in both languages with no difference from its HTML', async () => {
    const paths = ['/', '/reservation', MENU_PAGE, dishPage(dishes[0]!.id), CART_PAGE, '/contact'];
    for (const path of paths.flatMap((p) => [p, p === '/' ? '/ar/' : `/ar${p}`])) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const mismatches: string[] = [];
        // src/main.tsx reports React's recoverable hydration errors as "[hydrate] ..." warnings.
        page.on('console', (message) => {
          if (message.text().includes('[hydrate]') || message.text().includes('Hydration'))
            mismatches.push(message.text());
        });
        await page.goto(`${siteUrl}${path}`);
        await whenReady(page);
        expect(mismatches, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('leaves the root element alone while its islands hydrate: no language, direction or custom property rewritten', async () => {
    // Each write on <html> (lang, dir, a custom property in its style), even of the value it has,
    // restyles every element of the page: 20-85 ms of a 4x slower phone's main thread each.
    for (const path of ['/', '/ar/', MENU_PAGE, localizePath(MENU_PAGE, 'ar')]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        await context.addInitScript(() => {
          const written: string[] = [];
          (window as unknown as { rootWrites: string[] }).rootWrites = written;
          new MutationObserver((records) => {
            for (const record of records)
              if (record.target === document.documentElement) written.push(record.attributeName ?? '');
          }).observe(document, { attributes: true, subtree: true });
        });
        const page = await context.newPage();
        await page.goto(`${siteUrl}${path}`);
        await whenReady(page);
        await page.waitForTimeout(1000); // the effects after hydration, and the hours engine's arrival
        const writes = await page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites);
        expect(
          writes.filter((name) => !['data-fresh', 'data-hydrated', 'style'].includes(name)),
          path,
        ).toEqual([]);
        // The header's measured height, as scroll-padding-top: a property only <html> has.
        const style = (await page.locator('html').getAttribute('style')) ?? '';
        expect(style, path).toMatch(/^scroll-padding-top: calc\(\d+px \+ var\(--header-clearance, 0\.75rem\)\);$/);
        expect(writes.filter((name) => name === 'style').length, path).toBe(1);
      } finally {
        await context.close();
      }
    }
  });

  it('fetches the fonts once the hero or banner image is on screen, keeps that page in the stand-in, sets the next in them', async () => {
    // The first view's files of each language (src/perf/fontLoading.ts), without their hashes.
    for (const [path, files] of [
      ['/', ['cairo-latin-wght-normal', 'playfair-display-latin-700-normal']],
      ['/ar/', ['cairo-arabic-wght-normal', 'cairo-latin-wght-normal']],
      ['/shop', ['cairo-latin-wght-normal', 'playfair-display-latin-700-normal']],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      try {
        await context.addInitScript(() => {
          const shown: number[] = [];
          (window as unknown as { heroShownAt: number[] }).heroShownAt = shown;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if ((entry as LargestContentfulPaint).element?.matches('img[fetchpriority="high"]'))
                shown.push(entry.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const page = await context.newPage();
        await page.goto(`${siteUrl}${path}`);
        await whenReady(page);
        const fetched = () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.woff2'))
              .map((entry) => new URL(entry.name).pathname.replace(/^\/assets\/(.*)-[\w-]{8}\.woff2$/, '$1')),
          );
        // The files arrive for the pages that follow...
        await expect.poll(fetched).toEqual(expect.arrayContaining([...files]));
        // ...and this page stays in the stand-in, its faces not even decoded: no relayout of the
        // whole page after its first paint, and no work for the page's main thread.
        expect(
          await page.evaluate(
            () =>
              [...document.fonts].filter((face) => !face.family.includes('Stand-in') && face.status !== 'unloaded')
                .length,
          ),
          path,
        ).toBe(0);
        await page.waitForTimeout(300);
        expect(await page.locator('html').getAttribute('data-fonts'), path).toBe('later');
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).not.toContain(
          'Cairo Variable',
        );
        // None of them was requested before the browser reported the hero image painted.
        const timing = await page.evaluate(() => ({
          shown: (window as unknown as { heroShownAt: number[] }).heroShownAt[0],
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime),
        }));
        expect(timing.shown, path).toBeGreaterThan(0);
        expect(timing.fonts.length, path).toBeGreaterThanOrEqual(files.length);
        for (const start of timing.fonts) expect(start, path).toBeGreaterThanOrEqual(timing.shown!);
        // The next page (a link's, a document of its own) has the site's files in the cache: it
        // lets its fonts in at once, and its text is in them.
        await page.locator('header a[href$="/shop/cart"]').first().click();
        await page.waitForURL(/\/shop\/cart$/);
        await whenReady(page);
        expect(await page.locator('html').getAttribute('data-fonts'), path).toBeNull();
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toContain('Cairo Variable');
        // So does this page, opened afresh.
        await page.goto(`${siteUrl}${path}`);
        await whenReady(page);
        expect(await page.locator('html').getAttribute('data-fonts'), path).toBeNull();
      } finally {
        await context.close();
      }
    }
    // The HTML says which pages hold their fonts: those that open on a large image, not on text.
    expect((await html('/')).body).toMatch(
      /<html lang="en" dir="ltr" data-languages="en ar" data-fonts="later" data-site="saffron-house" data-site-url="[^"]+" data-zone="[^"]+">/,
    );
    expect((await html('/contact')).body).toMatch(
      /<html lang="en" dir="ltr" data-languages="en ar" data-fonts="later" data-site="saffron-house" data-site-url="[^"]+" data-zone="[^"]+">/,
    );
    expect(/<html[^>]*>/.exec((await html('/home3')).body)?.[0]).not.toContain('data-fonts');
  });

  it('paints the menu from its inline style alone, and never fetches its parts, also once the menu is live', async () => {
    // A publish of an unchanged CMS links every page from the version before: each still carries
    // its styles and the policy that names them.
    await publishSite('e2e.styles');
    for (const language of ['en', 'ar'] as const) {
      const path = localizePath(MENU_PAGE, language);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // A style the page's policy refuses is reported here (and would leave the page bare).
          if (message.type() === 'error') errors.push(message.text());
        });
        const fetched: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.endsWith('.css')) fetched.push(pathname);
        });
        await page.goto(`${siteUrl}${path}`);
        await whenReady(page);
        const head = await page.evaluate(() => ({
          enabled: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]:not([disabled])')].map(
            (link) => new URL(link.href).pathname,
          ),
          parts: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"][disabled]')].map(
            (link) => new URL(link.href).pathname,
          ),
          styles: document.querySelectorAll('head style').length,
          policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
        }));
        // One inline style, named by hash in the page's own policy, and no stylesheet to wait for.
        expect(head.enabled, path).toEqual([]);
        expect(head.styles, path).toBe(1);
        expect(head.policy, path).toMatch(/^style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
        expect(head.parts.length, path).toBeGreaterThanOrEqual(3);
        // The menu's code runs (its filters sheet opens and closes), every section wakes: Vite's
        // preload helper finds the parts linked and fetches none of them.
        await page.locator('#menu-filters-button').click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(
          fetched.filter((href) => head.parts.includes(href)),
          path,
        ).toEqual([]);
        expect(new Set(fetched).size, path).toBe(fetched.length);
        // ...and the page is styled by it: the base's, a section's and the brand's rules hold.
        const styled = await page.evaluate(() => ({
          font: getComputedStyle(document.body).fontFamily,
          margin: getComputedStyle(document.querySelector('.menu-browser')!).scrollMarginTop,
          brand: getComputedStyle(document.documentElement).getPropertyValue('--root-theme').trim().toUpperCase(),
          theme: document.querySelector('meta[name="theme-color"]')!.getAttribute('content')!.toUpperCase(),
          sheets: [...document.styleSheets]
            .filter((sheet) => !sheet.disabled && sheet.href)
            .map((sheet) => new URL(sheet.href!).pathname),
        }));
        expect(styled.font, path).toContain('Cairo');
        expect(styled.margin, path).toBe('84px');
        expect(styled.brand, path).toBe(styled.theme);
        expect(
          styled.sheets.filter((href) => head.parts.includes(href)),
          path,
        ).toEqual([]);
        // Another inline style, as injected markup would bring, is refused by the page's policy.
        const injected = await page.evaluate(() => {
          const style = document.createElement('style');
          style.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
          document.head.append(style);
          const applied = getComputedStyle(document.body).outlineWidth === '7px';
          style.remove();
          return applied;
        });
        expect(injected, path).toBe(false);
        expect(
          errors.filter((text) => !/Content.Security.Policy|style-src/i.test(text)),
          path,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('takes a visitor who chose Arabic before to the Arabic address', async () => {
    const { page, errors, close } = await openPage(browser, '/contact', { language: 'ar' });
    try {
      await page.waitForURL(`${siteUrl}/ar/contact`);
      await page.getByRole('heading', { level: 1, name: 'تواصل معنا' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a CMS change once published, in the HTML and in the data the page reads', async () => {
    const admin = await cmsAdmin();
    const renamed = `${restaurant.name_en} Refreshed ${Date.now()}`;
    await admin.update('restaurants', restaurant.id, { name_en: renamed });
    try {
      // Saved but not published: visitors still get the live version.
      expect((await html('/contact')).body).not.toContain(renamed);
      await publishSite();
      expect((await html('/contact')).body).toContain(renamed);
      const { page, errors, cmsRequests, close } = await openPage(browser, '/contact');
      try {
        // A page the visitor reaches inside the app reads its data and images from the site, never the CMS.
        await page.getByRole('link', { name: 'Menu' }).first().click();
        await page.waitForURL(`${siteUrl}${MENU_PAGE}`);
        await page.getByTestId('menu-card').first().waitFor();
        await page.getByText(renamed).first().waitFor();
        expect(errors).toEqual([]);
        expect(cmsRequests).toEqual([]);
      } finally {
        await close();
      }
    } finally {
      await admin.update('restaurants', restaurant.id, { name_en: restaurant.name_en });
      await publishSite();
    }
  });
});

describe('a build while the CMS is down', () => {
  it('succeeds with placeholders and says which reads failed', async () => {
    const outDir = join(ROOT, '.tmp', `prerender-down-${process.pid}`);
    const previous = process.env.CMS_URL;
    const lines: string[] = [];
    process.env.CMS_URL = 'http://127.0.0.1:9';
    try {
      const report = await buildSite({ outDir, sourcemap: false, log: (line) => lines.push(line) });
      expect(report.failedReads.length).toBeGreaterThan(0);
      expect(lines.join('\n')).toMatch(/WARNING: \d+ CMS reads failed at build time/);
      const home = await readFile(join(outDir, 'index.html'), 'utf8');
      // A restaurant that could not be read keeps every configured language (Arabic is not turned off).
      expect(home).toMatch(
        /<html lang="en" dir="ltr" data-languages="en ar" data-fonts="later" data-site="saffron-house" data-site-url="[^"]+" data-zone="[^"]+">/,
      );
      // Placeholders (the same shape as CMS data) fill the page; nothing unconfirmed reaches search engines.
      expect(textOf(home).length).toBeGreaterThan(500);
      expect(textOf(home)).not.toContain(restaurant.phone_no);
      expect(jsonLd(home).some((block) => block['@type'] === 'Restaurant')).toBe(false);
      // No dish list from the CMS: dish pages are left to the browser, the rest is prerendered.
      expect(report.pages).toBeGreaterThan(50);
    } finally {
      if (previous === undefined) delete process.env.CMS_URL;
      else process.env.CMS_URL = previous;
      await rm(outDir, { recursive: true, force: true });
    }
  }, 300_000);
});
