/**
 * Which languages a published version has. site.config.json lists the languages the site can
 * have; the restaurant's `enable_arabic` (CMS) turns Arabic off, and the publisher then writes
 * no Arabic page: the web servers send `/ar/…` to the English page (scripts/serve.mjs,
 * deploy/nginx.conf) and no toggle shows. Each page names its version's languages on <html>
 * (`data-languages="en ar"`), so the browser knows without a request, and so does the
 * not-found shell, which has no data.
 */
import type { Language } from './dictionary';
import { languageOfPath, localizePath } from './paths';

/** The attribute of <html> that names the languages of the page's version. */
export const LANGUAGES_ATTRIBUTE = 'data-languages';

const KNOWN: readonly Language[] = ['en', 'ar'];

/** Whether a value read from a file or the page names one of the languages the site can speak. */
export const isLanguage = (value: unknown): value is Language => KNOWN.includes(value as Language);

/** The languages a publish writes: the configured ones, without Arabic when the restaurant turned it off. */
export function publishedLanguages(configured: readonly Language[], enableArabic: boolean): Language[] {
  const languages = configured.filter((language) => language !== 'ar' || enableArabic);
  // A site configured in Arabic alone keeps it: it has no other language to fall back on.
  return languages.length > 0 ? languages : [...configured];
}

/** ` data-languages="en ar"`: the attribute for a page's <html>, with its leading space. */
export function languagesAttribute(languages: readonly Language[]): string {
  return ` ${LANGUAGES_ATTRIBUTE}="${languages.join(' ')}"`;
}

/**
 * The languages named by a page's `data-languages`, within the configured ones. A page without
 * the attribute (a version published before it, or `npm run dev`) has every configured language.
 */
export function languagesOfPage(value: string | null | undefined, configured: readonly Language[]): Language[] {
  if (typeof value !== 'string') return [...configured];
  const named = new Set(value.split(/\s+/));
  const languages = configured.filter((language) => isLanguage(language) && named.has(language));
  return languages.length > 0 ? languages : [...configured];
}

/**
 * The language of the page of this site the visitor followed a link from, or null when they came
 * from elsewhere (another site, a bookmark, a typed address). The sites send
 * `Referrer-Policy: strict-origin-when-cross-origin`, so a same-origin referrer is whole.
 */
export function languageCameFrom(referrer: string, origin: string): Language | null {
  // No referrer (a typed address, a bookmark, a search engine's app) is the common first visit: no
  // URL to parse, and no exception, whose first throw on a page costs 1-2 ms of its start.
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.origin === origin ? languageOfPath(from.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Where a page opened in the browser should be instead, or null to stay: a page in a language
 * the version does not have goes to its English address (a host that serves the shell for
 * `/ar/…` instead of redirecting), and a visitor who chose Arabic before and comes in from
 * elsewhere goes to the Arabic address of an English page, when the version has Arabic. A link
 * followed inside the site is a choice of its own and is kept: the language switch clicked
 * before the page script could remember it must not bounce the visitor back. `stored` reads the
 * visitor's choice, and is called only when it decides.
 */
export function startAddress(
  address: { pathname: string; search: string; hash: string; language: Language },
  stored: () => Language,
  available: readonly Language[],
  cameFrom: Language | null = null,
): string | null {
  const full = address.pathname + address.search + address.hash;
  if (!available.includes(address.language)) return localizePath(full, available.includes('en') ? 'en' : available[0]!);
  if (cameFrom !== null) return null;
  // The stored choice is read last, and only where it can move the visitor: a page's first read
  // of the browser's storage waits on the browser (docs/speed.md, "The simulation's 10 ms").
  if (address.language === 'en' && available.includes('ar') && stored() === 'ar') return localizePath(full, 'ar');
  return null;
}
