/**
 * Publishing: an edit saved in the CMS reaches the published site by itself. The CMS's notice
 * hook (cms/extensions/directus-extension-publish-notice, pointed here by global-setup.ts)
 * notifies a publisher (publish/server.ts), which writes a new version that the production
 * server (scripts/serve.mjs) serves from `current`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { fileKey, type CmsFile } from '../../publish/media.ts';
import { startPublisher, type Publisher } from '../../publish/server.ts';
import { createVersionStore } from '../../publish/versions.ts';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin, siteRead } from './browser';
import { MENU_PAGE, dishPage } from './pages';
import { E2E, NOTICE_SECRET } from './ports';

const SECRET = NOTICE_SECRET;
const PUBLISHER_PORT = E2E.noticePort;
const SITE_PORT = E2E.publishTestSitePort;
const site = `http://127.0.0.1:${SITE_PORT}`;
/** Edit saved to page served, on this 2-core machine with the whole menu re-rendered. */
const BOUND_MS = 45_000;

let root: string;
let publisher: Publisher;
let server: ReturnType<typeof createSiteServer>;
let cmsClient: ReturnType<typeof createClient>;
/** The site's folder of versions (publish/layout.ts). */
const saffron = () => siteRoot(root, 'saffron-house');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-published-'));
  publisher = await startPublisher({
    root,
    sites: [{ slug: 'saffron-house', url: site }],
    secret: SECRET,
    port: PUBLISHER_PORT,
    quietMs: 200,
    cms: { url: inject('cmsUrl'), token: LOCAL_PUBLISHER_TOKEN },
    log: () => undefined,
  });
  await publisher.publishNow('e2e start');
  server = createSiteServer({ hosts: hostsRoot(root) });
  await listen(server, SITE_PORT, '127.0.0.1');
  cmsClient = createClient(
    inject('cmsUrl'),
    await adminToken(inject('cmsUrl'), inject('adminEmail'), inject('adminPassword')),
  );
});

