/**
 * The contact map comes from the CMS as HTML (google_maps_iframe_html). Only one thing is
 * ever taken from it: the address of a Google Maps embed. DOMPurify parses the HTML into an
 * inert document (nothing in it runs), everything but <iframe src title> is dropped, and the
 * src must be an https Google Maps embed address. The page then renders its own <iframe>
 * with fixed sandbox, lazy loading and referrer policy; the CMS markup itself is never inserted.
 */
import DOMPurify from 'dompurify';

type Purifier = typeof DOMPurify;
let purifier: Purifier = DOMPurify;

/**
 * The prerender runs in Node, where DOMPurify has no DOM of its own: it hands in one made over a
 * jsdom window (publish/prerender.ts), so the map comes out the same at build time as in the browser.
 */
export function setMapEmbedPurifier(instance: Purifier): void {
  purifier = instance;
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
  if (!purifier.isSupported) return null;
  let fragment: DocumentFragment;
  try {
    // Inline style attributes are dropped before parsing: only src and title are kept anyway, and
    // Chromium reports parsing them as a CSP violation (style-src-attr) even in an inert document.
    const withoutStyles = raw.replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    fragment = purifier.sanitize(withoutStyles, {
      ALLOWED_TAGS: ['iframe'],
      ALLOWED_ATTR: ['src', 'title'],
      ADD_TAGS: ['iframe'],
      ALLOWED_URI_REGEXP: /^https:\/\//i,
      RETURN_DOM_FRAGMENT: true,
    });
  } catch (error) {
    console.warn('[map] embed HTML could not be read:', error);
    return null;
  }
  for (const frame of Array.from(fragment.querySelectorAll('iframe'))) {
    const src = frame.getAttribute('src')?.trim() ?? '';
    if (!isGoogleMapsEmbedUrl(src)) continue;
    const title = frame.getAttribute('title')?.trim().slice(0, 200) || null;
    return { src: new URL(src).href, title };
  }
  console.warn('[map] google_maps_iframe_html holds no Google Maps embed; the map is left out');
  return null;
}
