/** Why a still carousel is handing over to Swiper, and what had focus in it (shared by Carousel and LiveCarousel; no Swiper code). */
export type WakeIntent =
  { kind: 'autoplay' } | { kind: 'interaction' } | { kind: 'goTo'; index: number } | { kind: 'step'; delta: 1 | -1 };

/**
 * The element focused in the still view: a dot, or the `path`-th descendant (document order) of
 * a slide (-1: the slide itself).
 */
export type FocusTarget = { kind: 'dot'; index: number } | { kind: 'slide'; slide: number; path: number };

/** A later, more specific intent replaces a vaguer one (a dot click after its pointerdown). */
export function strongerIntent(current: WakeIntent | null, next: WakeIntent): WakeIntent {
  if (!current) return next;
  if (next.kind === 'interaction' || next.kind === 'autoplay') return current.kind === 'autoplay' ? next : current;
  return next;
}
