/**
 * Autoplay of the still carousel: Swiper is due its autoplay delay after the carousel came into
 * view (a carousel never seen never loads it); the clock restarts when it leaves the viewport
 * first, waits while the pointer rests on a carousel that pauses on hover, and never runs when
 * the visitor prefers reduced motion.
 */
import { useEffect, type RefObject } from 'react';
import type { SwiperOptions } from 'swiper/types';
import type { WakeIntent } from './intent';
import { autoplayDelayAt, autoplays } from './stillLayout';

/** Share of the carousel that must be on screen for its autoplay clock to run. */
const VISIBLE_THRESHOLD = 0.2;

function pauseOnHover(options: SwiperOptions): boolean {
  return typeof options.autoplay === 'object' && Boolean(options.autoplay.pauseOnMouseEnter);
}

export function useAutoplayWake({
  rootRef,
  optionsRef,
  live,
  reduced,
  wake,
}: {
  rootRef: RefObject<HTMLElement | null>;
  optionsRef: RefObject<SwiperOptions>;
  live: boolean;
  reduced: boolean;
  wake: (intent: WakeIntent) => void;
}): void {
  const canAutoplay = autoplays(optionsRef.current);
  useEffect(() => {
    const root = rootRef.current;
    if (live || reduced || !canAutoplay || !root || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: number | undefined;
    const matches = (minWidth: number) =>
      typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${minWidth}px)`).matches;
    const schedule = () => {
      const delay = autoplayDelayAt(optionsRef.current, matches);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        // Swiper would not move while the pointer rests on a carousel that pauses on hover.
        if (pauseOnHover(optionsRef.current) && root.matches(':hover')) schedule();
        else wake({ kind: 'autoplay' });
      }, delay);
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
  }, [rootRef, optionsRef, live, reduced, canAutoplay, wake]);
}
