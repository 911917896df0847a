/**
 * Dietary filters, sold-out dishes and ordering windows against data changed through the CMS and
 * published, on a 390×844 phone in English and Arabic: a dish made vegan is found by the Vegan
 * filter, "Without" leaves out every dish holding that allergen, a dish and a size switched to
 * "sold out today" stay listed but cannot be ordered (checkout says so instead of sending it), and
 * a category's window shows "Available from 07:00" outside it, in the restaurant's time zone.
 * Everything changed is put back and published again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, launchBrowser, openPage, publishSite, siteRead } from './browser';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';
import { countLine, dishes, sar, waitForCount, type DishRow } from './shop-helpers';
import { DIET_FIELDS, PHONE, phoneWords, type DietRow } from './phone-helpers';

let browser: Browser;
let admin: Awaited<ReturnType<typeof cmsAdmin>>;
let all: DishRow[];
let diets: DietRow[];
/** A dish that is not vegan, made vegan for the test. */
let madeVegan: DietRow;
/** A dish without sizes, sold out for the test. */
let soldOut: DishRow;
/** A dish with sizes, whose first size is sold out for the test. */
let sized: DishRow;
/** The category given a breakfast window, and its dishes. */
let windowed: { slug: string; id: number; dishes: DishRow[] };
const restore: (() => Promise<unknown>)[] = [];
/** Breakfast, 07:00–11:30 in the restaurant's time zone (Asia/Riyadh, UTC+3). */
const BREAKFAST = { available_from: '07:00:00', available_until: '11:30:00' };
const AFTERNOON = new Date('2025-03-04T12:00:00Z'); // 15:00 in Riyadh
const MORNING = new Date('2025-03-04T06:00:00Z'); // 09:00 in Riyadh

