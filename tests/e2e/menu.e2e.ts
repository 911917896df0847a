/** The live menu (/shop) against the seeded CMS: counts, filters, search (English and Arabic), sort, pagination and shareable addresses. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, whenReady } from './browser';
import { openLive } from './live-helpers';
import { MENU_PAGE } from './pages';
import {
  cardIds,
  cardNames,
  countLine,
  dishes,
  foldArabic,
  OTHER_SLUG,
  price,
  waitForCount,
  type DishRow,
} from './shop-helpers';

let browser: Browser;
let all: DishRow[];
let other: DishRow[];

beforeAll(async () => {
  browser = await launchBrowser();
  [all, other] = await Promise.all([dishes(), dishes({}, OTHER_SLUG)]);
  expect(all.length, 'seed has more than three pages of dishes').toBeGreaterThan(24);
  expect(other.length, 'seed has dishes of the second restaurant').toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

const nameOf = (d: DishRow, language: 'en' | 'ar') => (language === 'ar' && d.name_ar ? d.name_ar : d.name_en);

describe.each(['en', 'ar'] as const)('menu in %s', (language) => {
  it('counts every dish of this restaurant, pages by 12 with at most five page numbers, and back restores the page', async () => {
    const { page, uncaught, close } = await openLive(browser, MENU_PAGE, { language });
    await waitForCount(page, countLine(all.length, 1, language));
    expect(await cardNames(page)).toEqual(all.slice(0, 12).map((d) => nameOf(d, language)));
    const pages = Math.ceil(all.length / 12);
    const numbers = page.locator('.pagination__page');
    expect(await numbers.count()).toBe(Math.min(5, pages));
    expect(await page.locator('.pagination__ellipsis').count()).toBe(pages > 5 ? 1 : 0);
    await numbers.last().click();
    const last = Math.min(5, pages);
    await waitForCount(page, countLine(all.length, last, language));
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(last));
    expect(await cardIds(page)).toEqual(all.slice((last - 1) * 12, last * 12).map((d) => d.id));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await waitForCount(page, countLine(all.length, 1, language));
    await page.goForward();
    await waitForCount(page, countLine(all.length, last, language));
    expect(uncaught).toEqual([]);
    await close();
  });

  it('filters by category, resetting to page 1; only categories holding this restaurant’s dishes are listed', async () => {
    const { page, close } = await openLive(browser, `${MENU_PAGE}?page=2`, { language });
    await waitForCount(page, countLine(all.length, 2, language));
    const slugs = new Set(all.flatMap((d) => d.categories.map((c) => c.menu_categories_id.slug)));
    const buttons = page.locator('.menu-categories button');
    expect(await buttons.count()).toBe(slugs.size + 1);
    const grills = await dishes({ categories: { menu_categories_id: { slug: { _eq: 'grills' } } } });
    expect(grills.length).toBeGreaterThan(0);
    await buttons.filter({ hasText: language === 'ar' ? 'المشاوي' : 'Grills' }).click();
    await waitForCount(page, countLine(grills.length, 1, language));
    expect(await cardIds(page)).toEqual(grills.slice(0, 12).map((d) => d.id));
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe('grills');
    expect(url.searchParams.get('page')).toBeNull();
    await close();
  });

  it('applies the price range (default price or any size) only when Filter is pressed', async () => {
    const { page, close } = await openLive(browser, MENU_PAGE, { language });
    await waitForCount(page, countLine(all.length, 1, language));
    const between = { _between: [30, 50] };
    const expected = await dishes({
      _or: [{ default_price: between }, { variants: { menu_variants_id: { price: between } } }],
    });
    // Cross-check the CMS rule against the data itself.
    expect(expected.map((d) => d.id)).toEqual(
      all
        .filter((d) =>
          [d.default_price, ...d.variants.map((v) => v.menu_variants_id.price)].some(
            (p) => p !== null && price(p) >= 30 && price(p) <= 50,
          ),
        )
        .map((d) => d.id),
    );
    await page.getByLabel(language === 'ar' ? 'أدنى سعر (ر.س)' : 'Minimum price (SAR)').fill('30');
    await page.getByLabel(language === 'ar' ? 'أعلى سعر (ر.س)' : 'Maximum price (SAR)').fill('50');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('menu-count').textContent()).toBe(countLine(all.length, 1, language));
    await page.getByRole('button', { name: language === 'ar' ? 'تصفية' : 'Filter', exact: true }).click();
    await waitForCount(page, countLine(expected.length, 1, language));
    expect(await cardIds(page)).toEqual(expected.slice(0, 12).map((d) => d.id));
    // Empty inputs mean the full bounds again.
    const minField = page.getByLabel(language === 'ar' ? 'أدنى سعر (ر.س)' : 'Minimum price (SAR)');
    const maxField = page.getByLabel(language === 'ar' ? 'أعلى سعر (ر.س)' : 'Maximum price (SAR)');
    await minField.fill('');
    await maxField.fill('');
    // What the visitor sees before pressing Filter: both fields empty (nothing put them back).
    await expect.poll(async () => [await minField.inputValue(), await maxField.inputValue()]).toEqual(['', '']);
    await page.getByRole('button', { name: language === 'ar' ? 'تصفية' : 'Filter', exact: true }).click();
    await waitForCount(page, countLine(all.length, 1, language));
    await close();
  });

  it('sorts by price through the CMS', async () => {
    const { page, close } = await openLive(browser, MENU_PAGE, { language });
    await waitForCount(page, countLine(all.length, 1, language));
    await page.getByLabel(language === 'ar' ? 'ترتيب حسب' : 'Sort by').selectOption('priceDesc');
    const expected = await dishes({}, undefined, '-default_price,id');
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="menu-card"] h3 a')?.getAttribute('href')?.endsWith(`/${id}`),
      expected[0]!.id,
    );
    await waitForCount(page, countLine(all.length, 1, language));
    expect(await cardIds(page)).toEqual(expected.slice(0, 12).map((d) => d.id));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('priceDesc');
    await close();
  });
});

describe('menu search', () => {
  const search = async (language: 'en' | 'ar', term: string) => {
    const { page, close } = await openLive(browser, MENU_PAGE, { language });
    await waitForCount(page, countLine(all.length, 1, language));
    const box = page.getByRole('searchbox', { name: language === 'ar' ? 'بحث' : 'Search', exact: true });
    await box.fill(term);
    await box.press('Enter');
    return { page, close };
  };

  it('finds English names case-insensitively, as the CMS counts them', async () => {
    const expected = await dishes({ name_en: { _icontains: 'hummus' } });
    expect(expected.length).toBeGreaterThan(0);
    const { page, close } = await search('en', 'HUMMUS');
    await waitForCount(page, countLine(expected.length, 1, 'en'));
    expect(await cardIds(page)).toEqual(expected.map((d) => d.id));
    expect(new URL(page.url()).searchParams.get('q')).toBe('HUMMUS');
    await close();
  });

  it.each(['ام علي', 'كَبْسَه', 'اجنحه'])(
    'finds Arabic names ignoring tashkeel and alef/hamza and taa marbuta forms: %s',
    async (term) => {
      const expected = all.filter((d) => foldArabic(d.name_ar).includes(foldArabic(term)));
      expect(expected.length, `seed has a dish matching ${term}`).toBeGreaterThan(0);
      const { page, close } = await search('ar', term);
      await waitForCount(page, countLine(expected.length, 1, 'ar'));
      expect(await cardIds(page)).toEqual(expected.map((d) => d.id));
      await close();
    },
  );

  it.each([
    ['en', 'No items found'],
    ['ar', 'لم يتم العثور على عناصر'],
  ] as const)(
    'shows the empty message in %s, and never lists the second restaurant’s dishes',
    async (language, message) => {
      const foreign = other.find((d) => !all.some((a) => a.name_en === d.name_en))!;
      const { page, close } = await search(language, foreign.name_en);
      await waitForCount(page, countLine(0, 1, language));
      expect(await page.getByText(message).isVisible()).toBe(true);
      await close();
    },
  );

  it('the header search lands on /shop?q=…', async () => {
    const expected = await dishes({ name_en: { _icontains: 'shawarma' } });
    const { page, close } = await openLive(browser, '/', { language: 'en' });
    await page.getByRole('button', { name: 'Open search' }).first().click();
    await page.locator('#site-search').fill('shawarma');
    await page.locator('#site-search').press('Enter');
    await waitForCount(page, countLine(expected.length, 1, 'en'));
    expect(await page.getByRole('searchbox', { name: 'Search', exact: true }).inputValue()).toBe('shawarma');
    await close();
  });
});

describe('shared filter links', () => {
  it('restores search, category, range, page, sort and view from the address', async () => {
    const between = { _between: [20, 100] };
    const expected = await dishes(
      {
        _and: [
          { categories: { menu_categories_id: { slug: { _eq: 'mezze' } } } },
          { _or: [{ default_price: between }, { variants: { menu_variants_id: { price: between } } }] },
        ],
      },
      undefined,
      'default_price,id',
    );
    expect(expected.length).toBeGreaterThan(0);
    const { page, close } = await openLive(
      browser,
      `${MENU_PAGE}?category=mezze&min=20&max=100&sort=priceAsc&view=list`,
      {
        language: 'en',
      },
    );
    await waitForCount(page, countLine(expected.length, 1, 'en'));
    expect(await cardIds(page)).toEqual(expected.slice(0, 12).map((d) => d.id));
    expect(await page.getByRole('button', { name: 'Mezze' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Minimum price (SAR)').inputValue()).toBe('20');
    expect(await page.getByLabel('Maximum price (SAR)').inputValue()).toBe('100');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('priceAsc');
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.menu-grid--list').count()).toBe(1);
    await page.reload();
    await whenReady(page);
    await waitForCount(page, countLine(expected.length, 1, 'en'));
    await close();
  });

  it('never lists a dish of the second restaurant on any page', async () => {
    const { page, close } = await openLive(browser, MENU_PAGE, { language: 'en' });
    const seen: number[] = [];
    const pages = Math.ceil(all.length / 12);
    for (let n = 1; n <= pages; n += 1) {
      if (n > 1) await page.getByRole('button', { name: 'Next page' }).click();
      await waitForCount(page, countLine(all.length, n, 'en'));
      seen.push(...(await cardIds(page)));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(all.map((d) => d.id).sort((a, b) => a - b));
    expect(seen.some((id) => other.some((d) => d.id === id))).toBe(false);
    await close();
  });
});
