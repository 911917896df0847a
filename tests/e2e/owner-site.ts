/**
 * What the owner-task tests share: a publisher the CMS's notice hook tells of every save, the
 * site it serves, and the owner's counted actions in the real admin app (signing in, opening a
 * dish, saving), with the screenshots docs/owner-guide.md shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD } from '../../cms/scripts/lib/config.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { startPublisher } from '../../publish/server.ts';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { until } from '../../scripts/until.ts';
import { setAdminLanguage, signInToAdmin } from './admin-helpers';
import { launchBrowser } from './browser';
import { E2E, NOTICE_SECRET } from './ports';

/** Save to served page, on a 2-core machine shared with the rest of the suite. */
export const BOUND_MS = 60_000;

export interface OwnerSite {
  /** The served site's origin. */
  url: string;
  /** The site's folder of versions: versions/ and current (publish/layout.ts). */
  root: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Starts the publisher on the notice port, publishes once, serves the live version on `port`. */
export async function startOwnerSite(name: string, port: number): Promise<OwnerSite> {
  const url = `http://127.0.0.1:${port}`;
  const root = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
  const publisher = await startPublisher({
    root,
    sites: [{ slug: 'saffron-house', url }],
    secret: NOTICE_SECRET,
    port: E2E.noticePort,
    quietMs: 200,
    cms: { url: inject('cmsUrl'), token: LOCAL_PUBLISHER_TOKEN },
    log: () => undefined,
  });
  await publisher.publishNow(`e2e ${name}`);
  const server = createSiteServer({ hosts: hostsRoot(root) });
  await listen(server, port, '127.0.0.1');
  const browser = await launchBrowser();
  return {
    url,
    root: siteRoot(root, 'saffron-house'),
    browser,
    close: async () => {
      await browser.close();
      await publisher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The owner's page and the actions counted so far, from the login screen. */
export interface Owner {
  page: Page;
  actions: string[];
}

/**
 * With OWNER_GUIDE_SCREENSHOTS set, the step is photographed for docs/owner-guide.md
 * (docs/screenshots/owner/<task>-<language>.png).
 */
export async function photograph(owner: Owner, name: string): Promise<void> {
  if (!process.env.OWNER_GUIDE_SCREENSHOTS) return;
  await owner.page.screenshot({
    path: join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'owner', `${name}.png`),
  });
}

/**
 * Signs in as the manager (one action: the form, filled and sent) and lands on the dishes; or,
 * given a bookmarked address of the admin app (`/admin/visual`), lands there.
 */
export async function signIn(
  browser: Browser,
  language: string,
  viewport = { width: 1280, height: 900 },
  at?: string,
): Promise<Owner> {
  await setAdminLanguage(DEFAULT_MANAGER_EMAIL, language);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInToAdmin(page, DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD, at);
  if (!at) {
    // The content module opens on the first collection of the first folder: the dishes.
    await page.waitForURL(/\/admin\/content\/menu_items/, { timeout: 60_000 });
    await page.locator('.v-table tbody tr').first().waitFor({ timeout: 60_000 });
  }
  return { page, actions: ['sign in'] };
}

/** Closes the owner's browser context and forgets the admin language set for the test. */
export async function signOut(owner: Owner | undefined): Promise<void> {
  await owner?.page.context().close();
  await setAdminLanguage(DEFAULT_MANAGER_EMAIL, null);
}

/** Opens a dish from the list by its name in the admin's language. */
export async function openDish(owner: Owner, name: string): Promise<void> {
  await owner.page.locator('.v-table tbody tr', { hasText: name }).first().click();
  await owner.page.waitForURL(/\/admin\/content\/menu_items\/\d+/, { timeout: 30_000 });
  await owner.page.locator('.field[data-field="sold_out"]').waitFor({ timeout: 60_000 });
  owner.actions.push('open the dish');
}

/**
 * Saves the open record, a change (PATCH) or a new one (POST), and returns the record's id:
 * with Ctrl+S, or with the header's Save button where a Live Preview beside the form may hold
 * the keyboard's focus.
 */
export async function save(owner: Owner, collection = 'menu_items', { button = false } = {}): Promise<number> {
  const saved = owner.page.waitForResponse(
    (response) =>
      ['PATCH', 'POST'].includes(response.request().method()) &&
      new RegExp(`/items/${collection}(/\\d+)?(\\?|$)`).test(response.url()),
    { timeout: 30_000 },
  );
  if (button) await owner.page.locator('.header-bar .actions .primary .v-button > button.button').first().click();
  else await owner.page.keyboard.press('Control+s');
  const response = await saved;
  expect(response.ok()).toBe(true);
  owner.actions.push('save');
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** What `read` answers once `done` says so, within the publish bound; `what` names it in the error. */
export async function within<T>(
  what: string,
  read: () => Promise<T | undefined>,
  done: (value: T) => boolean,
): Promise<T> {
  const found = await until(
    async () => {
      const value = await read();
      return value !== undefined && done(value) ? { value } : undefined;
    },
    `${what} going live as expected`,
    BOUND_MS,
    { every: 250 },
  );
  return found.value;
}

/** A JSON file of the live version, or undefined while it is not there. */
export async function liveJson<T>(site: OwnerSite, path: string): Promise<T | undefined> {
  const response = await fetch(`${site.url}${path}`, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as T) : undefined;
}
