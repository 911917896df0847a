/**
 * Crawl of EVERY route in site.config.json, in English and Arabic, in Chromium: the document
 * title, every configured section, no console error, no internal link outside the route table,
 * no broken image, not one request to the CMS, dir="rtl" in Arabic, no section wider than a
 * phone's screen; and every route is reachable by links from the home page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import type { SiteConfig } from '../../src/generated/types';
import { dictionary } from '../../src/i18n/dictionary';
import { languageOfPath, localizePath, stripLanguage } from '../../src/i18n/paths';
import { launchBrowser, openPage, siteRead } from './browser';
import { CART_PAGE, DISH_ROUTE, MENU_PAGE } from './pages';
import { PHONE } from './phone-helpers';

const config: SiteConfig = loadSiteConfig();
let browser: Browser;
let itemId = '';
let itemName: Record<'en' | 'ar', string> = { en: '', ar: '' };

/** Route paths as patterns, `:param` matching one segment. */
const routePatterns = config.routes.map((route) => ({
  path: route.path,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));
const routeOf = (pathname: string) => routePatterns.find((r) => r.pattern.test(pathname))?.path;

/** Links seen on each English page (route path -> route paths linked), for the reachability check. */
const linksFrom = new Map<string, Set<string>>();

beforeAll(async () => {
  browser = await launchBrowser();
  const [item] = await siteRead<{ id: number | string; name_en: string; name_ar: string }[]>(
    'menu_items',
    'filter[restaurant][slug][_eq]=saffron-house&fields=id,name_en,name_ar&limit=1&sort=id',
  );
  if (!item) throw new Error('the seeded CMS has no menu item for saffron-house');
  itemId = String(item.id);
  itemName = { en: item.name_en, ar: item.name_ar || item.name_en };
});

afterAll(async () => {
  await browser?.close();
});

/** Scrolls the whole page down in steps so lazy images and late sections load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
}

/**
 * What is wider than its section on the page as it is now sized, each section looked at in view
 * (a later section is drawn only as it nears the view, src/styles/base.css), and the page itself.
 * A later section clips what it holds past its edges, so such content cannot be seen at all; a
 * first section's would scroll the whole page sideways.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found: string[] = [];
    for (const section of document.querySelectorAll<HTMLElement>('main > .section-slot > *, .site-footer')) {
      section.scrollIntoView({ block: 'start' });
      await frame();
      const past = section.scrollWidth - section.clientWidth;
      if (past > 1) found.push(`${section.id || section.className}: ${past}px`);
    }
    const page = document.documentElement.scrollWidth - window.innerWidth;
    if (page > 1) found.push(`the page: ${page}px`);
    return found;
  });
}

/** Images that failed: each rendered image is scrolled into view and given time to load. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    const rendered = (img: HTMLImageElement) => img.getClientRects().length > 0;
    const settled = (img: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (img.complete) return resolve();
        const done = () => resolve();
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
        setTimeout(done, 8000);
      });
    const checked = images.filter((img) => rendered(img) || img.loading !== 'lazy');
    for (const img of checked) {
      if (rendered(img)) img.scrollIntoView({ block: 'center' });
      await settled(img);
    }
    return checked
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src || img.outerHTML);
  });
}

describe('crawl of every route in site.config.json', () => {
  it('the config has every route of the spec', () => {
    const spec = [
      '/',
      '/about',
      '/about2',
      '/chef',
      '/chef/chef-details',
      '/chef/chef-details2',
      '/menu',
      '/menu2',
      '/gallery',
      '/testimonial',
      '/reservation',
      '/service',
      '/service/service-details',
      '/faq',
      '/contact',
      '/contact2',
      '/blog',
      '/blog-standard',
      '/blog-sidebar',
      '/blog/blog-details',
      // The pages the code links to are wherever the config puts them (found by their blocks).
      MENU_PAGE,
      '/shop-list',
      '/shop-list-right',
      DISH_ROUTE,
      CART_PAGE,
      '/shop/checkout',
      '/shop/wishlist',
      '/home2',
      '/home3',
    ];
    expect(spec.filter((path) => !config.routes.some((r) => r.path === path))).toEqual([]);
  });

  for (const route of config.routes) {
    for (const language of ['en', 'ar'] as const) {
      it(`${route.path} (${language})`, async () => {
        const path = route.path.replace(/:[A-Za-z]+/g, () => itemId);
        const { page, errors, cmsRequests, close } = await openPage(browser, path, { language });
        try {
          // A dish page is named after the dish; other pages after their route.
          const title = route.path.includes(':') ? itemName[language] : route.title[language] || route.title.en;
          // "Menu | Saffron House"; the home page is "Saffron House — Home".
          await page.waitForFunction((expected) => document.title.includes(expected), title, { timeout: 15_000 });
          // Each language has its own addresses: Arabic pages live under /ar.
          expect(new URL(page.url()).pathname).toBe(localizePath(path, language));
          for (const section of route.sections) {
            await page.waitForSelector(`[id="${section.id}"]`, { state: 'attached', timeout: 15_000 });
          }
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(await page.locator('html').getAttribute('lang')).toBe(language);

          await scrollThrough(page);
          await page.waitForLoadState('networkidle');
          expect(await brokenImages(page), 'broken images').toEqual([]);
          // Pages, data and images all come from the published version: not one request to the CMS.
          expect(cmsRequests, 'requests to the CMS').toEqual([]);
          // Every section is live now: none shows an interface string as its bare key (a block
          // whose string area did not load, src/blocks/registry.ts).
          const shown = await page.evaluate(() =>
            [
              document.body.innerText,
              ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) =>
                ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
              ),
            ].join('\n'),
          );
          expect(
            Object.keys(dictionary.en).filter((key) => shown.includes(key)),
            'strings shown as their keys',
          ).toEqual([]);

          const hrefs = await page.$$eval('a[href^="/"]', (anchors) =>
            anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
          );
          const unknown = [...new Set(hrefs)].filter((href) => !routeOf(stripLanguage(href)));
          expect(unknown, 'internal links that are not routes').toEqual([]);
          // Only the language switch leads to the other language's pages: to this same page there.
          const switches = await page.$$eval('a[data-language-switch]', (anchors) =>
            anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
          );
          const other = language === 'en' ? 'ar' : 'en';
          expect(new Set(switches), 'the language switch').toEqual(new Set([localizePath(path, other)]));
          const staying = await page.$$eval('a[href^="/"]:not([data-language-switch])', (anchors) =>
            anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
          );
          const otherLanguage = [...new Set(staying)].filter((href) => languageOfPath(href) !== language);
          expect(otherLanguage, `internal links that leave the ${language} pages`).toEqual([]);
          if (language === 'en')
            linksFrom.set(route.path, new Set(hrefs.map((href) => routeOf(href)!).filter(Boolean)));

          for (const section of route.sections)
            expect(await page.locator(`[id="${section.id}"]`).count(), section.id).toBe(1);

          // The same page on a phone: nothing is cut off at a section's edge.
          await page.setViewportSize(PHONE);
          expect(await sidewaysOverflow(page), 'content wider than its section on a phone').toEqual([]);
          expect(errors, 'console errors').toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('reaches every route by following links from the home page', () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length) {
      for (const next of linksFrom.get(queue.shift()!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(config.routes.map((r) => r.path).filter((path) => !seen.has(path))).toEqual([]);
  });
});
