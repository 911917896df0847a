/**
 * Which config route answers an address (and the parameters of its path: a dish page's `:id`),
 * and that route's code (one chunk per route: its title, description and sections), loaded before
 * the prerender renders a page (entry-server.tsx) and before the browser renders one whole
 * (src/render/clientPage.tsx), so React never has to wait for a route's chunk in the middle of
 * rendering. A published page in the browser loads its islands' chunk instead (src/islands/).
 */
import { routes, type RouteEntry, type RouteModule } from 'virtual:site';
import { prefixPath } from '../i18n/paths';
import { importWithReload } from '../perf/importWithReload';

/** Every route twice, in English at its path and in Arabic under /ar; `handle` is the config route. */
export const pageRoutes: readonly { path: string; route: RouteEntry }[] = routes.flatMap((route) =>
  [route.path, prefixPath(route.path, 'ar')].map((path) => ({ path, route })),
);

type PageRoute = (typeof pageRoutes)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters of `pathname` under `pattern` (`/shop/shop-details/:id`), or null when it does
 * not match: segment by segment, a `:name` taking any one segment, the others equal but for case;
 * a trailing slash makes no difference (`/ar` and `/ar/`).
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const given = have[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(given);
      } catch {
        return null; // a malformed escape is no address of the site
      }
    } else if (segment.toLowerCase() !== given.toLowerCase()) return null;
  }
  return params;
}

/**
 * Entries in the order they are tried: a path without parameters before one with them
 * (`/shop/cart` before `/shop/:x`), fewer before more, the config's order otherwise. Each path's
 * count is worked out once: counted inside the comparison, it was some 700 splits of cold code
 * while the page script was evaluated (1.3–7 ms unthrottled in a fresh Chromium, against 0.2–0.4
 * ms; docs/speed.md).
 */
export function byParameters<T extends { path: string }>(entries: readonly T[]): T[] {
  return entries
    .map((entry) => ({ entry, params: segmentsOf(entry.path).filter((s) => s.startsWith(':')).length }))
    .sort((a, b) => a.params - b.params)
    .map(({ entry }) => entry);
}

const ranked = byParameters(pageRoutes);

/**
 * Addresses already matched: asked several times per page the publisher renders, and once for each
 * of a large menu's dish pages. Bounded: a long visit drops the oldest.
 */
const matched = new Map<string, PageRoute | null>();
const MATCHED_KEPT = 500;

/** The entry of pageRoutes that answers `pathname` (its path pattern and config route), or null (404). */
export function pageRouteAt(pathname: string): PageRoute | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const entry = ranked.find((candidate) => matchPath(candidate.path, pathname) !== null) ?? null;
  if (matched.size >= MATCHED_KEPT) matched.delete(matched.keys().next().value!);
  matched.set(pathname, entry);
  return entry;
}

/** The parameters of the route at `pathname` (a dish page's `id`); none for a 404 address. */
export function routeParams(pathname: string): Record<string, string> {
  const entry = pageRouteAt(pathname);
  return (entry && matchPath(entry.path, pathname)) ?? {};
}

/** The config route shown at `pathname`, or null for an address that is no page (404). */
export function routeAt(pathname: string): RouteEntry | null {
  return pageRouteAt(pathname)?.route ?? null;
}

const loading = new Map<RouteEntry, Promise<RouteModule>>();

/**
 * The route's code: one promise per route while it loads, then one already marked fulfilled (the
 * form React itself marks), so `use()` reads it without suspending. A failed load is forgotten,
 * and the next visit to the page tries again.
 */
export function loadRoute(route: RouteEntry): Promise<RouteModule> {
  let promise = loading.get(route);
  if (!promise) {
    promise = importWithReload(route.load).then(
      (module) => {
        loading.set(route, Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module }));
        return module;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** Loads the code of the route at `pathname` (nothing for a 404 address). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (route) await loadRoute(route);
}
