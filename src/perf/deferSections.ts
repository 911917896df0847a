/**
 * Speed technique: interactive blocks hydrate when the visitor comes near them (with
 * IslandLive.tsx, its React half, src/islands/start.tsx, which mounts each island's root, and
 * boot.ts, which preloads only the code of the islands in view).
 *
 * What it does: a page's HTML is complete from the prerender (text, prices, images, working
 * links), and only its islands, the blocks a visitor acts on, ever hydrate (src/islands/). Those in
 * the viewport hydrate when the app starts (after the first view has painted, src/perf/boot.ts);
 * each other one, its code downloaded then, once the visitor scrolls it within NEAR_PX of the
 * viewport, focuses it or points at it. The look-ahead starts with the first scroll: an island
 * just below the fold is not what the page shows first.
 *
 * A press on a button or a key on a control of an island that is not live yet (below the fold,
 * or in view with its code still on its way) is held and replayed once the island is live
 * (`markLive`), so it is never lost; links and text fields work natively all along. A button
 * pressed before this script ran was held by boot.ts, and is taken over here.
 *
 * What it buys on `npm run bench`: the first view runs only the code of what it shows (mobile TBT
 * on the Arabic home 109 → 39 ms when sections were deferred this way, 2026-11-22).
 *
 * When it could go: if React could hydrate a root when it comes into view by itself (selective
 * hydration only reorders the work), or the islands became server components with no client code.
 */
import { inlineStep } from '../i18n/arrowKeys';
// Its type only, which leaves nothing behind: boot.ts runs on its own and holds the presses.
import type { EarlyPresses } from './boot';

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
/** Inputs that take keys but are not typed into: Space checks them, arrows move a radio group's choice. */
const CHECKABLE = 'input[type="checkbox"], input[type="radio"]';

/**
 * The radio an arrow key on `radio` would check, as the browser moves a group's choice (next
 * with ↓, and → or ← as the text runs; wrapping round), or null for another key.
 */
export function radioAfterKey(radio: HTMLInputElement, key: string): HTMLInputElement | null {
  if (!key.startsWith('Arrow') || radio.name === '') return null;
  const step =
    key === 'ArrowDown'
      ? 1
      : key === 'ArrowUp'
        ? -1
        : inlineStep(key, getComputedStyle(radio).direction === 'rtl' ? 'rtl' : 'ltr');
  if (step === 0) return null;
  const scope = radio.form ?? radio.ownerDocument;
  const group = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (other) => other.name === radio.name && other.form === radio.form && (other === radio || !other.disabled),
  );
  const at = group.indexOf(radio);
  return group.length > 1 ? group[(at + step + group.length) % group.length]! : null;
}

/**
 * Replays a held key on `control`. A key event made by script has no default action, so what
 * the browser would have done is done here: Enter and Space on a button are its click, Space on
 * a checkbox or radio checks it, an arrow key moves a radio group's choice; other keys go to the
 * control's handlers.
 */
function replayKey(control: HTMLElement, init: KeyboardEventInit): void {
  const { key = '' } = init;
  if (
    ((key === 'Enter' || key === ' ') && control.matches('button, summary')) ||
    (key === ' ' && control.matches(CHECKABLE))
  ) {
    control.click();
    return;
  }
  const next = control instanceof HTMLInputElement && control.type === 'radio' ? radioAfterKey(control, key) : null;
  if (next) {
    next.focus();
    next.click();
  } else control.dispatchEvent(new KeyboardEvent('keydown', init));
}

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
  if (
    key &&
    (key.key === 'Tab' ||
      key.altKey ||
      key.ctrlKey ||
      key.metaKey ||
      (event.target.closest(TYPED_INTO) && !event.target.matches(CHECKABLE)))
  )
    return;
  const control = event.target.closest<HTMLElement>(PRESSABLE);
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!key) {
    pressWhenLive(entry, control);
    return;
  }
  const init: KeyboardEventInit = {
    key: key.key,
    code: key.code,
    shiftKey: key.shiftKey,
    bubbles: true,
    cancelable: true,
  };
  pressWhenLive(entry, control, () => replayKey(control, init));
}

