/**
 * Owner task 7, "Preview a draft dish, then publish it", done as an owner does it: in the real
 * Directus admin app in Chromium, signed in as the seeded Restaurant manager, once with the admin
 * in English and once in Arabic. The dish's Live Preview (its collection's preview_url, which the
 * CMS setup points at the publisher the notice hook tells) shows the draft's page with the
 * banner, behind the manager's session; the draft reaches no version. Setting its status to
 * Published and saving puts it on the served site within the publish bound. The actions counted
 * are the ones docs/owner-guide.md lists, from the login screen.
 *
 * Owner task 9, "Fix a price or a typo where you see it", in Directus's Visual Editor module
 * (docs/publishing.md, "Edit where you see it"), which the CMS setup points at the publisher's
 * /preview/site/: a hero slide's title on the home page and a dish's price on its page, each
 * clicked on the page, changed in the drawer and saved; the preview shows the change at once and
 * the served site within the publish bound. Its published pages carry nothing of it.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLUG } from '../../cms/seed/slugs.mjs';
import type { FrameLocator, Page } from 'playwright-core';
import { BANNER } from '../../publish/preview.ts';
import { cmsAdmin } from './browser';
import { E2E } from './ports';
import {
  liveJson,
  photograph,
  save,
  signIn,
  signOut,
  startOwnerSite,
  within,
  type Owner,
  type OwnerSite,
} from './owner-site';

const previewer = `http://127.0.0.1:${E2E.noticePort}`;

let site: OwnerSite;

beforeAll(async () => {
  site = await startOwnerSite('owner-preview', E2E.ownerPreviewSitePort);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

/** Every file of every version the publisher kept (or of `dir`), searched for a text. */
function versionsHolding(text: string, dir = join(site.root, 'versions'), files = /\.(html|json)$/): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (files.test(entry.name) && readFileSync(path, 'utf8').includes(text)) found.push(path);
    }
  };
  walk(dir);
  return found;
}

describe.each([
  { name: 'English', language: 'en-US', lang: 'en' },
  { name: 'Arabic', language: 'ar-SA', lang: 'ar' },
] as const)('owner task 7 in the admin app, $name', ({ language, lang }) => {
  it(
    'previews a draft dish with the banner in the admin app, and the dish goes live once published',
    { timeout: 300_000 },
    async () => {
      const admin = await cmsAdmin();
      const [restaurant] = await admin.read<{ id: number }[]>(
        'restaurants',
        `fields=id&filter[slug][_eq]=${DEFAULT_SLUG}&limit=1`,
      );
      const names = { en: `Preview Lentil Soup ${lang}`, ar: `شوربة عدس للمعاينة ${lang}` };
      const dish = await admin.create<{ id: number }>('menu_items', {
        name_en: names.en,
        name_ar: names.ar,
        description_en: 'Red lentils, cumin and lemon.',
        description_ar: 'عدس أحمر وكمون وليمون.',
        default_price: 19,
        publish_status: 'draft',
        restaurant: restaurant!.id,
      });
      let owner: Owner | undefined;
      try {
        owner = await signIn(site.browser, language, { width: 1440, height: 900 });
        const { page } = owner;
        await page.locator('.v-table tbody tr', { hasText: names[lang] }).first().click();
        await page.waitForURL(/\/admin\/content\/menu_items\/\d+/, { timeout: 30_000 });
        await page.locator('.field[data-field="publish_status"]').waitFor({ timeout: 60_000 });
        owner.actions.push('open the dish');

        // The eye of the item's header: Live Preview, beside the form.
        await page.locator('.header-bar .actions button:has([data-icon="visibility"])').first().click();
        owner.actions.push('show the preview');
        const frame = page.frameLocator('iframe#frame');
        await expect
          .poll(
            async () =>
              frame
                .locator('.preview-banner')
                .textContent({ timeout: 5_000 })
                .catch(() => ''),
            {
              timeout: 90_000,
              interval: 1_000,
            },
          )
          .toContain(BANNER[lang]);
        // The draft's own page, in the admin's language.
        await expect
          .poll(() => frame.locator('#root').first().textContent(), { timeout: 10_000 })
          .toContain(names[lang]);
        await photograph(owner, `preview-${lang}`);

        // Behind the session only, never indexed, never cached; and no version holds the draft.
        const address = `${previewer}/preview/menu_items/${dish.id}`;
        const anonymous = await fetch(address);
        expect(anonymous.status).toBe(401);
        expect(await anonymous.text()).toContain('المعاينة غير متاحة');
        const cookie = (await page.context().cookies(previewer)).map((c) => `${c.name}=${c.value}`).join('; ');
        const signedIn = await fetch(address, { headers: { cookie } });
        expect(signedIn.status).toBe(200);
        expect(signedIn.headers.get('x-robots-tag')).toContain('noindex');
        expect(signedIn.headers.get('cache-control')).toBe('no-store');
        const previewHtml = await signedIn.text();
        expect(previewHtml).toContain('<meta name="robots" content="noindex');
        // No page of the site: it names no web app manifest, so no offline worker starts there
        // (src/main.tsx), neither in its head nor for boot.ts to name later.
        expect(previewHtml).not.toContain('webmanifest');
        expect(versionsHolding(names.en)).toEqual([]);
        expect((await fetch(`${site.url}/data/dishes/${dish.id}.json`)).status).toBe(404);

        // Status: Published, then save (the header's button: the preview beside the form may
        // hold the keyboard's focus).
        const status = page.locator('.field[data-field="publish_status"]');
        const published = lang === 'ar' ? 'منشور' : 'Published';
        await status.locator('.v-input').first().click();
        owner.actions.push('open "Status"');
        await page.locator('.v-menu-content .v-list-item', { hasText: published }).first().click();
        owner.actions.push('choose "Published"');
        // The dropdown shows its choice as its input's value.
        const shown = () =>
          status
            .locator('.v-input')
            .first()
            .evaluate((input) => input.querySelector('input')?.value ?? input.textContent ?? '');
        await expect.poll(shown, { timeout: 10_000 }).toContain(published);
        await photograph(owner, `publish-${lang}`);
        await save(owner, 'menu_items', { button: true });
        expect(owner.actions).toHaveLength(6);

        await within(
          `dish ${dish.id}`,
          () => liveJson(site, `/data/dishes/${dish.id}.json`),
          () => true,
        );
        const live = await fetch(`${site.url}${lang === 'ar' ? '/ar' : ''}/shop/shop-details/${dish.id}`);
        expect(await live.text()).not.toContain('preview-banner');
      } finally {
        await signOut(owner);
        await admin.remove('menu_items', dish.id);
      }
    },
  );
});

