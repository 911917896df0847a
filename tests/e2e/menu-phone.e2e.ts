/**
 * The menu on a phone (390×844), in English and Arabic, against the seeded CMS: the first dish in
 * the first screen and twelve within 2.5 screens; the sticky category chips, the Filters bottom
 * sheet, the quick "+" and the floating cart bar.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { launchBrowser, openPage, siteRead } from './browser';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';
import { countLine, dishes, price, sar, waitForCount, type DishRow } from './shop-helpers';
import { PHONE, phoneWords, type DietRow, DIET_FIELDS } from './phone-helpers';

let browser: Browser;
let all: DishRow[];
let diets: DietRow[];
let categories: { slug: string; name_en: string; name_ar: string }[];

beforeAll(async () => {
  browser = await launchBrowser();
  [all, diets, categories] = await Promise.all([
    dishes(),
    siteRead<DietRow[]>(
      'menu_items',
      `filter[restaurant][slug][_eq]=saffron-house&sort=sort,id&limit=-1&fields=${DIET_FIELDS}`,
    ),
    siteRead<{ slug: string; name_en: string; name_ar: string }[]>(
      'menu_categories',
      'sort=id&limit=-1&fields=slug,name_en,name_ar',
    ),
  ]);
  expect(all.length, 'seed has more than a page of dishes').toBeGreaterThan(12);
});

afterAll(async () => {
  await browser?.close();
});

const nameOf = (row: { name_en: string; name_ar: string }, language: 'en' | 'ar') =>
  language === 'ar' && row.name_ar ? row.name_ar : row.name_en;

/** Bottom edges of the visible dish rows, in page coordinates. */
function rowBottoms(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid="menu-card"]', (cards) =>
    cards
      .filter((card) => card.getBoundingClientRect().height > 0)
      .map((card) => Math.round(card.getBoundingClientRect().bottom + window.scrollY)),
  );
}

