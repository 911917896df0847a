/**
 * Speed technique: sections below the fold hydrate when the visitor comes near them (with
 * WhenNear.tsx, its React half, and boot.ts, which preloads only the near sections' code).
 *
 * What it does: their HTML is complete from the prerender (text, prices, images, working links),
 * so until then React leaves it alone: each section sits in its own Suspense boundary
 * (src/render/Sections.tsx), and a boundary whose code has not been asked for stays as the
 * server sent it. A phone then downloads and runs only the code of what it shows first (the
 * sections in the viewport), and each further section's code once the visitor scrolls it within
 * NEAR_PX of the viewport, focuses it or points at it. The look-ahead starts with the first
 * scroll: a section just below the fold is not what the page shows first.
 *
 * A press on a button or a key on a control of a section that is not live yet (below the fold,
 * or in view with its code still on its way) is held and replayed once the section is live
 * (`markLive`), so it is never lost; links and text fields work natively all along.
 *
 * Anything that could change a waiting section wakes every section at once (`wakeAll`): a
 * navigation (including a query-string or hash change) or a language switch. React then hydrates
 * each from its HTML first and applies the change after, as it does for any update reaching
 * content that is still hydrating.
 *
 * Sections hydrate with the data their HTML was rendered from (HydrationDataContext in
 * src/data/DataProvider.tsx), even when the live version's data has been read again since (a
 * publish while the page was open).
 *
 * What it buys on `npm run bench`: mobile TBT on the Arabic home 109 → 39 ms (2026-11-22), and
 * each route's own JS is only what its first view shows (the "JS own" column).
 *
 * When it could go: React has no built-in way to hydrate a boundary later (selective hydration
 * only reorders it); if it gets one (or the page's sections became server components with no
 * client code), this and its event replay are unnecessary. Before removing it, run the bench on
 * `/ar/` and `/`: their TBT is what it holds under the 100 ms budget.
 */
/** How far outside the viewport a section starts loading its code once the visitor scrolls. */
export const NEAR_PX = 400;

/** A section whose HTML React has not taken over yet. */
interface Pending {
  /** Settles when the section may load its code; null once it has been opened. */
  gate: Promise<void> | null;
  open: () => void;
  /** Settles when the section is live (markLive). */
  live: Promise<void>;
  setLive: () => void;
}

const pending = new Map<string, Pending>();
let stopWatching: (() => void) | null = null;

/** The elements a section slot lays out (the slot itself is `display: contents`). */
function boxesOf(slot: Element): Element[] {
  return [...slot.children];
}

/**
 * True when any part of the section is within `margin` px of the viewport (0: in it; the same
 * test as src/perf/boot.ts makes for the sections whose code it preloads).
 */
export function isNearViewport(slot: Element, margin = NEAR_PX): boolean {
  return boxesOf(slot).some((box) => {
    const rect = box.getBoundingClientRect();
    return rect.bottom > -margin && rect.top < window.innerHeight + margin && (rect.width > 0 || rect.height > 0);
  });
}

function open(id: string): void {
  const entry = pending.get(id);
  if (entry?.gate) {
    entry.gate = null;
    entry.open();
  }
}

function sectionOf(target: EventTarget | null): string | undefined {
  return target instanceof Element ? target.closest<HTMLElement>('[data-section]')?.dataset.section : undefined;
}

/** Controls whose press means something only to the app (a link or a text field works without it). */
const PRESSABLE =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], summary, input[type="checkbox"], input[type="radio"]';
const TYPED_INTO = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Holds a press meant for a section that is not live yet and replays it once it is: a click on a
 * button (or a submit button, which would otherwise send the form as plain HTML), and keys other
 * than Tab on a focused control that is not a text field.
 */
