/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices) over EVERY route of
 * site.config.json, in English and Arabic, at a phone's width (390 × 844) and a laptop's
 * (1366 × 900), once the page has hydrated and every section is live; then over the states a
 * visitor gets into (menus and dialogs open, a dish chosen, a cart with a line, a form's error,
 * a carousel that has moved). Not one violation is allowed; a failure lists rule, element and
 * axe's summary, one line each. How to run it and read it: docs/accessibility.md.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import type { SiteConfig } from '../../src/generated/types';
import { localizePath } from '../../src/i18n/paths';
import { describeViolations, runAxe } from './axe';
import { launchBrowser, whenReady } from './browser';
import { openLive } from './live-helpers';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';
import { dishes, type DishRow } from './shop-helpers';

const config: SiteConfig = loadSiteConfig();
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

let browser: Browser;
/** A seeded dish with sizes and add-ons: its page shows every control a dish page has. */
let dish: DishRow;

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await dishes()).find((d) => d.variants.length >= 2 && d.addons.length >= 1);
  if (!found) throw new Error('the seeded CMS has no dish with sizes and add-ons');
  dish = found;
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Scrolls to the end so every island hydrates (src/perf/deferSections.ts) and every lazily
 * laid-out part is rendered once, waits for all of them, then goes back to the top.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    // On a busy machine a frame can come too late to see an island the scroll passed: bring each
    // island still waiting into view, as a visitor scrolling back to it would.
    for (const slot of document.querySelectorAll('[data-island]:not([data-live])')) {
      slot.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((slot) => slot.hasAttribute('data-live')),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
}

/** Runs axe and fails with one readable line per offending element. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const lines = describeViolations(await runAxe(page));
  expect(lines, `axe violations on ${where}`).toEqual([]);
}

const pathOf = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, () => String(dish.id));

describe('axe over every route', () => {
  for (const route of config.routes) {
    for (const language of ['en', 'ar'] as const) {
      it(`${route.path} (${language}) at 390 and 1366 px`, async () => {
        // Reduced motion: sliders stay still, so no slide moves under axe while it measures contrast.
        const live = await openLive(browser, localizePath(pathOf(route.path), language), {
          language,
          reducedMotion: true,
        });
        try {
          for (const viewport of WIDTHS) {
            await live.page.setViewportSize(viewport);
            await live.page.reload();
            await whenReady(live.page);
            await settle(live.page);
            await expectNoViolations(
              live.page,
              `${localizePath(pathOf(route.path), language)} at ${viewport.width} px`,
            );
          }
        } finally {
          await live.close();
        }
      }, 120_000);
    }
  }
});

describe.each(['en', 'ar'] as const)('axe over the states a visitor reaches (%s)', (language) => {
  const t = {
    en: {
      menu: 'Open menu',
      search: 'Open search',
      add: 'Add to cart',
      added: 'Item added to cart!',
      book: 'BOOK A TABLE',
    },
    ar: {
      menu: 'فتح القائمة',
      search: 'فتح البحث',
      add: 'أضف إلى السلة',
      added: 'تم إضافة العنصر إلى السلة!',
      book: 'احجز طاولة',
    },
  }[language];
  const pick = (row: { name_en: string; name_ar: string }) => (language === 'ar' && row.name_ar) || row.name_en;

  it('the mobile menu and the search panel, open', async () => {
    const live = await openLive(browser, localizePath('/', language), {
      language,
      reducedMotion: true,
      viewport: WIDTHS[0],
    });
    try {
      await live.page.getByRole('button', { name: t.menu }).click();
      await live.page.getByRole('dialog').waitFor();
      await expectNoViolations(live.page, 'the open mobile menu');
      await live.page.keyboard.press('Escape');
      await live.page.getByRole('dialog').waitFor({ state: 'hidden' });
      await live.page.getByRole('button', { name: t.search }).click();
      await live.page.getByRole('dialog').waitFor();
      await expectNoViolations(live.page, 'the open search panel');
    } finally {
      await live.close();
    }
  });

  it('a dish with a size and an add-on chosen and added, then the cart holding it', async () => {
    const live = await openLive(browser, localizePath(dishPage(dish.id), language), {
      language,
      reducedMotion: true,
    });
    try {
      const { page } = live;
      await page.getByRole('radio', { name: new RegExp(pick(dish.variants[0]!.menu_variants_id)) }).check();
      await page.getByRole('checkbox', { name: new RegExp(pick(dish.addons[0]!.menu_addons_id)) }).check();
      await page.getByRole('button', { name: t.add }).click();
      await page.getByRole('status').filter({ hasText: t.added }).waitFor();
      await expectNoViolations(page, 'a dish page after adding');
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(new URL(localizePath(CART_PAGE, language), page.url()).href);
        await whenReady(page);
        await page.getByTestId('cart-line').first().waitFor();
        await settle(page);
        await expectNoViolations(page, `the cart with a line at ${viewport.width} px`);
      }
    } finally {
      await live.close();
    }
  });

  it('the reservation form showing its error, and the menu in list view on page 2', async () => {
    const live = await openLive(browser, localizePath('/reservation', language), { language, reducedMotion: true });
    try {
      const { page } = live;
      await page.getByTestId('reservation-form').getByRole('button', { name: t.book }).click();
      await page.getByRole('alert').waitFor();
      await expectNoViolations(page, 'the reservation form with its error');
      await page.goto(new URL(`${localizePath(MENU_PAGE, language)}?view=list&page=2`, page.url()).href);
      await whenReady(page);
      await page.locator('.menu-results[aria-busy="false"]').waitFor();
      await expectNoViolations(page, 'the menu in list view, page 2');
    } finally {
      await live.close();
    }
  });

  it('the home page once its carousels have moved', async () => {
    // Motion allowed here: Swiper takes over each carousel (its own markup and live region).
    const live = await openLive(browser, localizePath('/', language), { language });
    try {
      const { page } = live;
      await settle(page);
      // The hero slides on by itself, still without Swiper: the page keeps its heading and its
      // slides their names while another slide shows.
      await page.waitForFunction(
        () => {
          const still = document.querySelector('[data-testid="hero"] [data-carousel-still].carousel-moved');
          return still !== null && still.querySelector('.swiper-wrapper')!.getAnimations().length === 0;
        },
        undefined,
        { timeout: 20_000, polling: 100 },
      );
      await expectNoViolations(page, 'the home page with the hero moved by itself');
      // Each still carousel's second dot hands it to Swiper (which then draws its own dots).
      const stillDot = page.locator('[data-carousel-still] [data-carousel-dot="1"]').filter({ visible: true });
      for (let i = 0; i < 10 && (await stillDot.count()) > 0; i++) {
        await stillDot.first().scrollIntoViewIfNeeded();
        await stillDot.first().click();
        await page.waitForTimeout(300);
      }
      expect(await page.locator('.carousel .swiper:not([data-carousel-still])').count()).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      await expectNoViolations(page, 'the home page with live carousels');
    } finally {
      await live.close();
    }
  });
});
