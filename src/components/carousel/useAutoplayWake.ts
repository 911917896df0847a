/**
 * Autoplay of the still carousel: a move is due its autoplay delay after the carousel came into
 * view (a carousel never seen never moves); the clock restarts when it leaves the viewport
 * first, waits while the pointer rests on a carousel that pauses on hover or while the page is
 * hidden, and never runs when the visitor prefers reduced motion. A carousel the still view can
 * move itself (`advance`: one slide at a time) moves on, and its next delay counts from the end
 * of the move, as Swiper's does; any other wakes Swiper, which moves on from there.
 */
import { useEffect, type RefObject } from 'react';
import type { SwiperOptions } from 'swiper/types';
import type { WakeIntent } from './intent';
import { autoplayDelayAt, autoplays } from './stillLayout';

/** Share of the carousel that must be on screen for its autoplay clock to run. */
const VISIBLE_THRESHOLD = 0.2;

/** Whether the viewport is at least `minWidth` px wide, as Swiper's breakpoints match. */
export function viewportAtLeast(minWidth: number): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${minWidth}px)`).matches;
}

function pauseOnHover(options: SwiperOptions): boolean {
  return typeof options.autoplay === 'object' && Boolean(options.autoplay.pauseOnMouseEnter);
}

export function useAutoplayWake({
  rootRef,
  optionsRef,
  live,
  reduced,
  wake,
  advance,
}: {
  rootRef: RefObject<HTMLElement | null>;
  optionsRef: RefObject<SwiperOptions>;
  /** Swiper has taken over, or the visitor has woken it: the still view's clock stops. */
  live: boolean;
  reduced: boolean;
  wake: (intent: WakeIntent) => void;
  /**
   * Moves the still view one slide on and says how long the move takes (ms), or returns null
   * when it cannot at this width; null instead of a function: Swiper always moves it.
   */
  advance: (() => number | null) | null;
}): void {
  const canAutoplay = autoplays(optionsRef.current);
  useEffect(() => {
    const root = rootRef.current;
    if (live || reduced || !canAutoplay || !root || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: number | undefined;
    const schedule = (moving = 0) => {
      const delay = autoplayDelayAt(optionsRef.current, viewportAtLeast);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        // Swiper would not move while the pointer rests on a carousel that pauses on hover.
        if (pauseOnHover(optionsRef.current) && root.matches(':hover')) schedule();
        else if (document.hidden) schedule();
        else {
          const moving = advance?.() ?? null;
          if (moving === null) wake({ kind: 'autoplay' });
          else schedule(moving);
        }
      }, moving + delay);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries[entries.length - 1]?.isIntersecting ?? false;
        if (visible && timer === undefined) schedule();
        if (!visible && timer !== undefined) {
          window.clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [rootRef, optionsRef, live, reduced, canAutoplay, wake, advance]);
}
