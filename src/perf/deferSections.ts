/**
 * Speed technique: interactive blocks hydrate when the visitor acts (with IslandLive.tsx, its
 * React half, src/islands/start.tsx, which mounts each island's root, and boot.ts, which preloads
 * only the code of the islands in view).
 *
 * What it does: a page's HTML is complete from the prerender (text, prices, images, working
 * links), and only its islands, the blocks a visitor acts on, ever hydrate (src/islands/). None
 * hydrates while the page loads: React and the islands' code run from the visitor's first act on
 * the page (a scroll, a touch, a key, a pointer moved or pressed, focus), which hydrates the
 * islands within NEAR_PX of the viewport then, and each other one as the visitor scrolls it
 * within NEAR_PX, focuses it or points at it. Their code is on the device by then: boot.ts
 * preloads that of the islands in view once the first view has painted. A visitor whose browser
 * keeps something the islands show and the HTML cannot (a saved cart, past orders, a table:
 * `atOnce`) has those in view hydrated at once instead.
 *
 * A press on a button or a key on a control of an island that is not live yet (its first act, or
 * one on an island whose code is still on its way) is held and replayed once the island is live
 * (`markLive`), so it is never lost; links and text fields work natively all along.
 *
 * What it buys on `npm run bench`: the page's load runs no React at all. React DOM's evaluation
 * alone is one task of about 16 ms on the reference machine (a third of Lighthouse's 50 ms once
 * slowed to a 1,700 host), and hydrating the menu another 10–15 ms (docs/speed.md). Before the
 * islands, sections were deferred this way below the fold only (mobile TBT on the Arabic home
 * 109 → 39 ms, 2026-11-22).
 *
 * When it could go: if React could hydrate a root when it comes into view by itself (selective
 * hydration only reorders the work), or the islands became server components with no client code.
 */
/** How far outside the viewport an island starts loading its code once the visitor scrolls. */
export const NEAR_PX = 400;

/** An island whose HTML React has not taken over yet. */
interface Pending {
  /** Asks for its hydration (once). */
  wake: () => void;
  /** Settles when the island is live (markLive). */
  live: Promise<void>;
  setLive: () => void;
}

const pending = new Map<string, Pending>();
let stopWatching: (() => void) | null = null;

/** The elements a slot lays out (the slot itself is `display: contents`). */
function boxesOf(slot: Element): Element[] {
  return [...slot.children];
}

/**
 * True when any part of the section is within `margin` px of the viewport (0: in it; the same
 * test as src/perf/boot.ts makes for the islands whose code it preloads).
 */
export function isNearViewport(slot: Element, margin = NEAR_PX): boolean {
  return boxesOf(slot).some((box) => {
    const rect = box.getBoundingClientRect();
    return rect.bottom > -margin && rect.top < window.innerHeight + margin && (rect.width > 0 || rect.height > 0);
  });
}

function sectionOf(target: EventTarget | null): string | undefined {
  return target instanceof Element ? target.closest<HTMLElement>('[data-island]')?.dataset.section : undefined;
}

function wake(id: string | undefined): void {
  if (id !== undefined) pending.get(id)?.wake();
}

/** Controls whose press means something only to the app (a link or a text field works without it). */
const PRESSABLE =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], summary, input[type="checkbox"], input[type="radio"]';
const TYPED_INTO = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Holds a press meant for an island that is not live yet and replays it once it is: a click on a
 * button (or a submit button, which would otherwise send the form as plain HTML), and keys other
 * than Tab on a focused control that is not a text field.
 */
function holdUntilLive(event: Event): void {
  const id = sectionOf(event.target);
  const entry = id === undefined ? undefined : pending.get(id);
  if (!entry || !(event.target instanceof Element)) return;
  entry.wake();
  const key = event.type === 'keydown' ? (event as KeyboardEvent) : null;
  if (key && (key.key === 'Tab' || key.altKey || key.ctrlKey || key.metaKey || event.target.closest(TYPED_INTO)))
    return;
  const control = event.target.closest<HTMLElement>(PRESSABLE);
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!key) {
    void entry.live.then(() => control.isConnected && control.click());
    return;
  }
  const init: KeyboardEventInit = {
    key: key.key,
    code: key.code,
    shiftKey: key.shiftKey,
    bubbles: true,
    cancelable: true,
  };
  void entry.live.then(() => {
    if (!control.isConnected) return;
    // Enter and Space on a button are its click; other keys go to the control's handlers.
    if ((key.key === 'Enter' || key.key === ' ') && control.matches('button, summary')) control.click();
    else control.dispatchEvent(new KeyboardEvent('keydown', init));
  });
}

