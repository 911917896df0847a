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

/** Island slots whose one box spans [top, top + 300) px of the page. */
function page(sections: Record<string, number>): void {
  document.body.innerHTML = `<div id="root">${Object.keys(sections)
    .map(
      (id) =>
        `<div class="section-slot" data-section="${id}" data-island="block"><section><a href="/x">link in ${id}</a></section></div>`,
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

type Defer = typeof import('./deferSections');
/** Each test's fresh module, what it hydrated (in order) and what waited: all made live afterwards, so its listeners go. */
let loaded: { defer: Defer; ids: string[] }[] = [];
let hydrated: string[] = [];
async function load() {
  const defer = await import('./deferSections');
  const start = () => {
    const ids = defer.hydrateIslandsWhenNear([...document.querySelectorAll<HTMLElement>('[data-island]')], (slot) =>
      hydrated.push(slot.dataset.section!),
    );
    loaded.push({ defer, ids });
    return ids;
  };
  return { ...defer, start };
}

beforeEach(() => {
  observers = [];
  hydrated = [];
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  // Every island goes live, so each test's module lets go of the document's listeners.
  const every = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((slot) => slot.dataset.section!);
  for (const { defer, ids } of loaded) [...ids, ...every].forEach((id) => defer.markLive(id));
  loaded = [];
  vi.unstubAllGlobals();
});

const box = (id: string) => document.querySelector(`[data-section="${id}"] > section`)!;

describe('islands below the fold wait for the visitor', () => {
  it('hydrates the islands in the viewport at once, and none outside it, even one just below the fold', async () => {
    const defer = await load();
    page({
      hero: 0,
      fold: window.innerHeight - 50,
      next: window.innerHeight + 10,
      far: window.innerHeight + defer.NEAR_PX + 50,
    });
    expect(defer.start()).toEqual(['next', 'far']);
    expect(hydrated).toEqual(['hero', 'fold']);
  });

  it('watches the viewport from the first scroll on, and then hydrates what is within NEAR_PX', async () => {
    const defer = await load();
    page({ hero: 0, next: window.innerHeight + 10, far: window.innerHeight + defer.NEAR_PX + 50 });
    defer.start();
    expect(observers[0]!.observed).toHaveLength(0); // a page opened and left alone loads nothing more
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(observers[0]!.observed).toHaveLength(2); // once
    // The observer's first report (its margin is NEAR_PX) says the next island is near.
    observers[0]!.callback([
      { isIntersecting: true, target: box('next') },
      { isIntersecting: false, target: box('far') },
    ]);
    expect(hydrated).toEqual(['hero', 'next']);
  });

  it('hydrates an island once, however often it is neared', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    defer.start();
    observers[0]!.callback([{ isIntersecting: true, target: box('far') }]);
    observers[0]!.callback([{ isIntersecting: true, target: box('far') }]);
    box('far').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrated).toEqual(['hero', 'far']);
  });

  it('hydrates an island that keyboard focus reaches before the viewport does', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    defer.start();
    document.querySelector<HTMLAnchorElement>('[data-section="far"] a')!.focus();
    expect(hydrated).toEqual(['hero', 'far']);
    expect(observers[0]!.disconnected).toBe(false);
    defer.markLive('far');
    expect(observers[0]!.disconnected).toBe(false); // the hero is not live yet
    defer.markLive('hero');
    expect(observers[0]!.disconnected).toBe(true); // nothing left to watch
  });

  it('leaves a section that is no island alone', async () => {
    const defer = await load();
    page({ hero: 0 });
    document
      .querySelector('#root')!
      .insertAdjacentHTML(
        'beforeend',
        '<div class="section-slot" data-section="text"><section><button>Nothing</button></section></div>',
      );
    defer.start();
    const button = document.querySelector('[data-section="text"] button')!;
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(hydrated).toEqual(['hero']);
  });

  it('holds a button press made before the island is live and replays it once it is', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    box('far').insertAdjacentHTML('beforeend', '<form><button type="submit">Book</button></form>');
    defer.start();
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
    expect(hydrated).toEqual(['hero', 'far']); // the press asked for the code
    defer.markLive('far');
    await vi.waitFor(() => expect(clicks).toEqual([false]));
    expect(submits).toEqual(['submit']);
  });

  it('holds a press on an island in view until it is live (its code may still be loading)', async () => {
    const defer = await load();
    page({ menu: 0 });
    box('menu').insertAdjacentHTML('beforeend', '<button>Filters</button>');
    expect(defer.start()).toEqual([]);
    expect(hydrated).toEqual(['menu']); // it hydrates at once...
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
    box('far').insertAdjacentHTML('beforeend', '<div role="tab" tabindex="0">Lunch</div><input aria-label="Name">');
    defer.start();
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

  it('checks a radio or checkbox pressed with Space, and moves a radio group with the arrows, once live', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000 });
    box('far').insertAdjacentHTML(
      'beforeend',
      `<fieldset><input type="radio" name="size" value="s"><input type="radio" name="size" value="m">
        <input type="radio" name="size" value="l" disabled><input type="radio" name="size" value="xl"></fieldset>
        <input type="checkbox" name="extra">`,
    );
    defer.start();
    const radios = [...document.querySelectorAll<HTMLInputElement>('[data-section="far"] input[type="radio"]')];
    const extra = document.querySelector<HTMLInputElement>('[data-section="far"] input[type="checkbox"]')!;
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    // Held: the browser's own checking would be undone as React hydrates the controlled group.
    expect(press(radios[0]!, ' ')).toBe(false);
    expect(press(radios[0]!, 'ArrowDown')).toBe(false);
    expect(press(extra, ' ')).toBe(false);
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, false, false]);
    defer.markLive('far');
    await vi.waitFor(() => expect(radios.map((radio) => radio.checked)).toEqual([false, true, false, false]));
    expect(document.activeElement).toBe(radios[1]);
    expect(extra.checked).toBe(true);
    // The disabled one is stepped over, and the group wraps round; right to left, ← is next.
    expect(defer.radioAfterKey(radios[1]!, 'ArrowDown')).toBe(radios[3]);
    expect(defer.radioAfterKey(radios[3]!, 'ArrowRight')).toBe(radios[0]);
    expect(defer.radioAfterKey(radios[0]!, 'ArrowUp')).toBe(radios[3]);
    expect(defer.radioAfterKey(radios[0]!, 'Enter')).toBeNull();
    document.documentElement.dir = 'rtl';
    try {
      expect(defer.radioAfterKey(radios[0]!, 'ArrowLeft')).toBe(radios[1]);
      expect(defer.radioAfterKey(radios[1]!, 'ArrowRight')).toBe(radios[0]);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('takes over the buttons pressed before the page script ran (boot.ts held them), then holds no more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // this page names no app modules for boot
    page({ hero: 0, far: 2000 });
    box('far').insertAdjacentHTML('beforeend', '<button type="button">Add</button><form><button>Book</button></form>');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="outside">Menu</button><button type="button" data-opens="search">Search</button>',
    );
    document.addEventListener('submit', (event) => event.preventDefault(), { once: true }); // jsdom cannot send forms
    await import('./boot');
    const [add, book, outside, opener] = [
      '[data-section="far"] button',
      '[data-section="far"] form button',
      '#outside',
      '[data-opens]',
    ].map((selector) => document.querySelector<HTMLButtonElement>(selector)!);
    const pressed: string[] = [];
    for (const button of [add!, book!, outside!, opener!])
      button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
    const press = (button: HTMLButtonElement) =>
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Before the page script: the island's plain button and a dialog's opener are held; a submit
    // button sends its form as HTML, and another button outside every island is not held.
    expect(press(add!)).toBe(false);
    expect(press(book!)).toBe(true);
    expect(press(outside!)).toBe(true);
    expect(press(opener!)).toBe(false);
    expect(pressed).toEqual(['Book', 'Menu']);

    const defer = await load();
    defer.start();
    defer.takeEarlyPresses();
    expect(hydrated).toEqual(['hero', 'far']); // the held press asked for its island's code
    expect(pressed).toEqual(['Book', 'Menu', 'Search']); // the opener's behaviour is on: pressed at once
    defer.markLive('far');
    await vi.waitFor(() => expect(pressed).toEqual(['Book', 'Menu', 'Search', 'Add']));
    press(add!);
    press(opener!);
    expect(pressed).toEqual(['Book', 'Menu', 'Search', 'Add', 'Add', 'Search']); // boot holds no more
  });

  it('drops an early press on a page whose islands the script does not hold, and holds no more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page({ hero: 0 });
    box('hero').insertAdjacentHTML('beforeend', '<button type="button">Next</button>');
    await import('./boot');
    const next = document.querySelector<HTMLButtonElement>('[data-section="hero"] button')!;
    let presses = 0;
    next.addEventListener('click', () => presses++);
    next.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const defer = await load();
    defer.takeEarlyPresses(); // a page the script renders whole: no island waits
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presses).toBe(0);
    next.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(presses).toBe(1);
  });

  it('wakeAll hydrates every waiting island', async () => {
    const defer = await load();
    page({ hero: 0, far: 2000, farther: 3000 });
    defer.start();
    defer.wakeAll();
    expect(hydrated).toEqual(['hero', 'far', 'farther']);
  });

  it('defers nothing where IntersectionObserver is missing (the islands hydrate at once)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const defer = await load();
    page({ hero: 0, far: 2000 });
    expect(defer.start()).toEqual([]);
    expect(hydrated).toEqual(['hero', 'far']);
  });
});