describe.each(['en', 'ar'] as const)('the menu on a 390×844 phone in %s', (language) => {
  const t = phoneWords[language];

  it('shows the first dish in the first screen and twelve dishes within 2.5 screens', async () => {
    const { page, errors, close } = await openPage(browser, localizePath(MENU_PAGE, language), {
      language,
      viewport: PHONE,
    });
    await waitForCount(page, countLine(all.length, 1, language));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const first = page.getByTestId('menu-card').first();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'first dish ends inside the first screen').toBeLessThanOrEqual(PHONE.height);
    expect(await first.getByRole('heading').textContent()).toBe(nameOf(all[0]!, language));
    const bottoms = await rowBottoms(page);
    expect(bottoms).toHaveLength(12);
    expect(bottoms[11], 'the twelfth dish ends within 2.5 screens').toBeLessThanOrEqual(PHONE.height * 2.5);
    // The desktop sidebar is gone; its search is in the sheet.
    expect(await page.getByRole('complementary', { name: t.filtersRegion }).isVisible()).toBe(false);
    // Rows show a one-line description, the dietary facts in words, and the price.
    const row = all.findIndex((d) => diets.find((x) => x.id === d.id)?.is_vegan);
    const facts = await page.getByTestId('menu-card').nth(row).getByTestId('diet-badge').allTextContents();
    expect(facts.map((f) => f.trim())).toContain(t.vegan);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the category chips under the header, filters by the one tapped and shows it pressed', async () => {
    const { page, close } = await openPage(browser, localizePath(MENU_PAGE, language), { language, viewport: PHONE });
    await waitForCount(page, countLine(all.length, 1, language));
    const bar = page.getByTestId('menu-bar');
    const chips = bar.getByRole('group', { name: t.chips });
    const present = categories.filter((c) =>
      all.some((d) => d.categories.some((x) => x.menu_categories_id.slug === c.slug)),
    );
    expect(await chips.getByRole('button').count()).toBe(present.length + 1);
    expect(await chips.getByRole('button', { name: t.all }).getAttribute('aria-pressed')).toBe('true');

    // Scrolled well down the list, the bar is still on screen at the top.
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.waitForTimeout(400);
    const stuck = (await bar.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y).toBeLessThanOrEqual(100);

    // The last category: its chip is scrolled into the row's view when pressed.
    const last = present.at(-1)!;
    const inCategory = all.filter((d) => d.categories.some((c) => c.menu_categories_id.slug === last.slug));
    const chip = chips.getByRole('button', { name: nameOf(last, language), exact: true });
    await chip.click();
    await waitForCount(page, countLine(inCategory.length, 1, language));
    expect(new URL(page.url()).searchParams.get('category')).toBe(last.slug);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const row = (await chips.boundingBox())!;
    const pressed = (await chip.boundingBox())!;
    expect(pressed.x).toBeGreaterThanOrEqual(row.x - 1);
    expect(pressed.x + pressed.width).toBeLessThanOrEqual(row.x + row.width + 1);
    // The list starts again at its top (a smooth scroll): the first dish of the category is on screen.
    await page.waitForFunction(
      (height) => {
        const top = document.querySelector('[data-testid="menu-card"]')?.getBoundingClientRect().top ?? -1;
        return top > 0 && top < height;
      },
      PHONE.height,
      { timeout: 5000 },
    );
    await close();
  });

  it('opens search and filters in a bottom sheet that takes focus, counts what is on and gives focus back', async () => {
    const { page, close } = await openPage(browser, localizePath(MENU_PAGE, language), { language, viewport: PHONE });
    await waitForCount(page, countLine(all.length, 1, language));
    const button = page.locator('#menu-filters-button');
    expect(await button.textContent()).toBe(t.filters);
    await button.click();
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await sheet.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    // A modal dialog: the page behind is inert while it is open.
    expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-filters-button');

    await button.click();
    const vegan = diets.filter((d) => d.is_vegan);
    await sheet.getByRole('button', { name: t.vegan, exact: true }).click();
    await waitForCount(page, countLine(vegan.length, 1, language));
    expect(await sheet.getByRole('button', { name: t.vegan, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.getAll('diet')).toEqual(['vegan']);
    const search = sheet.getByRole('searchbox', { name: t.search, exact: true });
    await search.fill(language === 'ar' ? 'حمص' : 'hummus');
    await search.press('Enter');
    const both = vegan.filter((d) => (language === 'ar' ? d.name_ar.includes('حمص') : /hummus/i.test(d.name_en)));
    await waitForCount(page, countLine(both.length, 1, language));
    await sheet.getByRole('button', { name: t.show(both.length) }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('active-filters').textContent()).toBe('2');
    expect(await page.getByRole('button', { name: t.filtersOn(2) }).count()).toBe(1);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-filters-button');
    // Every visible touch target of the bar is at least 24×24 px.
    for (const target of await page.getByTestId('menu-bar').getByRole('button').all()) {
      const size = await target.boundingBox();
      if (size && size.width > 0) expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
    }
    await close();
  });

  it('adds a dish without sizes with one tap, opens one with sizes, and shows the cart bar', async () => {
    const { page, context, errors, close } = await openPage(browser, localizePath(MENU_PAGE, language), {
      language,
      viewport: PHONE,
    });
    await waitForCount(page, countLine(all.length, 1, language));
    expect(await page.getByTestId('cart-bar').count()).toBe(0);
    const plain = all.slice(0, 12).find((d) => d.variants.length === 0)!;
    const sized = all.slice(0, 12).find((d) => d.variants.length > 0)!;
    expect(plain && sized, 'page 1 has a dish without sizes and one with').toBeTruthy();
    const add = page.getByRole('button', { name: t.quickAdd(nameOf(plain, language)) });
    const box = (await add.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await add.click();
    const bar = page.getByTestId('cart-bar');
    await bar.waitFor();
    // At the foot of the screen: the menu's section stays drawn, or the bar would be fixed to it
    // (src/styles/base.css).
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeGreaterThan(PHONE.height - 100);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height);
    expect((await bar.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
      t.bar(1, sar(price(plain.default_price), language)),
    );
    expect(await page.getByTestId('menu-announcement').textContent()).toBe(t.added(nameOf(plain, language)));
    await add.click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="cart-bar"]')?.textContent?.includes(text),
      t.items(2),
    );
    expect((await bar.textContent())!).toContain(sar(price(plain.default_price) * 2, language));
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('2');

    // A dish with sizes opens its page, where the size is chosen.
    await page.getByRole('link', { name: t.chooseSize(nameOf(sized, language)) }).click();
    await page.waitForURL((url) => url.pathname === localizePath(dishPage(sized.id), language));
    await page.goBack();
    await waitForCount(page, countLine(all.length, 1, language));
    await bar.click();
    await page.waitForURL((url) => url.pathname === localizePath(CART_PAGE, language));
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByRole('spinbutton').inputValue()).toBe('2');
    expect(context.pages()).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
