/**
 * The site's service worker (docs/offline.md): repeat visits from the device, and the pages a
 * visitor saw still there offline. Built once with the app (publish/build-site.ts) and written
 * into each published version as /sw.js by the publish step publish/steps/write-worker.ts,
 * which replaces the two placeholders below with the version's id and precache list.
 *
 * Every cache is named with the version id; a worker that takes over deletes the caches of every
 * older version, so a visitor is never given one version's page with another's data.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DATA_ADDRESS, MENU_DATA_FILE } from '../data/published';
import { PAGE_DATA_ADDRESS } from '../data/prerenderData';
import {
  cacheNameOf,
  cachesOfOlderVersions,
  CACHE_PREFIX,
  completeBodyPlugin,
  isPageAddress,
  offlinePageOf,
} from './plugins';
import { TAKE_OVER } from './settled';

// Replaced by the publish (publish/steps/write-worker.ts): the id wherever it appears, the list as JSON.
const VERSION = '__SITE_VERSION__' as string;
const PRECACHE = '__SITE_PRECACHE__' as unknown as PrecacheEntry[];

/** How long a navigation waits for the network before it takes the saved page. */
const NETWORK_TIMEOUT_SECONDS = 3;

interface WorkerScope {
  addEventListener: (
    type: 'install' | 'activate' | 'fetch' | 'message',
    listener: (event: Event & { waitUntil: (p: Promise<unknown>) => void; request: Request; data?: unknown }) => void,
  ) => void;
  skipWaiting: () => Promise<void>;
}
const worker = self as unknown as WorkerScope;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: VERSION, precache: 'precache', runtime: 'runtime' });

// A new version's worker takes over once installed (docs/offline.md says why that is safe), when
// a page of the site tells it to, which the page does once it is quiet (src/sw/settled.ts says
// why not at once). It then drops the caches of the versions before it: only once active (the
// activate event, and fetches, which only the active worker gets), and never a newer version's,
// whose worker may be installing while this one still answers another tab.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === TAKE_OVER) void worker.skipWaiting();
});
clientsClaim();
const dropOlderVersions = () =>
  caches.keys().then((names) => Promise.all(cachesOfOlderVersions(names, VERSION).map((name) => caches.delete(name))));
worker.addEventListener('activate', (event) => event.waitUntil(dropOlderVersions()));
// The worker it replaced may still be finishing what it was asked before (another tab's reads)
// and write into its version's caches after they were dropped: each navigation this worker
// answers drops them again, so the device keeps one version.
worker.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(dropOlderVersions());
});

// A cut-off file fails the install (the browser tries again later) instead of being kept.
addPlugins([completeBodyPlugin]);
precacheAndRoute(PRECACHE);

/** Only whole answers with status 200 are stored (src/sw/plugins.ts). */
const stored = () => [new CacheableResponsePlugin({ statuses: [200] }), completeBodyPlugin];

// The site's own router (after the precache's route): besides the fetches, it answers the
// page's CACHE_URLS message (src/main.tsx), which keeps the page the visitor opened before the
// worker existed, and the files it loaded, through the same routes.
const router = new Router();

// Pages: an address without a file extension (`/shop`, `/ar/`) or a `.html` file; the page's
// CACHE_URLS message asks for them without being a navigation.
router.registerRoute(
  new Route(
    ({ request, url, sameOrigin }) => request.mode === 'navigate' || (sameOrigin && isPageAddress(url.pathname)),
    new NetworkFirst({
      cacheName: cacheNameOf('pages', VERSION),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [...stored(), new ExpirationPlugin({ maxEntries: 60 })],
    }),
  ),
);

// A page's data file is named by its content (src/data/prerenderData.ts): once kept, never asked
// again. A file a publish removed answers 404, which is not kept, so the page reloads.
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(PAGE_DATA_ADDRESS),
    new CacheFirst({
      cacheName: cacheNameOf('page-data', VERSION),
      plugins: [...stored(), new ExpirationPlugin({ maxEntries: 60 })],
    }),
  ),
);

// The other data files: what an island rendered anew reads (a filtered menu, the cart's prices).
const dataFiles = new NetworkFirst({
  cacheName: cacheNameOf('data', VERSION),
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [...stored(), new ExpirationPlugin({ maxEntries: 60 })],
});
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(DATA_ADDRESS) && url.pathname.endsWith('.json'),
    dataFiles,
  ),
);

// The menu's file (every dish: the menu's filters and the header's search read it) is kept as the
// worker installs, through the same route: a menu page seen before then filters offline, though no
// filter was used online. Not precached: online it is still asked of the network first, so a page
// never gets an older version's menu from a worker a publish is replacing. A failed fetch leaves the
// install whole; the file is then kept at its first use, as before.
const MENU_FILE = `${DATA_ADDRESS}${MENU_DATA_FILE}`;
worker.addEventListener('install', (event) => {
  // handleAll: its second promise settles once the answer is stored, not only fetched.
  const [answered, kept] = dataFiles.handleAll({ request: new Request(MENU_FILE), event });
  event.waitUntil(Promise.all([answered, kept]).catch(() => undefined));
});

router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: cacheNameOf('assets', VERSION),
      plugins: [...stored(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: cacheNameOf('media', VERSION),
      plugins: [
        ...stored(),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

// A page neither the network nor the cache can give: the offline page of its language.
router.setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    const page = await matchPrecache(offlinePageOf(url.pathname));
    if (page) return page;
  }
  return Response.error();
});

router.addFetchListener();
router.addCacheListener();
