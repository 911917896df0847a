/**
 * Rewrites the head tags the prerender wrote (src/seo/head.ts) for another page: meta
 * description, canonical, hreflang alternates, og:url, og:title, og:description, og:locale and
 * robots noindex. Loaded by ./useHead.ts on the first client-side navigation.
 */
import type { Language } from '../i18n/dictionary';
import { canonicalUrl, metaDescription } from './head';

export interface ClientHeadInput {
  language: Language;
  /** Current pathname, with or without the `/ar` prefix. */
  path: string;
  /** Meta description in `language`; an empty one removes the tag. */
  description: string;
  /** Public address of the site, no trailing slash. */
  siteUrl: string;
  /** og:title / twitter:title; left unchanged when absent. */
  title?: string;
  /** Page kept out of search: robots noindex and no canonical or alternates. */
  noindex?: boolean;
  /** The languages the site is published in: alternates name only these (both when absent). */
  languages?: readonly Language[];
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' };
const LANGUAGES: readonly Language[] = ['en', 'ar'];

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = doc.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, key: 'name' | 'property', value: string, content: string | null): void {
  const selector = `meta[${key}="${value}"]`;
  if (content === null || content === '') {
    doc.head.querySelectorAll(selector).forEach((el) => el.remove());
    return;
  }
  const element = upsert(doc, selector, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(key, value);
    return meta;
  });
  element.setAttribute('content', content);
}

function setLink(doc: Document, selector: string, attributes: Record<string, string> | null): void {
  if (attributes === null) {
    doc.head.querySelectorAll(selector).forEach((el) => el.remove());
    return;
  }
  const element = upsert(doc, selector, () => doc.createElement('link'));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/** Writes the tags into `doc.head` (attributes are set through the DOM, so no escaping is needed). */
export function applyHead(doc: Document, input: ClientHeadInput): void {
  const language: Language = input.language === 'ar' ? 'ar' : 'en';
  const url = canonicalUrl(input.siteUrl, input.path, language);
  const description = metaDescription(input.description);
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'name', 'twitter:description', description);
  if (input.title !== undefined) {
    setMeta(doc, 'property', 'og:title', input.title);
    setMeta(doc, 'name', 'twitter:title', input.title);
  }
  setMeta(doc, 'property', 'og:url', url);
  setMeta(doc, 'property', 'og:locale', OG_LOCALE[language]);
  const languages = input.languages?.length ? input.languages : LANGUAGES;
  const other = languages.find((alt) => alt !== language);
  setMeta(doc, 'property', 'og:locale:alternate', other ? OG_LOCALE[other] : null);
  setMeta(doc, 'name', 'robots', input.noindex ? 'noindex, follow' : null);
  setLink(doc, 'link[rel="canonical"]', input.noindex ? null : { rel: 'canonical', href: url });
  for (const hreflang of [...LANGUAGES, 'x-default'] as const) {
    const target = hreflang === 'x-default' ? 'en' : hreflang;
    const listed = hreflang === 'x-default' || languages.includes(hreflang);
    setLink(
      doc,
      `link[rel="alternate"][hreflang="${hreflang}"]`,
      input.noindex || !listed
        ? null
        : { rel: 'alternate', hreflang, href: canonicalUrl(input.siteUrl, input.path, target) },
    );
  }
}
