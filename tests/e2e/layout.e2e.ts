/** Foundation: the shared layout shows the seeded restaurant, switches to Arabic and applies the CMS theme. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { BOOT_SCRIPT, launchBrowser, openPage, siteRead, slowScripts, whenReady } from './browser';
import { PHONE } from './phone-helpers';

interface RestaurantRow {
  id: number;
  name_en: string;
  name_ar: string;
  short_address_en: string;
  short_address_ar: string;
  address_en: string;
  opens_at: string;
  closes_at: string;
  website_color_scheme: { root_theme: string; top_bar_background_color: string } | null;
}

let browser: Browser;
let restaurant: RestaurantRow;

function twelveHour(time: string, am = 'AM', pm = 'PM'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? am : pm}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [restaurant] = (await siteRead<RestaurantRow[]>(
    'restaurants',
    'filter[slug][_eq]=saffron-house&fields=id,name_en,name_ar,short_address_en,short_address_ar,address_en,opens_at,closes_at,website_color_scheme.root_theme,website_color_scheme.top_bar_background_color',
  )) as [RestaurantRow];
});

afterAll(async () => {
  await browser?.close();
});

/** Tuesday 24 November 2026, 14:00 in Riyadh. */
const TUESDAY_AFTERNOON = new Date('2026-11-24T14:00:00+03:00');

