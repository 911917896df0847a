/**
 * Links and navigation that stay in the visitor's language: `to="/shop"` points to `/shop` on
 * English pages and to `/ar/shop` on Arabic ones (src/i18n/paths.ts). Blocks import these
 * instead of react-router-dom's, so config and content keep writing plain site paths.
 *
 * Both load the target page's code before they navigate (src/router/routeCode.ts), as a data
 * router's `lazy` routes do: the current page stays until the next one can render at once.
 */
import { forwardRef, useCallback, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  resolvePath,
  useLocation,
  useNavigate as useRouterNavigate,
  useResolvedPath,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
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

/** A click React Router would handle itself: the main button, no modifier keys, this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The click handler of Link and NavLink: a plain click on a page whose code is not in yet waits
 * for it, then navigates with the link's options; every other click is React Router's.
 */
function usePreloadingClick(
  to: To,
  props: Pick<
    LinkProps,
    'onClick' | 'target' | 'replace' | 'state' | 'preventScrollReset' | 'relative' | 'reloadDocument' | 'viewTransition'
  >,
) {
  const navigate = useRouterNavigate();
  const { pathname } = useResolvedPath(to, { relative: props.relative });
  const { onClick, target, replace, preventScrollReset, relative, reloadDocument, viewTransition } = props;
  // React Router types a link's state as any; it is handed on untouched.
  const state: unknown = props.state;
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (reloadDocument || !isPlainClick(event, target) || isRouteLoaded(pathname)) return;
      event.preventDefault();
      whenPageReady(
        pathname,
        () => void navigate(to, { replace, state, preventScrollReset, relative, viewTransition }),
      );
    },
    [
      navigate,
      pathname,
      to,
      onClick,
      target,
      replace,
      state,
      preventScrollReset,
      relative,
      reloadDocument,
      viewTransition,
    ],
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const localized = localizeTo(to, usePageLanguage());
  return <RouterLink ref={ref} to={localized} {...rest} onClick={usePreloadingClick(localized, rest)} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  const localized = localizeTo(to, usePageLanguage());
  return <RouterNavLink ref={ref} to={localized} {...rest} onClick={usePreloadingClick(localized, rest)} />;
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
