/**
 * The page at an address: its config route's page (a chunk per route: its title, description and
 * sections, routeCode.ts), or the not-found page. Every route exists twice: in English at its path
 * and in Arabic under /ar (src/i18n/paths.ts). The prerender renders it into each address's HTML;
 * the browser renders it whole only where there is no HTML for the address (the not-found shell,
 * the dev server: ./clientPage.tsx). Each page is a document of its own, so there is no router.
 */
import { Suspense, use } from 'react';
import type { RouteEntry } from 'virtual:site';
import { useAddress } from '../router/address';
import { loadRoute, routeAt } from '../router/routeCode';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';

/** A route's page. Its chunk is in before it renders (entry-server.tsx, clientPage.tsx): `use` reads it without waiting. */
function RouteModulePage({ route }: { route: RouteEntry }) {
  return <RoutePage route={route} module={use(loadRoute(route))} />;
}

export function PageAtAddress() {
  const route = routeAt(useAddress().pathname);
  return <Suspense fallback={null}>{route ? <RouteModulePage route={route} /> : <NotFound />}</Suspense>;
}
