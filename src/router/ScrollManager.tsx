/**
 * Scroll like a site made of separate pages: following a link opens the new page at its top (or
 * at the `#id` the link names); Back and Forward return to where the visitor was on that page,
 * also after a reload (positions are kept per history entry in sessionStorage). A new query
 * string on the same page (the menu's filters in the address) is no new page: the page itself
 * decides where to scroll (the menu goes back to its own top when the visitor is below it).
 */
import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll_positions';
/** The first entry of a tab has no key of its own; never restore a position for it. */
const NO_KEY = 'default';
const MAX_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return new Map();
    return new Map(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1]) && entry[1] >= 0),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-MAX_ENTRIES))));
  } catch {
    // Storage blocked or full: positions last for this page's life only.
  }
}

function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw id up
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

export function ScrollManager() {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);

  // Remember the position of the entry being shown; layout effects, so the listener is gone
  // before the next page's content can clamp the scroll position.
  useLayoutEffect(() => {
    const known = (positions.current ??= readPositions());
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => {
      known.delete(key); // keep the most recent entries last
      known.set(key, window.scrollY);
    };
    const persist = () => {
      save();
      writePositions(known);
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      writePositions(known);
    };
  }, [key]);

  const first = useRef(true);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    const known = (positions.current ??= readPositions());
    const saved = key === NO_KEY ? undefined : known.get(key);
    const isFirst = first.current;
    const samePage = shown.current === pathname;
    first.current = false;
    shown.current = pathname;
    if (navigationType === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (scrollToHash(hash)) return;
    // The first page of a visit is where the browser put it; a new page starts at its top.
    else if (!isFirst && !samePage) window.scrollTo(0, 0);
  }, [key, hash, pathname, navigationType]);

  return null;
}
