/**
 * Owner task 7, "Preview a draft dish, then publish it", done as an owner does it: in the real
 * Directus admin app in Chromium, signed in as the seeded Restaurant manager, once with the admin
 * in English and once in Arabic. The dish's Live Preview (its collection's preview_url, which the
 * CMS setup points at the publisher the notice hook tells) shows the draft's page with the
 * banner, behind the manager's session; the draft reaches no version. Setting its status to
 * Published and saving puts it on the served site within the publish bound. The actions counted
 * are the ones docs/owner-guide.md lists, from the login screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLUG } from '../../cms/seed/slugs.mjs';
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

/** Every file of every version the publisher kept, searched for a text. */
function versionsHolding(text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(html|json)$/.test(entry.name) && readFileSync(path, 'utf8').includes(text)) found.push(path);
    }
  };
  walk(join(site.root, 'versions'));
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
        expect(await signedIn.text()).toContain('<meta name="robots" content="noindex');
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
