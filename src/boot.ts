/**
 * The only script a prerendered page names (build/prerender.ts). The page is complete HTML, so
 * its first paint and its priority image (the hero or banner: `img[fetchpriority=high]`) get
 * the connection first; then the app's modules are preloaded and the entry (src/main.tsx)
 * imported, which hydrates the page. On a slow phone network the content appears before
 * ~120 KB of scripts compete with it for bandwidth.
 *
 * The app starts at once when the visitor presses, touches or types, and after MAX_WAIT_MS
 * whatever happens. Links and forms work before that as plain HTML.
 * Deliberately self-contained (no imports): it must be tiny and load first.
 */
const DATA_ID = 'boot-modules';
const MAX_WAIT_MS = 3000;
/** src/render/deferSections.ts NEAR_PX: sections this close to the viewport hydrate at once. */
export const NEAR_PX = 400;

interface BootModules {
  /** The app's entry chunk. */
  entry: string;
  /** Every other module the page needs at once (modulepreloaded, fetched in parallel). */
  modules: string[];
  /** Each section's own modules, by section id: preloaded for the sections near the viewport. */
  sections: Record<string, string[]>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : []);

function readModules(): BootModules | null {
  try {
    const value: unknown = JSON.parse(document.getElementById(DATA_ID)?.textContent ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { entry, modules, sections } = value as Record<string, unknown>;
    if (typeof entry !== 'string' || !Array.isArray(modules)) return null;
    const bySection = sections && typeof sections === 'object' ? Object.entries(sections).map(([id, hrefs]) => [id, strings(hrefs)] as const) : [];
    return { entry, modules: strings(modules), sections: Object.fromEntries(bySection) };
  } catch {
    return null;
  }
}

/** The same test as src/render/deferSections.ts isNearViewport (kept apart: boot imports nothing). */
function nearViewport(slot: Element): boolean {
  return [...slot.children].some((box) => {
    const rect = box.getBoundingClientRect();
    return rect.bottom > -NEAR_PX && rect.top < window.innerHeight + NEAR_PX && (rect.width > 0 || rect.height > 0);
  });
}

/** The modules to preload now: the page's, and those of the sections near the viewport. */
function modulesToPreload(modules: BootModules): string[] {
  const near = [...document.querySelectorAll<HTMLElement>('[data-section]')].filter((slot) => nearViewport(slot)).map((slot) => slot.dataset.section ?? '');
  return [...new Set([...modules.modules, ...near.flatMap((id) => modules.sections[id] ?? [])])];
}

/**
 * The priority image has arrived and is decoded, ready for the next frame (or it failed, or
 * there is none). Its load event alone comes before the decode: modules fetched from then on
 * still took a phone's bandwidth before the image was on screen.
 */
function priorityImageSettled(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  // A broken image has nothing to wait for; a browser without decode() paints on load.
  const decoded = () => (typeof image.decode === 'function' ? image.decode().catch(() => {}) : Promise.resolve());
  if (image.complete) return decoded();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }).then(decoded);
}

/** The next frame has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function interaction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'touchstart', 'keydown']) document.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

function start(modules: BootModules): void {
  for (const href of modulesToPreload(modules)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ modules.entry).catch((error: unknown) => console.error('[boot] the app could not load', error));
}

const modules = readModules();
if (modules) {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  void Promise.race([priorityImageSettled().then(painted), interaction(), timeout]).then(() => start(modules));
} else {
  console.error('[boot] this page names no app modules');
}
