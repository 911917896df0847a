import type { ComponentType } from 'react';
import type { SwiperOptions } from 'swiper/types';
import type { FocusTarget, WakeIntent } from './intent';
import type { LiveCarouselProps } from './LiveCarousel';

/**
 * The carousel's handover bookkeeping (never rendered): what woke it, the loaded Swiper view, a
 * press in progress (Swiper waits for its release) and whether Swiper has taken over.
 */
export interface Handover {
  intent: WakeIntent | null;
  loading: boolean;
  Component: ComponentType<LiveCarouselProps> | null;
  pressed: { x: number; y: number } | null;
  done: boolean;
}

/** What has focus inside the still view, described so LiveCarousel can focus its twin. */
export function focusTarget(root: HTMLElement): FocusTarget | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  const dot = active.closest('[data-carousel-dot]');
  if (dot) return { kind: 'dot', index: Number(dot.getAttribute('data-carousel-dot')) };
  const slide = active.closest('[data-carousel-index]');
  if (!slide) return null;
  return {
    kind: 'slide',
    slide: Number(slide.getAttribute('data-carousel-index')),
    path: active === slide ? -1 : [...slide.querySelectorAll('*')].indexOf(active),
  };
}

/** Swiper's options for a visitor who prefers reduced motion: no autoplay, no transitions. */
export function stillOptions(options: SwiperOptions): SwiperOptions {
  const breakpoints = options.breakpoints
    ? Object.fromEntries(Object.entries(options.breakpoints).map(([w, o]) => [w, { ...o, autoplay: false }]))
    : undefined;
  return { ...options, autoplay: false, speed: 0, breakpoints };
}
