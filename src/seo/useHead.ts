/**
 * Keeps the head tags in step with client-side navigation (./applyHead.ts writes them). The
 * document title is set elsewhere (useDocumentTitle.ts, beside this file).
 *
 * A prerendered page's head is already its own: the first application is skipped on the page
 * the visitor opened (main.tsx calls headWrittenFor when it hydrates), so the code that writes
 * head tags loads only when the visitor moves to another page or language.
 */
import { useEffect } from 'react';
import { useDataContext } from '../data/DataProvider';
import type { Language } from '../i18n/dictionary';
import { importWithReload } from '../perf/importWithReload';
import type { ClientHeadInput } from './applyHead';
import { publishedDescription } from './routeDescriptions';

export type { ClientHeadInput };

/** What a page tells useHead: the head's facts, and its route, whose description is the site's own. */
export type PageHeadInput = Omit<ClientHeadInput, 'description'> & {
  /** The route's path in site.config.json (`/shop/shop-details/:id`): its description is looked up by it. */
  routePath: string;
};

let writtenByHtml: string | null = null;
const pageKey = (language: Language, path: string) => `${language} ${path}`;

/** The page's HTML carries the head tags of this address (the prerender wrote them). */
export function headWrittenFor(path: string, language: Language): void {
  writtenByHtml = pageKey(language, path);
}

/** Applies the head tags whenever the route, language or text changes. */
export function useHead(input: PageHeadInput): void {
  // `languages` is the provider's one list for the whole visit (src/i18n/LanguageProvider.tsx).
  const { language, path, routePath, siteUrl, title, noindex, languages } = input;
  const { published } = useDataContext();
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const written = writtenByHtml;
    writtenByHtml = null;
    if (written === pageKey(language, path)) return;
    Promise.all([
      importWithReload(() => import('./applyHead')),
      // The site's own description of the route (./routeDescriptions.ts), from the live version.
      published ? publishedDescription(published, routePath, language) : '',
    ]).then(
      ([{ applyHead }, description]) =>
        applyHead(document, { language, path, description, siteUrl, title, noindex, languages }),
      (error: unknown) => console.error('[head] could not update the head tags', error),
    );
  }, [language, path, routePath, siteUrl, title, noindex, languages, published]);
}
