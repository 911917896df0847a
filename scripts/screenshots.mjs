/**
 * `node scripts/screenshots.mjs [site address]`: the README's phone screenshots of the menu,
 * `/shop` and `/ar/shop` on a 390×844 screen (2× pixels) with one dish in the cart, so the cart
 * bar shows. Run it against a site serving the seeded CMS (`npm start`, http://127.0.0.1:5173 by
 * default); it writes docs/screenshots/shop-{en,ar}-390.png as palette PNGs, small enough to keep
 * in the repository.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const site = process.argv[2] ?? 'http://127.0.0.1:5173';
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
try {
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await context.addInitScript((value) => localStorage.setItem('site_language', value), language);
    const page = await context.newPage();
    await page.goto(new URL(language === 'ar' ? '/ar/shop' : '/shop', site).href);
    await page.waitForSelector('html[data-hydrated][data-fresh]', { state: 'attached' });
    // One dish in the cart, so the floating cart bar is in the picture.
    await page.locator('button[data-testid="quick-add"]').first().click();
    await page.getByTestId('cart-bar').waitFor();
    // Neither hovered nor focused: the picture shows the buttons at rest.
    await page.mouse.move(0, 0);
    await page.locator('button:focus').blur();
    // The screenshot starts where a visitor does, once the images and fonts are in.
    await page.evaluate('document.fonts.ready');
    await page.waitForLoadState('networkidle');
    const file = join(out, `shop-${language}-390.png`);
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 90 })
      .toFile(file);
    console.log(`wrote ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
