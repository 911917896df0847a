/**
 * Links and navigation that stay in the visitor's language: `to="/shop"` points to `/shop` on
 * English pages and to `/ar/shop` on Arabic ones (src/i18n/paths.ts). Blocks import these
 * instead of react-router-dom's, so config and content keep writing plain site paths.
 *
 * Both load the target page's code before they navigate (src/router/routeCode.ts), as a data
 * router's `lazy` routes do: the current page stays until the next one can render at once.
 */
import { forwardRef, useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import {
  resolvePath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate as useRouterNavigate,
  useResolvedPath,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { languageOfPath, localizePath } from '../i18n/paths';
import type { Language } from '../i18n/dictionary';
import { isRouteLoaded, preloadRoute } from './routeCode';

/** The language of the page being shown, read from its address. */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizePath(to, language);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

/** Runs `navigate` once the code of the page at `pathname` is in (at once when it already is). */
function whenPageReady(pathname: string, navigate: () => void): void {
  if (isRouteLoaded(pathname)) navigate();
  // A chunk that fails to load reloads the page (importWithReload) or shows the route's error
  // message after navigating, so the visitor is never left on a link that does nothing.
  else preloadRoute(pathname).then(navigate, navigate);
}

/** A click the router handles: the main button, no modifier keys, this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/shop`), localised to the page's language. */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface NavLinkProps extends LinkProps {
  /** Active on this exact path only, not on the paths below it. */
  end?: boolean;
}

/**
 * The click handler of Link and NavLink: a plain click navigates in the app (React Router's own
 * click handling, `useLinkClickHandler`), after loading the target page's code when it is not
 * in yet; every other click is the browser's (a new tab, a download).
 */
function useLinkClick(to: To, { onClick, target, replace, state, preventScrollReset }: LinkProps) {
  const navigate = useRouterNavigate();
  const { pathname } = useResolvedPath(to);
  const routerClick = useLinkClickHandler(to, { target, replace, state, preventScrollReset });
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      if (!isPlainClick(event, target) || isRouteLoaded(pathname)) {
        routerClick(event);
        return;
      }
      event.preventDefault();
      whenPageReady(pathname, () => void navigate(to, { replace, state, preventScrollReset }));
    },
    [navigate, routerClick, pathname, to, onClick, target, replace, state, preventScrollReset],
  );
}

/**
 * A plain anchor to a page of the site. Not React Router's <Link>, whose framework-mode
 * prefetching this site never uses: its code is then left out of the entry chunk (with
 * src/perf/treeShakeRouter.ts).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, children, replace: _replace, state: _state, preventScrollReset: _reset, ...anchor } = props;
  const localized = localizeTo(to, usePageLanguage());
  return (
    <a ref={ref} {...anchor} href={useHref(localized)} onClick={useLinkClick(localized, props)}>
      {children}
    </a>
  );
});

/** A Link that says whether it is the page shown: class "active" and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const {
    to,
    end = false,
    className,
    children,
    replace: _replace,
    state: _state,
    preventScrollReset: _reset,
    ...anchor
  } = props;
  const localized = localizeTo(to, usePageLanguage());
  const target = useResolvedPath(localized).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  // React Router's NavLink rule: the path itself, or (without `end`) a path below it.
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const active = current === target || (!end && current.startsWith(base) && current.charAt(base.length) === '/');
  return (
    <a
      ref={ref}
      {...anchor}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      href={useHref(localized)}
      onClick={useLinkClick(localized, props)}
    >
      {children}
    </a>
  );
});

/** useNavigate whose string and pathname targets are localised; `navigate(-1)` works as usual. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const language = usePageLanguage();
  const location = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      const localized = localizeTo(to, language);
      whenPageReady(resolvePath(localized, location.pathname).pathname, () => void navigate(localized, options));
    },
    [navigate, language, location.pathname],
  );
}
