/**
 * The still carousel wakes (loads Swiper) when the visitor interacts with it: a press, a touch, a
 * sideways wheel, a key or focus. A swipe or an arrow key also says which way to step, and a
 * swipe that ends on a link does not follow it (as in Swiper). The press in progress is kept in
 * `handover.pressed`, so Swiper takes over only once it is released (a click lands first).
 */
import { useEffect, type RefObject } from 'react';
import { inlineStep } from '../../i18n/arrowKeys';
import type { Handover } from './handover';
import type { WakeIntent } from './intent';

/** Horizontal travel (px) that makes a press-and-release on the still view a swipe. */
const SWIPE_DISTANCE = 30;

export function useWakeOnInteraction({
  rootRef,
  live,
  handover,
  dirRef,
  wake,
  swapWhenFree,
}: {
  rootRef: RefObject<HTMLElement | null>;
  /** Swiper has taken over: nothing to listen for. */
  live: boolean;
  handover: RefObject<Handover>;
  dirRef: RefObject<'ltr' | 'rtl'>;
  wake: (intent: WakeIntent) => void;
  swapWhenFree: () => void;
}): void {
  useEffect(() => {
    const root = rootRef.current;
    if (live || !root) return undefined;
    const h = handover.current;
    let release: number | undefined;
    const blockClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.isPrimary === false || event.button > 0) return;
      h.pressed = { x: event.clientX, y: event.clientY };
      wake({ kind: 'interaction' });
    };
    const onPointerEnd = (event: PointerEvent) => {
      const start = h.pressed;
      if (!start || event.isPrimary === false) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      const swiped = event.type === 'pointerup' && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy);
      if (swiped) {
        const forward = dirRef.current === 'rtl' ? dx > 0 : dx < 0;
        wake({ kind: 'step', delta: forward ? 1 : -1 });
        // Like Swiper: a swipe that ends on a link does not follow it.
        root.addEventListener('click', blockClick, { capture: true });
      }
      // The click that follows this release is dispatched before the timeout runs.
      window.clearTimeout(release);
      release = window.setTimeout(() => {
        root.removeEventListener('click', blockClick, { capture: true });
        h.pressed = null;
        swapWhenFree();
      }, 0);
    };
    const onInteraction = () => wake({ kind: 'interaction' });
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) wake({ kind: 'interaction' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const step = inlineStep(event.key, dirRef.current);
      if (step !== 0) {
        if (
          event.target instanceof HTMLElement &&
          event.target.closest('input, textarea, select, [contenteditable="true"]')
        )
          return;
        event.preventDefault();
        wake({ kind: 'step', delta: step });
      } else if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) {
        wake({ kind: 'interaction' });
      }
    };
    root.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerEnd);
    window.addEventListener('pointercancel', onPointerEnd);
    root.addEventListener('touchstart', onInteraction, { passive: true });
    root.addEventListener('wheel', onWheel, { passive: true });
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onInteraction);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerEnd);
      window.removeEventListener('pointercancel', onPointerEnd);
      root.removeEventListener('touchstart', onInteraction);
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onInteraction);
      root.removeEventListener('click', blockClick, { capture: true });
      window.clearTimeout(release);
    };
  }, [rootRef, live, handover, dirRef, wake, swapWhenFree]);
}
