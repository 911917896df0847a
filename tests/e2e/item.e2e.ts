/** Item detail (the dish page) against the seeded CMS: facts, choices, totals, Add to cart, and Item not found. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { BOOT_SCRIPT, launchBrowser, siteRead, slowScripts, whenReady } from './browser';
import { openLive } from './live-helpers';
import { MENU_PAGE, dishPage } from './pages';
import { dishes, OTHER_SLUG, price, sar, type DishRow } from './shop-helpers';

interface ItemRow extends DishRow {
  default_calories: number | null;
  is_halal: boolean;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  allergens: { allergens_id: { name_en: string; name_ar: string; color: string } }[];
}

let browser: Browser;
let dish: ItemRow;
let plain: DishRow;
let foreign: DishRow;

beforeAll(async () => {
  browser = await launchBrowser();
  const all = await dishes();
  const rich = all.find((d) => d.variants.length >= 2 && d.addons.length >= 1);
  plain = all.find((d) => d.variants.length === 0)!;
  foreign = (await dishes({}, OTHER_SLUG))[0]!;
  expect(
    rich && plain && foreign,
    'seed has a dish with sizes and add-ons, one without sizes, and a dish of the second restaurant',
  ).toBeTruthy();
  [dish] = (await siteRead<ItemRow[]>(
    'menu_items',
    `filter[id][_eq]=${rich!.id}&fields=*,variants.menu_variants_id.*,addons.menu_addons_id.*,allergens.allergens_id.*,categories.menu_categories_id.slug`,
  )) as [ItemRow];
});

afterAll(async () => {
  await browser?.close();
});

function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.each(['en', 'ar'] as const)('item detail in %s', (language) => {
  const pick = (row: { name_en: string; name_ar: string }) =>
    language === 'ar' && row.name_ar ? row.name_ar : row.name_en;
  const t =
    language === 'ar'
      ? {
          add: 'أضف إلى السلة',
          hint: 'يرجى اختيار الحجم أولاً',
          added: 'تم إضافة العنصر إلى السلة!',
          plus: 'زيادة الكمية',
          banner: 'تفاصيل الطبق',
          halal: 'حلال',
          vegan: 'نباتي صرف',
          vegetarian: 'نباتي',
          glutenFree: 'خالٍ من الغلوتين',
        }
      : {
          add: 'Add to cart',
          hint: 'Please select a size first',
          added: 'Item added to cart!',
          plus: 'Increase quantity',
          banner: 'Item details',
          halal: 'Halal',
          vegan: 'Vegan',
          vegetarian: 'Vegetarian',
          glutenFree: 'Gluten-free',
        };

  it('shows the dish as the CMS holds it; Add to cart waits for a size; the total follows the choices', async () => {
    const { page, uncaught, close } = await openLive(browser, dishPage(dish.id), { language });
    await page.getByRole('heading', { name: pick(dish), level: 2 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.banner);
    expect(await page.getByTestId('item-price').textContent()).toBe(
      sar(price(dish.variants[0]!.menu_variants_id.price), language),
    );
    if (dish.default_calories)
      expect(
        await page
          .getByText(language === 'ar' ? `${dish.default_calories} سعرة حرارية` : `${dish.default_calories} kcal`)
          .count(),
      ).toBe(1);
    // Dietary facts in words with their icons; a vegan dish says "Vegan" (which implies vegetarian).
    const facts = (await page.getByTestId('diet-badge').allTextContents()).map((text) => text.trim());
    expect(facts.includes(t.halal)).toBe(dish.is_halal);
    expect(facts.includes(t.vegan)).toBe(dish.is_vegan);
    expect(facts.includes(t.vegetarian)).toBe(dish.is_vegetarian && !dish.is_vegan);
    expect(facts.includes(t.glutenFree)).toBe(dish.is_gluten_free);
    const allergens = await page.$$eval('[data-testid="allergen"]', (nodes) =>
      nodes.map((n) => [
        (n.textContent ?? '').trim(),
        getComputedStyle(n.querySelector('.allergen__dot circle')!).fill,
      ]),
    );
    expect(allergens).toEqual(dish.allergens.map((a) => [pick(a.allergens_id), hexToRgb(a.allergens_id.color)]));

    const add = page.getByRole('button', { name: t.add });
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByText(t.hint).isVisible()).toBe(true);

    const size = dish.variants[1]!.menu_variants_id;
    const addon = dish.addons[0]!.menu_addons_id;
    await page.getByRole('radio', { name: new RegExp(pick(size)) }).check();
    await page.getByRole('checkbox', { name: new RegExp(pick(addon)) }).check();
    await page.getByRole('button', { name: t.plus }).click();
    expect(await page.getByTestId('item-total').textContent()).toBe(
      sar((price(size.price) + price(addon.price)) * 2, language),
    );
    expect(await page.getByText(t.hint).count()).toBe(0);
    await add.click();
    await page.getByRole('status').filter({ hasText: t.added }).waitFor();
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('2');
    expect(uncaught).toEqual([]);
    await close();
  });

  it('keeps a size and an add-on ticked before the page’s script ran, and adds them', async () => {
    // A slow phone: the page is on screen and takes ticks while its script is still on its way.
    const { context, page, release, uncaught } = await slowScripts(browser);
    try {
      await page.goto(new URL(localizePath(dishPage(dish.id), language), inject('siteUrl')).href, {
        waitUntil: 'commit',
      });
      const size = dish.variants[1]!.menu_variants_id;
      const addon = dish.addons[0]!.menu_addons_id;
      await page.getByRole('radio', { name: new RegExp(pick(size)) }).check();
      await page.getByRole('checkbox', { name: new RegExp(pick(addon)) }).check();
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      release();
      await whenReady(page);
      // Live: the ticks still show, and the dish knows them (its total, its Add to cart).
      expect(await page.getByRole('radio', { name: new RegExp(pick(size)) }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: new RegExp(pick(addon)) }).isChecked()).toBe(true);
      expect(await page.getByTestId('item-total').textContent()).toBe(
        sar(price(size.price) + price(addon.price), language),
      );
      expect(await page.getByText(t.hint).count()).toBe(0);
      await page.getByRole('button', { name: t.add }).click();
      await page.getByRole('status').filter({ hasText: t.added }).waitFor();
      expect(await page.getByTestId('cart-count').first().textContent()).toBe('1');
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('counts a tap on "+" made before the page’s script arrived', async () => {
    // A slow phone: the page and its small first script (boot) are there, the page's own script
    // is still on its way when the visitor taps; the tap once did nothing at all.
    const { context, page, release, uncaught } = await slowScripts(browser, { through: BOOT_SCRIPT });
    try {
      // Boot, a module script, has run by DOMContentLoaded.
      await page.goto(new URL(localizePath(dishPage(dish.id), language), inject('siteUrl')).href, {
        waitUntil: 'domcontentloaded',
      });
      await page.getByRole('button', { name: t.plus }).click();
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const quantity = page.getByRole('spinbutton').first();
      expect(await quantity.inputValue()).toBe('1');

      release();
      await whenReady(page);
      await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe('2');
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('item detail rules', () => {
  it('adds a dish without sizes straight away; quantity entry is bounded 1..100', async () => {
    const { page, close } = await openLive(browser, dishPage(plain.id), { language: 'en' });
    await page.getByRole('heading', { name: plain.name_en, level: 2 }).waitFor();
    expect(await page.getByTestId('item-price').textContent()).toBe(sar(price(plain.default_price), 'en'));
    const qty = page.getByRole('spinbutton', { name: 'Quantity' });
    // A number field reports a non-numeric entry as empty.
    await qty.fill('');
    await qty.blur();
    expect(await qty.inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await qty.fill('500');
    await qty.blur();
    expect(await qty.inputValue()).toBe('100');
    expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('item-total').textContent()).toBe(sar(price(plain.default_price) * 100, 'en'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').filter({ hasText: 'Item added to cart!' }).waitFor();
    await close();
  });

  it.each([
    ['a non-numeric id', (): string => 'abc', 'en'],
    ['a missing id', (): string => '987654', 'en'],
    ['a dish of the second restaurant', (): string => String(foreign.id), 'en'],
    ['a dish of the second restaurant (Arabic)', (): string => String(foreign.id), 'ar'],
  ] as const)('shows Item not found for %s, with a link back to the menu', async (_, id, language) => {
    const { page, close } = await openLive(browser, dishPage(id()), { language });
    await page.getByRole('heading', { name: language === 'ar' ? 'العنصر غير موجود' : 'Item not found' }).waitFor();
    expect(await page.getByText(foreign.name_en).count()).toBe(0);
    expect(
      await page
        .getByRole('link', { name: language === 'ar' ? 'العودة إلى القائمة' : 'Back to the menu' })
        .getAttribute('href'),
    ).toBe(localizePath(MENU_PAGE, language));
    await close();
  });
});
