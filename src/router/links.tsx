/**
 * Links and navigation that stay in the visitor's language: `to="/shop"` points to `/shop` on
 * English pages and to `/ar/shop` on Arabic ones (src/i18n/paths.ts). Blocks import these
 * instead of react-router-dom's, so config and content keep writing plain site paths.
 *
 * Both load the target page's code before they navigate (src/router/routeCode.ts), as a data
 * router's `lazy` routes do: the current page stays until the next one can render at once.
 *
 * A page has dozens of links (a dish card alone has three), so a link is made of as little as it
 * can be: it reads the address and one navigate function, given once by <SiteNavigation> for the
 * whole page, instead of React Router's `useHref`, `useNavigate` and `useLinkClickHandler`, which
 * each resolve the route's paths anew (serialising them) and add an effect to every link.
 */
import {
  createContext,
  forwardRef,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  resolvePath,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type Path,
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

/** Moves the router to a resolved address. */
type Go = (path: Path, options: NavigateOptions) => void;

const SiteNavigationContext = createContext<Go | null>(null);

/**
 * Gives every Link and NavLink below it the router's navigate function, made once for the page
 * (inside the router: src/render/routes.tsx). The function handed down never changes, so a
 * navigation does not re-render the links for it. A link outside it leaves its clicks to the
 * browser, which loads the page whole.
 */
export function SiteNavigation({ children }: { children: ReactNode }) {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const go = useCallback<Go>((path, options) => void latest.current(path, options), []);
  return <SiteNavigationContext value={go}>{children}</SiteNavigationContext>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/shop`, `/shop?category=2`), or a hash or query of the page shown (`#menu`); localised to the page's language. */
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
 * The address a link points to, its href, its click handler and the path shown. A plain click navigates in the
 * app, after loading the target page's code when it is not in yet, and replaces the history
 * entry when the link points to the address shown (as React Router's links do); every other
 * click is the browser's (a new tab, a download).
 */
function useSiteLink({ to, onClick, target, replace, state, preventScrollReset }: LinkProps) {
  const location = useLocation();
  const go = use(SiteNavigationContext);
  const path = resolvePath(localizeTo(to, languageOfPath(location.pathname)), location.pathname);
  const href = createPath(path);
  const here = createPath(location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !go || !isPlainClick(event, target)) return;
    event.preventDefault();
    const options = { replace: replace ?? href === here, state, preventScrollReset };
    whenPageReady(path.pathname, () => go(path, options));
  };
  return { path, href, handleClick, current: location.pathname };
}

/**
 * A plain anchor to a page of the site. Not React Router's <Link>, whose framework-mode
 * prefetching this site never uses: its code is then left out of the entry chunk (with
 * src/perf/treeShakeRouter.ts).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to: _to, children, replace: _replace, state: _state, preventScrollReset: _reset, ...anchor } = props;
  const { href, handleClick } = useSiteLink(props);
  return (
    <a ref={ref} {...anchor} href={href} onClick={handleClick}>
      {children}
    </a>
  );
});

/** A Link that says whether it is the page shown: class "active" and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const {
    to: _to,
    end = false,
    className,
    children,
    replace: _replace,
    state: _state,
    preventScrollReset: _reset,
    ...anchor
  } = props;
  const { path, href, handleClick, current: shown } = useSiteLink(props);
  const target = path.pathname.toLowerCase();
  const current = shown.toLowerCase();
  // React Router's NavLink rule: the path itself, or (without `end`) a path below it.
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const active = current === target || (!end && current.startsWith(base) && current.charAt(base.length) === '/');
  return (
    <a
      ref={ref}
      {...anchor}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      href={href}
      onClick={handleClick}
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
