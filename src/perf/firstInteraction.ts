/**
 * The visitor's first act on the page: a touch, a press of a pointer or a key. Code a page needs
 * only once the visitor does something (a state machine behind a form or a filter) starts loading
 * then, not with the first view: see lazyActor.ts.
 */
const INTENT = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Runs `load` once, at the first touch, pointer press or key press anywhere. Returns a stop function. */
export function onFirstInteraction(load: () => void): () => void {
  const stop = () => {
    for (const type of INTENT) document.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    stop();
    load();
  }
  for (const type of INTENT) document.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
