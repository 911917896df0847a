/** Helpers of the live-page tests (home, reservation, contact): opening a page with a hook before navigation. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { isBrowsersOwnError, whenReady } from './browser';

export interface LivePage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions only (failed CMS reads are logged on purpose). */
  uncaught: string[];
  consoleErrors: string[];
  /** console.warn lines (a failed image, a hydration error React recovered from). */
  consoleWarnings: string[];
  /** The CMS addresses the page asked for while `blockCms` held them back. */
  blockedCms: string[];
  close: () => Promise<void>;
}

export async function openLive(
  browser: Browser,
  path: string,
  options: {
    language?: 'en' | 'ar';
    blockCms?: boolean;
    captureWindowOpen?: boolean;
    viewport?: { width: number; height: number };
    /** Emulate prefers-reduced-motion: reduce (sliders then never autoplay). */
    reducedMotion?: boolean;
    /** The browser's clock, fixed at this instant (timers still run). */
    now?: Date;
    /** The browser's time zone (IANA), as a visitor abroad has it. */
    timezoneId?: string;
    /** Where the page is opened from (default: the served site), e.g. a slowDocument proxy. */
    origin?: string;
  } = {},
): Promise<LivePage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.now) await context.clock.setFixedTime(options.now);
  const cmsUrl = inject('cmsUrl');
  const blockedCms: string[] = [];
  if (options.blockCms)
    await context.route(`${cmsUrl}/**`, (route) => {
      blockedCms.push(route.request().url());
      return route.abort();
    });
  // Init scripts run in every frame, the sandboxed map iframe too: only touch the site's own window.
  await context.addInitScript((language: string) => {
    if (window !== window.top) return;
    // The visitor's language before the first page, once per tab: the choice the site remembers
    // afterwards (the language switch) must stand on the pages that follow.
    try {
      if (!sessionStorage.getItem('__language_seeded')) {
        localStorage.setItem('site_language', language);
        sessionStorage.setItem('__language_seeded', '1');
      }
    } catch {
      // Storage blocked: the page starts in the language of its address.
    }
    // A Content-Security-Policy violation becomes a console error (consoleErrors).
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  }, options.language ?? 'en');
  if (options.captureWindowOpen) await context.addInitScript(captureWindowOpen);
  await context.addInitScript(() => {
    if (window !== window.top) return;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; line: string }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${[...node.classList].map((c) => `.${c}`).join('')}` +
          (node.textContent ? ` "${node.textContent.trim().slice(0, 30)}"` : '')
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
        shifts.push({
          value: entry.value,
          line: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources.join('; ')}`,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  page.on('pageerror', (error) => {
    if (!isBrowsersOwnError(error.message)) uncaught.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  await page.goto(new URL(path, options.origin ?? inject('siteUrl')).href);
  await whenReady(page);
  return { page, context, uncaught, consoleErrors, consoleWarnings, blockedCms, close: () => context.close() };
}

/** Texts of every element matching `selector`, trimmed, in document order. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
}

/**
 * The title of the slide a visitor sees in a carousel or a row they scroll (`root` selects its
 * section): the slide covering most of its width, weighted by its opacity. Works on the still
 * first view, on Swiper and on a ScrollRow alike, in both directions.
 */
export async function shownSlide(page: Page, root: string, slide: string, title: string): Promise<string> {
  return page.evaluate(
    ({ root, slide, title }) => {
      const carousel = document.querySelector(`${root} .carousel, ${root} .scroll-row`);
      if (!carousel) return '';
      const box = carousel.getBoundingClientRect();
      let best = '';
      let most = 0;
      for (const el of carousel.querySelectorAll<HTMLElement>(slide)) {
        const r = el.getBoundingClientRect();
        const cell = el.closest<HTMLElement>('.swiper-slide') ?? el;
        const seen =
          Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left)) *
          Number(getComputedStyle(cell).opacity);
        if (seen > most) {
          most = seen;
          best = (el.querySelector(title)?.textContent ?? '').trim();
        }
      }
      return best;
    },
    { root, slide, title },
  );
}