/**
 * Presses a held control again once its island is live (a click, or `press`), unless the island
 * re-rendered it away meanwhile.
 */
function pressWhenLive(entry: Pending, control: HTMLElement, press = () => control.click()): void {
  void entry.live.then(() => {
    if (control.isConnected) press();
  });
}

const wakeFromEvent = (event: Event): void => wake(sectionOf(event.target));

/**
 * Takes over the presses boot.ts held before the page script ran, on `window.__earlyPresses` (the
 * same name there, and boot's type: boot imports nothing), and stops boot holding more. Called by
 * src/main.tsx once its islands are set up (`hydrateIslandsWhenNear`) and the dialogs watched, also
 * on a page it renders whole: each island pressed wakes, and its press is replayed once it is live,
 * as `holdUntilLive` does; a press outside every island (a dialog's opener) is replayed at once; a
 * press on an island that does not wait is dropped, as the page's script was not there to take it.
 */
export function takeEarlyPresses(): void {
  const early = (window as { __earlyPresses?: EarlyPresses }).__earlyPresses;
  if (!early || early.taken) return;
  early.taken = true;
  for (const control of early.controls.splice(0)) {
    const id = sectionOf(control);
    const entry = id === undefined ? undefined : pending.get(id);
    if (entry) {
      entry.wake();
      pressWhenLive(entry, control);
    } else if (id === undefined && control.isConnected) control.click();
  }
}

/**
 * Calls `hydrate(slot)` once for each island slot (`[data-island]`, with its section id): at once
 * for those in the viewport, the others when the visitor comes near them (see the header).
 * Returns the ids that wait (for tests and logs).
 */
export function hydrateIslandsWhenNear(slots: readonly HTMLElement[], hydrate: (slot: HTMLElement) => void): string[] {
  const islands = slots.filter((slot) => slot.dataset.section);
  const later = islands.filter((slot) => typeof IntersectionObserver === 'function' && !isNearViewport(slot, 0));
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
  if (islands.length > 0) watch(later);
  // The islands in view hydrate now, but their code may still be on its way when the visitor
  // taps: React drops a click on content it cannot hydrate yet, so their presses are held too.
  for (const slot of islands) if (!later.includes(slot)) wake(slot.dataset.section);
  return later.map((slot) => slot.dataset.section!);
}

function watch(later: readonly HTMLElement[]): void {
  const observer =
    later.length > 0
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) wake(sectionOf(entry.target));
          },
          { rootMargin: `${NEAR_PX}px 0px` },
        )
      : null;
  // Keyboard focus or a pointer reaching an island wakes it too (a tab key press can move focus
  // into an island the viewport has not reached yet).
  const wakers = ['focusin', 'pointerover', 'touchstart'] as const;
  const holders = ['click', 'keydown'] as const;
  for (const type of wakers) document.addEventListener(type, wakeFromEvent, { capture: true, passive: true });
  for (const type of holders) document.addEventListener(type, holdUntilLive, { capture: true });
  // The viewport is watched from the visitor's first scroll (or a resize) on: its first report
  // then opens whatever is already within NEAR_PX.
  const boxes = later.flatMap(boxesOf);
  const lookAhead = () => {
    window.removeEventListener('scroll', lookAhead);
    window.removeEventListener('resize', lookAhead);
    boxes.forEach((box) => observer?.observe(box));
  };
  window.addEventListener('scroll', lookAhead, { passive: true });
  window.addEventListener('resize', lookAhead, { passive: true });
  stopWatching = () => {
    observer?.disconnect();
    window.removeEventListener('scroll', lookAhead);
    window.removeEventListener('resize', lookAhead);
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
