/**
 * Hostile CMS content: every string field of the restaurant, menu items (with a variant, an add-on,
 * an allergen and a category), reviews, hero slides, offers, team and services holds one of 40
 * known XSS vectors. Each vector sets its own marker (top.__xssN) or opens a dialog if it ever
 * runs. Every live page, in English and Arabic, must run none of them, open no dialog or popup,
 * never navigate away, and link CMS URLs only with http(s). A contact detail or colour the site
 * would not use (a javascript: link, a phone number that is not one) is refused at save, with the
 * field's message in both languages, so it never reaches a publish. Every changed record is put back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cmsAdmin, launchBrowser, siteRead, publishSite, whenReady } from './browser';
import { openLive } from './live-helpers';
import { CART_PAGE, MENU_PAGE, dishPage } from './pages';

const MARK = '__xss';
const m = (n: number) => `top.${MARK}${n}=1`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Known vectors; each is a function of its marker index. */
const VECTORS: ((n: number) => string)[] = [
  (n) => `<script>${m(n)}</script>`,
  (n) => `<img src=x onerror="${m(n)}">`,
  (n) => `<svg onload="${m(n)}">`,
  (n) => `"><script>${m(n)}</script>`,
  (n) => `'><img src=x onerror=${m(n)}>`,
  (n) => `javascript:${m(n)}//`,
  (n) => `data:text/html,<script>${m(n)}</script>`,
  (n) => `data:text/html;base64,${b64(`<script>${m(n)}</script>`)}`,
  (n) => `<iframe srcdoc="<script>${m(n)}</script>"></iframe>`,
  (n) => `<body onload=${m(n)}>`,
  (n) => `<details open ontoggle=${m(n)}>`,
  (n) => `<input autofocus onfocus=${m(n)}>`,
  (n) => `<a href="javascript:${m(n)}">click</a>`,
  (n) => `<div style="background:url(javascript:${m(n)})">x</div>`,
  (n) => `<div style="width:expression(${m(n)})">x</div>`,
  (n) => `&lt;script&gt;${m(n)}&lt;/script&gt;`,
  (n) => `&#60;img src=x onerror=${m(n)}&#62;`,
  (n) => `<img src=x onerror=&#116;&#111;&#112;.${MARK}${n}=1>`,
  (n) => `\${${m(n)}}`,
  (n) => `{{constructor.constructor('${m(n)}')()}}`,
  (n) => `<scr<script>ipt>${m(n)}</scr</script>ipt>`,
  (n) => `<img src=x onerror=${m(n)}//`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${m(n)}>`,
  (n) => `<object data="javascript:${m(n)}"></object>`,
  (n) => `<embed src="data:text/html,<script>${m(n)}</script>">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${m(n)}">`,
  (n) => `<form><button formaction=javascript:${m(n)}>go</button></form>`,
  (n) => `<video><source onerror=${m(n)}></video>`,
  (n) => `<marquee onstart=${m(n)}>x</marquee>`,
  (n) => `JaVaScRiPt:${m(n)}`,
  (n) => `java\tscript:${m(n)}`,
  (n) => `<svg><script>${m(n)}</script></svg>`,
  (n) => `<style>@import 'javascript:${m(n)}';</style>`,
  (n) => `vbscript:${m(n)}`,
  (n) => `<img src=x onerror=alert(${n})>`,
  (n) => `</textarea></title><script>${m(n)}</script>`,
  (n) => `<!--<img src="--><img src=x onerror=${m(n)}//">`,
  (n) => `\\u003cscript\\u003e${m(n)}\\u003c/script\\u003e`,
  (n) => `%3Cscript%3E${m(n)}%3C%2Fscript%3E`,
  (n) => `<a href="data:text/html;base64,${b64(`<script>${m(n)}</script>`)}">x</a>`,
];

/**
 * Vectors aimed at URL fields (social links, maps, email, phone), none a value the site would use.
 * A web address with markup in its path is one it uses, escaped: the Instagram link below.
 */
const URL_VECTORS: ((n: number) => string)[] = [
  (n) => `javascript:${m(n)}//https://facebook.com`,
  (n) => `data:text/html;base64,${b64(`<script>${m(n)}</script>`)}`,
  (n) => ` JaVaScRiPt:${m(n)}`,
  (n) => `vbscript:${m(n)}`,
  (n) => `java\nscript:${m(n)}`,
];

