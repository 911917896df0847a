/**
 * Keeps the head tags in step with client-side navigation (./applyHead.ts writes them). The
 * document title is set elsewhere (useDocumentTitle.ts, beside this file).
 *
 * A prerendered page's head is already its own: the first application is skipped on the page
 * the visitor opened (main.tsx calls headWrittenFor when it hydrates), so the code that writes
 * head tags loads only when the visitor moves to another page or language.
 */
import { useEffect } from 'react';
import type { Language } from '../i18n/dictionary';
import { importWithReload } from '../perf/importWithReload';
import type { ClientHeadInput } from './applyHead';

export type { ClientHeadInput };

let writtenByHtml: string | null = null;
const pageKey = (language: Language, path: string) => `${language} ${path}`;

/** The page's HTML carries the head tags of this address (the prerender wrote them). */
export function headWrittenFor(path: string, language: Language): void {
  writtenByHtml = pageKey(language, path);
}

/** Applies the head tags whenever the route, language or text changes. */
export function useHead(input: ClientHeadInput): void {
  // `languages` is the provider's one list for the whole visit (src/i18n/LanguageProvider.tsx).
  const { language, path, description, siteUrl, title, noindex, languages } = input;
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const written = writtenByHtml;
    writtenByHtml = null;
    if (written === pageKey(language, path)) return;
    importWithReload(() => import('./applyHead')).then(
      ({ applyHead }) => applyHead(document, { language, path, description, siteUrl, title, noindex, languages }),
      (error: unknown) => console.error('[head] could not update the head tags', error),
    );
  }, [language, path, description, siteUrl, title, noindex, languages]);
}