describe('shared layout against the seeded CMS', () => {
  it('shows the restaurant name, short address, whether it is open and footer address in English', async () => {
    // A Tuesday, 14:00 at the restaurant (the seeded Tuesday closes at the restaurant's closes_at).
    const { page, errors, close } = await openPage(browser, '/', { now: TUESDAY_AFTERNOON });
    expect(await page.getByTestId('short-address').textContent()).toBe(restaurant.short_address_en);
    await expect
      .poll(() => page.getByTestId('header-hours').textContent())
      .toBe(`Open now · closes ${twelveHour(restaurant.closes_at)}`);
    expect(await page.getByTestId('footer-address').textContent()).toBe(restaurant.address_en);
    expect(await page.locator('.main-bar img.logo__img').getAttribute('alt')).toBe(restaurant.name_en);
    // The CMS knows the logo's shape, so it is asked for at the width it renders at (the seeded
    // logo is square: 50 px wide in its 200 × 50 slot), not at the slot's 200 px.
    const [logo] = await siteRead<{ logo: { width: number; height: number } }[]>(
      'restaurants',
      'filter[slug][_eq]=saffron-house&fields=logo.width,logo.height',
    );
    const expected = Math.round(Math.min(200, (50 * logo!.logo.width) / logo!.logo.height));
    expect(await page.locator('.main-bar img.logo__img').getAttribute('sizes')).toBe(`${expected}px`);
    await page.waitForFunction((name) => document.title.includes(name), restaurant.name_en);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await close();
  });

  it('holds the box of the logo before its file arrives, so the menu beside it stays put when it does', async () => {
    const html = await (await fetch(new URL('/shop/cart', inject('siteUrl')))).text();
    const tag = /<img [^>]*class="logo__img"[^>]*>/.exec(html)?.[0] ?? '';
    const folder = / src="(\/media\/[^/"]+\/)/.exec(tag)?.[1];
    expect(folder, 'the header logo is a published image').toBeTruthy();
    const [seeded] = await siteRead<{ logo: { width: number; height: number } }[]>(
      'restaurants',
      'filter[slug][_eq]=saffron-house&fields=logo.width,logo.height',
    );
    const { width, height } = seeded!.logo;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname.startsWith(folder!),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    try {
      const page = await context.newPage();
      // Not waiting for "load": the logo holds it back.
      await page.goto(new URL('/shop/cart', inject('siteUrl')).href, { waitUntil: 'domcontentloaded' });
      await whenReady(page);
      const boxes = () =>
        page.evaluate(() => {
          const logo = document.querySelector('.main-bar .logo__img')!.getBoundingClientRect();
          const nav = document.querySelector('.main-nav')!.getBoundingClientRect();
          return { logo: `${logo.width}x${logo.height}`, navX: Math.round(nav.x) };
        });
      const before = await boxes();
      expect(await page.locator('.main-bar .logo__img').evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
      // 50 px high and as wide as its shape, at most 200 px (the seeded logo is square: 50 × 50),
      // file or no file.
      expect(before.logo).toBe(`${Math.min(200, (50 * width) / height)}x50`);
      release();
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.main-bar .logo__img')!.complete);
      expect(await boxes()).toEqual(before);
    } finally {
      release();
      await context.close();
    }
  });

  it('switches to Arabic with the toggle: dir="rtl", Arabic text, remembered for the next visit', async () => {
    const { page, errors, close } = await openPage(browser, '/', { now: TUESDAY_AFTERNOON });
    await page
      .getByRole('link', { name: /Switch to Arabic/ })
      .first()
      .click();
    await page.waitForURL(new URL('/ar/', page.url()).href);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.getByTestId('short-address').textContent()).toBe(restaurant.short_address_ar);
    expect(await page.getByRole('link', { name: 'القائمة' }).first().isVisible()).toBe(true);
    // The choice is remembered: an English address opened later leads to its Arabic page.
    await page.goto(new URL('/contact', page.url()).href);
    await page.waitForURL(new URL('/ar/contact', page.url()).href);
    await whenReady(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect
      .poll(() => page.getByTestId('header-hours').textContent())
      .toBe(`مفتوح الآن · يغلق ${twelveHour(restaurant.closes_at, 'ص', 'م')}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('applies the theme colours from the CMS', async () => {
    const { page, close } = await openPage(browser, '/');
    const expected = restaurant.website_color_scheme!.root_theme.replace(/^#?/, '#').toLowerCase();
    await page.waitForFunction(
      (value) =>
        getComputedStyle(document.documentElement).getPropertyValue('--root-theme').trim().toLowerCase() === value,
      expected,
    );
    await close();
  });

  it("paints the restaurant's brand in the first frame, before any script runs", async () => {
    const expected = restaurant.website_color_scheme!.root_theme.replace(/^#?/, '#').toLowerCase();
    for (const path of ['/', '/ar/shop']) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(new URL(path, inject('siteUrl')).href);
        expect(response?.status()).toBe(200);
        const theme = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--root-theme').trim().toLowerCase(),
        );
        expect(theme).toBe(expected);
        expect((await page.locator('meta[name="theme-color"]').getAttribute('content'))?.toLowerCase()).toBe(expected);
      } finally {
        await context.close();
      }
    }
    // With the app running, the colour never flips while it starts and hydrates (3 s of frames).
    const { page, close } = await openPage(browser, '/', {});
    try {
      await page.context().addInitScript(() => {
        const colours: string[] = [];
        Object.assign(window, { __colours: colours });
        const sample = () => {
          const root = document.documentElement;
          colours.push(getComputedStyle(root).getPropertyValue('--root-theme').trim().toLowerCase());
          if (performance.now() < 3000) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      await page.waitForFunction(() => performance.now() >= 3000);
      const seen = await page.evaluate(() => (window as unknown as { __colours: string[] }).__colours);
      expect([...new Set(seen.filter(Boolean))]).toEqual([expected]);
    } finally {
      await close();
    }
  });

  it('is served with a strict Content-Security-Policy and the other security headers', async () => {
    const response = await fetch(new URL('/', inject('siteUrl')));
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Inline styles only in style-src, which every page narrows to its own style by hash.
    expect(csp.split(';').filter((d) => d.includes('unsafe-inline'))).toEqual([" style-src 'self' 'unsafe-inline'"]);
    const html = await (await fetch(new URL('/', inject('siteUrl')))).text();
    const own = /<meta charset="[^"]*"\s*\/?>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
      html,
    );
    expect(own?.[1]).toMatch(/^style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(html.match(/<style>/g)).toHaveLength(1);
    // The browser reads data and images only from the site: a request to the CMS would be refused.
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data:");
    expect(directive('media-src')).toBe("media-src 'self'");
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.google.com/maps/ https://maps.google.com/");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('shows the not-found page for an unknown address', async () => {
    const { page, close } = await openPage(browser, '/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await close();
  });
});

describe.each([
  ['en', 'Open menu'],
  ['ar', 'فتح القائمة'],
] as const)('the header on a slow phone (%s)', (language, openMenu) => {
  it('opens the phone menu tapped before the page’s script arrived', async () => {
    // The page and boot are there; the page script, which opens dialogs, is still on its way. The
    // tap once did nothing at all.
    const { context, page, release, uncaught } = await slowScripts(browser, {
      through: BOOT_SCRIPT,
      viewport: PHONE,
    });
    try {
      await page.goto(new URL(localizePath('/about', language), inject('siteUrl')).href, {
        waitUntil: 'domcontentloaded',
      });
      const opener = page.getByRole('button', { name: openMenu });
      await opener.click();
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);

      release();
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['en', 'ar'] as const)('a long page on a phone (%s)', (language) => {
  it('renders its later sections as the visitor nears them, and shows each one then', async () => {
    const { page, errors, close } = await openPage(browser, localizePath('/', language), { viewport: PHONE });
    try {
      // What the browser skips stays out of the first view's work: checkVisibility counts what is
      // inside a section skipped by content-visibility as not visible. The first section is drawn.
      const drawn = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn('main > .section-slot:first-child h1, main > .section-slot:first-child h2')).toBe(true);
      expect(await drawn('#reviews h2')).toBe(false);
      expect(await drawn('.site-footer a')).toBe(false);

      // Scrolled to, the footer is drawn with its content, and the reviews on the way with it.
      await page.locator('.site-footer').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        document.querySelector('.site-footer a')!.checkVisibility({ contentVisibilityAuto: true }),
      );
      await page.locator('.site-footer a').first().waitFor({ state: 'visible' });
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        document.querySelector('#reviews h2')!.checkVisibility({ contentVisibilityAuto: true }),
      );
      expect(await page.locator('#reviews h2').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
