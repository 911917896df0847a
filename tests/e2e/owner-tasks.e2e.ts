/**
 * An owner's everyday tasks, done as an owner does them: in the real Directus admin app in
 * Chromium, signed in as the seeded Restaurant manager, once with the admin in English and once
 * in Arabic. Each save reaches the site by itself (the CMS's notice hook tells a publisher, which
 * publishes), and each test waits for the change on the served site within the publish bound.
 * The actions counted are the ones docs/owner-guide.md lists, from the login screen.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLUG } from '../../cms/seed/slugs.mjs';
import { cmsAdmin } from './browser';
import { E2E } from './ports';
import {
  liveJson,
  openDish,
  photograph,
  save,
  signIn as signInAs,
  signOut,
  startOwnerSite,
  within,
  type Owner,
  type OwnerSite,
} from './owner-site';

/** Dishes the site shows: published ones of its restaurant. */
const SHOWN = `filter[publish_status][_eq]=published&filter[restaurant][slug][_eq]=${DEFAULT_SLUG}`;

let site: OwnerSite;

beforeAll(async () => {
  site = await startOwnerSite('owner-tasks', E2E.ownerTasksSitePort);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

/** Signs in as the manager, photographing the dishes list the admin opens on. */
async function signIn(language: string): Promise<Owner> {
  const owner = await signInAs(site.browser, language);
  await photograph(owner, `dishes-${language.slice(0, 2)}`);
  return owner;
}

/** What each admin language calls the collections these tasks open from the navigation. */
const NAV = {
  en: { overrides: 'Special days', colours: 'Colours', slides: 'Hero slides' },
  ar: { overrides: 'الأيام الخاصة', colours: 'الألوان', slides: 'شرائح الواجهة' },
} as const;

/** Opens a collection from the navigation (one action). */
async function openCollection(owner: Owner, label: string, collection: string): Promise<void> {
  await owner.page.locator('.module-nav').getByText(label, { exact: true }).click();
  await owner.page.waitForURL(new RegExp(`/admin/content/${collection}$`), { timeout: 30_000 });
  await owner.page.locator('.v-table tbody tr').first().waitFor({ timeout: 60_000 });
  owner.actions.push(`open ${collection}`);
}

/** The list's Create button (one action): an empty form. */
async function create(owner: Owner, collection: string, firstField: string): Promise<void> {
  await owner.page.locator(`.header-bar a[href$="/content/${collection}/+"]`).click();
  await owner.page.locator(`.field[data-field="${firstField}"]`).waitFor({ timeout: 60_000 });
  owner.actions.push('create');
}

/** Types into a form field (one action). */
async function type(owner: Owner, field: string, text: string, scope = owner.page.locator('body')): Promise<void> {
  await scope.locator(`.field[data-field="${field}"] input`).fill(text);
  owner.actions.push(`type ${field}`);
}

/**
 * Types a date (YYYY-MM-DD) into a date field, segment by segment in the order the admin's
 * language shows them (month/day/year in English, day/month/year in Arabic): one action.
 */
async function typeDate(owner: Owner, field: string, date: string): Promise<void> {
  const [year, month, day] = date.split('-') as [string, string, string];
  const segments = owner.page.locator(
    `.field[data-field="${field}"] [data-reka-date-field-segment]:not([data-reka-date-field-segment="literal"])`,
  );
  const kinds = await segments.evaluateAll((all) =>
    all.map((segment) => segment.getAttribute('data-reka-date-field-segment')),
  );
  for (const [index, kind] of kinds.entries()) {
    await segments.nth(index).click();
    await owner.page.keyboard.type(kind === 'year' ? year : kind === 'month' ? month : day);
  }
  owner.actions.push(`type ${field}`);
}

/** Types a time (HH:MM) into a time field: one action. */
async function typeTime(owner: Owner, field: string, time: string): Promise<void> {
  const segments = owner.page.locator(
    `.field[data-field="${field}"] [data-reka-time-field-segment]:not([data-reka-time-field-segment="literal"])`,
  );
  for (const [index, part] of time.split(':').entries()) {
    await segments.nth(index).click();
    await owner.page.keyboard.type(part);
  }
  owner.actions.push(`type ${field}`);
}

/** Chooses the restaurant in its list (one action: the row, then the drawer's Save). */
async function chooseRestaurant(owner: Owner): Promise<void> {
  await owner.page.locator('.field[data-field="restaurant"] .many-to-one > button').click();
  await owner.page.locator('.v-drawer .v-table tbody tr', { hasText: RESTAURANT_NAME }).click();
  await owner.page.locator('.v-drawer button.small:not(.icon)').click();
  await owner.page.locator('.v-drawer').waitFor({ state: 'detached', timeout: 30_000 });
  owner.actions.push('choose the restaurant');
}

/** The seeded restaurant the site shows, as its record reads in the admin app. */
const RESTAURANT_NAME = 'Saffron House';

/** A small photo, made here: a 48×32 PNG of warm colours. */
function photo(): Buffer {
  const width = 48;
  const height = 32;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set([200, 110 + y, 40 + x], y * (width * 3 + 1) + 1 + x * 3);
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (name: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(name, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An entry of the live version's data/site.json once it satisfies `done` (within the publish bound). */
async function whenSiteSays(key: string, done: (entry: unknown) => boolean): Promise<unknown> {
  return within(
    key,
    async () => (await liveJson<{ entries: Record<string, unknown> }>(site, '/data/site.json'))?.entries[key],
    done,
  );
}

interface LiveOverride {
  date: string;
  endDate: string;
  closed: boolean;
  shifts: { opensAt: string; closesAt: string }[];
  note: { en: string; ar: string };
}

const overrideOn = (date: string) => (entry: unknown) =>
  ((entry as { overrides?: LiveOverride[] } | undefined)?.overrides ?? []).find((o) => o.date === date);

/** The live dish as the site publishes it, once it satisfies `done` (within the publish bound). */
interface LiveDish {
  soldOut: boolean;
  basePrice: number;
  name: { en: string; ar: string };
  images: unknown[];
  variants: { name: { en: string }; price: number }[];
  addons: { name: { en: string }; price: number }[];
}

async function whenLive(id: number, done: (dish: LiveDish) => boolean): Promise<LiveDish> {
  return within(`dish ${id}`, () => liveJson<LiveDish>(site, `/data/dishes/${id}.json`), done);
}

describe.each([
  { name: 'English', language: 'en-US', lang: 'en' },
  { name: 'Arabic', language: 'ar-SA', lang: 'ar' },
] as const)('owner tasks in the admin app, $name', ({ language, lang }) => {
  it('marks a dish sold out for tonight in four actions, and the site follows', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    const [dish] = await admin.read<{ id: number; name_en: string; name_ar: string; sold_out: boolean }[]>(
      'menu_items',
      `fields=id,name_en,name_ar,sold_out&filter[sold_out][_eq]=false&${SHOWN}&sort=sort&limit=1`,
    );
    const owner = await signIn(language);
    try {
      await openDish(owner, lang === 'ar' ? dish!.name_ar : dish!.name_en);
      await owner.page.locator('.field[data-field="sold_out"] .v-checkbox').click();
      owner.actions.push('tick "sold out"');
      await photograph(owner, `sold-out-${lang}`);
      await save(owner);
      expect(owner.actions).toHaveLength(4);
      expect((await whenLive(dish!.id, (live) => live.soldOut)).soldOut).toBe(true);
      // The publish log says in words, in both languages, what went live.
      const said = async () =>
        (
          await admin.read<{ summary_en: string | null; summary_ar: string | null }[]>(
            'publish_log',
            'fields=summary_en,summary_ar&sort=-date_created&limit=5',
          )
        ).find((entry) => entry.summary_en?.startsWith(`Dish "${dish!.name_en}" changed: `));
      await expect.poll(said, { timeout: 15_000 }).toBeTruthy();
      expect((await said())!.summary_ar).toContain(`طبق «${dish!.name_ar}»`);
    } finally {
      await signOut(owner);
      await admin.update('menu_items', dish!.id, { sold_out: false });
    }
  });

  it('changes a price, and the site shows the new one', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    const [dish] = await admin.read<{ id: number; name_en: string; name_ar: string; default_price: string }[]>(
      'menu_items',
      `fields=id,name_en,name_ar,default_price&filter[default_price][_nnull]=true&${SHOWN}&sort=sort&limit=1&offset=1`,
    );
    const price = Number(dish!.default_price) + (lang === 'ar' ? 3 : 2);
    const owner = await signIn(language);
    try {
      await openDish(owner, lang === 'ar' ? dish!.name_ar : dish!.name_en);
      const input = owner.page.locator('.field[data-field="default_price"] input');
      await input.fill(String(price));
      owner.actions.push('type the price');
      await photograph(owner, `price-${lang}`);
      await save(owner);
      expect(owner.actions).toHaveLength(4);
      expect((await whenLive(dish!.id, (live) => live.basePrice === price)).basePrice).toBe(price);
    } finally {
      await signOut(owner);
      await admin.update('menu_items', dish!.id, { default_price: dish!.default_price });
    }
  });
  it('adds a dish with a photo, two sizes and an add-on, and the site lists it', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    const name = { en: `Lentil Soup ${lang}`, ar: `شوربة عدس ${lang}` };
    const owner = await signIn(language);
    let id: number | undefined;
    try {
      const page = owner.page;
      await create(owner, 'menu_items', 'name_en');
      await type(owner, 'name_en', name.en);
      await type(owner, 'name_ar', name.ar);
      await chooseRestaurant(owner);
      // The photo: Upload File, then the file from the computer (the dialog closes by itself).
      await page.locator('.field[data-field="images"] .actions button').first().click();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.locator('#dialog-outlet .v-icon:has(i[data-icon="file_upload"])').first().click(),
      ]);
      await chooser.setFiles({ name: 'lentil-soup.png', mimeType: 'image/png', buffer: photo() });
      await page.locator('.field[data-field="images"] .v-list-item, .field[data-field="images"] li').first().waitFor();
      owner.actions.push('upload the photo');
      // Sizes and add-ons: Create New on the dish, each a small form (names and price) and its Save.
      const addRelated = async (field: string, en: string, ar: string, price: number) => {
        await page.locator(`.field[data-field="${field}"] .actions button`).first().click();
        const drawer = page.locator('.v-drawer').last();
        await drawer.locator('.field[data-field="name_en"] input').waitFor({ timeout: 30_000 });
        await drawer.locator('.field[data-field="name_en"] input').fill(en);
        await drawer.locator('.field[data-field="name_ar"] input').fill(ar);
        await drawer.locator('.field[data-field="price"] input').fill(String(price));
        await drawer.locator('button.small:not(.icon)').first().click();
        await page.locator('.v-drawer').waitFor({ state: 'detached', timeout: 30_000 });
        owner.actions.push(`add ${field} ${en}`);
      };
      await addRelated('variants', 'Cup', 'كوب', 14);
      await addRelated('variants', 'Bowl', 'صحن', 22);
      await addRelated('addons', 'Lemon wedges', 'شرائح ليمون', 2);
      await photograph(owner, `new-dish-${lang}`);
      id = await save(owner);
      expect(owner.actions).toHaveLength(10);
      const live = await whenLive(id, (dish) => dish.variants.length === 2 && dish.addons.length === 1);
      expect(live.name).toEqual(name);
      expect(live.images).toHaveLength(1);
      expect(live.variants.map((size) => [size.name.en, size.price]).sort()).toEqual([
        ['Bowl', 22],
        ['Cup', 14],
      ]);
      expect(live.addons.map((addon) => [addon.name.en, addon.price])).toEqual([['Lemon wedges', 2]]);
      // And it is on the menu.
      const menu = (await (await fetch(`${site.url}/data/menu.json`, { cache: 'no-store' })).json()) as {
        dishes: { card: { id: number | string } }[];
      };
      expect(menu.dishes.some((dish) => String(dish.card.id) === String(id))).toBe(true);
    } finally {
      await signOut(owner);
      if (id !== undefined) await admin.remove('menu_items', id);
    }
  });

  it('sets Ramadan hours for a range of dates, and the site shows them', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    // Ramadan 1449 runs from about 28 January to 25 February 2028; each language its own year.
    const [from, until] = lang === 'en' ? ['2028-01-28', '2028-02-25'] : ['2029-01-16', '2029-02-13'];
    const owner = await signIn(language);
    let id: number | undefined;
    try {
      await openCollection(owner, NAV[lang].overrides, 'hours_overrides');
      await create(owner, 'hours_overrides', 'date');
      await typeDate(owner, 'date', from);
      await typeDate(owner, 'end_date', until);
      await typeTime(owner, 'opens_at', '20:00');
      await typeTime(owner, 'closes_at', '02:00');
      await type(owner, 'note_en', 'Ramadan hours: from iftar until suhoor');
      await type(owner, 'note_ar', 'مواعيد رمضان: من الإفطار حتى السحور');
      await chooseRestaurant(owner);
      await photograph(owner, `ramadan-${lang}`);
      id = await save(owner, 'hours_overrides');
      expect(owner.actions).toHaveLength(11);
      const live = overrideOn(from)(
        await whenSiteSays(`restaurant:${DEFAULT_SLUG}`, (entry) => Boolean(overrideOn(from)(entry))),
      )!;
      expect(live).toMatchObject({
        date: from,
        endDate: until,
        closed: false,
        shifts: [{ opensAt: '20:00', closesAt: '02:00' }],
        note: { en: 'Ramadan hours: from iftar until suhoor', ar: 'مواعيد رمضان: من الإفطار حتى السحور' },
      });
    } finally {
      await signOut(owner);
      if (id !== undefined) await admin.remove('hours_overrides', id);
    }
  });

  it('closes for a holiday, and the site says so', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    const day = lang === 'en' ? '2028-09-23' : '2029-09-23';
    const owner = await signIn(language);
    let id: number | undefined;
    try {
      await openCollection(owner, NAV[lang].overrides, 'hours_overrides');
      await create(owner, 'hours_overrides', 'date');
      await typeDate(owner, 'date', day);
      await owner.page.locator('.field[data-field="closed"] .v-checkbox').click();
      owner.actions.push('tick "closed"');
      await type(owner, 'note_en', 'Closed for Saudi National Day');
      await type(owner, 'note_ar', 'مغلق في اليوم الوطني السعودي');
      await chooseRestaurant(owner);
      await photograph(owner, `holiday-${lang}`);
      id = await save(owner, 'hours_overrides');
      expect(owner.actions).toHaveLength(9);
      const live = overrideOn(day)(
        await whenSiteSays(`restaurant:${DEFAULT_SLUG}`, (entry) => Boolean(overrideOn(day)(entry))),
      )!;
      expect(live).toMatchObject({
        date: day,
        endDate: day,
        closed: true,
        shifts: [],
        note: { en: 'Closed for Saudi National Day', ar: 'مغلق في اليوم الوطني السعودي' },
      });
    } finally {
      await signOut(owner);
      if (id !== undefined) await admin.remove('hours_overrides', id);
    }
  });

  it(
    'reorders the home page slides by dragging one to the top, and the site follows',
    { timeout: 300_000 },
    async () => {
      const admin = await cmsAdmin();
      const slides = async () =>
        admin.read<{ id: number; title_en: string; title_ar: string; sort: number | null }[]>(
          'hero_slides',
          `fields=id,title_en,title_ar,sort&filter[restaurant][slug][_eq]=${DEFAULT_SLUG}&sort=sort,id`,
        );
      const before = await slides();
      expect(before.length, 'the seed has several slides').toBeGreaterThan(2);
      // The last of the site's slides goes first (the English run), or the second last (the Arabic one).
      const moved = before.at(lang === 'en' ? -1 : -2)!;
      const owner = await signIn(language);
      try {
        await openCollection(owner, NAV[lang].slides, 'hero_slides');
        const row = (slide: { title_en: string; title_ar: string }) =>
          owner.page.locator('.v-table tbody tr', { hasText: lang === 'ar' ? slide.title_ar : slide.title_en });
        // The list opens in the slides' own order, so each row has a drag handle; the drop saves.
        const sorted = owner.page.waitForResponse((r) => r.url().includes('/utils/sort/hero_slides'), {
          timeout: 30_000,
        });
        const handle = row(moved).locator('.drag-handle');
        const target = await row(before[0]!).boundingBox();
        const from = await handle.boundingBox();
        await owner.page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
        await owner.page.mouse.down();
        // Sortable (the admin's lists) follows the pointer step by step, past the first row's middle.
        await owner.page.mouse.move(from!.x + from!.width / 2, target!.y + 2, { steps: 20 });
        await owner.page.mouse.up();
        owner.actions.push('drag the slide to the top');
        expect((await sorted).ok()).toBe(true);
        await photograph(owner, `slides-${lang}`);
        expect(owner.actions).toHaveLength(3);

        const order = (await slides()).map((slide) => slide.id);
        expect(order[0]).toBe(moved.id);
        // The home page's slides, as the live version holds them, in the new order.
        const live = await whenSiteSays(
          `heroSlides:${DEFAULT_SLUG}:`,
          (entry) => (entry as { id: number }[] | undefined)?.[0]?.id === moved.id,
        );
        expect((live as { id: number }[]).map((slide) => slide.id)).toEqual(order);
        // And the publish log says what happened, in words.
        const said = async () =>
          (
            await admin.read<{ summary_en: string | null; summary_ar: string | null }[]>(
              'publish_log',
              'fields=summary_en,summary_ar&sort=-date_created&limit=5',
            )
          ).find((entry) => entry.summary_en?.includes('reordered'));
        await expect.poll(said, { timeout: 15_000 }).toBeTruthy();
        expect((await said())!.summary_ar).toContain('إعادة ترتيب');
      } finally {
        await signOut(owner);
        for (const slide of before) await admin.update('hero_slides', slide.id, { sort: slide.sort });
      }
    },
  );

  it('changes the brand colour, and the site wears it', { timeout: 300_000 }, async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ website_color_scheme: { id: number; root_theme: string | null } }[]>(
      'restaurants',
      `filter[slug][_eq]=${DEFAULT_SLUG}&fields=website_color_scheme.id,website_color_scheme.root_theme`,
    );
    const scheme = restaurant!.website_color_scheme;
    const colour = lang === 'en' ? '#0F7A5A' : '#7A1F5C';
    const owner = await signIn(language);
    try {
      await openCollection(owner, NAV[lang].colours, 'website_color_scheme');
      await owner.page.locator('.v-table tbody tr', { hasText: RESTAURANT_NAME }).first().click();
      await owner.page.locator('.field[data-field="root_theme"]').waitFor({ timeout: 60_000 });
      owner.actions.push('open the colours');
      await owner.page.locator('.field[data-field="root_theme"] input[type="text"]').fill(colour);
      owner.actions.push('type the brand colour');
      await photograph(owner, `colour-${lang}`);
      await save(owner, 'website_color_scheme');
      expect(owner.actions).toHaveLength(5);
      const wears = (entry: unknown) =>
        JSON.stringify(entry ?? null)
          .toLowerCase()
          .includes(colour.slice(1).toLowerCase());
      expect(wears(await whenSiteSays(`restaurant:${DEFAULT_SLUG}`, wears))).toBe(true);
      // A visitor's page wears it: the theme's CSS variable on the page.
      const visitor = await site.browser.newPage();
      try {
        await visitor.goto(`${site.url}/`);
        const theme = () =>
          visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--root-theme').trim());
        await expect
          .poll(async () => (await theme()).toLowerCase(), { timeout: 30_000 })
          .toContain(colour.slice(1).toLowerCase());
      } finally {
        await visitor.close();
      }
    } finally {
      await signOut(owner);
      await admin.update('website_color_scheme', scheme.id, { root_theme: scheme.root_theme });
    }
  });
});
