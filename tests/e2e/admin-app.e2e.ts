/**
 * The owner's side: the real Directus admin app in Chromium, signed in as the seeded admin, once
 * with the admin language in English and once in Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in through the admin app's own login form and waits for the content module. */
async function signIn(page: Page): Promise<void> {
  await page.goto(new URL('/admin/login', inject('cmsUrl')).href);
  await page.locator('input[type="email"]').fill(inject('adminEmail'));
  await page.locator('input[type="password"]').fill(inject('adminPassword'));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin\/content/, { timeout: 30_000 });
  // The licence dialog opens once the settings and the licence state have loaded.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

/** Sets the seeded admin's interface language ("en-US", "ar-SA"); null follows the project's default. */
async function setAdminLanguage(language: string | null): Promise<void> {
  const url = inject('cmsUrl');
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const { data } = (await response.json()) as { data: { access_token: string } };
  const patched = await fetch(`${url}/users/me`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.access_token}` },
    body: JSON.stringify({ language }),
  });
  if (!patched.ok) throw new Error(`PATCH /users/me -> ${patched.status}: ${await patched.text()}`);
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
  const url = inject('cmsUrl');
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const response = await fetch(`${url}/items/menu_items?fields=id&limit=1&sort=id`, {
    headers: { Authorization: `Bearer ${data.access_token}` },
  });
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

describe.each([
  { name: 'English', language: 'en-US', dir: 'ltr' },
  { name: 'Arabic', language: 'ar-SA', dir: 'rtl' },
] as const)('the admin app, $name', ({ language, dir }) => {
  it("speaks the restaurant's words, with no licence dialog at the first login", { timeout: 240_000 }, async () => {
    await setAdminLanguage(language);
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
      await setAdminLanguage(null);
    }
  });
});
