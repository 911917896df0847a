/**
 * Workbox plugins of the service worker (src/sw/sw.ts) that Workbox has no module for.
 *
 * Workbox's CacheableResponsePlugin keeps only the statuses it is given, but it stores whatever
 * body came with them: a page whose connection was cut mid-body still has status 200. Such an
 * answer must not be kept: offline, the visitor would get half a page (or half a data file,
 * which the app could not read) with no network to fix it.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Whether a response's body arrived whole: it can be read to its end, and, when the server named
 * its length (Content-Length) and did not compress it on the way (a compressed body is decoded
 * by the browser, so its length differs), it has exactly that many bytes. A body the connection
 * cut off makes the read fail in browsers (a length mismatch, a broken gzip or brotli stream).
 */
export async function isComplete(response: Response): Promise<boolean> {
  let bytes: number;
  try {
    bytes = (await response.clone().arrayBuffer()).byteLength;
  } catch {
    return false;
  }
  const declared = response.headers.get('Content-Length');
  const encoded = (response.headers.get('Content-Encoding') ?? 'identity').toLowerCase() !== 'identity';
  if (declared === null || encoded) return true;
  const length = Number(declared);
  return !Number.isFinite(length) || length === bytes;
}

/** `cacheWillUpdate`: a 200 whose body arrived whole is stored; anything else is not (null). */
export const completeBodyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type !== 'opaque' && (await isComplete(response)) ? response : null,
};

/** Every cache of the site's worker starts with this; the version id follows it (cacheNameOf). */
export const CACHE_PREFIX = 'site';

/** A cache's name: `site-pages-<version id>`. */
export function cacheNameOf(kind: string, version: string): string {
  return `${CACHE_PREFIX}-${kind}-${version}`;
}

/** The version id a cache's name ends with (publish/versions.ts `newVersionId`). */
const VERSION_OF_CACHE = /-(\d{8}T\d{9}Z-[0-9a-f]{6})$/;

/**
 * The caches a worker of `version` deletes once it is in charge: the site's caches of versions
 * older than its own. Never a newer version's: while that version's worker installs, this one
 * still answers the other tabs' navigations, and deleting its precache then left it empty for
 * good. Version ids sort in publish order, so older is smaller.
 */
export function cachesOfOlderVersions(names: readonly string[], version: string): string[] {
  return names.filter((name) => {
    const of = name.startsWith(`${CACHE_PREFIX}-`) ? VERSION_OF_CACHE.exec(name)?.[1] : undefined;
    return of !== undefined && of < version;
  });
}

/** The offline page of an address's language: `/ar/…` gets the Arabic one. */
export function offlinePageOf(pathname: string): string {
  return /^\/ar(\/|$)/.test(pathname) ? '/ar/offline.html' : '/offline.html';
}

/** Whether an address of the site is a page: no file extension (`/shop`, `/ar/`), or `.html`. */
export function isPageAddress(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}
