/**
 * Each language has its own addresses: English at the route's path (`/shop`), Arabic under
 * `/ar` (`/ar/shop`, and `/ar/` for home). Crawlers and shared links see one language per URL.
 */
import type { Language } from './dictionary';

export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', ar: '/ar' };

/** The language a pathname is in. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/**
 * A pathname that cannot leave the site: any run of leading slashes or backslashes becomes one
 * slash (`//evil.example/` would be another host's address in a link or a redirect).
 */
export function sameOriginPath(pathname: string): string {
  return pathname.replace(/^[/\\]+/, '/');
}

/** The path without its language prefix: `/ar/shop` → `/shop`, `/ar/` → `/`. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) !== 'ar') return sameOriginPath(pathname || '/');
  const rest = pathname.slice(3);
  return rest === '' ? '/' : sameOriginPath(rest);
}

/**
 * The address of `path` (a site-relative path, optionally with ?query or #hash) in `language`.
 * External, protocol-relative, hash-only and non-path hrefs come back unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const suffix = end === -1 ? '' : path.slice(end);
  return prefixPath(stripLanguage(pathname), language) + suffix;
}

/**
 * A bare path (no language prefix, query or hash: a config route's path pattern) in `language`:
 * `/shop` → `/ar/shop`, `/` → `/ar/`. localizePath's last step, for callers that already hold a
 * bare path: the page script makes the Arabic pattern of every route as it is evaluated, where
 * localizePath's checks cost 1–2 ms of code not yet warm (docs/speed.md).
 */
export function prefixPath(bare: string, language: Language): string {
  if (language === 'en') return bare;
  return bare === '/' ? `${LANGUAGE_PREFIX.ar}/` : `${LANGUAGE_PREFIX.ar}${bare}`;
}
