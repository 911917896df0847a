/**
 * The page script: what every page does in the browser, with no React (src/perf/boot.ts imports
 * it once the first view has painted). The page is its prerendered HTML; this adds the header's
 * and footer's behaviour (src/layout/behaviour/), frames made as the visitor nears them, the next
 * page asked for as the visitor reaches for its link, the offline worker, and, on a page with
 * interactive blocks, their islands (src/islands/start.tsx, with React, from the route's islands
 * chunk). A page without islands runs this alone: a few KB.
 */
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
// The header's and footer's styles: both are in every page's HTML, and this script renders
// neither, so their components' imports would leave these in a chunk no page loads (the first
// view's CSS is the entry's, publish/steps/styles.ts). In the order the layout imports them.
import './layout/Footer.css';
import './layout/SpecialHours.css';
import './layout/Header.css';
import { site } from 'virtual:site';
import { watchImageFallbacks } from './components/imageFallback';
import { loadPrerenderData, readPrerenderRef, type PrerenderData } from './data/prerenderData';
import { createPublishedData, restaurantKey } from './data/published';
import type { RestaurantModel } from './generated/types';
import { languageCameFrom, languagesOfPage, LANGUAGES_ATTRIBUTE, startAddress } from './i18n/available';
import { rememberLanguage, storedLanguage } from './i18n/choice';
import { ARABIC_DIGITS_ATTRIBUTE, setArabicDigits } from './i18n/digits';
import { stringsFromPage } from './i18n/messages';
import { languageOfPath, sameOriginPath } from './i18n/paths';
import { watchDialogs } from './layout/behaviour/dialogs';
import {
  takeTableFromAddress,
  watchCartCount,
  watchHeaderHeight,
  watchLanguageSwitch,
  watchSticky,
  watchTableBadge,
} from './layout/behaviour/header';
import { startHoursNow } from './layout/behaviour/hoursNow';
import { watchTheme } from './layout/behaviour/theme';
import { hydrateIslandsWhenNear, takeEarlyPresses, wakeAll } from './perf/deferSections';
import { importWithReload, reloadOnce } from './perf/importWithReload';
import { nextTask } from './perf/nextTask';
import { prefetchOnIntent } from './perf/prefetch';
import { watchFramesWhenNear } from './perf/thirdPartyWhenNear';
import { routeAt } from './router/routeCode';
import { pageSiteOf } from './site/pageSite';
import { settledWorker, TAKE_OVER, whenQuiet } from './sw/settled';

// A failed image falls back from now on (and one that failed before this script ran).
watchImageFallbacks(document);

/** The page's data file, as the page names it: the islands hydrate from it, the offline worker keeps it. */
const pageData = readPrerenderRef(document);

