/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** Slots whose one box spans [top, top + 300) px of the page. */
function page(sections: Record<string, number>): void {
  document.body.innerHTML = `<div id="root">${Object.keys(sections)
    .map(
      (id) => `<div class="section-slot" data-section="${id}"><section><a href="/x">link in ${id}</a></section></div>`,
    )
    .join('')}</div>`;
  for (const [id, top] of Object.entries(sections)) {
    const box = document.querySelector(`[data-section="${id}"] > section`)!;
    box.getBoundingClientRect = () => ({
      top,
      bottom: top + 300,
      height: 300,
      width: 400,
      left: 0,
      right: 400,
      x: 0,
      y: top,
      toJSON: () => null,
    });
  }
}

const settled = (promise: Promise<void> | null) => (promise as { status?: string } | null)?.status === 'fulfilled';

type Defer = typeof import('./deferSections');
/** Each test's fresh module, and what it deferred: settled afterwards so its listeners go. */
let loaded: { defer: Defer; ids: string[] }[] = [];
async function load(): Promise<Defer> {
  const defer = await import('./deferSections');
  const deferSectionsBelowTheFold = (root: ParentNode) => {
    const ids = defer.deferSectionsBelowTheFold(root);
    loaded.push({ defer, ids });
    return ids;
  };
  return { ...defer, deferSectionsBelowTheFold };
}

beforeEach(() => {
  observers = [];
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  // Every section goes live, so each test's module lets go of the document's listeners.
  const every = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((slot) => slot.dataset.section!);
  for (const { defer, ids } of loaded) [...ids, ...every].forEach((id) => defer.markLive(id));
  loaded = [];
  vi.unstubAllGlobals();
});