const wakeFromEvent = (event: Event): void => wake(sectionOf(event.target));

/** The visitor's first acts on a page: any of them wakes the islands near the viewport. */
const FIRST_ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

export interface IslandsOptions {
  /**
   * Hydrates the islands in the viewport at once rather than at the visitor's first act: what the
   * browser keeps for them (a saved cart, past orders) shows in none of the page's HTML.
   */
  atOnce?: boolean;
}

/**
 * Calls `hydrate(slot)` once for each island slot (`[data-island]`, with its section id): from
 * the visitor's first act on, for those near the viewport then and the others as the visitor
 * nears them (see the header); at once for those in view with `atOnce`. Returns the ids that wait.
 */
export function hydrateIslandsWhenNear(
  slots: readonly HTMLElement[],
  hydrate: (slot: HTMLElement) => void,
  { atOnce = false }: IslandsOptions = {},
): string[] {
  const islands = slots.filter((slot) => slot.dataset.section);
  for (const slot of islands) {
    let setLive!: () => void;
    const live = new Promise<void>((done) => (setLive = done));
    let woken = false;
    pending.set(slot.dataset.section!, {
      wake: () => {
        if (woken) return;
        woken = true;
        hydrate(slot);
      },
      live,
      setLive,
    });
  }
  // Without IntersectionObserver nothing could wake them later: every island hydrates now.
  const watching = typeof IntersectionObserver === 'function';
  const now = watching ? (atOnce ? islands.filter((slot) => isNearViewport(slot, 0)) : []) : islands;
  if (islands.length > 0 && watching) watch(islands);
  for (const slot of now) wake(slot.dataset.section);
  return islands.filter((slot) => !now.includes(slot)).map((slot) => slot.dataset.section!);
}

function watch(islands: readonly HTMLElement[]): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(sectionOf(entry.target));
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  // Keyboard focus or a pointer reaching an island wakes it too (a tab key press can move focus
  // into an island the viewport has not reached yet), and a press on one is held until it is live.
  const wakers = ['focusin', 'pointerover', 'touchstart'] as const;
  const holders = ['click', 'keydown'] as const;
  for (const type of wakers) document.addEventListener(type, wakeFromEvent, { capture: true, passive: true });
  for (const type of holders) document.addEventListener(type, holdUntilLive, { capture: true });
  // The viewport is watched from the visitor's first act on: the observer's first report then
  // wakes whatever is within NEAR_PX.
  const boxes = islands.flatMap(boxesOf);
  const firstAct = () => {
    stopFirstActs();
    boxes.forEach((box) => observer.observe(box));
  };
  const stopFirstActs = () => {
    window.removeEventListener('scroll', firstAct);
    for (const type of FIRST_ACTS) document.removeEventListener(type, firstAct, { capture: true });
  };
  window.addEventListener('scroll', firstAct, { passive: true });
  for (const type of FIRST_ACTS) document.addEventListener(type, firstAct, { capture: true, passive: true });
  stopWatching = () => {
    observer.disconnect();
    stopFirstActs();
    for (const type of wakers) document.removeEventListener(type, wakeFromEvent, { capture: true });
    for (const type of holders) document.removeEventListener(type, holdUntilLive, { capture: true });
    stopWatching = null;
  };
}

/** The island has hydrated: presses held for it are replayed (called by IslandLive.tsx). */
export function markLive(id: string): void {
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  entry.setLive();
  if (pending.size === 0) stopWatching?.();
}

/** Every island waiting hydrates now. */
export function wakeAll(): void {
  for (const entry of pending.values()) entry.wake();
}
