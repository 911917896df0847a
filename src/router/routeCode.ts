/**
 * Which config route answers an address, and that route's code (one chunk per route: its
 * title, description and sections). Loaded before hydration (main.tsx), before the prerender
 * renders a page (entry-server.tsx) and before a client navigation (links.tsx), so React never
 * has to wait for a route's chunk in the middle of rendering.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes, type RouteEntry, type RouteModule } from 'virtual:site';
import { localizePath } from '../i18n/paths';
import { importWithReload } from '../perf/importWithReload';

/** Every route twice, in English at its path and in Arabic under /ar; `handle` is the config route. */
export const pageRoutes: readonly { path: string; route: RouteEntry }[] = routes.flatMap((route) =>
  [route.path, localizePath(route.path, 'ar')].map((path) => ({ path, route })),
);

const matchable: RouteObject[] = pageRoutes.map((entry) => ({ path: entry.path, handle: entry }));

/**
 * Addresses already matched. React Router flattens and ranks every route (about 150) on each
 * `matchRoutes` call, and this is asked several times per page view in the browser and for every
 * page the publisher renders (~0.3 s of each publish of the whole site, 2026-11-28). Bounded: a
 * long visit through a large menu drops the oldest.
 */
const matched = new Map<string, PageRoute | null>();
const MATCHED_KEPT = 500;

type PageRoute = (typeof pageRoutes)[number];

/** The entry of pageRoutes that answers `pathname` (its path pattern and config route), or null (404). */
export function pageRouteAt(pathname: string): PageRoute | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(matchable, pathname) ?? [];
  const entry = (matches[matches.length - 1]?.route.handle as PageRoute | undefined) ?? null;
  if (matched.size >= MATCHED_KEPT) matched.delete(matched.keys().next().value!);
  matched.set(pathname, entry);
  return entry;
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

/** True once the code of the route at `pathname` is in (or the address is no route: nothing to load). */
export function isRouteLoaded(pathname: string): boolean {
  const route = routeAt(pathname);
  return !route || (loading.get(route) as { status?: string } | undefined)?.status === 'fulfilled';
}

/** Loads the code of the route at `pathname` (nothing for a 404 address). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (route) await loadRoute(route);
}
