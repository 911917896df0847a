/**
 * Links and navigation that stay in the visitor's language: `to="/shop"` points to `/shop` on
 * English pages and to `/ar/shop` on Arabic ones (src/i18n/paths.ts). Blocks import these, so
 * config and content keep writing plain site paths.
 *
 * A link is a plain anchor: another page loads as the document it is (./address.ts says why). A
 * link to another query of the page shown (the menu's categories and pages) changes the address in
 * place when its block is live, so the block answers at once; in a page's static HTML it loads
 * that address like any link.
 */
import { forwardRef, useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { languageOfPath, localizePath } from '../i18n/paths';
import type { Language } from '../i18n/dictionary';
import { goTo, hrefOf, resolveTo, useAddress, type Address, type To } from './address';

export type { To } from './address';

/** The language of the page being shown, read from its address. */
export function usePageLanguage(): Language {
  return languageOfPath(useAddress().pathname);
}

function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizePath(to, language);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

/** A click the page handles: the main button, no modifier keys, this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/shop`, `/shop?category=2`), or a hash or query of the page shown (`#menu`); localised to the page's language. */
  to: To;
  /** Replace the history entry instead of adding one (a query of the page shown). */
  replace?: boolean;
}

export interface NavLinkProps extends LinkProps {
  /** Active on this exact path only, not on the paths below it. */
  end?: boolean;
}

/** The address a link points to, its href, and its click handler (another query of the page shown: in place). */
function useSiteLink({ to, onClick, target, replace }: LinkProps) {
  const shown = useAddress();
  const path = resolveTo(localizeTo(to, languageOfPath(shown.pathname)), shown);
  const href = hrefOf(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target) || !inPlace(path, shown)) return;
    event.preventDefault();
    goTo(href, { replace: replace ?? href === hrefOf(shown) });
  };
  return { path, href, handleClick, shown };
}

/** Another query of the page shown changes in place (a hash alone is the browser's own jump). */
const inPlace = (path: Address, shown: Address) => path.pathname === shown.pathname && path.search !== shown.search;

/** A plain anchor to a page of the site. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to: _to, children, replace: _replace, ...anchor } = props;
  const { href, handleClick } = useSiteLink(props);
  return (
    <a ref={ref} {...anchor} href={href} onClick={handleClick}>
      {children}
    </a>
  );
});

/** A Link that says whether it is the page shown: class "active" and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { to: _to, end = false, className, children, replace: _replace, ...anchor } = props;
  const { path, href, handleClick, shown } = useSiteLink(props);
  const target = path.pathname.toLowerCase();
  const current = shown.pathname.toLowerCase();
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

/**
 * Navigation from code, localised like a link: another query or hash of the page shown in place,
 * any other page by loading it.
 */
export function useNavigate(): (to: To, options?: { replace?: boolean }) => void {
  const shown = useAddress();
  const language = languageOfPath(shown.pathname);
  return useCallback(
    (to: To, options?: { replace?: boolean }) => goTo(hrefOf(resolveTo(localizeTo(to, language), shown)), options),
    [shown, language],
  );
}
