/**
 * Links and navigation that stay in the visitor's language: `to="/shop"` points to `/shop` on
 * English pages and to `/ar/shop` on Arabic ones (src/i18n/paths.ts). Blocks import these
 * instead of react-router-dom's, so config and content keep writing plain site paths.
 */
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { languageOfPath, localizePath } from '../i18n/paths';
import type { Language } from '../i18n/dictionary';

/** The language of the page being shown, read from its address. */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizePath(to, language);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={localizeTo(to, usePageLanguage())} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  return <RouterNavLink ref={ref} to={localizeTo(to, usePageLanguage())} {...rest} />;
});

/** useNavigate whose string and pathname targets are localised; `navigate(-1)` works as usual. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const language = usePageLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(localizeTo(to, language), options);
    },
    [navigate, language],
  );
}
