/**
 * The visitor's first act on the page: a touch, a press of a pointer or a key. Code a page needs
 * only once the visitor does something (a state machine behind a form or a filter) starts loading
 * then, not with the first view: see lazyActor.ts.
 *
 * It loads once that first act is over and its answer is on screen: after the tap's click (or the
 * touch that became a scroll, or the key's release) and the frame painted after it. Loaded at the
 * press itself, it ran before the tap's click in the same interaction (Vite's preload links, the
 * machines' modules asked for: 45 ms on the menu's first "+" at 4×), and the tap's INP counts it.
 * Nothing waits for it meanwhile: an event sent to a machine not yet loaded loads it
 * (lazyActor.ts), and the cart's store applies its own changes until its machine is in.
 */
import { afterPaint } from './nextTask';

const INTENT = ['pointerdown', 'touchstart', 'keydown'] as const;

/** The act is over: its click, a touch the browser took for a scroll, or the key let go. */
const ENDED = ['click', 'pointercancel', 'touchcancel', 'keyup'] as const;

/** A press held longer (a long press, a drag) loads anyway. */
export const LONGEST_ACT_MS = 1000;

/** Runs `load` once, after the first touch, pointer press or key press anywhere. Returns a stop function. */
export function onFirstInteraction(load: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = (types: readonly string[], listener: () => void, on: boolean) => {
    for (const type of types)
      if (on) document.addEventListener(type, listener, { capture: true, passive: true });
      else document.removeEventListener(type, listener, { capture: true });
  };
  function ended() {
    listen(ENDED, ended, false);
    clearTimeout(timer);
    void afterPaint().then(() => {
      if (!stopped) load();
    });
  }
  function began() {
    listen(INTENT, began, false);
    listen(ENDED, ended, true);
    timer = setTimeout(ended, LONGEST_ACT_MS);
  }
  listen(INTENT, began, true);
  return () => {
    stopped = true;
    clearTimeout(timer);
    listen(INTENT, began, false);
    listen(ENDED, ended, false);
  };
}
