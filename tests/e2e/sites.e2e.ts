/**
 * One installation, two restaurants: Saffron House and Cedar Grill, each its own site at its own
 * host name, published by one publisher from one CMS (tests/e2e/global-setup.ts) and served by
 * host name by the production server and by nginx. In English and Arabic, each site shows its
 * own name, colours, menu and WhatsApp number and never the other restaurant's; a save of a
 * Cedar Grill dish changes Cedar Grill's live version alone; one site's service worker never
 * answers for the other. Then a publisher fed by two CMSs, a save in each republishing only its
 * own CMS's site, and a restaurant added in the admin app and to the site list, whose site
 * appears without the others being published again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { loadSiteConfig } from '../../build/site-config.ts';
import { loadSites } from '../../build/sites.ts';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { startPublisher, type Publisher } from '../../publish/server.ts';
import { watchSiteList } from '../../publish/service.ts';
import { withCredentials } from '../../publish/sites.ts';
import { createVersionStore } from '../../publish/versions.ts';
import { startNginx, type Nginx } from '../../scripts/nginx.ts';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { until } from '../../scripts/until.ts';
import { localizePath } from '../../src/i18n/paths';
import { signInToAdmin } from './admin-helpers';
import { cmsAdmin, launchBrowser, openPage, siteDir, siteRead, whenReady } from './browser';
import { startCmsCopy, type CmsCopy } from './cms-copy';
import { captureWindowOpen, nextWeekday } from './live-helpers';
import { MENU_PAGE, dishPage } from './pages';
import { E2E, NOTICE_SECRET } from './ports';

type Language = 'en' | 'ar';
const LANGUAGES: Language[] = ['en', 'ar'];
const SLUGS = ['saffron-house', 'cedar-grill'] as const;
type Slug = (typeof SLUGS)[number];

/** What the CMS says of each restaurant: what its site must show, and nothing of the other's. */
interface Restaurant {
  name: Record<Language, string>;
  whatsapp: string;
  theme: string;
  dishes: { id: number; name_en: string; name_ar: string; default_price: string; variants: unknown[] }[];
}
const restaurants = {} as Record<Slug, Restaurant>;
/**
 * The first dish of a restaurant that has no sizes: its page shows its own price (a dish with
 * sizes shows its first size's, docs/menu.md), which the tests change.
 */
const pricedDish = (slug: Slug) => {
  const dish = restaurants[slug].dishes.find((row) => Array.isArray(row.variants) && row.variants.length === 0);
  if (!dish) throw new Error(`${slug} has no dish without sizes to change the price of`);
  return dish;
};

let browser: Browser;
let nginx: Nginx;

/** A GET through the loopback address with a host name's Host header: Node's fetch resolves no *.localhost. */
function getAs(host: string, port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The colour `#2F7D4F` as the CMS may hold it (`2F7D4F`, `#2f7d4f`). */
const colour = (value: string) => `#${value.replace(/^#/, '').toUpperCase()}`;
const other = (slug: Slug): Slug => (slug === 'saffron-house' ? 'cedar-grill' : 'saffron-house');
/**
 * Each site's origin on a server's port: the suite publishes Saffron House for 127.0.0.1 (the
 * address most tests open) and Cedar Grill for cedar-grill.localhost (global-setup.ts).
 */
const originOf = (slug: Slug, port: number) =>
  slug === 'saffron-house' ? `http://127.0.0.1:${port}` : `http://${slug}.localhost:${port}`;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const slug of SLUGS) {
    const [row] = await siteRead<Record<string, string>[]>(
      'restaurants',
      `filter[slug][_eq]=${slug}&fields=name_en,name_ar,whatsapp_no,website_color_scheme.root_theme`,
    );
    const dishes = await siteRead<Restaurant['dishes']>(
      'menu_items',
      `filter[restaurant][slug][_eq]=${slug}&filter[publish_status][_eq]=published&sort=sort,id&limit=-1&fields=id,name_en,name_ar,default_price,variants`,
    );
    const scheme = row!.website_color_scheme as unknown as { root_theme: string };
    restaurants[slug] = {
      name: { en: row!.name_en!, ar: row!.name_ar! },
      whatsapp: row!.whatsapp_no!.replace(/\D/g, ''),
      theme: colour(scheme.root_theme),
      dishes,
    };
  }
  // The suite's published folder, served by nginx with deploy/nginx.conf: every site by host name.
  nginx = await startNginx({ port: E2E.sitesNginxPort, hosts: hostsRoot(inject('publishedDir')) });
});

