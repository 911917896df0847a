/**
 * A page the browser renders whole, where the address has no prerendered HTML: the not-found
 * shell the server answers with 404 (publish/steps/frame.ts) and the dev server (`npm run dev`,
 * index.html). A published page never comes here: its HTML is there, and only its islands
 * hydrate (src/islands/start.tsx).
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../App';
import { QueryCache } from '../data/cache';
import type { PublishedData } from '../data/published';
import type { Language } from '../i18n/dictionary';
import { loadMessages } from '../i18n/messages';
import { preloadRoute } from '../router/routeCode';
import { PageAtAddress } from './routes';
import type { PageSite } from '../site/pageSite';

/** Sets <html lang dir> when they differ (the shell is written in English). */
function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

/** Renders the page at the window's address into `root`, and resolves once it is on screen. */
export async function renderClientPage(
  root: HTMLElement,
  options: {
    published: PublishedData;
    /** The site the page belongs to (src/site/pageSite.ts). */
    site: PageSite;
    language: Language;
    languages: readonly Language[];
  },
): Promise<void> {
  applyDocumentLanguage(options.language);
  // The route's code and the language's words, both before the first render: React renders once,
  // and a word not loaded would show its key ("notFound.title"). Words that cannot load (the
  // network gone) still leave a page rather than none.
  const words = loadMessages(options.language).catch((error: unknown) =>
    console.error('[i18n] the page’s words could not load', error),
  );
  await Promise.all([preloadRoute(window.location.pathname), words]);
  root.replaceChildren();
  // At once (not in a later task): the page script attaches the header's behaviour right after.
  flushSync(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders {...options} cache={new QueryCache()}>
          <PageAtAddress />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