let counter = 0;
const next = () => {
  const n = counter++;
  return VECTORS[n % VECTORS.length]!(n);
};
const nextUrl = () => {
  const n = counter++;
  return URL_VECTORS[n % URL_VECTORS.length]!(n);
};

type Row = Record<string, unknown> & { id: number | string };
interface Change {
  collection: string;
  id: number | string;
  original: Record<string, unknown>;
}

const SLUG = 'filter[restaurant][slug][_eq]=saffron-house';
const TEXT_FIELDS: Record<string, string[]> = {
  restaurants: [
    'name_en',
    'name_ar',
    'address_en',
    'address_ar',
    'short_address_en',
    'short_address_ar',
    'description_en',
    'description_ar',
  ],
  menu_items: ['name_en', 'name_ar', 'description_en', 'description_ar'],
  menu_variants: ['name_en', 'name_ar'],
  menu_addons: ['name_en', 'name_ar'],
  allergens: ['name_en', 'name_ar'],
  menu_categories: ['name_en', 'name_ar'],
  reviews: ['reviewer_name_en', 'reviewer_name_ar', 'review_content_en', 'review_content_ar'],
  hero_slides: ['subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar'],
  offer_items: ['title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar'],
  team: ['name_en', 'name_ar', 'position_en', 'position_ar'],
  menu_services: ['title_en', 'title_ar'],
};
/** Contact details the site would refuse with these vectors: each is refused at save. */
const RESTAURANT_URL_FIELDS = ['email_id', 'phone_no', 'whatsapp_no', 'facebook_url', 'tiktok_url', 'google_maps_url'];

let browser: Browser;
const changes: Change[] = [];
let dishId: number;
let restaurantId: number | string;
let allergenId: number | string;

async function poison(
  admin: Awaited<ReturnType<typeof cmsAdmin>>,
  collection: string,
  row: Row,
  extra: Record<string, unknown> = {},
) {
  const fields = TEXT_FIELDS[collection]!;
  const original: Record<string, unknown> = {};
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    original[field] = row[field] ?? null;
    patch[field] = next();
  }
  for (const [field, value] of Object.entries(extra)) {
    original[field] = row[field] ?? null;
    patch[field] = value;
  }
  // Snapshot first, so afterAll restores it even when the update half-applied.
  changes.push({ collection, id: row.id, original });
  await admin.update(collection, row.id, patch);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await cmsAdmin();
  const [restaurant] = await admin.read<Row[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=*');
  expect(restaurant, 'seed has saffron-house').toBeTruthy();
  const dishes = await admin.read<Row[]>(
    'menu_items',
    `${SLUG}&sort=sort,id&limit=-1&fields=*,variants.menu_variants_id.*,addons.menu_addons_id.*,allergens.allergens_id.*,categories.menu_categories_id.*`,
  );
  const rich = dishes.find(
    (d) =>
      (d.variants as unknown[]).length > 0 &&
      (d.addons as unknown[]).length > 0 &&
      (d.allergens as unknown[]).length > 0,
  )!;
  expect(rich, 'seed has a dish with sizes, add-ons and allergens').toBeTruthy();
  dishId = Number(rich.id);
  const first = <T>(list: unknown, key: string) => (list as Record<string, T>[])[0]![key]!;
  const variant = first<Row>(rich.variants, 'menu_variants_id');
  const addon = first<Row>(rich.addons, 'menu_addons_id');
  const allergen = first<Row>(rich.allergens, 'allergens_id');
  const category = first<Row>(rich.categories, 'menu_categories_id');

  // What the site accepts and must show safely: a map embed (sanitised to Google's iframe) and a
  // web address with markup in it (escaped in its link).
  await poison(admin, 'restaurants', restaurant!, {
    google_maps_iframe_html: `<iframe src="javascript:${m(900)}" srcdoc="<script>${m(901)}</script>" onload="${m(902)}"></iframe><script>${m(903)}</script>`,
    instagram_url: `https://x.example/"><script>${m(905)}</script>`,
  });
  await poison(admin, 'menu_items', rich);
  for (const dish of dishes.filter((d) => d.id !== rich.id).slice(0, 4)) await poison(admin, 'menu_items', dish);
  await poison(admin, 'menu_variants', variant);
  await poison(admin, 'menu_addons', addon);
  await poison(admin, 'allergens', allergen);
  restaurantId = restaurant!.id;
  allergenId = allergen.id;
  await poison(admin, 'menu_categories', category);
  for (const collection of ['reviews', 'hero_slides', 'offer_items', 'team', 'menu_services']) {
    const rows = await admin.read<Row[]>(collection, `${SLUG}&sort=id&limit=3&fields=*`);
    expect(rows.length, `seed has ${collection}`).toBeGreaterThan(0);
    for (const row of rows) await poison(admin, collection, row);
  }
  // The anonymous API now serves the payloads.
  const [seen] = await siteRead<Row[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=name_en');
  expect(seen!.name_en).not.toBe(restaurant!.name_en);
  // ...and the site visitors get is published from them.
  await publishSite('e2e.poison');
}, 180_000);

