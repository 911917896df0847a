/**
 * The owner's side: the real Directus admin app in Chromium, signed in as the seeded admin, once
 * with the admin language in English and once in Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInToAdmin, setAdminLanguage } from './admin-helpers';
import { cmsAdmin, launchBrowser } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in as the seeded admin; the licence dialog would open once settings and licence state load. */
async function signIn(page: Page): Promise<void> {
  await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

/** What each admin language shows: the folder and collection an owner opens, a field's label and note. */
const WORDS = {
  'en-US': {
    folder: 'Menu',
    dishes: 'Dishes',
    soldOut: 'Sold out',
    note: 'Sold out today: the dish stays on the menu',
  },
  'ar-SA': {
    folder: 'قائمة الطعام',
    dishes: 'الأطباق',
    soldOut: 'نفدت الكمية',
    note: 'نفد اليوم: يبقى الطبق في القائمة',
  },
} as const;

async function firstDishId(): Promise<number> {
  const [dish] = await (await cmsAdmin()).read<{ id: number }[]>('menu_items', 'fields=id&limit=1&sort=id');
  return dish!.id;
}

describe.each([
  { name: 'English', language: 'en-US', dir: 'ltr' },
  { name: 'Arabic', language: 'ar-SA', dir: 'rtl' },
] as const)('the admin app, $name', ({ language, dir }) => {
  it("speaks the restaurant's words, with no licence dialog at the first login", { timeout: 240_000 }, async () => {
    await setAdminLanguage(inject('adminEmail'), language);
    // A new browser profile: nothing remembered from an earlier "Skip".
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      // Directus has no Arabic text for this dialog: it would show in English in both.
      expect(await page.getByText('Have a license key?').count()).toBe(0);

      const words = WORDS[language];
      const navigation = page.locator('.module-nav');
      await expect.poll(() => navigation.getByText(words.folder, { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => navigation.getByText(words.dishes, { exact: true }).count()).toBeGreaterThan(0);

      await page.goto(new URL(`/admin/content/menu_items/${await firstDishId()}`, inject('cmsUrl')).href);
      const soldOut = page.locator('.field[data-field="sold_out"]');
      await soldOut.waitFor({ timeout: 60_000 });
      expect(await soldOut.innerText()).toContain(words.soldOut);
      expect(await soldOut.innerText()).toContain(words.note);
      // Each language's text keeps its direction, whatever the admin's language.
      const direction = (field: string) =>
        page.locator(`.field[data-field="${field}"] input`).evaluate((input) => getComputedStyle(input).direction);
      expect(await direction('name_ar')).toBe('rtl');
      expect(await direction('name_en')).toBe('ltr');
    } finally {
      await context.close();
      await setAdminLanguage(inject('adminEmail'), null);
    }
  });

  it("opens the record a failed publish names from the publish log's entry", { timeout: 240_000 }, async () => {
    const admin = await cmsAdmin();
    const dish = await firstDishId();
    const failed = await admin.create<{ id: number }>('publish_log', {
      status: 'failed',
      trigger: 'cms: items.update menu_items ' + dish,
      duration_ms: 120,
      summary_en: 'Dish changed: not published. The site still shows the version before.',
      summary_ar: 'تعديل طبق: لم يُنشر. ما زال الموقع يعرض الإصدار السابق.',
      record: `menu_items/${dish}`,
    });
    const published = await admin.create<{ id: number }>('publish_log', {
      status: 'published',
      trigger: 'manual',
      duration_ms: 120,
      summary_en: 'Published by hand: 1 page updated in 0.1 s.',
    });
    await setAdminLanguage(inject('adminEmail'), language);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page);
      const open = page.locator('.field[data-field="open_record"] a, .field[data-field="open_record"] button');
      // A publish that went live names no record: no button.
      await page.goto(new URL(`/admin/content/publish_log/${published.id}`, inject('cmsUrl')).href);
      await page.locator('.field[data-field="summary_en"]').waitFor({ timeout: 60_000 });
      expect(await open.count()).toBe(0);

      await page.goto(new URL(`/admin/content/publish_log/${failed.id}`, inject('cmsUrl')).href);
      await open.first().waitFor({ timeout: 60_000 });
      expect(await open.first().innerText()).toContain(language === 'ar-SA' ? 'افتح السجل' : 'Open the record');
      await open.first().click();
      await page.waitForURL(new RegExp(`/admin/content/menu_items/${dish}$`), { timeout: 30_000 });
      await page.locator('.field[data-field="sold_out"]').waitFor({ timeout: 60_000 });
    } finally {
      await context.close();
      await setAdminLanguage(inject('adminEmail'), null);
      await admin.remove('publish_log', failed.id);
      await admin.remove('publish_log', published.id);
    }
  });
});