describe('sections below the fold wait for the visitor', () => {
  it('defers every section outside the viewport, even one just below the fold', async () => {
    const defer = await load();
    page({
      hero: 0,
      fold: window.innerHeight - 50,
      next: window.innerHeight + 10,
      far: window.innerHeight + defer.NEAR_PX + 50,
    });
    expect(defer.deferSectionsBelowTheFold(document)).toEqual(['next', 'far']);
    expect(defer.sectionGate('hero')).toBeNull();
    expect(defer.sectionGate('fold')).toBeNull();
    expect(defer.sectionGate('next')).toBeInstanceOf(Promise);
  });

  it('watches the viewport from the first scroll on, and then opens what is within NEAR_PX', async () => {
    const defer = await load();
    page({ hero: 0, next: window.innerHeight + 10, far: window.innerHeight + defer.NEAR_PX + 50 });
    defer.deferSectionsBelowTheFold(document);
    expect(observers[0]!.observed).toHaveLength(0); // a page opened and left alone loads nothing more
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(observers[0]!.observed).toHaveLength(2); // once
    // The observer's first report (its margin is NEAR_PX) says the next section is near.
    observers[0]!.callback([
      { isIntersecting: true, target: document.querySelector('[data-section="next"] > section')! },
      { isIntersecting: false, target: document.querySelector('[data-section="far"] > section')! },
    ]);
    expect(defer.isDeferred('next')).toBe(false);
    expect(defer.isDeferred('far')).toBe(true);
  });

  it('opens a section when it nears the viewport, and settles its gate at once', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000, farther: 3000 });
    defer.deferSectionsBelowTheFold(document);
    const gate = defer.sectionGate('far');
    observers[0]!.callback([
      { isIntersecting: true, target: document.querySelector('[data-section="far"] > section')! },
    ]);
    expect(settled(gate)).toBe(true); // a render right after reads it without suspending
    await expect(gate).resolves.toBeUndefined();
    expect(defer.isDeferred('far')).toBe(false);
    expect(defer.isDeferred('farther')).toBe(true);
  });

  it('opens a section that keyboard focus reaches before the viewport does', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    defer.deferSectionsBelowTheFold(document);
    document.querySelector<HTMLAnchorElement>('[data-section="far"] a')!.focus();
    expect(defer.isDeferred('far')).toBe(false);
    expect(observers[0]!.disconnected).toBe(false);
    defer.markLive('far');
    expect(observers[0]!.disconnected).toBe(false); // the hero is not live yet
    defer.markLive('hero');
    expect(observers[0]!.disconnected).toBe(true); // nothing left to watch
  });

  it('holds a button press made before the section is live and replays it once it is', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    document
      .querySelector('[data-section="far"] section')!
      .insertAdjacentHTML('beforeend', '<form><button type="submit">Book</button></form>');
    defer.deferSectionsBelowTheFold(document);
    const button = document.querySelector('[data-section="far"] button')!;
    const submits: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault(); // jsdom cannot send forms
      submits.push('submit');
    });
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const passedOn = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(passedOn).toBe(false); // the form is not sent as plain HTML...
    expect(clicks).toEqual([]); // ...and the press waits
    expect(defer.isDeferred('far')).toBe(false); // the press asked for the code
    defer.markLive('far');
    await vi.waitFor(() => expect(clicks).toEqual([false]));
    expect(submits).toEqual(['submit']);
  });

  it('holds a press on a section in view until it is live (its code may still be loading)', async () => {
    const defer = await load();
    page({ menu: 0 });
    document
      .querySelector('[data-section="menu"] section')!
      .insertAdjacentHTML('beforeend', '<button>Filters</button>');
    expect(defer.deferSectionsBelowTheFold(document)).toEqual([]);
    expect(defer.sectionGate('menu')).toBeNull(); // it hydrates at once...
    const button = document.querySelector('[data-section="menu"] button')!;
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toBe(0); // ...but a tap before it has is not lost on React
    defer.markLive('menu');
    await vi.waitFor(() => expect(clicks).toBe(1));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toBe(2); // live: presses go straight through
  });

  it('holds arrow keys on a focused tab, but never a link, a text field or Tab', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    document
      .querySelector('[data-section="far"] section')!
      .insertAdjacentHTML('beforeend', '<div role="tab" tabindex="0">Lunch</div><input aria-label="Name">');
    defer.deferSectionsBelowTheFold(document);
    const tab = document.querySelector<HTMLElement>('[data-section="far"] [role="tab"]')!;
    const keys: string[] = [];
    tab.addEventListener('keydown', (event) => keys.push(event.key));
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(press(tab, 'ArrowLeft')).toBe(false);
    expect(press(tab, 'Tab')).toBe(true);
    expect(press(document.querySelector('[data-section="far"] a')!, 'Enter')).toBe(true);
    expect(press(document.querySelector('[data-section="far"] input')!, 'a')).toBe(true);
    expect(keys).toEqual(['Tab']);
    defer.markLive('far');
    await vi.waitFor(() => expect(keys).toEqual(['Tab', 'ArrowLeft']));
  });

  it('wakeAll opens every waiting section (a navigation or a language switch is coming)', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000, farther: 3000 });
    defer.deferSectionsBelowTheFold(document);
    const gates = [defer.sectionGate('far'), defer.sectionGate('farther')];
    defer.wakeAll();
    expect(gates.every(settled)).toBe(true);
    expect(defer.sectionGate('far')).toBeNull();
  });

  it('a change of address or language on the same page wakes the waiting sections; another page forgets them', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000, farther: 3000 });
    defer.deferSectionsBelowTheFold(document);
    const home = { key: 'a', route: 'home', language: 'en', requested: 'en' };
    defer.notePageState(home); // the hydrating render
    defer.noteHydratingLate('far');
    defer.notePageState({ ...home });
    expect(defer.isDeferred('far')).toBe(true); // a re-render of the same page changes nothing
    defer.notePageState({ ...home, requested: 'ar' }); // the language switch starts
    expect(defer.isDeferred('far')).toBe(false);
    expect(defer.isDeferred('farther')).toBe(false);
    expect(defer.isHydrating('far')).toBe(true); // it still hydrates from its HTML's data
    defer.notePageState({ key: 'b', route: 'menu', language: 'ar', requested: 'ar' }); // another page
    expect(defer.isHydrating('far')).toBe(false); // a section of the same id there is new
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('defers nothing where IntersectionObserver is missing (the sections hydrate at once)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const defer = await load();
    page({ hero: 0, far: 2000 });
    expect(defer.deferSectionsBelowTheFold(document)).toEqual([]);
    expect(defer.sectionGate('far')).toBeNull();
  });
});
