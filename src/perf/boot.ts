/**
 * Speed technique: the app after the first view. The only script a prerendered page names
 * (publish/steps/plan-pages.ts; publish/build-site.ts builds it as its own tiny entry).
 *
 * What it does: the page is complete HTML, so its first paint and its priority image (the hero
 * or banner: `img[fetchpriority=high]`) get the connection first; then the page script's modules
 * are preloaded (and, on a page with interactive blocks, the islands' runtime and the code of the
 * islands in the viewport) with the page's data file, and the page script (src/main.tsx) imported,
 * which starts the header's behaviour and the islands. It starts at once when the visitor presses,
 * touches or types, and after MAX_WAIT_MS whatever happens. Links and forms work before that as
 * plain HTML.
 *
 * It names the page's web app manifest then too (nameManifest), and fetches the held fonts
 * (fontLoading.ts, held-fonts.css): on a page that opens on a large image, the hero or a banner
 * (`<html data-fonts="later">`), it prefetches their files once that image is on screen, for the
 * pages that follow; this page keeps its text in the stand-in, as `font-display: optional` would
 * (the next page, a document of its own, lets them in at once). When the browser cache holds the
 * site's files it lets them in at once, before the first layout that counts. That code lives here
 * because this script must import nothing (it must be tiny, load first and stay out of the app's
 * chunk: vite.config.ts).
 *
 * What it buys on `npm run bench` (2026-11-22): LCP −0.5 to −1.9 s and TBT −150 to −250 ms on
 * mobile: on a slow phone network the content appears before ~120 KB of scripts compete with it
 * for bandwidth.
 *
 * When it could go: if the first load's JS were small enough not to compete with the priority
 * image (well under the 110 KB budget), or if browsers gave module scripts a lower fetch
 * priority than the LCP image on their own (`fetchpriority` on module preloads: re-measure).
 */
const DATA_ID = 'boot-modules';
const MAX_WAIT_MS = 3000;
/**
 * When the priority image is not the page's largest content, the browser reports no paint for
 * it: the first view counts as shown this long after the frame following its decode.
 */
const SHOWN_GRACE_MS = 200;

interface BootModules {
  /** The app's entry chunk. */
  entry: string;
  /** Every other module the page needs at once (modulepreloaded, fetched in parallel). */
  modules: string[];
  /** Each island's own modules past those, by section id: preloaded for the islands in the viewport. */
  sections: Record<string, string[]>;
  /** The held fonts' files (publish/steps/plan-pages.ts), for the pages that follow. */
  fonts: string[];
  /** The page's web app manifest, named once the first view is shown (nameManifest). */
  manifest: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : [];

function readModules(): BootModules | null {
  try {
    const value: unknown = JSON.parse(document.getElementById(DATA_ID)?.textContent ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { entry, modules, sections, fonts, manifest } = value as Record<string, unknown>;
    if (typeof entry !== 'string' || !Array.isArray(modules)) return null;
    const bySection =
      sections && typeof sections === 'object'
        ? Object.entries(sections).map(([id, hrefs]) => [id, strings(hrefs)] as const)
        : [];
    return {
      entry,
      modules: strings(modules),
      sections: Object.fromEntries(bySection),
      fonts: strings(fonts),
      manifest: typeof manifest === 'string' ? manifest : null,
    };
  } catch {
    return null;
  }
}

/**
 * The test src/perf/deferSections.ts makes for the sections that hydrate at once
 * (`isNearViewport(slot, 0)`; kept apart: boot imports nothing).
 */
function inViewport(slot: Element): boolean {
  return [...slot.children].some((box) => {
    const rect = box.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight && (rect.width > 0 || rect.height > 0);
  });
}

/**
 * The modules to preload now: the page's, and those of the islands in the viewport. A section that
 * is not an island (no `data-island`) is its HTML alone: its code never loads.
 */
function modulesToPreload(modules: BootModules): string[] {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((slot) => inViewport(slot))
    .map((slot) => slot.dataset.section ?? '');
  return [...new Set([...modules.modules, ...shown.flatMap((id) => modules.sections[id] ?? [])])];
}

/**
 * The priority image has arrived and is decoded, ready for the next frame (or it failed, or
 * there is none). Its load event alone comes before the decode: modules fetched from then on
 * still took a phone's bandwidth before the image was on screen.
 */
function priorityImageSettled(image: HTMLImageElement | null): Promise<void> {
  if (!image) return Promise.resolve();
  // A broken image has nothing to wait for; a browser without decode() paints on load.
  const decoded = () =>
    typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
  if (image.complete) return decoded();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }).then(decoded);
}

/** The next frame has been painted (nextTask.ts's afterPaint: this script imports nothing). */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The first view is on screen. Where the browser reports largest-contentful-paint entries, that
 * is the entry for the priority image: it comes once the frame showing the image was presented,
 * which on a slow phone is well after the frame was painted. Elsewhere, a frame after the
 * image's decode.
 */
function firstViewShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const framePainted = priorityImageSettled(image).then(painted);
  if (
    !image ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return framePainted;
  const reported = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.race([reported, framePainted.then(() => delay(SHOWN_GRACE_MS))]);
}

/**
 * This script came from the browser's cache: the visitor has opened the site before (its files
 * are hashed and cached for good), so the fonts are most likely in the cache as well.
 */
function filesCached(): boolean {
  if (typeof performance.getEntriesByName !== 'function') return false;
  const entry = performance.getEntriesByName(import.meta.url)[0] as PerformanceResourceTiming | undefined;
  return entry?.transferSize === 0 && entry.decodedBodySize > 0;
}

