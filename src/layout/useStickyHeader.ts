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
 * Keeps the root element's `scroll-padding-top` at the height the sticky header can cover: its
 * main bar plus the top bar (shown at the top of the page, hidden once scrolled; the last height
 * it had when shown is kept, so the value does not shrink while it is hidden), and base.css's
 * `--header-clearance` more. So an element that receives keyboard focus (or an anchor jumped to)
 * is scrolled clear of the header, never under it (WCAG 2.4.11). The top bar wraps to more lines
 * on narrow screens or with larger text; this follows it.
 *
 * It writes the property itself, and only when the height changed: a custom property on the root
 * (as this was) restyled every element of the page when hydration set it, 20 ms of the main
 * thread on a 4× slower phone.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = header.current;
    const main = root?.querySelector<HTMLElement>('.main-bar');
    if (!root || !main || typeof ResizeObserver !== 'function') return;
    const top = root.querySelector<HTMLElement>('.top-bar');
    let topHeight = 0;
    let written = 0;
    const measure = () => {
      const shown = top?.getBoundingClientRect().height ?? 0;
      if (shown > 0) topHeight = shown;
      const height = Math.ceil(main.getBoundingClientRect().height + topHeight);
      if (height === written) return;
      written = height;
      document.documentElement.style.scrollPaddingTop = `calc(${height}px + var(--header-clearance, 0.75rem))`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(main);
    if (top) observer.observe(top);
    measure();
    return () => observer.disconnect();
  }, [header]);
}
