// Fonts and global styles first, so component styles can override them.
// Fonts are bundled from npm (@fontsource), split by unicode-range, font-display: swap.
import '@fontsource-variable/cairo/wght.css';
// Headings use one weight of Playfair Display (bold, as h1–h4 are): 23 KB against the variable
// font's 38 KB on the first view of every English page. Arabic headings are set in Cairo.
import '@fontsource/playfair-display/700.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from 'virtual:site';
import { App } from './App';
import { QueryCache } from './data/cache';
import { createCmsClient } from './data/client';
import { readPrerenderData } from './data/prerenderData';
import { applyDocumentLanguage, storedLanguage } from './i18n/LanguageProvider';
import { loadMessages } from './i18n/messages';
import { languageOfPath, localizePath, sameOriginPath } from './i18n/paths';
import { deferSectionsBelowTheFold } from './render/deferSections';
import { preloadRoute } from './router/routeCode';
import { headWrittenFor } from './seo/useHead';

function whenIdle(run: () => void): void {
  const later = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

async function start(): Promise<void> {
  // An address such as //evil.example/ names another host once links are built from it (the
  // language toggle, redirects): the app only ever works with the single-slash form.
  const safePath = sameOriginPath(window.location.pathname);
  if (safePath !== window.location.pathname)
    window.history.replaceState(window.history.state, '', safePath + window.location.search + window.location.hash);
  const { pathname, search, hash } = window.location;
  const language = languageOfPath(pathname);
  // A visitor who chose Arabic before lands on the Arabic address of the page they asked for.
  if (language === 'en' && storedLanguage('en') === 'ar') {
    window.location.replace(localizePath(pathname + search + hash, 'ar'));
    return;
  }
  // No colours are set here: base.css holds the defaults and the published brand stylesheet
  // the restaurant's (build/prerender.ts), so the first frame keeps its colours.
  applyDocumentLanguage(language);

  const rootElement = document.getElementById('root')!;
  const client = createCmsClient({ url: site.cms.url, timeoutMs: site.cms.timeoutMs });
  const cache = new QueryCache();
  // The route's code and the page language's strings (both preloaded by src/boot.ts).
  await Promise.all([preloadRoute(pathname), loadMessages(language)]);

  // Hydrate the prerendered HTML when it was made for exactly this address; a page opened with
  // a query (menu filters) or without prerendered HTML is rendered in the browser instead.
  const data = readPrerenderData(document);
  const hydrating = data !== null && data.path === pathname && search === '' && rootElement.hasChildNodes();
  if (hydrating) {
    cache.hydrate(data.entries);
    headWrittenFor(pathname, language);
  } else rootElement.replaceChildren();

  const app = (
    <StrictMode>
      <App client={client} slug={site.restaurant.slug} cache={cache} language={language} hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    // Sections away from the viewport hydrate (and load their code) when the visitor nears them.
    deferSectionsBelowTheFold(rootElement);
    // As a transition, hydration works in short slices and yields to the browser between them
    // (a visitor's tap is handled within a frame), instead of one long task for the whole page.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        // A difference between the HTML and the first browser render (a clock, today's date) is
        // repaired by React re-rendering that part; it is worth a warning, not an error.
        onRecoverableError: (error) => console.warn('[hydrate]', error instanceof Error ? error.message : error),
      });
    });
    // The page already shows the build's content: read the CMS again once the browser is idle,
    // so the refresh never competes with the first paint or the page becoming interactive.
    // <html data-fresh> says the page now shows what the CMS holds (the e2e tests wait for it).
    whenIdle(() => void cache.refreshPrerendered().then(() => (document.documentElement.dataset.fresh = 'true')));
  } else {
    createRoot(rootElement).render(app);
    document.documentElement.dataset.fresh = 'true';
  }
}

void start();