function holdUntilLive(event: Event): void {
  const id = sectionOf(event.target);
  const entry = id === undefined ? undefined : pending.get(id);
  if (!entry || !(event.target instanceof Element)) return;
  open(id!);
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

/** Opens the section holding `target` (an element reached by the viewport, focus or a pointer). */
function wakeSectionOf(target: EventTarget | null): void {
  const id = sectionOf(target);
  if (id !== undefined) open(id);
}

const wakeFromEvent = (event: Event): void => wakeSectionOf(event.target);

/**
 * Called once before hydrating a prerendered page: every section slot (`[data-section]`) outside
 * the viewport waits. Returns the ids that wait (for tests and logs). Section ids are unique
 * within a page, not across the site: another route's page forgets them (`notePageState`).
 */
export function deferSectionsBelowTheFold(root: ParentNode): string[] {
  if (typeof IntersectionObserver !== 'function') return [];
  const all = [...root.querySelectorAll<HTMLElement>('[data-section]')].filter((slot) => slot.dataset.section);
  if (all.length === 0) return [];
  const slots = all.filter((slot) => !isNearViewport(slot, 0));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wakeSectionOf(entry.target);
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  // Keyboard focus or a pointer reaching a section wakes it too (a tab key press can move
  // focus into a section the viewport has not reached yet).
  const wakers = ['focusin', 'pointerover', 'touchstart'] as const;
  const holders = ['click', 'keydown'] as const;
  for (const type of wakers) document.addEventListener(type, wakeFromEvent, { capture: true, passive: true });
  for (const type of holders) document.addEventListener(type, holdUntilLive, { capture: true });
  // The viewport is watched from the visitor's first scroll (or a resize) on: its first report
  // then opens whatever is already within NEAR_PX.
  const boxes = slots.flatMap(boxesOf);
  const lookAhead = () => {
    window.removeEventListener('scroll', lookAhead);
    window.removeEventListener('resize', lookAhead);
    boxes.forEach((box) => observer.observe(box));
  };
  window.addEventListener('scroll', lookAhead, { passive: true });
  window.addEventListener('resize', lookAhead, { passive: true });
  stopWatching = () => {
    observer.disconnect();
    window.removeEventListener('scroll', lookAhead);
    window.removeEventListener('resize', lookAhead);
    for (const type of wakers) document.removeEventListener(type, wakeFromEvent, { capture: true });
    for (const type of holders) document.removeEventListener(type, holdUntilLive, { capture: true });
    stopWatching = null;
  };
  // The sections in the viewport hydrate at once, but their code may still be on its way when
  // the visitor taps: React drops a click on content it cannot hydrate yet, so their presses are
  // held too, with no gate to open.
  for (const slot of all) {
    if (slots.includes(slot)) continue;
    let setLive!: () => void;
    const live = new Promise<void>((done) => (setLive = done));
    pending.set(slot.dataset.section!, { gate: null, open: () => undefined, live, setLive });
  }
  for (const slot of slots) {
    const id = slot.dataset.section!;
    let release!: () => void;
    let setLive!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const live = new Promise<void>((done) => (setLive = done));
    pending.set(id, {
      gate,
      live,
      // Marked settled at once, so a render right after reads it without suspending.
      // (React's use() reads a thenable's status and value.)
      open: () => {
        const settled: Promise<void> & { status?: string; value?: undefined } = gate;
        settled.status = 'fulfilled';
        settled.value = undefined;
        release();
      },
      setLive,
    });
  }
  return slots.map((slot) => slot.dataset.section!);
}

/** The promise a section's code waits on while it is deferred, or null when it need not wait. */
export function sectionGate(id: string): Promise<void> | null {
  return pending.get(id)?.gate ?? null;
}

/** True while the section's HTML is still waiting for its code. */
export function isDeferred(id: string): boolean {
  return sectionGate(id) !== null;
}

/** The section has hydrated: presses held for it are replayed (called by src/render/Sections.tsx). */
export function markLive(id: string): void {
  late.delete(id);
  const entry = pending.get(id);
  if (!entry) return;
  open(id);
  pending.delete(id);
  entry.setLive();
  if (pending.size === 0) stopWatching?.();
}

/** Every waiting section hydrates now (something is about to change the page). */
export function wakeAll(): void {
  for (const id of pending.keys()) open(id);
}

// --- Sections hydrating late, and what the page does meanwhile --------------------------------

/** Sections that waited for the visitor: their first render must match their HTML. */
const late = new Set<string>();

/** A waiting section has been rendered (and suspended) once: it will hydrate late. */
export function noteHydratingLate(id: string): void {
  late.add(id);
}

/**
 * True while the section hydrates from the published HTML, at once or late (until `markLive`):
 * its first render reads what the HTML was made from (its data, and an empty cart).
 */
export function isHydrating(id: string): boolean {
  return late.has(id) || pending.has(id);
}

/** Another page replaces this one: its waiting sections will never hydrate; forget them. */
function forgetAll(): void {
  wakeAll();
  pending.clear();
  late.clear();
  stopWatching?.();
}

export interface PageState {
  /** The location's key (changes with every navigation: path, query or hash). */
  key: string;
  /** The config route shown (the same in both languages). */
  route: unknown;
  language: string;
  requested: string;
}
let firstState: PageState | null = null;

/**
 * Called while rendering the page's root on every render (src/render/routes.tsx), before React
 * reaches the sections: the first call records the page as hydrated; a later one with another
 * address or language wakes the waiting sections, so they hydrate from their HTML before the
 * change reaches them (a navigation is a transition, which would otherwise wait for them), and
 * forgets them when another route replaces the page.
 */
export function notePageState(state: PageState): void {
  if (!firstState) {
    firstState = state;
    return;
  }
  if (pending.size === 0 && late.size === 0) return;
  if (state.route !== firstState.route) forgetAll();
  else if (
    state.key !== firstState.key ||
    state.language !== firstState.language ||
    state.requested !== firstState.requested
  )
    wakeAll();
}
