/** @vitest-environment jsdom */
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';
import { HydrateLater, HydrationQueue, HydrationQueueContext } from './hydrateLater';

/** A card whose button counts its presses: live once its handler is on. */
function Card({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <article data-card={name}>
      <h3>{name}</h3>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        {name} {presses}
      </button>
    </article>
  );
}

function Menu({ names, onCommit }: { names: readonly string[]; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <section>
      <h2>Menu</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <HydrateLater>
              <Card name={name} />
            </HydrateLater>
          </li>
        ))}
      </ul>
    </section>
  );
}

const NAMES = ['Hummus', 'Falafel', 'Tabbouleh'];
const containers: HTMLElement[] = [];

/** The menu's prerendered HTML in a container of the page. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Menu names={NAMES} />);
  document.body.append(container);
  containers.push(container);
  return container;
}

const press = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLButtonElement>(`[data-card="${name}"] button`)!.click();
const label = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-card="${name}"] button`)!.textContent;
/** Hydrates the menu's HTML in `container` as an island whose parts wait in `queue`. */
const hydrateWith = (container: HTMLElement, queue: HydrationQueue, onCommit?: () => void) =>
  hydrateRoot(
    container,
    <HydrationQueueContext value={queue}>
      <Menu names={NAMES} onCommit={onCommit} />
    </HydrationQueueContext>,
  );
/** Lets the microtasks of the current task run (a hydration's render among them). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(async () => {
  for (const container of containers.splice(0)) container.remove();
  // The components' runtime runs effects after a frame or, failing one, a 35 ms timer that then
  // cancels the frame: left pending past the last test, it fired once jsdom was gone (a busy
  // machine, "cancelAnimationFrame is not defined"). Let it fire here.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('HydrateLater', () => {
  it('renders its part at once outside a hydration, with no marker of its own', () => {
    const html = renderToString(<Menu names={['Hummus']} />);
    expect(html).toBe(
      '<section><h2>Menu</h2><ul><li><article data-card="Hummus"><h3>Hummus</h3><button type="button">Hummus 0</button></article></li></ul></section>',
    );
  });

  it('keeps each part as its HTML through the first render, then hydrates one per task in order', async () => {
    const container = prerendered();
    const before = [...container.querySelectorAll('article')];
    const queue = new HydrationQueue();
    const committed = new Promise<{ sealed: Promise<void> }>((resolve) => {
      hydrateWith(container, queue, () => resolve({ sealed: queue.seal() }));
    });
    await microtasks();
    // The cards are still their HTML: a press does nothing yet.
    press(container, 'Hummus');
    expect(label(container, 'Hummus')).toBe('Hummus 0');

    // The island's first render committed, its parts open a task each.
    const { sealed } = await committed;
    const live = () =>
      NAMES.filter((name) => {
        press(container, name);
        return label(container, name) !== `${name} 0`;
      });
    const seen: string[][] = [];
    while (seen.at(-1)?.length !== NAMES.length) {
      await nextTask();
      seen.push(live());
    }
    // In the page's order, and not all in one task.
    for (const step of seen) expect(step).toEqual(NAMES.slice(0, step.length));
    expect(seen.some((step) => step.length > 0 && step.length < NAMES.length)).toBe(true);
    await sealed;
    // Hydrated, not rendered anew: the very elements of the HTML.
    expect([...container.querySelectorAll('article')]).toEqual(before);
  });

  it('hurry: every part waiting hydrates at once', async () => {
    const container = prerendered();
    const queue = new HydrationQueue();
    hydrateWith(container, queue);
    await microtasks();
    queue.hurry();
    // All in the microtasks of the task that hurried, before the next one.
    await nextTask();
    for (const name of NAMES) press(container, name);
    await nextTask();
    expect(NAMES.map((name) => label(container, name))).toEqual(NAMES.map((name) => `${name} 1`));
    // Nothing left for the seal to wait for.
    await queue.seal();
  });

  it('a part rendered after the seal (a list filtered anew) renders at once', async () => {
    const queue = new HydrationQueue();
    await queue.seal();
    const container = prerendered();
    hydrateWith(container, queue);
    await microtasks();
    press(container, 'Falafel');
    await nextTask();
    expect(label(container, 'Falafel')).toBe('Falafel 1');
  });
});