/** Lets the page's text use its web fonts (see held-fonts.css). */
function releaseFonts(): void {
  const root = document.documentElement;
  if (root.dataset.fonts !== 'later') return;
  delete root.dataset.fonts;
}

/**
 * Fetches the held fonts' files into the browser's cache for the pages that follow, and leaves
 * this page's text in the stand-in. Letting them in on this page cost one relayout of the whole
 * page after its first paint, 50–90 ms of the main thread unthrottled (`/ar/` TBT 135 → 30 ms,
 * medians of 5, 2026-11-28). Loading them as faces (`document.fonts.load()`) still cost this
 * page their decoding, 10–25 ms a face unthrottled on the reference machine, in tasks of their
 * own after the first paint: a prefetch only downloads them, at the lowest priority, and the
 * page that uses them decodes them. A file that fails is only missing from the cache.
 */
function fetchHeldFonts(files: readonly string[]): void {
  if (document.documentElement.dataset.fonts !== 'later') return;
  // In CORS mode, as the stylesheets' @font-face asks for a font, so that request is answered
  // from this one's cache entry.
  for (const href of files)
    addLink({ rel: 'prefetch', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href });
}

/**
 * Presses on an island's buttons, or on a dialog's opener, before the page script holds them
 * (src/perf/deferSections.ts, which takes these over): the tap that starts the app, or any in the
 * second or more a slow phone takes to fetch and run it, did nothing at all (a carousel's dot, a
 * dish's "+", the header's phone menu and search). A plain button (`type="button"`, or a role that
 * is one) does nothing without the script, so its click is stopped here and kept; a submit button
 * still sends its form as HTML, and a checkbox or radio ticks natively (earlyChoices.ts hands that
 * to the block). `data-opens` is DIALOG_OPENER of src/layout/behaviour/attributes.ts.
 */
const EARLY_PRESSES = '__earlyPresses';
const EARLY_PRESSABLE =
  '[data-island] :is(button[type="button"], [role="button"], [role="tab"], [role="switch"], [role="option"]), button[type="button"][data-opens]';
/**
 * The presses held, and whether the page script has taken them over (then this holds no more, and
 * its listener goes at the next click).
 */
export interface EarlyPresses {
  controls: HTMLElement[];
  taken: boolean;
}

function holdEarlyPresses(): void {
  const early: EarlyPresses = { controls: [], taken: false };
  (window as unknown as Record<string, EarlyPresses>)[EARLY_PRESSES] = early;
  const hold = (event: MouseEvent): void => {
    if (early.taken) {
      document.removeEventListener('click', hold, { capture: true });
      return;
    }
    const control = event.target instanceof Element && event.target.closest(EARLY_PRESSABLE);
    if (!(control instanceof HTMLElement) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.controls.push(control);
  };
  document.addEventListener('click', hold, { capture: true });
}

function interaction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'touchstart', 'keydown'])
      document.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

/**
 * The page's data file (#prerender-data, src/data/prerenderData.ts), which src/main.tsx reads
 * before it hydrates: when the page is shown at the address it was made for.
 */
function pageDataFile(): string | null {
  try {
    const value: unknown = JSON.parse(document.getElementById('prerender-data')?.textContent ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { path, src } = value as Record<string, unknown>;
    return typeof src === 'string' && path === location.pathname && location.search === '' ? src : null;
  } catch {
    return null;
  }
}

/**
 * A task of its own for what follows. Each request a page starts costs the main thread 0.5–5 ms
 * (a font's set-up the most), and Lighthouse counts the part of a task beyond 50 ms on a 4× slower
 * phone as blocking: started in one go, the app's dozen requests were one task of 12–22 ms.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** A `<link>` in the head: the page's hints (its modules, data file, fonts and manifest). */
function addLink(properties: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'type' | 'crossOrigin' | 'href'>>): void {
  document.head.append(Object.assign(document.createElement('link'), properties));
}

/**
 * Names the page's web app manifest. Named in the HTML, it was fetched while the page loaded, and
 * its 192 px icon as the page's load event fired: on the home pages that came before the hero was
 * on screen, and Lighthouse's phone simulation counted both requests against the LCP (`/`
 * 1.28 → 1.03 s, `/ar/` 1.43 → 1.23 s without them, docs/speed.md).
 * Named here, before the page script (src/main.tsx registers the offline worker only on a page
 * that names one), they come after the first view. A visitor without script has no manifest, and
 * no offline worker either.
 */
function nameManifest(href: string): void {
  addLink({ rel: 'manifest', href });
}

/** The page's data, the entry and the modules it will ask for, one request per task. */
async function start(modules: BootModules): Promise<void> {
  // Measured before the first request changes the document: then the layout is still clean.
  const hrefs = modulesToPreload(modules);
  if (modules.manifest) nameManifest(modules.manifest);
  const data = pageDataFile();
  // As main.tsx fetches the page's data (same origin, in CORS mode), so that fetch gets this answer.
  if (data) addLink({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: data });
  import(/* @vite-ignore */ modules.entry).catch((error: unknown) =>
    console.error('[boot] the app could not load', error),
  );
  for (const href of hrefs) {
    await nextTask();
    addLink({ rel: 'modulepreload', href });
  }
  await nextTask();
  fetchHeldFonts(modules.fonts);
}

if (filesCached()) releaseFonts();
holdEarlyPresses();
const modules = readModules();
const ready = Promise.race([firstViewShown(), interaction(), delay(MAX_WAIT_MS)]);
if (modules) void ready.then(() => start(modules));
else console.error('[boot] this page names no app modules');
