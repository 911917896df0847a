/**
 * Speed technique: the next page is asked for when the visitor reaches for its link.
 *
 * What it does: every page is a document of its own (prerendered HTML; only its interactive
 * blocks hydrate, src/islands/). When a pointer rests on a link of the site, a finger touches it or
 * the keyboard focuses it, the page script adds `<link rel="prefetch">` for that address: by the
 * press (about 100 ms after a touch starts, more after a hover) the page is on its way or in the
 * browser's cache, and its scripts, styles and fonts are cached already (hashed, kept a year). A
 * visitor who saves data, or on a 2G connection, gets none. Pages this browser saw are also the
 * service worker's (docs/offline.md), and where the browser has cross-document view transitions
 * (`@view-transition` in base.css) one page fades into the next.
 *
 * What it buys: a link's page as fast as the app's own navigation was, without an app on every
 * page (docs/speed.md, "Moving between pages", has the figures).
 *
 * When it could go: with speculation rules (`<script type="speculationrules">`, prerendering the
 * page) in every browser, and in the site's Content-Security-Policy (inline rules need
 * `'inline-speculation-rules'` or the `Speculation-Rules` header from the server).
 */

/** How long a pointer rests on a link before its page is asked for (a pass over it asks nothing). */
const HOVER_MS = 65;

function wanted(link: HTMLAnchorElement, here: URL): URL | null {
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  url.hash = '';
  // This page itself (another query of it is its own block's, src/router/links.tsx).
  return url.pathname === here.pathname ? null : url;
}

function saving(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData) || (connection?.effectiveType ?? '').includes('2g');
}

export function prefetchOnIntent(doc: Document): void {
  const probe = doc.createElement('link');
  if (!probe.relList?.supports?.('prefetch') || saving()) return;
  const asked = new Set<string>();
  const ask = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    const url = link && wanted(link, new URL(window.location.href));
    if (!url || asked.has(url.href)) return;
    asked.add(url.href);
    const prefetch = doc.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = url.href;
    doc.head.append(prefetch);
  };
  let resting = 0;
  doc.addEventListener(
    'pointerover',
    (event) => {
      window.clearTimeout(resting);
      if (event.pointerType === 'mouse') resting = window.setTimeout(() => ask(event.target), HOVER_MS);
    },
    { passive: true },
  );
  doc.addEventListener('pointerout', () => window.clearTimeout(resting), { passive: true });
  doc.addEventListener('touchstart', (event) => ask(event.target), { passive: true, capture: true });
  doc.addEventListener('focusin', (event) => ask(event.target));
}
