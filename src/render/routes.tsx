/**
 * The routes, built from the config's route list; each route's sections load as their own chunk.
 * Every route exists twice: in English at its path and in Arabic under /ar (src/i18n/paths.ts).
 *
 * Declarative React Router (`<BrowserRouter>` in the browser, `<StaticRouter>` in the prerender,
 * both around `<AppRoutes />`): sections read the CMS through DataProvider, never through route
 * loaders, so the data router would only add ~18 KB gzip to every page's first load.
 */
import { Component, Suspense, use, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RouteEntry } from 'virtual:site';
import { useLanguage } from '../i18n/LanguageProvider';
import { notePageState } from '../perf/deferSections';
import { letHeldFontsIn } from '../perf/fontLoading';
import { ThemeController } from '../theme/ThemeController';
import { NotFound } from './NotFound';
import { LanguageAddress } from '../router/LanguageAddress';
import { SiteNavigation } from '../router/links';
import { loadRoute, pageRouteAt, pageRoutes, routeAt } from '../router/routeCode';
import { RoutePage } from './RoutePage';
import { ScrollManager } from '../router/ScrollManager';

/**
 * A route's page. Its chunk is normally in before it renders (main.tsx before hydration,
 * links.tsx before a navigation), and `use` then reads it without suspending; an address reached
 * any other way (Back to a page not seen in this tab) suspends inside the navigation's transition.
 */
function RouteModulePage({ route }: { route: RouteEntry }) {
  return <RoutePage route={route} module={use(loadRoute(route))} />;
}

/** A route whose code cannot arrive (offline, and the reload did not help) says so, in place. */
interface BoundaryState {
  failed: boolean;
  pathname: string;
}
class RouteBoundary extends Component<{ pathname: string; fallback: ReactNode; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Another address: try again.
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[route]', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RouteFailed() {
  const { t } = useLanguage();
  return (
    <main className="route-failed container" role="alert">
      <p>{t('route.failed')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('route.reload')}
      </button>
    </main>
  );
}

function Root() {
  const { pathname, key } = useLocation();
  const { language, requested } = useLanguage();
  // Before React reaches the sections: wakes (or forgets) those still waiting to hydrate.
  notePageState({ key, route: routeAt(pathname), language, requested });
  // <html data-hydrated> says React has taken over the page (the e2e tests wait for it before
  // typing, as a prerendered form is visible before its script runs).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Another page: the web fonts the first page held (and src/perf/boot.ts fetched) come in with
  // the layout it needs anyway, before it is painted.
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) letHeldFontsIn();
  }, [pathname]);
  return (
    <>
      <LanguageAddress />
      <ThemeController />
      <ScrollManager />
      <RouteBoundary pathname={pathname} fallback={<RouteFailed />}>
        <Suspense fallback={<div className="route-pending" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </RouteBoundary>
    </>
  );
}

/** Each page route's object, made once (React Router keeps a page mounted while its route stays). */
const pageObjects = new Map<(typeof pageRoutes)[number], RouteObject>(
  pageRoutes.map((entry) => [
    entry,
    { path: entry.path, element: <RouteModulePage key={entry.route.path} route={entry.route} /> },
  ]),
);
const notFound: RouteObject = { path: '*', element: <NotFound /> };
const root = <Root />;

/**
 * Every page of the site; render inside a router. useRoutes is given only the route that answers
 * the address (routeCode.ts matches it once per address) and the 404 route: given all of them,
 * it flattens and ranks every route on each render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = pageRouteAt(pathname);
  const children = page ? [pageObjects.get(page)!, notFound] : [notFound];
  return <SiteNavigation>{useRoutes([{ element: root, children }])}</SiteNavigation>;
}