async function start(): Promise<void> {
  // An address such as //evil.example/ names another host once links are built from it (the
  // language switch, redirects): the page only ever works with the single-slash form.
  const safePath = sameOriginPath(window.location.pathname);
  if (safePath !== window.location.pathname)
    window.history.replaceState(window.history.state, '', safePath + window.location.search + window.location.hash);
  const language = languageOfPath(window.location.pathname);
  // The languages this version was published in (none but English with Arabic turned off).
  const languages = languagesOfPage(
    document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE),
    site.languages.available,
  );
  {
    // A visitor who chose Arabic before and comes in from elsewhere lands on the Arabic address
    // of the page they asked for, when the site has Arabic; a page in a language it does not
    // have goes to English. A link followed from a page of the other language was the switch,
    // followed before this script remembered it: it is the choice now.
    const { pathname, search, hash } = window.location;
    const cameFrom = languageCameFrom(document.referrer, window.location.origin);
    const elsewhere = startAddress(
      { pathname, search, hash, language },
      () => storedLanguage('en'),
      languages,
      cameFrom,
    );
    if (elsewhere !== null) {
      window.location.replace(elsewhere);
      return;
    }
    if (cameFrom !== null && cameFrom !== language) rememberLanguage(language);
  }
  // A table's QR link (`?table=12`): the visit is seated, and the address keeps the rest. Before
  // anything reads the address; an address without one touches no storage.
  takeTableFromAddress();
  // Arabic-Indic digits on Arabic pages, as the restaurant chose (written by the prerender).
  setArabicDigits(document.documentElement.dataset.digits === ARABIC_DIGITS_ATTRIBUTE);
  const { pathname, search } = window.location;

  // The restaurant and address this page was published for (one build serves every site).
  const pageSite = pageSiteOf(document.documentElement, window.location.origin);
  // Every read is of the live version's data files on this origin: never the CMS.
  const published = createPublishedData({ timeoutMs: site.cms.timeoutMs });
  const rootElement = document.getElementById('root')!;
  // The page's HTML, when it was made for exactly this address; a page opened with a query (menu
  // filters) renders its islands anew, and an address with no HTML (the not-found shell, the dev
  // server) is rendered whole in the browser.
  const prerendered = rootElement.hasChildNodes();
  const own = pageData !== null && pageData.path === pathname && search === '' && prerendered;
  let data: Promise<PrerenderData | 'gone' | null> | null = null;
  const pageDataOnce = () => (data ??= own ? loadPrerenderData(pageData, published.file) : Promise.resolve(null));
  // Its interface strings come in its data file (boot has asked for it): no chunk of theirs loads.
  if (own)
    stringsFromPage(pageDataOnce().then((loaded) => (loaded && loaded !== 'gone' ? (loaded.strings ?? null) : null)));

  // The rest of the start runs a step per task (nextTask): as one task it was 150–300 ms of a slow
  // phone's main thread, the first reads of the browser's storage the most of it. The islands come
  // first, in the next task: their press holders must be on before the visitor's first key or tap
  // on a block (src/perf/deferSections.ts; until then boot.ts holds them), and a block is what a
  // visitor acts on first. Not in this one: with the address's checks (and on an English page, the
  // first read of storage) it was 9–20 ms on this machine's unthrottled loads, and Lighthouse's
  // phone simulation keeps a task of 10 ms or more at its CPU multiplier (about 7× on the bench's
  // host) and drops most shorter ones (docs/speed.md, "The simulation's 10 ms").
  await nextTask();
  const islands = prerendered ? routeAt(pathname)?.islands : null;
  if (islands) {
    // The islands' code (the runtime among it) is evaluated when the first island is to hydrate: at
    // once for one in view, when the visitor nears one otherwise (boot has preloaded it).
    let mount: Promise<((slot: HTMLElement) => void) | null> | null = null;
    const mounter = () =>
      (mount ??= importWithReload(() => import('./islands/runtime'))
        // The runtime evaluated, the islands' own modules in a task of their own.
        .then(nextTask)
        .then(() => Promise.all([importWithReload(islands), pageDataOnce()]))
        .then(([module, loaded]) => {
          // The page's data file is gone: a publish replaced this page's version. The new one, whole.
          if (loaded === 'gone' && reloadOnce()) return null;
          const entries = loaded !== null && loaded !== 'gone' ? loaded.entries : null;
          return module.startIslands(module, { published, site: pageSite, language, languages, entries });
        }));
    hydrateIslandsWhenNear(
      [...document.querySelectorAll<HTMLElement>('[data-island]')],
      (slot) =>
        void mounter().then(
          (hydrate) => hydrate?.(slot),
          (error: unknown) => console.error('[islands] the page’s blocks could not load', error),
        ),
    );
    // An address the HTML was not made for (a query: the menu's filters, the search) shows the
    // wrong content until its islands render it anew: all of them, at once.
    if (!own) wakeAll();
  }
  // The dialogs' openers work from now on (the header's phone menu and search): the buttons pressed
  // before this script ran (held by boot.ts) are pressed again, once their island is live.
  watchDialogs(document);
  takeEarlyPresses();

  if (!prerendered) {
    const { renderClientPage } = await import('./render/clientPage');
    await renderClientPage(rootElement, { published, site: pageSite, language, languages });
  }

  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (header) {
    await nextTask();
    watchSticky(header);
    watchHeaderHeight(header);
    await nextTask();
    watchCartCount(header, language);
    await nextTask();
    watchTableBadge(header, language);
  }
  await nextTask();
  watchLanguageSwitch(document);
  await nextTask();
  watchFramesWhenNear(document);
  prefetchOnIntent(document);

  // <html data-hydrated data-fresh>: the page's behaviour is on and its islands in view are on
  // their way (the e2e tests wait for it, then for those islands' `data-live`).
  document.documentElement.dataset.hydrated = 'true';
  document.documentElement.dataset.fresh = 'true';

  await nextTask();
  // What the hours say now, with the restaurant the page was published with.
  const restaurant = async (): Promise<RestaurantModel | null> => {
    const key = restaurantKey(pageSite.slug);
    const loaded = await pageDataOnce();
    const fromPage = loaded && loaded !== 'gone' ? loaded.entries[key] : undefined;
    if (fromPage !== undefined) return fromPage as RestaurantModel;
    return (await published.entry(key).catch(() => null)) as RestaurantModel | null;
  };
  void startHoursNow(language, restaurant).catch((error: unknown) =>
    console.warn('[hours] the hours could not be shown', error),
  );
  await nextTask();
  // themeLoaded now, and another restaurant's colours on a themeChange (SPEC.md §4).
  watchTheme(pageSite.slug, async () => (await restaurant())?.colorScheme ?? null, published);
}

// In a task of its own, after the one that evaluated the page script's modules: together they
// made one long task on a slow phone.
setTimeout(() => void start(), 0);

// The offline worker (docs/offline.md), once the page has loaded: only on published pages, which
// name a web app manifest (src/perf/boot.ts names it before it imports this script; not in `vite`
// dev, nor in an owner's preview), and only where the browser has service workers.
if (import.meta.env.PROD && 'serviceWorker' in navigator && document.querySelector('link[rel="manifest"]')) {
  // Once it runs, it is asked to keep this page and the files it loaded (src/sw/sw.ts): they came
  // before the worker, and would otherwise not be there offline.
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(async (registration) => {
        // Look for a new version's worker now, on every page load, rather than whenever the
        // browser gets to it: a publish's worker takes over (and drops the old caches) soon after.
        await registration.update().catch(() => undefined);
        await navigator.serviceWorker.ready;
        // A new version's worker takes over once this page is quiet, and the page's files are
        // then asked of it, not of the worker it replaces (src/sw/settled.ts says why).
        return settledWorker(registration, (waiting) => whenQuiet(() => waiting.postMessage({ type: TAKE_OVER })));
      })
      .then((worker) =>
        worker?.postMessage({
          type: 'CACHE_URLS',
          payload: {
            urlsToCache: [
              ...new Set([
                location.href,
                // The page's data file, also when the page asked for it after this list was made.
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
