/**
 * The address of the page shown (path, query and hash), for the links and the blocks that follow
 * it: the menu's filters, the dish a dish page shows, the order a confirmation shows.
 *
 * Every page is a document of its own (prerendered HTML): a link to another page loads it whole,
 * made fast by the browser (the page script prefetches a link the visitor reaches for, and the
 * service worker keeps the pages seen). Only the query and hash of the page shown change in place
 * (`goTo` with the same path: the menu's filters), as a history entry that Back and Forward
 * restore. The prerender gives the one address it renders (`AddressProvider`); the browser's is the
 * window's, kept here.
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** A target: a site path with its query and hash (`/shop?q=tea`), or parts of the address shown. */
export type To = string | Partial<Address>;

const FixedAddress = createContext<Address | null>(null);

/** The address a page is rendered at, where there is no window (the prerender, tests). */
export function AddressProvider({ address, children }: { address: Address; children: ReactNode }) {
  return createElement(FixedAddress, { value: address }, children);
}

let shown: Address | null = null;
const listeners = new Set<() => void>();

function windowAddress(): Address {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** The window's address, the same object until it changes (useSyncExternalStore compares them). */
function current(): Address {
  const now = windowAddress();
  const same = shown?.pathname === now.pathname && shown.search === now.search && shown.hash === now.hash;
  if (!same) shown = now;
  return shown ?? now;
}

const changed = () => {
  current();
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Back and Forward between entries of this page, and a link to a #hash of it.
    window.addEventListener('popstate', changed);
    window.addEventListener('hashchange', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', changed);
      window.removeEventListener('hashchange', changed);
    }
  };
}

/** The address shown: the prerender's, or the window's (re-rendering when the query or hash changes). */
export function useAddress(): Address {
  const fixed = useContext(FixedAddress);
  const read = fixed ? () => fixed : current;
  return useSyncExternalStore(fixed ? noSubscription : subscribe, read, read);
}

const noSubscription = () => () => undefined;

/** `to` resolved against `from`: a path replaces it all, a query keeps the path, a hash keeps both. */
export function resolveTo(to: To, from: Address): Address {
  if (typeof to !== 'string')
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search === undefined ? (to.pathname === undefined ? from.search : '') : prefixed(to.search, '?'),
      hash: to.hash === undefined ? '' : prefixed(to.hash, '#'),
    };
  const url = new URL(to, `http://site.invalid${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const prefixed = (part: string, mark: string) => (part === '' || part.startsWith(mark) ? part : `${mark}${part}`);

/** `/shop?q=tea#menu` */
export const hrefOf = (address: Address) => `${address.pathname}${address.search}${address.hash}`;

/**
 * Goes to `href` (a site address): the same page with another query or hash in place, as a new
 * history entry (or replacing this one); any other page by loading it.
 */
export function goTo(href: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = new URL(href, window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    const path = target.pathname + target.search + target.hash;
    if (replace) window.history.replaceState(window.history.state, '', path);
    else window.history.pushState(null, '', path);
    changed();
    return;
  }
  if (replace) window.location.replace(target.href);
  else window.location.assign(target.href);
}
