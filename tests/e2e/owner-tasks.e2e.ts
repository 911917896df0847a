/**
 * An owner's everyday tasks, done as an owner does them: in the real Directus admin app in
 * Chromium, signed in as the seeded Restaurant manager, once with the admin in English and once
 * in Arabic. Each save reaches the site by itself (the CMS's notice hook tells a publisher, which
 * publishes), and each test waits for the change on the served site within the publish bound.
 * The actions counted are the ones docs/owner-guide.md lists, from the login screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD } from '../../cms/scripts/lib/config.mjs';
import { DEFAULT_SLUG } from '../../cms/seed/slugs.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { startPublisher, type Publisher } from '../../publish/server.ts';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { setAdminLanguage, signInToAdmin } from './admin-helpers';
import { cmsAdmin, launchBrowser } from './browser';
import { E2E, NOTICE_SECRET } from './ports';

/** Save to served page, on a 2-core machine shared with the rest of the suite. */
const BOUND_MS = 60_000;
const SITE_PORT = E2E.ownerTasksSitePort;
const site = `http://127.0.0.1:${SITE_PORT}`;

/** Dishes the site shows: published ones of its restaurant. */
const SHOWN = `filter[publish_status][_eq]=published&filter[restaurant][slug][_eq]=${DEFAULT_SLUG}`;

let browser: Browser;
let publisher: Publisher;
let server: ReturnType<typeof createSiteServer>;
let root: string;
const env = { CMS_URL: process.env.CMS_URL, SITE_URL: process.env.SITE_URL };

beforeAll(async () => {
  process.env.CMS_URL = inject('cmsUrl');
  process.env.SITE_URL = site;
  root = mkdtempSync(join(tmpdir(), 'e2e-owner-'));
  // The publisher the CMS's notice hook tells of every save (tests/e2e/ports.ts).
  publisher = await startPublisher({
    root,
    secret: NOTICE_SECRET,
    port: E2E.noticePort,
    quietMs: 200,
    cms: { url: inject('cmsUrl'), token: LOCAL_PUBLISHER_TOKEN },
    log: () => undefined,
  });
  await publisher.publishNow('e2e owner tasks');
  server = createSiteServer({ dir: join(root, 'current') });
  await listen(server, SITE_PORT, '127.0.0.1');
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await publisher?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (root) rmSync(root, { recursive: true, force: true });
  Object.assign(process.env, env);
});

/** One counted action of the owner's, and the page it leaves. */
interface Owner {
  page: Page;
  actions: string[];
}

/** Signs in as the manager (one action: the form, filled and sent) and lands on the dishes. */
async function signIn(language: string): Promise<Owner> {
  await setAdminLanguage(DEFAULT_MANAGER_EMAIL, language);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToAdmin(page, DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD);
  // The content module opens on the first collection of the first folder: the dishes.
  await page.waitForURL(/\/admin\/content\/menu_items/, { timeout: 60_000 });
  await page.locator('.v-table tbody tr').first().waitFor({ timeout: 60_000 });
  const owner = { page, actions: ['sign in'] };
  await photograph(owner, `dishes-${language.slice(0, 2)}`);
  return owner;
}

/** Opens a dish from the list by its name in the admin's language. */
async function openDish(owner: Owner, name: string): Promise<void> {
  await owner.page.locator('.v-table tbody tr', { hasText: name }).first().click();
  await owner.page.waitForURL(/\/admin\/content\/menu_items\/\d+/, { timeout: 30_000 });
  await owner.page.locator('.field[data-field="sold_out"]').waitFor({ timeout: 60_000 });
  owner.actions.push('open the dish');
}

/**
 * With OWNER_GUIDE_SCREENSHOTS set, the step is photographed for docs/owner-guide.md
 * (docs/screenshots/owner/<task>-<language>.png).
 */
async function photograph(owner: Owner, name: string): Promise<void> {
  if (!process.env.OWNER_GUIDE_SCREENSHOTS) return;
  await owner.page.screenshot({
    path: join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'owner', `${name}.png`),
  });
}

async function save(owner: Owner): Promise<void> {
  const saved = owner.page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/items\/menu_items\/\d+/.test(response.url()),
    { timeout: 30_000 },
  );
  await owner.page.keyboard.press('Control+s');
  expect((await saved).ok()).toBe(true);
  owner.actions.push('save');
}

/** The live dish as the site publishes it, once it satisfies `done` (within the publish bound). */
async function whenLive(id: number, done: (dish: { soldOut: boolean; basePrice: number }) => boolean) {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const response = await fetch(`${site}/data/dishes/${id}.json`, { cache: 'no-store' });
    if (response.ok) {
      const dish = (await response.json()) as { soldOut: boolean; basePrice: number };
      if (done(dish)) return dish;
    }
    if (Date.now() > deadline) throw new Error(`dish ${id} was not live as expected within ${BOUND_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
      await owner.page.context().close();
      await admin.update('menu_items', dish!.id, { sold_out: false });
      await setAdminLanguage(DEFAULT_MANAGER_EMAIL, null);
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
      await owner.page.context().close();
      await admin.update('menu_items', dish!.id, { default_price: dish!.default_price });
      await setAdminLanguage(DEFAULT_MANAGER_EMAIL, null);
    }
  });
});
