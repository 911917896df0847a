/** Helpers of the menu, item and cart tests: CMS expectations derived with siteRead, and waiting for the menu to settle. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteRead } from './browser';

export const SLUG = 'saffron-house';
export const OTHER_SLUG = 'cedar-grill';

export interface DishRow {
  id: number;
  name_en: string;
  name_ar: string;
  default_price: string | number | null;
  sort: number | null;
  variants: { menu_variants_id: { id: number; name_en: string; name_ar: string; price: string | number } }[];
  addons: { menu_addons_id: { id: number; name_en: string; name_ar: string; price: string | number } }[];
  categories: { menu_categories_id: { slug: string } }[];
}

const DISH_FIELDS = [
  'id',
  'name_en',
  'name_ar',
  'default_price',
  'sort',
  'variants.menu_variants_id.id',
  'variants.menu_variants_id.name_en',
  'variants.menu_variants_id.name_ar',
  'variants.menu_variants_id.price',
  'addons.menu_addons_id.id',
  'addons.menu_addons_id.name_en',
  'addons.menu_addons_id.name_ar',
  'addons.menu_addons_id.price',
  'categories.menu_categories_id.slug',
].join(',');

/** Dishes of a restaurant matching a Directus filter, in the menu's featured order (sort, id), read anonymously like the site. */
export async function dishes(filter: Record<string, unknown> = {}, slug = SLUG, sort = 'sort,id'): Promise<DishRow[]> {
  const full = { _and: [{ restaurant: { slug: { _eq: slug } } }, filter] };
  return siteRead<DishRow[]>(
    'menu_items',
    `filter=${encodeURIComponent(JSON.stringify(full))}&sort=${sort}&limit=-1&fields=${DISH_FIELDS}`,
  );
}

/** An independent oracle for the Arabic-aware search: fold letters the visitor may type differently, drop tashkeel. */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase();
}

export function price(value: string | number | null | undefined): number {
  return Number(value ?? 0);
}

export function sar(amount: number, language: 'en' | 'ar'): string {
  return `${amount.toFixed(2)} ${language === 'ar' ? 'ر.س' : 'SAR'}`;
}

/** The count line the menu shows for `total` results on `page`. */
export function countLine(total: number, page: number, language: 'en' | 'ar', pageSize = 12): string {
  if (total === 0 || (page - 1) * pageSize >= total) return language === 'ar' ? 'عرض 0 نتيجة' : 'Showing 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return language === 'ar' ? `عرض ${from}–${to} من أصل ${total} نتيجة` : `Showing ${from}–${to} of ${total} results`;
}

/** Waits until the menu shows `expected` as its count line and is no longer loading. */
export async function waitForCount(page: Page, expected: string): Promise<void> {
  await page
    .waitForFunction(
      (text) => {
        const count = document.querySelector('[data-testid="menu-count"]');
        return (
          count?.textContent === text && document.querySelector('.menu-results')?.getAttribute('aria-busy') === 'false'
        );
      },
      expected,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  // On a miss, say where the menu was and whether it was still loading: a count that never came
  // and a filter that never applied fail alike otherwise.
  const busy = await page.locator('.menu-results').getAttribute('aria-busy');
  expect(await page.getByTestId('menu-count').textContent(), `at ${page.url()} (aria-busy=${busy})`).toBe(expected);
}

/** Names on the cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="menu-card"] h3', (nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
}

export async function cardIds(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid="menu-card"] h3 a', (nodes) =>
    nodes.map((n) => Number((n.getAttribute('href') ?? '').split('/').pop())),
  );
}