afterAll(async () => {
  await publisher?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (root) rmSync(root, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${site}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Polls the served page until `test` holds; returns the milliseconds it took. */
async function servedWithin(path: string, test: (html: string) => boolean, started: number): Promise<number> {
  while (Date.now() - started < BOUND_MS) {
    if (test((await page(path)).html)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} did not show the change within ${BOUND_MS / 1000} s`);
}

/** Waits until a version other than `than` is live (a publish after a fix). */
async function waitForNewVersion(store: ReturnType<typeof createVersionStore>, than: string | null, started: number) {
  while (Date.now() - started < BOUND_MS) {
    if ((await store.current()) !== than) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new version within ${BOUND_MS / 1000} s`);
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');

describe('publishing from the CMS', () => {
  it('serves the first version, published at start', async () => {
    expect(await createVersionStore(saffron()).current()).toMatch(/^\d{8}T/);
    for (const path of ['/', '/ar/', MENU_PAGE, localizePath(MENU_PAGE, 'ar')])
      expect((await page(path)).status).toBe(200);
    // The build manifest served the prerender only; a published version does not carry it.
    expect((await page('/.vite/manifest.json')).status).toBe(404);
  });

  it("shows a dish's new price and Arabic name on its pages and in their JSON-LD, without any command", async () => {
    const admin = await cmsAdmin();
    const [dish] = await admin.read<{ id: number; name_ar: string; default_price: number }[]>(
      'menu_items',
      'filter[restaurant][slug][_eq]=saffron-house&filter[variants][_null]=true&sort=id&limit=1&fields=id,name_ar,default_price',
    );
    const fallback = await admin.read<{ id: number; name_ar: string; default_price: number }[]>(
      'menu_items',
      'filter[restaurant][slug][_eq]=saffron-house&sort=id&limit=1&fields=id,name_ar,default_price',
    );
    const target = dish ?? fallback[0]!;
    const price = 321.45;
    const nameAr = `${target.name_ar} الخاص`;
    const started = Date.now();
    await admin.update('menu_items', target.id, { default_price: price, name_ar: nameAr });
    try {
      const en = dishPage(target.id);
      const ar = localizePath(dishPage(target.id), 'ar');
      const took = await servedWithin(en, (html) => jsonLd(html).includes('321.45'), started);
      await servedWithin(ar, (html) => html.includes(nameAr) && jsonLd(html).includes(nameAr), started);
      console.log(`[e2e] dish edit served after ${took} ms`);
      // Editors see it in the CMS's publish log: published, with what triggered it. The entry is
      // written just after the switch, so it may arrive a moment after the page.
      const live = await createVersionStore(saffron()).current();
      interface Entry {
        status: string;
        trigger: string;
        version: string;
        pages: number;
      }
      let entry: Entry | undefined;
      for (const since = Date.now(); Date.now() - since < 10_000; await new Promise((r) => setTimeout(r, 200))) {
        [entry] = await admin.read<Entry[]>(
          'publish_log',
          `filter[version][_eq]=${live}&limit=1&fields=status,trigger,version,pages`,
        );
        if (entry) break;
      }
      expect(entry).toMatchObject({ status: 'published', version: live });
      expect(entry!.trigger).toContain(`menu_items ${target.id}`);
      expect(entry!.pages).toBeGreaterThan(100);
    } finally {
      const restored = Date.now();
      await admin.update('menu_items', target.id, { default_price: target.default_price, name_ar: target.name_ar });
      await servedWithin(localizePath(dishPage(target.id), 'ar'), (html) => !html.includes(nameAr), restored);
    }
  });

  it('takes a dish set to draft off its pages, the menu JSON-LD and the home page, and back when published', async () => {
    const admin = await cmsAdmin();
    const [dish] = await admin.read<{ id: number; name_en: string; name_ar: string }[]>(
      'menu_items',
      'filter[restaurant][slug][_eq]=saffron-house&sort=-id&limit=1&fields=id,name_en,name_ar',
    );
    const { id, name_en: nameEn, name_ar: nameAr } = dish!;
    const shows = (html: string) => jsonLd(html).includes(nameEn);
    expect(shows((await page(MENU_PAGE)).html)).toBe(true);
    const started = Date.now();
    await admin.update('menu_items', id, { publish_status: 'draft' });
    try {
      await servedWithin(MENU_PAGE, (html) => !shows(html), started);
      await servedWithin(localizePath(MENU_PAGE, 'ar'), (html) => !jsonLd(html).includes(nameAr), started);
      // Its own pages are no longer prerendered: no page of this version names it.
      for (const path of [dishPage(id), localizePath(dishPage(id), 'ar'), '/', '/ar/']) {
        const { html } = await page(path);
        expect(html, path).not.toContain(nameEn);
        expect(html, path).not.toContain(nameAr);
      }
    } finally {
      const restored = Date.now();
      await admin.update('menu_items', id, { publish_status: 'published' });
      await servedWithin(MENU_PAGE, shows, restored);
    }
    expect((await page(dishPage(id))).html).toContain(nameEn);
  });

  it('refuses to publish a plainly wrong value, naming it in the publish log, and keeps the live version', async () => {
    const admin = await cmsAdmin();
    const [dish] = await admin.read<{ id: number; name_en: string; default_price: number }[]>(
      'menu_items',
      'filter[restaurant][slug][_eq]=saffron-house&sort=id&limit=1&fields=id,name_en,default_price',
    );
    const store = createVersionStore(saffron());
    const live = await store.current();
    const before = (await page(dishPage(dish!.id))).html;
    const [last] = await admin.read<{ id: number }[]>('publish_log', 'sort=-id&limit=1&fields=id');
    // The admin app refuses at save what the publish refuses (cms/scripts/lib/checks.mjs); a
    // value saved before a check existed, or written past it into the database, is what this
    // guards against, so the field's validation is lifted while the value is saved.
    const field = `/fields/menu_items/default_price`;
    const { meta } = await admin.call<{ meta: { validation: unknown } }>('GET', field);
    await expect(admin.update('menu_items', dish!.id, { default_price: 2_000_000 })).rejects.toThrow(
      /FAILED_VALIDATION/,
    );
    await admin.call('PATCH', field, { meta: { validation: null } });
    try {
      await admin.update('menu_items', dish!.id, { default_price: 2_000_000 });
    } finally {
      await admin.call('PATCH', field, { meta: { validation: meta.validation } });
    }
    try {
      // The notice asks for a publish; it fails, and the log says which record and field stopped it.
      const started = Date.now();
      let entry: { status: string; message: string; summary_ar: string } | undefined;
      while (!entry && Date.now() - started < BOUND_MS) {
        [entry] = await admin.read<{ status: string; message: string; summary_ar: string }[]>(
          'publish_log',
          `filter[id][_gt]=${last?.id ?? 0}&sort=-id&limit=1&fields=status,message,summary_ar`,
        );
        if (!entry) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(entry?.status).toBe('failed');
      expect(entry?.message).toContain(
        `menu_items ${dish!.id} (${dish!.name_en}), field default_price: 2000000 is not a price (a number from 0 to 1,000,000)`,
      );
      expect(entry?.message).toContain('the live version was kept');
      // The owner reads the same in Arabic: the record, the field, the value and the rule.
      expect(entry?.summary_ar).toContain(`الحقل default_price: القيمة 2000000 ليست سعرًا (رقم من 0 إلى 1,000,000)`);
      // Visitors still get the version before, unchanged.
      expect(await store.current()).toBe(live);
      expect((await page(dishPage(dish!.id))).html).toBe(before);
    } finally {
      const restored = Date.now();
      await admin.update('menu_items', dish!.id, { default_price: dish!.default_price });
      await waitForNewVersion(store, live, restored);
    }
  });

  it("puts a new brand colour in every page's head, in both languages, without any command", async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ website_color_scheme: { id: number; root_theme: string } }[]>(
      'restaurants',
      'filter[slug][_eq]=saffron-house&fields=website_color_scheme.id,website_color_scheme.root_theme',
    );
    const scheme = restaurant!.website_color_scheme;
    const themeColor = (html: string) => /<meta name="theme-color" content="([^"]*)">/.exec(html)?.[1];
    // The page's inline first-view style (publish/steps/styles.ts), the brand's part in it.
    const brandSheet = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const started = Date.now();
    await admin.update('website_color_scheme', scheme.id, { root_theme: '1B6E5A' });
    try {
      const took = await servedWithin('/', (html) => themeColor(html) === '#1B6E5A', started);
      console.log(`[e2e] colour edit served after ${took} ms`);
      for (const path of ['/', '/ar/', MENU_PAGE, '/ar/contact']) {
        const { html } = await page(path);
        expect(themeColor(html), path).toBe('#1B6E5A');
        // The first frame is already the brand: the colour is in the page's own styles.
        expect(brandSheet(html), path).toContain('--root-theme:#1B6E5A');
      }
    } finally {
      const restored = Date.now();
      await admin.update('website_color_scheme', scheme.id, { root_theme: scheme.root_theme });
      await servedWithin('/ar/', (html) => themeColor(html) !== '#1B6E5A', restored);
    }
  });

  it('publishes a new dish (its pages in both languages and the menu data), and takes it away when deleted', async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ id: number }[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=id');
    const nameEn = 'Saffron Test Harees';
    const nameAr = 'هريس الاختبار بالزعفران';
    const started = Date.now();
    const created = await admin.create<{ id: number }>('menu_items', {
      restaurant: restaurant!.id,
      name_en: nameEn,
      name_ar: nameAr,
      default_price: 39,
      publish_status: 'published',
    });
    try {
      const took = await servedWithin(dishPage(created.id), (html) => html.includes(nameEn), started);
      console.log(`[e2e] new dish served after ${took} ms`);
      await servedWithin(localizePath(dishPage(created.id), 'ar'), (html) => html.includes(nameAr), started);
      expect(jsonLd((await page(MENU_PAGE)).html)).toContain(nameEn);
      const menu = JSON.parse((await page('/data/menu.json')).html) as { dishes: { card: { id: number } }[] };
      expect(menu.dishes.map((dish) => dish.card.id)).toContain(created.id);
    } finally {
      const removed = Date.now();
      await admin.remove('menu_items', created.id);
      await servedWithin(MENU_PAGE, (html) => !jsonLd(html).includes(nameEn), removed);
    }
    // The version has no page for it any more: a 404 (the app's not-found page).
    expect((await page(dishPage(created.id))).status).toBe(404);
    const menu = JSON.parse((await page('/data/menu.json')).html) as { dishes: { card: { id: number } }[] };
    expect(menu.dishes.map((dish) => dish.card.id)).not.toContain(created.id);
  });

  it('takes a dish photo off its page and the menu data when its file is replaced, and when it is deleted', async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ id: number }[]>('restaurants', 'filter[slug][_eq]=saffron-house&fields=id');
    // The replacement is another photo of another size, as a new photo is. The publisher tells a
    // file's versions apart by its size and times (publish/media.ts), and two one-colour JPEGs of
    // one size, replaced within the second, can match in both.
    const photo = async (background: string, name: string, width = 640) => {
      const jpeg = await sharp({ create: { width, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
      return form;
    };
    /** The file's published address key, as the publisher derives it (publish/media.ts). */
    const keyOf = async (id: string) =>
      fileKey(
        (await cmsClient.get(`/files/${id}`, {
          fields: ['id', 'filename_disk', 'filesize', 'modified_on', 'uploaded_on'],
        })) as CmsFile,
      );
    const shows = (key: string) => (html: string) => html.includes(`/media/${key}-`);
    const menuData = async () => (await page('/data/menu.json')).html;
    const file = (await cmsClient.upload(await photo('#b03a2e', 'notice-red.jpg'))) as { id: string };
    const started = Date.now();
    const dish = await admin.create<{ id: number }>('menu_items', {
      restaurant: restaurant!.id,
      name_en: 'Saffron Test Photo Dish',
      name_ar: 'طبق صورة الاختبار',
      default_price: 41,
      publish_status: 'published',
      images: [{ directus_files_id: file.id }],
    });
    try {
      const first = await keyOf(file.id);
      await servedWithin(dishPage(dish.id), shows(first), started);
      expect(await menuData()).toContain(`/media/${first}-`);

      // New content under the same file (the admin app's "Replace file").
      const replaced = Date.now();
      await cmsClient.request('PATCH', `/files/${file.id}`, { form: await photo('#1e8449', 'notice-green.jpg', 720) });
      const second = await keyOf(file.id);
      expect(second).not.toBe(first);
      const took = await servedWithin(
        dishPage(dish.id),
        (html) => shows(second)(html) && !shows(first)(html),
        replaced,
      );
      console.log(`[e2e] replaced photo served after ${took} ms`);
      expect(await menuData()).not.toContain(first);

      // The file deleted: the dish stays, without the photo.
      const deleted = Date.now();
      await cmsClient.delete(`/files/${file.id}`);
      await servedWithin(dishPage(dish.id), (html) => !shows(second)(html), deleted);
      const { status, html } = await page(dishPage(dish.id));
      expect(status).toBe(200);
      expect(html).toContain('Saffron Test Photo Dish');
      expect(await menuData()).not.toContain(second);
    } finally {
      const removed = Date.now();
      await cmsClient.delete(`/files/${file.id}`).catch(() => undefined);
      await admin.remove('menu_items', dish.id);
      await servedWithin(MENU_PAGE, (html) => !html.includes('Saffron Test Photo Dish'), removed);
    }
  });

  it("gives the publisher's token read access to the content and nothing else", async () => {
    const as = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${inject('cmsUrl')}${path}`, {
        method,
        headers: { Authorization: `Bearer ${LOCAL_PUBLISHER_TOKEN}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((response) => response.status);
    expect(await as('/items/menu_items?limit=1')).toBe(200);
    expect(await as('/items/restaurants?limit=1')).toBe(200);
    expect(await as('/users')).toBe(403);
    expect(await as('/items/publish_log')).toBe(403);
    expect(await as('/items/menu_items/1', 'PATCH', { default_price: 1 })).toBe(403);
    expect(await as('/flows')).toBe(403);
  });

  it('gives anonymous visitors nothing: no content, no file, no image transform', async () => {
    const status = (path: string) => fetch(`${inject('cmsUrl')}${path}`).then((response) => response.status);
    const contentType = (path: string) =>
      fetch(`${inject('cmsUrl')}${path}`).then((response) => response.headers.get('content-type') ?? '');
    const [image] = await siteRead<{ directus_files_id: string }[]>(
      'menu_items_files',
      'limit=1&fields=directus_files_id',
    );
    const asset = `/assets/${image!.directus_files_id}`;
    expect(await status('/items/menu_items?limit=1')).toBe(403);
    expect(await status('/items/restaurants?limit=1')).toBe(403);
    expect(await status('/files?limit=1')).toBe(403);
    expect(await status(asset)).toBe(403);
    // Transforms are presets only: a free one is refused (400) before the permission check.
    expect([400, 403]).toContain(await status(`${asset}?width=320&format=webp`));
    expect(await contentType(`${asset}?width=320&format=webp`)).not.toMatch(/^image\//);
    expect(await status(`${asset}?key=system-small-cover`)).toBe(403);
  });

  it('refuses a change notice without the shared secret', async () => {
    const response = await fetch(`${publisher.url}/publish`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