afterAll(async () => {
  const admin = await cmsAdmin();
  const failures: string[] = [];
  for (const change of changes.reverse()) {
    try {
      await admin.update(change.collection, change.id, change.original);
    } catch (error) {
      failures.push(`${change.collection}/${change.id}: ${String(error)}`);
    }
  }
  // The next test files see the seeded site again.
  await publishSite('e2e.restore').catch((error: unknown) => failures.push(`publish: ${String(error)}`));
  await browser?.close();
  expect(failures).toEqual([]);
});

/** Markers and trouble seen on one page. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const navigations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { dialogs, navigations };
}

const markers = (page: Page) => page.evaluate((mark) => Object.keys(window).filter((k) => k.startsWith(mark)), MARK);

const site = () => new URL(inject('siteUrl')).origin;

async function checkPage(page: Page, seen: { dialogs: string[]; navigations: string[] }, popups: string[]) {
  // Give late handlers (onerror of broken images, autofocus, animations) a moment.
  await page.waitForTimeout(700);
  expect(await markers(page), 'no payload ran').toEqual([]);
  expect(seen.dialogs, 'no dialog opened').toEqual([]);
  expect(popups, 'no popup opened').toEqual([]);
  for (const url of seen.navigations) expect(new URL(url).origin, `stayed on the site: ${url}`).toBe(site());
  // The title may show a hostile restaurant name, as text; a payload changing it would have set a marker.
  // Every link is the site's own, http(s), mailto: or tel: — never javascript:, data: or vbscript:.
  const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) expect(href, 'link scheme').toMatch(/^(https?:|mailto:|tel:)/i);
  // Social and map links from the CMS: http(s) only (the hostile ones dropped), any markup in them escaped.
  const cmsLinks = hrefs.filter((h) => !h.startsWith(site()) && !/^(mailto|tel):/i.test(h));
  for (const href of cmsLinks) expect(new URL(href).protocol, href).toMatch(/^https?:$/);
  // mailto: links carry a plain address only (a hostile email falls back to the placeholder).
  for (const href of hrefs.filter((h) => /^mailto:/i.test(h)))
    expect(href).toMatch(/^mailto:[^?&:/\s<>"]+@[^?&:/\s<>"]+$/);
  // No iframe other than a Google Maps embed; no element carries an event-handler attribute.
  // The map's frame is made as the visitor nears it: bring it in first.
  const map = page.getByTestId('contact-map');
  if ((await map.count()) > 0) {
    await map.scrollIntoViewIfNeeded();
    await map.locator('iframe').waitFor({ state: 'attached' });
  }
  const frames = await page.$$eval('iframe', (list) => list.map((f) => f.getAttribute('src') ?? ''));
  for (const src of frames)
    expect(src).toMatch(/^https:\/\/(www\.)?google\.com\/maps\/embed|^https:\/\/maps\.google\.com\//);
  const handlers = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => /^on/i.test(a.name))
        .map((a) => `${el.tagName}.${a.name}`),
    ),
  );
  expect(handlers, 'no inline event handlers from content').toEqual([]);
  expect(await page.locator('main script, main object, main embed, body iframe[srcdoc]').count()).toBe(0);
}

const add = { en: 'Add to cart', ar: 'أضف إلى السلة' };
const added = { en: 'Item added to cart!', ar: 'تم إضافة العنصر إلى السلة!' };

describe.each(['en', 'ar'] as const)('hostile CMS content in %s', (language) => {
  const pages = () => [
    '/',
    '/reservation',
    '/contact',
    MENU_PAGE,
    `${MENU_PAGE}?q=${encodeURIComponent(VECTORS[1]!(999))}`,
    `${MENU_PAGE}?q=script`,
    dishPage(dishId),
  ];

  it('runs no payload on any live page, opens no dialog, never navigates away and links only http(s)', async () => {
    const { page, context, uncaught, close } = await openLive(browser, '/', { language });
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    const seen = await watch(page);
    try {
      for (const path of pages()) {
        seen.navigations.length = 0;
        await page.goto(new URL(path, site()).href);
        await whenReady(page);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await checkPage(page, seen, popups);
        // The payloads are shown as text, not swallowed: the page really rendered CMS data.
        if (path === '/') {
          expect(await page.locator('body').innerText()).toMatch(/__xss\d+=1/);
          // The sliders show a still first view; Swiper renders the hostile slides again when it takes over.
          await page.locator('[data-testid="hero"] [data-carousel-dot="1"]').click();
          await page.locator('[data-testid="hero"] .swiper-initialized').waitFor();
          await checkPage(page, seen, popups);
        }
      }
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the item with hostile names, size, add-on and allergen can be added and shown in the cart safely', async () => {
    const { page, context, uncaught, close } = await openLive(browser, dishPage(dishId), { language });
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    const seen = await watch(page);
    try {
      await page.getByRole('button', { name: add[language] }).waitFor();
      await page.waitForLoadState('networkidle');
      const radio = page.getByRole('radio').first();
      if (await radio.count()) await radio.check();
      const box = page.getByRole('checkbox').first();
      if (await box.count()) await box.check();
      await page.getByRole('button', { name: add[language] }).click();
      await page.getByRole('status').filter({ hasText: added[language] }).waitFor();
      await checkPage(page, seen, popups);
      seen.navigations.length = 0;
      await page.goto(new URL(CART_PAGE, site()).href);
      await whenReady(page);
      await page.waitForLoadState('networkidle');
      // The line shows the dish's hostile name as text once the CMS repricing read is in.
      await page
        .getByTestId('cart-line')
        .filter({ hasText: /__xss\d+=1|script|<|&/ })
        .first()
        .waitFor();
      await checkPage(page, seen, popups);
      expect(uncaught).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('hostile contact details and colours', () => {
  it('are refused at save, each field naming its rule in both languages, and never reach the site', async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<Row[]>('restaurants', `filter[id][_eq]=${restaurantId}&fields=*`);
    const refusal = async (collection: string, id: number | string, field: string, value: string) =>
      admin.update(collection, id, { [field]: value }).then(
        () => 'saved',
        (error: unknown) => String(error),
      );
    const saves: [string, number | string, string, string][] = [
      ...RESTAURANT_URL_FIELDS.map((field): [string, number | string, string, string] => [
        'restaurants',
        restaurantId,
        field,
        nextUrl(),
      ]),
      ['allergens', allergenId, 'color', `red;background:url(javascript:${m(904)})`],
    ];
    for (const [collection, id, field, value] of saves) {
      const answer = await refusal(collection, id, field, value);
      expect(answer, `${collection}.${field} = ${value}`).toMatch(/FAILED_VALIDATION/);
      expect(answer).toContain(`"field":"${field}"`);
      // The admin app shows the field's message, the publish check's words, in the editor's language.
      const { meta } = await admin.call<{ meta: { validation_message: string } }>(
        'GET',
        `/fields/${collection}/${field}`,
      );
      const key = meta.validation_message.replace(/^\$t:/, '');
      const words = await admin.call<{ language: string; value: string }[]>(
        'GET',
        `/translations?filter[key][_eq]=${key}&fields=language,value`,
      );
      expect(words.map((row) => row.language).sort(), key).toEqual(['ar-SA', 'en-US']);
      expect(words.find((row) => row.language === 'en-US')?.value).toMatch(/^This value is not /);
    }
    // Nothing was saved: the restaurant keeps its links.
    const [after] = await admin.read<Row[]>('restaurants', `filter[id][_eq]=${restaurantId}&fields=*`);
    for (const field of RESTAURANT_URL_FIELDS) expect(after![field], field).toEqual(restaurant![field]);
  });
});
