/** Absolute addresses of the site's pages and files, for head tags, JSON-LD and the sitemap. */
import type { Language } from '../i18n/dictionary';
import { localizePath } from '../i18n/paths';

function trimSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** `siteUrl` + the path localised to `language` (query and hash kept). */
export function pageUrl(siteUrl: string, path: string, language: Language): string {
  return trimSlash(siteUrl) + localizePath(path.startsWith('/') ? path : `/${path}`, language);
}

/** An absolute http(s) address for an image or link: absolute ones pass, `/x` gets the site origin, anything else is dropped. */
export function absoluteUrl(siteUrl: string, src: string | null | undefined): string | null {
  if (typeof src !== 'string') return null;
  const value = src.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) return trimSlash(siteUrl) + value;
  return null;
}
