// Fonts and global styles first, so component styles can override them.
// Fonts are bundled from npm (@fontsource), split by unicode-range, font-display: swap.
import '@fontsource-variable/cairo/wght.css';
// Headings use one weight of Playfair Display (bold, as h1–h4 are): 23 KB against the variable
// font's 38 KB on the first view of every English page. Arabic headings are set in Cairo. Only
// its Latin subsets: the site is in English and Arabic, and each @font-face is in every page's
// first-view CSS (the Cyrillic and Vietnamese ones were 0.1 KB of its brotli bytes).
import '@fontsource/playfair-display/latin-ext-700.css';
import '@fontsource/playfair-display/latin-700.css';
import './styles/base.css';
// The stand-in for Cairo and the held fonts' rules (src/perf/fontLoading.ts), after base.css.
import './perf/font-stand-in.css';
import './perf/held-fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { site } from 'virtual:site';
import { App } from './App';
import { QueryCache } from './data/cache';
import { loadPrerenderData, readPrerenderRef } from './data/prerenderData';
import { createPublishedData } from './data/published';
import { languagesOfPage, LANGUAGES_ATTRIBUTE, startAddress } from './i18n/available';
import { applyDocumentLanguage, storedLanguage } from './i18n/LanguageProvider';
import { loadMessages } from './i18n/messages';
import { ARABIC_DIGITS_ATTRIBUTE, setArabicDigits } from './i18n/digits';
import { languageOfPath, sameOriginPath } from './i18n/paths';
import { deferSectionsBelowTheFold } from './perf/deferSections';
import { hydrateInSlices } from './perf/hydrateInSlices';
import { reloadOnce } from './perf/importWithReload';
import { preloadRoute } from './router/routeCode';
import { pageSiteOf } from './site/pageSite';
import { headWrittenFor } from './seo/useHead';

/** The page's data file, as the page names it: hydration reads it, the offline worker keeps it. */
const pageData = readPrerenderRef(document);

async function start(): Promise<void> {
  // An address such as //evil.example/ names another host once links are built from it (the
  // language toggle, redirects): the app only ever works with the single-slash form.
  const safePath = sameOriginPath(window.location.pathname);
  if (safePath !== window.location.pathname)
    window.history.replaceState(window.history.state, '', safePath + window.location.search + window.location.hash);
  const { pathname, search, hash } = window.location;
  const language = languageOfPath(pathname);
  // The languages this version was published in (none but English with Arabic turned off).
  const languages = languagesOfPage(
    document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE),
    site.languages.available,
  );
  // A visitor who chose Arabic before lands on the Arabic address of the page they asked for,
  // when the site has Arabic; a page in a language it does not have goes to English.
  const elsewhere = startAddress({ pathname, search, hash, language }, storedLanguage('en'), languages);
  if (elsewhere !== null) {
    window.location.replace(elsewhere);
    return;
  }
  // No colours are set here: base.css holds the defaults and the published brand stylesheet
  // the restaurant's (publish/prerender.ts), so the first frame keeps its colours.
  applyDocumentLanguage(language);
  // Arabic-Indic digits on Arabic pages, as the restaurant chose (written by the prerender).
  setArabicDigits(document.documentElement.dataset.digits === ARABIC_DIGITS_ATTRIBUTE);

  const rootElement = document.getElementById('root')!;
  // Every read is of the live version's data files on this origin: never the CMS.
  const published = createPublishedData({ timeoutMs: site.cms.timeoutMs });
  const cache = new QueryCache();
  // Hydrate the prerendered HTML when it was made for exactly this address; a page opened with
  // a query (menu filters) or without prerendered HTML is rendered in the browser instead.
  const own = pageData !== null && pageData.path === pathname && search === '' && rootElement.hasChildNodes();
  // The route's code, the page language's strings and the page's data (all three preloaded by
  // src/perf/boot.ts).
  const [, , loaded] = await Promise.all([
    preloadRoute(pathname),
    loadMessages(language),
    own ? loadPrerenderData(pageData, published.file) : null,
  ]);
  // The page's data file is gone: a publish replaced this page's version. The new one, whole.
  if (loaded === 'gone' && reloadOnce()) return;
  const data = loaded === 'gone' ? null : loaded;
  const hydrating = data !== null;
  if (hydrating) {
    cache.hydrate(data.entries);
    headWrittenFor(pathname, language);
  } else rootElement.replaceChildren();

  const app = (
    <StrictMode>
      <App
        published={published}
        site={pageSiteOf(document.documentElement, window.location.origin)}
        cache={cache}
        language={language}
        languages={languages}
        hydrating={hydrating}
      />
    </StrictMode>
  );
  if (hydrating) {
    // Sections away from the viewport hydrate (and load their code) when the visitor nears them.
    deferSectionsBelowTheFold(rootElement);
    hydrateInSlices(rootElement, app);
  } else createRoot(rootElement).render(app);
  // The HTML and its data come from one published version: there is nothing to refresh.
  // <html data-fresh> says the page shows its data (the e2e tests wait for it).
  document.documentElement.dataset.fresh = 'true';
}

// In a task of its own, after the one that evaluated the app's modules (7-13 ms in Lighthouse's
// traces): together they made one long task on a slow phone.
setTimeout(() => void start(), 0);

// The offline worker (docs/offline.md), once the page has loaded: only on published pages, which
// name a web app manifest (not in `vite` dev, nor in an owner's preview), and only where the
// browser has service workers.
if (import.meta.env.PROD && 'serviceWorker' in navigator && document.querySelector('link[rel="manifest"]')) {
  // Once it runs, it is asked to keep this page and the files it loaded (src/sw/sw.ts): they came
  // before the worker, and would otherwise not be there offline.
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        // Look for a new version's worker now, on every page load, rather than whenever the
        // browser gets to it: a publish's worker takes over (and drops the old caches) at once.
        registration.update().catch(() => undefined);
        return navigator.serviceWorker.ready;
      })
      .then((registration) =>
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          payload: {
            urlsToCache: [
              ...new Set([
                location.href,
                // The page's data file, also when the app asked for it after this list was made.
                ...(pageData ? [new URL(pageData.src, location.href).href] : []),
                // The modules boot preloads, also those still on their way (a file's timing entry
                // comes only with its last byte).
                ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
                  (link) => link.href,
                ),
                ...performance.getEntriesByType('resource').map((file) => file.name),
              ]),
            ],
          },
        }),
      )
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