afterAll(async () => {
  await nginx?.stop();
  await browser?.close();
});

describe.each([
  { server: 'scripts/serve.mjs', port: E2E.sitePort },
  { server: 'nginx', port: E2E.sitesNginxPort },
])('two sites through $server', ({ port }) => {
  it.each(LANGUAGES)(
    'shows each site its own name, colours and menu, and never the other restaurant (%s)',
    async (language) => {
      for (const slug of SLUGS) {
        const own = restaurants[slug];
        const theirs = restaurants[other(slug)];
        const { page, errors, close } = await openPage(
          browser,
          new URL(localizePath(MENU_PAGE, language), originOf(slug, port)).href,
          { language },
        );
        try {
          expect(await page.title()).toContain(own.name[language]);
          const brand = await page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--root-theme').trim().toUpperCase(),
          );
          expect(brand, `${slug}'s colours`).toBe(own.theme);
          // Its own dishes on its menu, and its data file holds its own menu whole.
          const first = own.dishes[0]!;
          await page
            .getByTestId('menu-card')
            .filter({ hasText: language === 'ar' ? first.name_ar : first.name_en })
            .first()
            .waitFor();
          const menu = await page.evaluate(async () => (await (await fetch('/data/menu.json')).json()) as unknown);
          const ids = (menu as { dishes: { card: { id: number } }[] }).dishes.map((dish) => dish.card.id).sort();
          expect(ids).toEqual(own.dishes.map((dish) => dish.id).sort());
          // Not a word of the other restaurant, on the page or in what it hydrates with.
          const html = await page.content();
          for (const name of Object.values(theirs.name)) expect(html, `${slug} names ${name}`).not.toContain(name);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
        // An address on a host the list does not have is no site's.
        expect((await getAs('elsewhere.localhost', port, '/')).status).toBe(404);
      }
    },
    120_000,
  );
});

/** The booking form's labels (tests/e2e/reservation.e2e.ts fills it the same way). */
const BOOKING = {
  en: {
    date: 'Select Date',
    time: 'Select Time',
    phone: 'Phone Number',
    guests: 'Number of Guests',
    submit: 'BOOK A TABLE',
  },
  ar: { date: 'اختر التاريخ', time: 'اختر الوقت', phone: 'رقم الجوال', guests: 'عدد الضيوف', submit: 'احجز طاولة' },
};

describe('what each site sends to WhatsApp', () => {
  it.each(LANGUAGES)(
    "books a table on each site through that restaurant's own number (%s)",
    { timeout: 120_000 },
    async (language) => {
      for (const slug of SLUGS) {
        const { page, close } = await openPage(
          browser,
          new URL(localizePath('/reservation', language), originOf(slug, E2E.sitePort)).href,
          {
            language,
            init: captureWindowOpen,
          },
        );
        try {
          const form = page.getByTestId('reservation-form');
          // A Tuesday evening: both restaurants are open then (cms/seed/).
          const values = { date: nextWeekday(2), time: '20:00', phone: '0551234567', guests: '2' };
          for (const [field, value] of Object.entries(values))
            await form.getByLabel(BOOKING[language][field as keyof typeof values], { exact: false }).fill(value);
          await form.getByRole('button', { name: BOOKING[language].submit }).click();
          await page.getByTestId('reservation-sent').waitFor();
          const [[url]] = (await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)) as [
            [string],
          ];
          expect(url.startsWith(`https://wa.me/${restaurants[slug].whatsapp}?`), `${slug}: ${url}`).toBe(true);
          expect(decodeURIComponent(url)).toContain(restaurants[slug].name[language]);
        } finally {
          await close();
        }
      }
    },
  );
});

