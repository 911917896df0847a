/** Helpers of the live-page tests (home, reservation, contact): opening a page with a hook before navigation. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { whenReady } from './browser';

export interface LivePage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions only (failed CMS reads are logged on purpose). */
  uncaught: string[];
  consoleErrors: string[];
  close(): Promise<void>;
}

export async function openLive(
  browser: Browser,
  path: string,
  options: { language?: 'en' | 'ar'; blockCms?: boolean; captureWindowOpen?: boolean } = {},
): Promise<LivePage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cmsUrl = inject('cmsUrl');
  if (options.blockCms) await context.route(`${cmsUrl}/**`, (route) => route.abort());
  // Init scripts run in every frame, the sandboxed map iframe too: only touch the site's own window.
  await context.addInitScript((language: string) => {
    if (window !== window.top) return;
    localStorage.setItem('site_language', language);
  }, options.language ?? 'en');
  if (options.captureWindowOpen)
    await context.addInitScript(() => {
      if (window !== window.top) return;
      const opened: unknown[][] = [];
      (window as unknown as { __opened: unknown[][] }).__opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
  const page = await context.newPage();
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(new URL(path, inject('siteUrl')).href);
  await whenReady(page);
  return { page, context, uncaught, consoleErrors, close: () => context.close() };
}

/** Texts of every element matching `selector`, trimmed, in document order. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
}

/** Unique values in first-seen order (Swiper may render a slide twice when looping). */
export function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The next date (local, "YYYY-MM-DD") falling on `weekday` (0 = Sunday), at least one day ahead. */
export function nextWeekday(weekday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  while (d.getDay() !== weekday) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A flag a hostile payload would set if it ever ran. */
export const XSS_FLAG = '__liveXss';
export const HOSTILE_TEXT = `<img src=x onerror="window.${XSS_FLAG}=1"><script>window.${XSS_FLAG}=1</script>`;
