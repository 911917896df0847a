import { useEffect, useState, type RefObject } from 'react';

export type StickyState = 'top' | 'sticky-hidden' | 'sticky-shown';

/**
 * Scrolling down adds the sticky class (header tucked away), scrolling up
 * shows it again, and at the top of the page it resets.
 */
export function useStickyHeader(threshold = 120): StickyState {
  const [state, setState] = useState<StickyState>('top');
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= threshold) setState('top');
      else if (y > last) setState('sticky-hidden');
      else if (y < last) setState('sticky-shown');
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return state;
}

/**
 * Keeps `--header-height` on the root element at the height the sticky header can cover:
 * its main bar plus the top bar (shown at the top of the page, hidden once scrolled; the
 * last height it had when shown is kept, so the value does not shrink while it is hidden).
 * base.css turns it into `scroll-padding-top`, so an element that receives keyboard focus (or
 * an anchor jumped to) is scrolled clear of the header, never under it (WCAG 2.4.11). The
 * top bar wraps to more lines on narrow screens or with larger text; this follows it.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = header.current;
    const main = root?.querySelector<HTMLElement>('.main-bar');
    if (!root || !main || typeof ResizeObserver !== 'function') return;
    const top = root.querySelector<HTMLElement>('.top-bar');
    let topHeight = 0;
    const measure = () => {
      const shown = top?.getBoundingClientRect().height ?? 0;
      if (shown > 0) topHeight = shown;
      const height = Math.ceil(main.getBoundingClientRect().height + topHeight);
      document.documentElement.style.setProperty('--header-height', `${height}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(main);
    if (top) observer.observe(top);
    measure();
    return () => observer.disconnect();
  }, [header]);
}
