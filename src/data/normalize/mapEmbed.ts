/**
 * The contact map comes from the CMS as HTML (google_maps_iframe_html). Only one thing is
 * ever taken from it: the address of a Google Maps embed. The HTML is parsed by the platform's
 * own DOMParser into an inert document (no script in it runs, nothing in it loads, and it is
 * never put into the page); only the `src` and `title` attributes of its <iframe> elements are
 * read, and the src must be an https Google Maps embed address. The page then renders its own
 * <iframe> with fixed sandbox, lazy loading and referrer policy. No markup from the CMS is ever
 * inserted, so there is nothing to sanitise: reading two attributes needs no HTML sanitiser
 * (DOMPurify, which parses with the same DOMParser, was 11 KB gzip on the contact page).
 */

/** What parses the HTML: the browser's DOMParser, or jsdom's in the prerender (publish/steps/read-app.ts). */
export interface InertParser {
  parseFromString: (html: string, type: 'text/html') => Document;
}

let parser: InertParser | null = typeof DOMParser === 'undefined' ? null : new DOMParser();

/**
 * The prerender runs in Node, which has no DOMParser of its own: it hands in jsdom's, so the map
 * comes out the same at build time as in the browser.
 */
export function setMapEmbedParser(instance: InertParser): void {
  parser = instance;
}

export interface MapEmbed {
  /** https Google Maps embed address. */
  src: string;
  /** The iframe's title from the CMS, when it had one. */
  title: string | null;
}

const MAX_HTML = 20_000;

/** https://www.google.com/maps/embed..., https://google.com/maps/embed... or https://maps.google.com/maps?...output=embed. */
export function isGoogleMapsEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'www.google.com' || host === 'google.com')
    return url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/');
  if (host === 'maps.google.com') return url.pathname === '/maps' || url.pathname.startsWith('/maps/embed');
  return false;
}

/** The Google Maps embed in `html` (an <iframe> or a bare embed address), or null. Never throws. */
export function extractMapEmbed(html: string | null | undefined): MapEmbed | null {
  const raw = (html ?? '').trim();
  if (!raw || raw.length > MAX_HTML) return null;
  if (!raw.includes('<')) return isGoogleMapsEmbedUrl(raw) ? { src: new URL(raw).href, title: null } : null;
  if (!parser) return null;
  let parsed: Document;
  try {
    // Inline style attributes are dropped before parsing: only src and title are read anyway, and
    // Chromium reports parsing them as a CSP violation (style-src-attr) even in an inert document.
    const withoutStyles = raw.replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    parsed = parser.parseFromString(withoutStyles, 'text/html');
  } catch (error) {
    console.warn('[map] embed HTML could not be read:', error);
    return null;
  }
  for (const frame of Array.from(parsed.querySelectorAll('iframe'))) {
    const src = frame.getAttribute('src')?.trim() ?? '';
    if (!isGoogleMapsEmbedUrl(src)) continue;
    const title = frame.getAttribute('title')?.trim().slice(0, 200) || null;
    return { src: new URL(src).href, title };
  }
  console.warn('[map] google_maps_iframe_html holds no Google Maps embed; the map is left out');
  return null;
}