describe("a save of one restaurant's dish", () => {
  it("changes Cedar Grill's live version, and leaves Saffron House's as it is", { timeout: 180_000 }, async () => {
    const live = (slug: Slug) => createVersionStore(siteDir(slug)).current();
    const before = { saffron: await live('saffron-house'), cedar: await live('cedar-grill') };
    const dish = pricedDish('cedar-grill');
    const admin = await cmsAdmin();
    const price = 77.25;
    await admin.update('menu_items', dish.id, { default_price: price });
    try {
      // What the CMS's notice hook sends for that save, to the suite's publisher.
      const notice = await fetch(`${inject('publisherUrl')}/publish?wait=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${inject('publishSecret')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'items.update', collection: 'menu_items', keys: [String(dish.id)] }),
      });
      expect(notice.status).toBe(200);
      const answer = (await notice.json()) as { sites: Record<string, string> };
      expect(Object.keys(answer.sites)).toEqual(['cedar-grill']);
      const after = { saffron: await live('saffron-house'), cedar: await live('cedar-grill') };
      expect(after.cedar).not.toBe(before.cedar);
      expect(after.saffron).toBe(before.saffron);
      // Served at Cedar Grill's address, in both languages, and on nginx too.
      for (const port of [E2E.sitePort, E2E.sitesNginxPort])
        for (const language of LANGUAGES) {
          const page = await getAs('cedar-grill.localhost', port, localizePath(dishPage(dish.id), language));
          expect(page.status).toBe(200);
          expect(page.body).toContain('77.25');
        }
      const version = await getAs('cedar-grill.localhost', E2E.sitePort, '/version.json');
      expect((JSON.parse(version.body) as { id: string }).id).toBe(after.cedar);
    } finally {
      await admin.update('menu_items', dish.id, { default_price: dish.default_price });
      await fetch(`${inject('publisherUrl')}/publish?wait=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${inject('publishSecret')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ sites: ['cedar-grill'] }),
      });
    }
  });
});

describe("each site's service worker", () => {
  it(
    'keeps to its own site: its caches hold its own version alone, and offline it answers with its own pages',
    {
      timeout: 180_000,
    },
    async () => {
      const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
      try {
        /** Opens a site's page and waits for its worker to be in charge and to have kept the page. */
        const open = async (page: Page, slug: Slug, path: string) => {
          await page.goto(new URL(path, originOf(slug, E2E.sitePort)).href);
          await whenReady(page);
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
          await expect
            .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url()), {
              timeout: 15_000,
            })
            .toBe(true);
        };
        const saffron = await context.newPage();
        const cedar = await context.newPage();
        await open(saffron, 'saffron-house', '/');
        await open(cedar, 'cedar-grill', '/');
        await open(cedar, 'cedar-grill', MENU_PAGE);
        for (const [page, slug] of [
          [saffron, 'saffron-house'],
          [cedar, 'cedar-grill'],
        ] as const) {
          const version = await createVersionStore(siteDir(slug)).current();
          // Its own worker, from its own origin.
          const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
          expect(new URL(script).origin).toBe(originOf(slug, E2E.sitePort));
          // Every cache it holds is of its own live version; none of the other site's.
          const names = await page.evaluate(() => caches.keys());
          expect(names.length).toBeGreaterThan(0);
          for (const name of names) expect(name, `${slug}'s cache ${name}`).toContain(version!);
        }
        // Offline: each site's pages come from its own worker, with its own restaurant.
        await context.setOffline(true);
        await cedar.goto(new URL(MENU_PAGE, originOf('cedar-grill', E2E.sitePort)).href);
        expect(await cedar.title()).toContain(restaurants['cedar-grill'].name.en);
        expect(await cedar.content()).not.toContain(restaurants['saffron-house'].name.en);
        // A page this site never showed here is its own offline page, not one the other site kept.
        await saffron.goto(new URL(MENU_PAGE, originOf('saffron-house', E2E.sitePort)).href);
        expect(await saffron.locator('h1').first().textContent()).toBe('You are offline');
        expect(await saffron.title()).toContain(restaurants['saffron-house'].name.en);
        expect(await saffron.content()).not.toContain(restaurants['cedar-grill'].name.en);
      } finally {
        await context.setOffline(false);
        await context.close();
      }
    },
  );
});