const readDiets = () =>
  siteRead<DietRow[]>(
    'menu_items',
    `filter[restaurant][slug][_eq]=saffron-house&sort=sort,id&limit=-1&fields=${DIET_FIELDS}`,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await cmsAdmin();
  [all, diets] = await Promise.all([dishes(), readDiets()]);
  madeVegan = diets.find((d) => !d.is_vegan && !d.is_vegetarian)!;
  soldOut = all.slice(0, 12).find((d) => d.variants.length === 0)!;
  sized = all.slice(0, 12).find((d) => d.variants.length >= 2)!;
  // A category whose dishes belong to it alone (one with another, all-day category stays orderable).
  const slug = 'desserts';
  const [category] = await siteRead<{ id: number }[]>('menu_categories', `filter[slug][_eq]=${slug}&fields=id`);
  windowed = {
    slug,
    id: category!.id,
    dishes: all.filter((d) => d.categories.length === 1 && d.categories[0]!.menu_categories_id.slug === slug),
  };
  expect(madeVegan && soldOut && sized && windowed.dishes.length > 0).toBeTruthy();

  await admin.update('menu_items', madeVegan.id, { is_vegan: true });
  restore.push(() => admin.update('menu_items', madeVegan.id, { is_vegan: false }));
  await admin.update('menu_items', soldOut.id, { sold_out: true });
  restore.push(() => admin.update('menu_items', soldOut.id, { sold_out: false }));
  const size = sized.variants[0]!.menu_variants_id;
  await admin.update('menu_variants', size.id, { sold_out: true });
  restore.push(() => admin.update('menu_variants', size.id, { sold_out: false }));
  await admin.update('menu_categories', windowed.id, BREAKFAST);
  restore.push(() => admin.update('menu_categories', windowed.id, { available_from: null, available_until: null }));
  const started = Date.now();
  await publishSite('e2e.menu-dietary');
  console.log(`[e2e] dietary, sold-out and window edits published in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 180_000);

afterAll(async () => {
  for (const undo of restore.reverse()) await undo().catch((error: unknown) => console.error(error));
  if (restore.length) await publishSite('e2e.menu-dietary restore');
  await browser?.close();
}, 180_000);

const nameOf = (row: { name_en: string; name_ar: string }, language: 'en' | 'ar') =>
  language === 'ar' && row.name_ar ? row.name_ar : row.name_en;

describe.each(['en', 'ar'] as const)('menu data from the CMS in %s', (language) => {
  const t = phoneWords[language];
  const open = (path: string, now = AFTERNOON) =>
    openPage(browser, localizePath(path, language), { language, viewport: PHONE, now });

  it('finds a dish the CMS now calls vegan with the Vegan filter, and leaves out an allergen with "Without"', async () => {
    const fresh = await readDiets();
    const vegan = fresh.filter((d) => d.is_vegan);
    expect(vegan.some((d) => d.id === madeVegan.id)).toBe(true);
    const { page, errors, close } = await open(MENU_PAGE);
    await waitForCount(page, countLine(all.length, 1, language));
    await page.getByRole('button', { name: t.filters, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await sheet.getByRole('button', { name: t.vegan, exact: true }).click();
    await waitForCount(page, countLine(vegan.length, 1, language));
    const names = await page.$$eval('[data-testid="menu-card"] h3', (nodes) => nodes.map((n) => n.textContent));
    expect(names).toEqual(vegan.slice(0, 12).map((d) => nameOf(d, language)));

    // Vegan off, "Without" the allergen most dishes hold on.
    await sheet.getByRole('button', { name: t.vegan, exact: true }).click();
    const held = new Map<number, { id: number; name_en: string; name_ar: string; count: number }>();
    for (const dish of fresh)
      for (const { allergens_id: a } of dish.allergens)
        held.set(a.id, { ...a, count: (held.get(a.id)?.count ?? 0) + 1 });
    const common = [...held.values()].sort((a, b) => b.count - a.count)[0]!;
    const free = fresh.filter((d) => !d.allergens.some((a) => a.allergens_id.id === common.id));
    await sheet.getByRole('button', { name: t.without(nameOf(common, language)), exact: true }).click();
    await waitForCount(page, countLine(free.length, 1, language));
    expect(new URL(page.url()).searchParams.getAll('without')).toEqual([String(common.id)]);
    await sheet.getByRole('button', { name: t.show(free.length) }).click();
    expect(await page.getByTestId('active-filters').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a sold-out dish listed, greyed and labelled, with nothing to add it by', async () => {
    const { page, close } = await open(MENU_PAGE);
    await waitForCount(page, countLine(all.length, 1, language));
    const row = page.getByTestId('menu-card').filter({ hasText: nameOf(soldOut, language) });
    expect(await row.getByTestId('sold-out').textContent()).toBe(t.soldOut);
    expect(await row.getByTestId('quick-add').count()).toBe(0);
    expect(await row.evaluate((card) => getComputedStyle(card.querySelector('img')!).filter)).toContain('grayscale');
    await close();
  });

  it('refuses a sold-out dish and a sold-out size on the dish page', async () => {
    const dish = await open(dishPage(soldOut.id));
    await dish.page.getByTestId('item-unavailable').waitFor();
    expect(await dish.page.getByTestId('item-unavailable').textContent()).toContain(t.itemSoldOut);
    expect(await dish.page.getByRole('button', { name: t.addToCart }).isDisabled()).toBe(true);
    await dish.close();

    const { page, close } = await open(dishPage(sized.id));
    const [gone, other] = [sized.variants[0]!.menu_variants_id, sized.variants[1]!.menu_variants_id];
    const goneRadio = page.getByRole('radio', { name: new RegExp(nameOf(gone, language)) });
    await goneRadio.waitFor();
    expect(await goneRadio.isDisabled()).toBe(true);
    expect(await page.getByTestId('size-option').first().textContent()).toContain(t.sizeSoldOut);
    await page.getByRole('radio', { name: new RegExp(nameOf(other, language)) }).check();
    expect(await page.getByRole('button', { name: t.addToCart }).isDisabled()).toBe(false);
    await close();
  });

  it('says at checkout that a dish in the cart sold out, and sends nothing', async () => {
    // The cart of a diner who added the dish before it sold out.
    const line = {
      cartId: 'before-sold-out',
      id: soldOut.id,
      name: { en: soldOut.name_en, ar: soldOut.name_ar },
      image: null,
      basePrice: Number(soldOut.default_price),
      selectedVariant: null,
      selectedAddons: [],
      quantity: 1,
      totalPrice: Number(soldOut.default_price),
    };
    const { page, context, close } = await openPage(browser, localizePath(CART_PAGE, language), {
      language,
      viewport: PHONE,
      storage: { restaurant_cart: JSON.stringify([line]) },
      // A Tuesday afternoon at the restaurant: open, so only the sold-out dish stands in the way.
      now: new Date('2026-11-24T14:00:00+03:00'),
    });
    await page.getByTestId('cart-line').waitFor();
    await context.route('https://wa.me/**', (route) => route.abort());
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url()));
    await page.getByRole('radio', { name: t.pickup }).check();
    const checkout = page.getByRole('button', { name: t.checkout });
    await expect.poll(() => checkout.isEnabled(), { timeout: 10_000 }).toBe(true);
    await checkout.click();
    const review = page.getByTestId('cart-review');
    await review.waitFor();
    expect(await review.getByTestId('cart-unavailable').textContent()).toBe(t.cartSoldOut(nameOf(soldOut, language)));
    expect(await page.getByTestId('cart-review-total').textContent()).toBe(sar(0, language));
    await page.waitForTimeout(500);
    expect(popups).toEqual([]);
    await close();
  });

  it('shows "Available from 07:00" outside a category\'s window, in the restaurant\'s time zone, and not in the HTML', async () => {
    const later = await open(`${MENU_PAGE}?category=${windowed.slug}`, AFTERNOON);
    await waitForCount(later.page, countLine(windowed.dishes.length, 1, language));
    const rows = later.page.getByTestId('menu-card');
    await later.page.getByTestId('available-from').first().waitFor();
    expect((await later.page.getByTestId('available-from').allTextContents()).map((text) => text.trim())).toEqual(
      windowed.dishes.map(() => t.availableFrom('07:00')),
    );
    expect(await rows.getByTestId('quick-add').count()).toBe(0);
    await later.close();

    const morning = await open(`${MENU_PAGE}?category=${windowed.slug}`, MORNING);
    await waitForCount(morning.page, countLine(windowed.dishes.length, 1, language));
    expect(await morning.page.getByTestId('quick-add').count()).toBe(windowed.dishes.length);
    expect(await morning.page.getByTestId('available-from').count()).toBe(0);
    await morning.close();

    // The published page says nothing about the time: that is worked out when it loads.
    const dish = windowed.dishes[0]!;
    const html = await (await fetch(new URL(localizePath(dishPage(dish.id), language), inject('siteUrl')))).text();
    expect(html).not.toContain(t.availableFrom('07:00'));
    const page = await open(dishPage(dish.id), AFTERNOON);
    await page.page.getByTestId('item-unavailable').waitFor();
    expect(await page.page.getByRole('button', { name: t.addToCart }).isDisabled()).toBe(true);
    await page.close();
  });
});