/** The labels the model gives a field, as the drawer shows them in the admin's language. */
function labelOf(collection: string, field: string, lang: 'en' | 'ar'): string {
  const model = JSON.parse(readFileSync(join(import.meta.dirname, '../../cms/schema/model.json'), 'utf8')) as {
    collections: { collection: string; fields: { field: string; label?: Record<string, string> }[] }[];
  };
  const label = model.collections
    .find((c) => c.collection === collection)
    ?.fields.find((f) => f.field === field)?.label;
  return label![lang]!;
}

/** The Visual Editor's frame: the publisher's preview of the site. */
const editorFrame = (page: Page): FrameLocator => page.frameLocator('iframe#frame');

/**
 * Clicks a part of the page as the owner does: pointing at it shows its edit button (the
 * visual-editing library's overlay), which opens the record's fields in the drawer.
 */
async function clickToEdit(page: Page, selector: string): Promise<void> {
  const frame = editorFrame(page);
  const button = frame.locator('.directus-visual-editing-rect-hover .directus-visual-editing-edit-button').first();
  // On a page just opened in the frame the library may not have marked its parts yet, and
  // pointing shows nothing: the owner points again (off and back on) until the button shows.
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.mouse.move(0, 0);
    await frame.locator(selector).first().hover();
    try {
      await button.waitFor({ state: 'visible', timeout: 3_000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
  await button.click();
  await page.locator('.v-drawer').first().waitFor({ timeout: 30_000 });
}

/** The drawer's Save button, in the admin's language (Directus's own words). */
const SAVE = { en: 'Save', ar: 'حفظ' } as const;

/** Saves the drawer (its Save at the top), waiting for the CMS's answer. */
async function saveDrawer(page: Page, collection: string, lang: 'en' | 'ar'): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes(`/items/${collection}/`),
    { timeout: 30_000 },
  );
  await page.locator('.v-drawer').first().getByRole('button', { name: SAVE[lang], exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

describe.each([
  { name: 'English', language: 'en-US', lang: 'en' },
  { name: 'Arabic', language: 'ar-SA', lang: 'ar' },
] as const)('owner task 9 in the Visual Editor, $name', ({ language, lang }) => {
  it(
    'fixes a slide’s title and a dish’s price where they show, the preview at once and the site within the bound',
    { timeout: 360_000 },
    async () => {
      const admin = await cmsAdmin();
      const [slide] = await admin.read<{ id: number; title_en: string; title_ar: string }[]>(
        'hero_slides',
        'fields=id,title_en,title_ar&filter[active][_eq]=true&filter[publish_status][_eq]=published&sort=sort,id&limit=1',
      );
      // A dish of the home page's best sellers without sizes: its page shows its own price.
      const dishes = await admin.read<{ id: number; default_price: string | number; variants: unknown[] }[]>(
        'menu_items',
        'fields=id,default_price,variants&filter[publish_status][_eq]=published&filter[restaurant][slug][_eq]=' +
          `${DEFAULT_SLUG}&sort=sort,id&limit=5`,
      );
      const dish = dishes.find((row) => row.variants.length === 0);
      expect(dish, 'a best seller without sizes').toBeTruthy();
      const title = `${lang === 'ar' ? 'كبسة الزعفران اليوم' : 'Saffron Kabsa Today'} ${Date.now() % 10_000}`;
      const price = String(40 + (Date.now() % 50)) + '.50';
      let owner: Owner | undefined;
      try {
        // 1. Sign in from the Visual Editor's address: the home page, in the admin's language.
        owner = await signIn(site.browser, language, { width: 1440, height: 900 }, '/admin/visual');
        const { page } = owner;
        const frame = editorFrame(page);
        await expect
          .poll(
            () =>
              frame
                .locator('.preview-banner strong')
                .textContent({ timeout: 5_000 })
                .catch(() => ''),
            {
              timeout: 120_000,
              interval: 1_000,
            },
          )
          .toBe(BANNER[lang]);
        expect(await frame.locator('html').getAttribute('lang')).toBe(lang);
        expect(await frame.locator('.hero__title').first().textContent()).toBe(slide![`title_${lang}`]);

        // 2. The slide's title, clicked on the page: the drawer holds that slide's titles.
        await clickToEdit(page, '.hero__title');
        owner.actions.push('click the title');
        const drawer = page.locator('.v-drawer').first();
        const field = drawer.locator(`.field[data-field="title_${lang}"]`);
        await field.waitFor({ timeout: 30_000 });
        await expect.poll(() => drawer.textContent()).toContain(labelOf('hero_slides', `title_${lang}`, lang));
        const input = field.locator('input').first();
        // Each language's text keeps its direction, whatever the admin's.
        expect(await input.evaluate((element) => getComputedStyle(element).direction)).toBe(
          lang === 'ar' ? 'rtl' : 'ltr',
        );
        // 3. Type the fix.
        await input.fill(title);
        owner.actions.push('type the title');
        await photograph(owner, `visual-${lang}`);
        // 4. Save: the preview shows it at once (it reloads after the save).
        await saveDrawer(page, 'hero_slides', lang);
        owner.actions.push('save');
        expect(owner.actions).toHaveLength(4);
        await expect
          .poll(
            () =>
              frame
                .locator('.hero__title')
                .first()
                .textContent({ timeout: 5_000 })
                .catch(() => ''),
            {
              timeout: 90_000,
              interval: 500,
            },
          )
          .toBe(title);
        await within(
          `the slide's title on the ${lang} home page`,
          async () => (await fetch(`${site.url}${lang === 'ar' ? '/ar/' : '/'}`, { cache: 'no-store' })).text(),
          (html) => html.includes(title),
        );

        // A dish's price on its own page: its link among the best sellers leads there.
        await frame
          .locator(`[data-testid="best-sellers"] a[href="/preview/site/${lang}/shop/shop-details/${dish!.id}"]`)
          .last()
          .click();
        await frame.locator('.item-detail__price').waitFor({ timeout: 120_000 });
        await clickToEdit(page, '.item-detail__price');
        const priceField = page.locator('.v-drawer').first().locator('.field[data-field="default_price"]');
        await priceField.waitFor({ timeout: 30_000 });
        expect(await page.locator('.v-drawer').first().textContent()).toContain(
          labelOf('menu_items', 'default_price', lang),
        );
        await priceField.locator('input').first().fill(price);
        await photograph(owner, `visual-price-${lang}`);
        await saveDrawer(page, 'menu_items', lang);
        const shown = (text: string | null) => (text ?? '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
        await expect
          .poll(
            async () =>
              shown(
                await frame
                  .locator('.item-detail__price')
                  .textContent({ timeout: 5_000 })
                  .catch(() => ''),
              ),
            { timeout: 90_000, interval: 500 },
          )
          .toContain(price);
        await within(
          `dish ${dish!.id}'s price`,
          () => liveJson<{ price?: number }>(site, `/data/dishes/${dish!.id}.json`),
          (live) => JSON.stringify(live).includes(price.replace(/0$/, '')),
        );
      } finally {
        await signOut(owner);
        await admin.update('hero_slides', slide!.id, { title_en: slide!.title_en, title_ar: slide!.title_ar });
        await admin.update('menu_items', dish!.id, { default_price: dish!.default_price });
      }
    },
  );
});

describe('what visitors get of the Visual Editor', () => {
  it('is nothing: no published page has a data-directus mark, no file the library’s code', async () => {
    const live = realpathSync(join(site.root, 'current'));
    expect(versionsHolding('data-directus', live, /\.(html|json|js)$/)).toEqual([]);
    for (const code of ['DirectusVisualEditing', 'directus-visual-editing', '/preview/visual-editing.js'])
      expect(versionsHolding(code, live, /\.(html|js)$/), code).toEqual([]);
    for (const path of ['/', '/ar/', '/shop']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html).toContain('id="root"');
      expect(html).not.toContain('data-directus');
      expect(html).not.toContain('visual-editing');
    }
  });
});