describe('a publisher fed by two CMSs, and a restaurant added to its list', () => {
  /** The second CMS: a copy of the suite's, with its own notice secret and session cookie. */
  const PARTNER_SECRET = 'e2e-partner-cms-notice-secret';
  const port = E2E.twoCmsSitePort;
  let partner: CmsCopy;
  let publisher: Publisher;
  let root: string;
  let listFile: string;
  let unwatch: () => void;
  let server: ReturnType<typeof createSiteServer>;
  const lines: string[] = [];
  /** The variables the site list names for the partner CMS, and the default CMS's. */
  const env = {
    CMS_URL: inject('cmsUrl'),
    PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN,
    PUBLISH_SECRET: NOTICE_SECRET,
    E2E_PARTNER_TOKEN: LOCAL_PUBLISHER_TOKEN,
    E2E_PARTNER_SECRET: PARTNER_SECRET,
  };
  const writeList = (sites: unknown[]) => writeFileSync(listFile, JSON.stringify({ sites }, null, 2));
  const SAFFRON = { slug: 'saffron-house', url: `http://saffron-house.localhost:${port}` };
  let cedar: unknown;
  const load = () => withCredentials(loadSites({ file: listFile, env, config: loadSiteConfig({ env }) }), env);
  const live = async () => publisher.current();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'e2e-two-cms-'));
    listFile = join(root, 'sites.json');
    partner = await startCmsCopy({
      port: E2E.secondCmsPort,
      // Its notices reach the same publisher as the suite's CMS's, with its own secret.
      publisher: { url: `http://127.0.0.1:${E2E.noticePort}`, secret: PARTNER_SECRET },
      env: { SESSION_COOKIE_NAME: 'partner_session' },
    });
    cedar = {
      slug: 'cedar-grill',
      url: `http://cedar-grill.localhost:${port}`,
      cms: {
        url: partner.url,
        tokenEnv: 'E2E_PARTNER_TOKEN',
        secretEnv: 'E2E_PARTNER_SECRET',
        sessionCookie: 'partner_session',
      },
    };
    writeList([SAFFRON, cedar]);
    // On the port the suite's CMS sends its notices to (tests/e2e/ports.mjs, noticePort).
    publisher = await startPublisher({
      root,
      sites: load(),
      port: E2E.noticePort,
      quietMs: 100,
      log: (line) => lines.push(line),
    });
    unwatch = watchSiteList(listFile, load, publisher, (line) => lines.push(line), 250);
    await publisher.publishNow('e2e two CMSs');
    server = createSiteServer({ hosts: hostsRoot(root) });
    await listen(server, port, '127.0.0.1');
  }, 600_000);

  afterAll(async () => {
    unwatch?.();
    await publisher?.close();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await partner?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Waits until `test` holds of the live versions; a notice goes through the quiet period first. */
  const untilLive = (test: (current: Record<string, string | null>) => boolean, what: string) =>
    until(async () => test(await live()), what, 90_000, { every: 250, detail: () => lines.slice(-10).join('\n') });

  it("republishes only the CMS's own sites on a save in each", { timeout: 300_000 }, async () => {
    const first = await live();
    // The suite's CMS: a Saffron House dish. Its notice is for Saffron House alone.
    const admin = await cmsAdmin();
    const saffronDish = pricedDish('saffron-house');
    await admin.update('menu_items', saffronDish.id, { default_price: 66.25 });
    let edited = first;
    try {
      await untilLive((now) => now['saffron-house'] !== first['saffron-house'], "Saffron House's publish");
      edited = await live();
      expect(edited['cedar-grill']).toBe(first['cedar-grill']);
      const page = await getAs('saffron-house.localhost', port, dishPage(saffronDish.id));
      expect(page.body).toContain('66.25');
    } finally {
      await admin.update('menu_items', saffronDish.id, { default_price: saffronDish.default_price });
    }
    await untilLive((now) => now['saffron-house'] !== edited['saffron-house'], 'the restore');
    const second = await live();
    // The suite's CMS also holds a Cedar Grill: its dish there is no site's of this publisher.
    const cedarInFirst = pricedDish('cedar-grill');
    await admin.update('menu_items', cedarInFirst.id, { name_en: `${cedarInFirst.name_en} (first CMS)` });
    try {
      await expect
        .poll(() => lines.some((line) => line.includes(`menu_items ${cedarInFirst.id}: no site`)), { timeout: 30_000 })
        .toBe(true);
      expect(await live()).toEqual(second);
    } finally {
      await admin.update('menu_items', cedarInFirst.id, { name_en: cedarInFirst.name_en });
    }

    // The partner CMS: its Cedar Grill dish republishes Cedar Grill alone.
    const partnerAdmin = createClient(
      partner.url,
      await adminToken(partner.url, inject('adminEmail'), inject('adminPassword')),
    );
    await partnerAdmin.patch(`/items/menu_items/${cedarInFirst.id}`, { default_price: 55.75 });
    let partnerEdited = second;
    try {
      await untilLive((now) => now['cedar-grill'] !== second['cedar-grill'], "Cedar Grill's publish");
      partnerEdited = await live();
      expect(partnerEdited['saffron-house']).toBe(second['saffron-house']);
      const page = await getAs('cedar-grill.localhost', port, dishPage(cedarInFirst.id));
      expect(page.body).toContain('55.75');
    } finally {
      await partnerAdmin.patch(`/items/menu_items/${cedarInFirst.id}`, { default_price: cedarInFirst.default_price });
    }
    // The restore is published too, so the next test starts from settled versions.
    await untilLive((now) => now['cedar-grill'] !== partnerEdited['cedar-grill'], 'the restore of the partner dish');
  });

  it(
    'adds a restaurant created in the admin app with one line of the site list, publishing no other site',
    { timeout: 300_000 },
    async () => {
      const before = await live();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const admin = await cmsAdmin();
      let id: number | undefined;
      try {
        // In the admin app: a new restaurant, its key and its names, saved.
        const page = await context.newPage();
        await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto(new URL('/admin/content/restaurants/+', inject('cmsUrl')).href);
        await page.locator('.field[data-field="slug"] input').waitFor({ timeout: 60_000 });
        await page.locator('.field[data-field="slug"] input').fill('olive-tree');
        await page.locator('.field[data-field="name_en"] input').fill('Olive Tree');
        await page.locator('.field[data-field="name_ar"] input').fill('شجرة الزيتون');
        const saved = page.waitForResponse(
          (response) => response.request().method() === 'POST' && /\/items\/restaurants(\?|$)/.test(response.url()),
        );
        await page.keyboard.press('Control+s');
        const response = await saved;
        expect(response.ok()).toBe(true);
        id = ((await response.json()) as { data: { id: number } }).data.id;

        // One line of the site list: its slug and its address.
        writeList([SAFFRON, cedar, { slug: 'olive-tree', url: `http://olive-tree.localhost:${port}` }]);
        await untilLive((now) => Boolean(now['olive-tree']), "Olive Tree's first publish");
        // The others were not published again.
        const after = await live();
        expect(after['saffron-house']).toBe(before['saffron-house']);
        expect(after['cedar-grill']).toBe(before['cedar-grill']);
        expect(lines.some((line) => line.includes('new: olive-tree'))).toBe(true);
        for (const language of LANGUAGES) {
          const home = await getAs('olive-tree.localhost', port, localizePath('/', language));
          expect(home.status).toBe(200);
          expect(home.body).toContain(language === 'en' ? 'Olive Tree' : 'شجرة الزيتون');
          for (const name of [
            ...Object.values(restaurants['saffron-house'].name),
            ...Object.values(restaurants['cedar-grill'].name),
          ])
            expect(home.body).not.toContain(name);
        }
        // And a visitor's browser opens it at its own address.
        const visitor = await context.newPage();
        await visitor.goto(`http://olive-tree.localhost:${port}/`);
        await whenReady(visitor);
        expect(await visitor.title()).toContain('Olive Tree');
      } finally {
        await context.close();
        writeList([SAFFRON, cedar]);
        if (id !== undefined) await admin.remove('restaurants', id);
      }
      // Taken off the list, its host is no site's any more.
      await expect
        .poll(async () => (await getAs('olive-tree.localhost', port, '/')).status, { timeout: 30_000 })
        .toBe(404);
      expect(siteRoot(root, 'olive-tree')).toBeTruthy();
    },
  );
});