/** Start times (ms since navigation) of the requests for the Swiper chunk (carousel/LiveCarousel.tsx). */
export async function swiperLoads(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/LiveCarousel[-.][^/]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => Math.round(entry.startTime)),
  );
}

/**
 * Sum of the layout shifts without recent input since the page started, each described as it
 * happened (openLive records them: a node Swiper or React later replaces is gone by the time a
 * test asks), with the element and its box before and after.
 */
export async function layoutShiftTotal(page: Page): Promise<{ total: number; sources: string[] }> {
  // Let shifts still being reported arrive first.
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const shifts = (window as unknown as { __layoutShifts?: { value: number; line: string }[] }).__layoutShifts ?? [];
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), sources: shifts.map((shift) => shift.line) };
  });
}

/** Unique values in first-seen order (a looping slider may show a slide twice). */
export function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The next date ("YYYY-MM-DD") falling on `weekday` (0 = Sunday), at least two days ahead here,
 * so at least one day ahead at the restaurant (Riyadh, up to a day ahead of this machine).
 */
export function nextWeekday(weekday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() !== weekday) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A flag a hostile payload would set if it ever ran. */
export const XSS_FLAG = '__liveXss';
export const HOSTILE_TEXT = `<img src=x onerror="window.${XSS_FLAG}=1"><script>window.${XSS_FLAG}=1</script>`;

/**
 * The served site behind a slow link that stalls once: every page's HTML is sent up to the first
 * match of `marker` in its body, and the rest `pauseMs` later, so the browser paints the part it has (as
 * on a slow phone connection) before the rest of the first view arrives. Other files pass as
 * they are. Listens on loopback; `close` stops it.
 */
export async function slowDocument(
  marker: RegExp,
  pauseMs = 700,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = inject('siteUrl');
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        headers: { 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          headers[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers);
      const html = (headers['content-type'] ?? '').startsWith('text/html') ? body.toString('utf8') : null;
      const start = html?.indexOf('<body') ?? -1;
      const found = html === null || start < 0 ? null : marker.exec(html.slice(start));
      const cut = found ? start + found.index : -1;
      if (html === null || cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An init script: `window.open` records its calls in `window.__opened` instead of opening. The
 * calls are kept in the tab's sessionStorage, so a page that opens WhatsApp and then goes to
 * another page (the order's confirmation) still shows what it opened there.
 */
export function captureWindowOpen(): void {
  if (window !== window.top) return;
  const key = '__e2e_opened';
  let opened: (string | null)[][] = [];
  try {
    opened = JSON.parse(sessionStorage.getItem(key) ?? '[]') as (string | null)[][];
  } catch {
    // A record a test made unreadable: start a new one.
  }
  (window as unknown as { __opened: (string | null)[][] }).__opened = opened;
  window.open = (...args: unknown[]) => {
    opened.push(args.map((arg) => (arg === undefined ? null : typeof arg === 'string' ? arg : JSON.stringify(arg))));
    sessionStorage.setItem(key, JSON.stringify(opened));
    return null;
  };
}

/**
 * What the page has asked `window.open` to open so far (captureWindowOpen), waiting for at least
 * `atLeast` calls. A sent order opens WhatsApp and then goes to its confirmation page, so the read
 * may meet the page between two documents: `waitForFunction` runs again in the next one.
 */
export async function openedCalls(page: Page, { atLeast = 0, timeout = 10_000 } = {}): Promise<(string | null)[][]> {
  const handle = await page.waitForFunction(
    (n) => {
      const calls = (window as unknown as { __opened?: unknown[] }).__opened;
      return calls && calls.length >= n ? JSON.stringify(calls) : false;
    },
    atLeast,
    { timeout },
  );
  return JSON.parse((await handle.jsonValue()) as string) as (string | null)[][];
}
