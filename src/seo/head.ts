/**
 * The `<head>` tags of one page for the prerenderer: title, description, canonical and
 * hreflang alternates, Open Graph, Twitter card and JSON-LD. Pure: strings in, HTML out; every
 * value is HTML-escaped and JSON-LD is made safe to embed, since CMS text may hold markup.
 */
import type { Language } from '../i18n/dictionary';
import { localizePath, stripLanguage } from '../i18n/paths';
import { safeJsonForHtml } from '../data/prerenderData';
import { absoluteUrl } from './urls';
import { escapeHtml } from '../site/html';

export interface HeadImage {
  /** Absolute http(s) address, or a site path (`/assets/...`) made absolute with siteUrl. */
  src: string;
  width?: number;
  height?: number;
  /** Text alternative (og:image:alt). */
  alt?: string;
}

export interface HeadInput {
  language: Language;
  /** Page path without the language prefix (`/contact`, or a dish's `dishHref(12)`); a `/ar` prefix, query or hash is ignored. */
  path: string;
  /** Page title in `language` (route title, or the dish name on an item page). */
  title: string;
  /** Meta description in `language`. */
  description: string;
  /** Restaurant name in `language`. */
  brand: string;
  /** Home only: shown after the brand ("Saffron House — <tagline>"); defaults to `title`. */
  tagline?: string;
  /** Public address of the site, no trailing slash. */
  siteUrl: string;
  /** Share image (og:image, twitter:image). */
  image?: HeadImage | null;
  /** JSON-LD objects (see src/seo/jsonLd.ts), one script block each. */
  jsonLd?: readonly unknown[];
  /** Not-found, cart and other pages kept out of search: robots noindex, no canonical or alternates. */
  noindex?: boolean;
  /**
   * The languages the site is published in (src/i18n/available.ts): the hreflang alternates and
   * og:locale:alternate name only these. Both by default.
   */
  languages?: readonly Language[];
  /** og:type; 'website' by default. */
  ogType?: 'website' | 'restaurant.restaurant' | 'article' | 'product';
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' };
const LANGUAGES: Language[] = ['en', 'ar'];

function oneLine(value: string): string {
  return String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meta description on one line, cut at a word boundary with "…" when longer than `max` characters (CMS dish descriptions can be long). */
export function metaDescription(text: string, max = 160): string {
  const line = oneLine(text);
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/, '')}…`;
}

function barePath(path: string): string {
  const pathname = (typeof path === 'string' ? path : '/').split(/[?#]/)[0] || '/';
  const bare = stripLanguage(pathname.startsWith('/') ? pathname : `/${pathname}`);
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** The document title: home "<brand> — <tagline or title>", other pages "<title> | <brand>". */
export function documentTitle(input: Pick<HeadInput, 'path' | 'title' | 'brand' | 'tagline'>): string {
  const title = oneLine(input.title);
  const brand = oneLine(input.brand);
  if (barePath(input.path) === '/') {
    const tail = oneLine(input.tagline ?? '') || title;
    return brand && tail ? `${brand} — ${tail}` : brand || tail;
  }
  return title && brand ? `${title} | ${brand}` : title || brand;
}

/** Absolute address of `path` in `language`. */
export function canonicalUrl(siteUrl: string, path: string, language: Language): string {
  return siteUrl.replace(/\/+$/, '') + localizePath(barePath(path), language);
}

/** `lang` and `dir` for the page's `<html>` element. */
export function htmlAttributes(language: Language): { lang: string; dir: 'ltr' | 'rtl' } {
  return language === 'ar' ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
}

function positiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The HTML of the page's head tags, one per line (no `<head>` wrapper, no charset/viewport). */
export function headTags(input: HeadInput): string {
  const esc = escapeHtml;
  const language: Language = input.language === 'ar' ? 'ar' : 'en';
  const title = documentTitle(input);
  const description = metaDescription(input.description);
  const url = canonicalUrl(input.siteUrl, input.path, language);
  const languages = input.languages?.length ? input.languages : LANGUAGES;
  const meta = (name: string, content: string) => `<meta name="${esc(name)}" content="${esc(content)}">`;
  const prop = (property: string, content: string) => `<meta property="${esc(property)}" content="${esc(content)}">`;
  const lines: string[] = [`<title>${esc(title)}</title>`];
  if (description) lines.push(meta('description', description));
  if (input.noindex) {
    lines.push(meta('robots', 'noindex, follow'));
  } else {
    lines.push(`<link rel="canonical" href="${esc(url)}">`);
    for (const alt of languages)
      lines.push(
        `<link rel="alternate" hreflang="${alt}" href="${esc(canonicalUrl(input.siteUrl, input.path, alt))}">`,
      );
    lines.push(
      `<link rel="alternate" hreflang="x-default" href="${esc(canonicalUrl(input.siteUrl, input.path, 'en'))}">`,
    );
  }
  lines.push(prop('og:type', input.ogType ?? 'website'));
  lines.push(prop('og:title', title));
  if (description) lines.push(prop('og:description', description));
  lines.push(prop('og:url', url));
  if (oneLine(input.brand)) lines.push(prop('og:site_name', oneLine(input.brand)));
  lines.push(prop('og:locale', OG_LOCALE[language]));
  for (const alt of languages) if (alt !== language) lines.push(prop('og:locale:alternate', OG_LOCALE[alt]));
  const image = input.image ? absoluteUrl(input.siteUrl, input.image.src) : null;
  if (image && input.image) {
    lines.push(prop('og:image', image));
    const width = positiveInt(input.image.width);
    const height = positiveInt(input.image.height);
    if (width && height) {
      lines.push(prop('og:image:width', String(width)));
      lines.push(prop('og:image:height', String(height)));
    }
    const alt = oneLine(input.image.alt ?? '');
    if (alt) lines.push(prop('og:image:alt', alt));
  }
  lines.push(meta('twitter:card', image ? 'summary_large_image' : 'summary'));
  lines.push(meta('twitter:title', title));
  if (description) lines.push(meta('twitter:description', description));
  if (image) lines.push(meta('twitter:image', image));
  for (const block of input.jsonLd ?? []) {
    if (block === null || typeof block !== 'object') continue;
    lines.push(`<script type="application/ld+json">${safeJsonForHtml(block)}</script>`);
  }
  return lines.join('\n');
}
