/**
 * The router, built from the config's route list; each route's sections load as their own chunk.
 * Every route exists twice: in English at its path and in Arabic under /ar (src/i18n/paths.ts).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { routes } from 'virtual:site';
import { useLanguage } from '../i18n/LanguageProvider';
import { languageOfPath, localizePath } from '../i18n/paths';
import { ThemeController } from '../theme/ThemeController';
import { importWithReload } from './importWithReload';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';

/**
 * Keeps the language actor and the address in step: following a link or the back button to
 * the other language's address switches the language; the language toggle moves to the same
 * page's address in the other language.
 */
function LanguageAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const { language, setLanguage } = useLanguage();
  const pageLanguage = languageOfPath(location.pathname);
  const seen = useRef(pageLanguage);
  // The address asked for after a toggle: the effect may run again (new renders) before the
  // router has moved there, and must not push the same page twice (Back would then stay put).
  const requested = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pageLanguage !== seen.current) {
      seen.current = pageLanguage;
      requested.current = null;
      if (language !== pageLanguage) setLanguage(pageLanguage);
    } else if (language !== pageLanguage) {
      const target = localizePath(location.pathname + location.search + location.hash, language);
      if (requested.current === target) return;
      requested.current = target;
      void navigate(target);
    } else requested.current = null;
  }, [pageLanguage, language, location, navigate, setLanguage]);
  return null;
}

function Root() {
  // <html data-hydrated> says React has taken over the page (the e2e tests wait for it before
  // typing, as a prerendered form is visible before its script runs).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <LanguageAddress />
      <ThemeController />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function routeObjects(): RouteObject[] {
  const pages = routes.flatMap((route) => {
    const lazy = async () => {
      const { sections } = await importWithReload(route.load);
      return { Component: () => <RoutePage route={route} sections={sections} /> };
    };
    return [
      { path: route.path, lazy },
      { path: localizePath(route.path, 'ar'), lazy },
    ] satisfies RouteObject[];
  });
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <div className="route-pending" aria-busy="true" />,
      children: [...pages, { path: '*', element: <NotFound /> }],
    },
  ];
}

/**
 * Loads the code of the routes matching `pathname` before the first render, so hydrating a
 * prerendered page finds the same tree the HTML came from.
 */
export async function resolveLazyRoutes(objects: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(objects, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

export function createRouter(objects: RouteObject[] = routeObjects()) {
  return createBrowserRouter(objects);
}
