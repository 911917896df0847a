/** Demo pages (blog, contact 2, shop lists, checkout and wishlist mockups) in Chromium, in English and Arabic. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { CART_PAGE, endingWith } from './pages';

const PAGES = [
  { path: '/blog', en: 'Blog', ar: 'المدونة' },
  { path: '/blog-standard', en: 'Blog Standard', ar: 'المدونة: عرض قياسي' },
  { path: '/blog-sidebar', en: 'Blog with Sidebar', ar: 'المدونة مع الشريط الجانبي' },
  { path: '/blog/blog-details', en: 'Blog Details', ar: 'تفاصيل المقال' },
  { path: '/contact2', en: 'Contact Us', ar: 'تواصل معنا' },
  { path: '/shop-list', en: 'Shop List', ar: 'قائمة الأطباق' },
  { path: '/shop-list-right', en: 'Shop List', ar: 'قائمة الأطباق' },
  { path: '/shop/checkout', en: 'Checkout', ar: 'إتمام الطلب' },
  { path: '/shop/wishlist', en: 'Wishlist', ar: 'قائمة الأمنيات' },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('static demo pages render in both languages', () => {
  for (const spec of PAGES) {
    for (const language of ['en', 'ar'] as const) {
      it(`${spec.path} (${language})`, async () => {
        const { page, errors, close } = await openPage(browser, spec.path, { language });
        try {
          const title = spec[language];
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.waitForFunction((t) => document.title.startsWith(t), title);
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
          // Every image of the page's own sections loaded.
          await page.waitForLoadState('networkidle');
          const broken = await page.$$eval('main img', (elements) =>
            (elements as HTMLImageElement[])
              .filter((img) => img.loading !== 'lazy' && img.complete && img.naturalWidth === 0)
              .map((img) => img.src),
          );
          expect(broken).toEqual([]);
          // Every form control is labelled.
          const unlabelled = await page.$$eval('main input, main select, main textarea', (els) =>
            els
              .filter(
                (el) =>
                  !(el as HTMLInputElement).labels?.length &&
                  !el.getAttribute('aria-label') &&
                  !el.getAttribute('aria-labelledby'),
              )
              .map((el) => el.outerHTML),
          );
          expect(unlabelled).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});

describe('demo behaviour in the browser', () => {
  it('blog posts lead to the article; its comment form sends nothing', async () => {
    const { page, errors, close } = await openPage(browser, '/blog');
    try {
      await page.getByRole('link', { name: /^Read more: The ritual of Saudi coffee/ }).click();
      await page.waitForURL(/\/blog\/blog-details$/);
      await page.getByRole('heading', { level: 2, name: /The ritual of Saudi coffee/ }).waitFor();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
      await page.getByLabel('Your name').fill('Hala');
      await page.getByRole('button', { name: 'Post comment' }).click();
      await page.getByRole('status').filter({ hasText: 'Comments are not open yet' }).waitFor();
      expect(page.url()).toMatch(/\/blog\/blog-details$/);
      // Nothing is sent: the page may read its own files (its code, and its data as its form
      // comes alive), and nothing else.
      const site = new URL(page.url()).origin;
      expect(
        requests.filter(
          (request) => !request.startsWith(`GET ${site}/assets/`) && !request.startsWith(`GET ${site}/data/`),
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('checkout (Arabic): toggles, shipping form, Place order note with a link to the cart', async () => {
    const { page, errors, close } = await openPage(browser, '/shop/checkout', { language: 'ar' });
    try {
      await page.getByRole('button', { name: 'اضغط هنا لتسجيل الدخول' }).click();
      await page.getByLabel('كلمة المرور').waitFor();
      await page.getByLabel('الشحن إلى عنوان مختلف؟').check();
      expect(await page.getByLabel('الدولة / المنطقة').count()).toBe(2);
      await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
      const note = page.getByTestId('checkout-status');
      await note.getByRole('link', { name: 'انتقل إلى السلة' }).click();
      await page.waitForURL(endingWith(CART_PAGE));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('wishlist: select-all, remove, copy link to the clipboard', async () => {
    const { page, context, errors, close } = await openPage(browser, '/shop/wishlist');
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByLabel('Select all dishes').check();
      expect(await page.locator('[data-testid="wishlist-row"] input[type=checkbox]:checked').count()).toBe(5);
      await page.getByRole('button', { name: 'Remove Grilled hammour from the wishlist' }).click();
      expect(await page.getByTestId('wishlist-row').count()).toBe(4);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByTestId('share-status').filter({ hasText: 'Link copied to the clipboard.' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      const facebook = page.getByRole('link', { name: /^Share on Facebook/ });
      expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await facebook.getAttribute('href')).toContain(encodeURIComponent(page.url()));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
