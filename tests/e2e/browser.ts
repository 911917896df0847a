/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, plus a small admin
 * client for changing CMS records during a test.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { siteRoot } from '../../build/publish-dir';

export { CHROMIUM_ARGS, chromiumPath };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Every request the page made to the CMS (for counting and checking origins). */
  cmsRequests: string[];
  close: () => Promise<void>;
}

export interface OpenOptions {
  language?: 'en' | 'ar';
  viewport?: { width: number; height: number };
  /** localStorage entries to set before any page script runs. */
  storage?: Record<string, string>;
  /** The browser's time zone (IANA), as a visitor abroad has it. */
  timezoneId?: string;
  /** The browser's clock, fixed at this instant (timers still run). */
  now?: Date;
  /**
   * The site's service worker (docs/offline.md): blocked unless a test is about it, since
   * page.route() does not see the requests a worker answers.
   */
  serviceWorkers?: 'allow' | 'block';
  /** A script run in the page before its own (Playwright's addInitScript). */
  init?: () => void;
}

/**
 * Brings the section holding `target` into view and, when it is an island (a block the visitor
 * acts on), waits until it is live: islands below the fold hydrate as the visitor nears them
 * (src/perf/deferSections.ts), which takes a hand longer than a test. Any other section is its
 * HTML, live as it is.
 */
export async function nearSection(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  if ((await target.locator('xpath=ancestor::*[@data-island][1]').count()) === 0) return;
  await target.locator('xpath=ancestor::*[@data-island][1][@data-live]').waitFor({ state: 'attached' });
}

/**
 * A published page's markup without its inline styles (publish/steps/styles.ts), whose selectors
 * name every class the site has: what a test looks for in the page's content.
 */
export function markupOf(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/g, '');
}

/**
 * Waits until the page script has started (src/main.tsx sets <html data-hydrated data-fresh>:
 * the header's behaviour is on) and every island in view is live: a prerendered form is visible,
 * and could be typed into, before its script runs, and a press on an island whose code is still on
 * its way is held and replayed once it is (src/perf/deferSections.ts), after a check() or a read
 * would have looked. Islands below the fold stay as they are (nearSection).
 */
export async function whenReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated][data-fresh]', { state: 'attached', timeout: 30_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
        (slot) =>
          slot.hasAttribute('data-live') ||
          ![...slot.children].some((box) => {
            const rect = box.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < window.innerHeight && (rect.width > 0 || rect.height > 0);
          }),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** The page's first small script (src/perf/boot.ts), which holds the presses made before the page script. */
export const BOOT_SCRIPT = /\/assets\/boot-[\w-]+\.js/;

/**
 * A slow phone's network: a page (in a context of its own, with the service worker blocked) whose
 * scripts wait until `release()`, but for those `through` names; what the page throws is in
 * `uncaught`.
 */
export async function slowScripts(
  browser: Browser,
  options: { through?: RegExp; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js(\?.*)?$/, async (route) => {
    if (!options.through?.test(route.request().url())) await scripts;
    await route.continue();
  });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return { context, page, release, uncaught };
}

export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.now) await context.clock.setFixedTime(options.now);
  const storage = { ...(options.storage ?? {}), ...(options.language ? { site_language: options.language } : {}) };
  await context.addInitScript((entries: Record<string, string>) => {
    // Runs in every frame; sandboxed third-party frames (the map) have no storage.
    if (window !== window.top) return;
    // Every Content-Security-Policy violation becomes a console error, which the tests fail on.
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
    try {
      if (sessionStorage.getItem('__seeded')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('__seeded', '1');
    } catch {
      // Storage blocked: the page starts with its defaults.
    }
  }, storage);
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const errors: string[] = [];
  const cmsRequests: string[] = [];
  const cmsUrl = inject('cmsUrl');
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!isBrowsersOwnError(error.message)) errors.push(`uncaught: ${error.message}`);
  });
  page.on('request', (request) => {
    if (request.url().startsWith(cmsUrl)) cmsRequests.push(request.url());
  });
  await page.goto(new URL(path, inject('siteUrl')).href);
  await whenReady(page);
  return { page, context, errors, cmsRequests, close: () => context.close() };
}

/**
 * Publishes a site (Saffron House's, the one most tests open, unless named) from the CMS of now
 * and resolves with its new live version: what the CMS's notice hook asks for after an edit,
 * without waiting for the queue's quiet period.
 */
export async function publishSite(trigger = 'e2e.edit', site = 'saffron-house'): Promise<string> {
  const response = await fetch(`${inject('publisherUrl')}/publish?wait=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('publishSecret')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: trigger, sites: [site] }),
  });
  const body = (await response.json()) as { current?: string; error?: string };
  if (!response.ok || !body.current) throw new Error(`publish failed: ${body.error ?? response.status}`);
  return body.current;
}

/**
 * Waits, with the page left open (no navigation), until the offline worker of the published
 * version `versionId` is in charge of it: active, controlling the page, no other worker installing
 * or waiting, and its caches (named with the version, src/sw/sw.ts) there. A hand-over that stalls
 * leaves the next navigation waiting for good (src/sw/settled.ts).
 */
export async function workerInCharge(page: Page, versionId: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    async (id) => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (
        !!registration?.active &&
        !registration.installing &&
        !registration.waiting &&
        navigator.serviceWorker.controller === registration.active &&
        (await caches.keys()).some((name) => name.endsWith(id))
      );
    },
    versionId,
    { timeout, polling: 250 },
  );
}

/** A site's folder of versions in the suite's published folder (its `current` is the live one). */
export function siteDir(slug = 'saffron-house'): string {
  return siteRoot(inject('publishedDir'), slug);
}

/** Admin access to the test CMS, for changing a record and putting it back. */
export async function cmsAdmin() {
  const url = inject('cmsUrl');
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${data.access_token}` };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
    return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
  };
  return {
    url,
    /** Any request of the REST API, as the admin. */
    call,
    read: <T = Record<string, unknown>[]>(collection: string, query = '') =>
      call<T>('GET', `/items/${collection}${query ? `?${query}` : ''}`),
    update: <T = Record<string, unknown>>(collection: string, id: number | string, patch: Record<string, unknown>) =>
      call<T>('PATCH', `/items/${collection}/${id}`, patch),
    create: <T = Record<string, unknown>>(collection: string, body: Record<string, unknown>) =>
      call<T>('POST', `/items/${collection}`, body),
    remove: (collection: string, id: number | string) => call<void>('DELETE', `/items/${collection}/${id}`),
  };
}

/** A read as the site's publisher makes it (its token: nobody anonymous may read the CMS), for deriving expectations. */
export async function siteRead<T = Record<string, unknown>[]>(collection: string, query: string): Promise<T> {
  const response = await fetch(`${inject('cmsUrl')}/items/${collection}?${query}`, {
    headers: { Authorization: `Bearer ${LOCAL_PUBLISHER_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${collection} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A page error no script of the site can cause: the browser's own cross-document view transition
 * (`@view-transition` in src/styles/base.css) skipped because the next page was shown before the
 * last one's snapshot was ready. Chromium reports the rejection of that transition's promises,
 * which it made and nothing of the site holds, as an uncaught error of the new page.
 */
export function isBrowsersOwnError(message: string): boolean {
  return message.startsWith('Transition was aborted because of invalid state');
}
