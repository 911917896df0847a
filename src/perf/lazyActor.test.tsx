/** @vitest-environment jsdom */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { menuFilterMachine } from '../machines/menuFilter.machine';
import {
  menuFilterContext,
  restored,
  type MenuFilterContext,
  type MenuFilterEvent,
} from '../machines/menuFilter.model';
import { defaultFilter, type FilterSettings } from '../menu/filterState';
import { reservationMachine } from '../machines/reservation.machine';
import { LazyActor, useLazyActor, type LazyActorOptions } from './lazyActor';
import { afterPaint } from './nextTask';

const settings: FilterSettings = { bounds: { min: 0, max: 200 }, defaultRange: { min: 0, max: 200 } };

function menuOptions(load = vi.fn(async () => menuFilterMachine)): LazyActorOptions<
  MenuFilterContext,
  MenuFilterEvent
> & {
  machine: typeof load;
} {
  return {
    initial: { value: {}, context: menuFilterContext({ settings }) },
    machine: load,
    adopt: (context, event) => (event.type === 'menu.restore' ? restored(context, event.filter) : null),
  };
}

describe('a machine started at the first interaction', () => {
  it("shows the machine's own first state before XState has loaded", () => {
    const filter = { ...defaultFilter(settings), category: 'grills', page: 2 };
    const lazy = new LazyActor(menuOptions());
    const actor = createActor(menuFilterMachine, { input: { settings } }).start();
    expect(lazy.getView().context).toEqual(actor.getSnapshot().context);
    expect(menuFilterContext({ settings, filter })).toEqual(
      createActor(menuFilterMachine, { input: { settings, filter } }).getSnapshot().context,
    );
  });

  it('adopts a filter from the address without loading the machine', () => {
    const options = menuOptions();
    const lazy = new LazyActor(options);
    const first = lazy.getView();
    lazy.send({ type: 'menu.restore', filter: defaultFilter(settings) });
    expect(lazy.getView()).toBe(first); // the same filter: nothing changes
    lazy.send({ type: 'menu.restore', filter: { ...defaultFilter(settings), category: 'mezze' } });
    expect(lazy.getView().context.filter.category).toBe('mezze');
    expect(options.machine).not.toHaveBeenCalled();
    expect(lazy.started).toBe(false);
  });

  it('loads the machine with the first event, applies the events sent meanwhile in order, then runs it', async () => {
    const options = menuOptions();
    const lazy = new LazyActor(options);
    const seen = vi.fn();
    lazy.subscribe(seen);
    lazy.send({ type: 'menu.category', slug: 'grills' });
    lazy.send({ type: 'menu.page', page: 3 });
    expect(lazy.getView().context.filter.category).toBe(''); // still the first view
    await lazy.start();
    expect(options.machine).toHaveBeenCalledTimes(1);
    expect(lazy.getView().context.filter).toMatchObject({ category: 'grills', page: 3 });
    lazy.send({ type: 'menu.sort', sort: 'priceAsc' });
    expect(lazy.getView().context.filter).toMatchObject({ sort: 'priceAsc', page: 1 });
    expect(seen).toHaveBeenCalled();
  });

  it('starts the machine in the state the page shows (an adopted filter included)', async () => {
    const lazy = new LazyActor(menuOptions());
    lazy.send({ type: 'menu.restore', filter: { ...defaultFilter(settings), category: 'mezze', page: 4 } });
    await lazy.start();
    lazy.send({ type: 'menu.view', view: 'list' });
    expect(lazy.getView().context.filter).toMatchObject({ category: 'mezze', page: 4, view: 'list' });
  });

  it('names the first state of a machine with states, before and after it loads', async () => {
    const schedule = createActor(reservationMachine, { input: {} });
    const initial = schedule.getSnapshot();
    const lazy = new LazyActor({
      initial: { value: initial.value, context: initial.context },
      machine: async () => reservationMachine,
    });
    expect(lazy.getView().matches(String(initial.value))).toBe(true);
    await lazy.start();
    expect(lazy.getView().matches(String(initial.value))).toBe(true);
  });

  it('tries a failed load again with the next event, keeping the events waiting', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(menuFilterMachine);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = new LazyActor(menuOptions(load));
    lazy.send({ type: 'menu.category', slug: 'grills' });
    await lazy.start();
    expect(lazy.started).toBe(false);
    expect(errors).toHaveBeenCalledWith('[machine] could not load', expect.any(Error));
    lazy.send({ type: 'menu.page', page: 2 });
    await lazy.start();
    expect(lazy.getView().context.filter).toMatchObject({ category: 'grills', page: 2 });
    errors.mockRestore();
  });

  it('loads the machine at the first touch, pointer or key press on the page, not before', async () => {
    const options = menuOptions();
    function Filter() {
      const { view } = useLazyActor(() => options);
      return <p>{view.context.filter.category || 'all'}</p>;
    }
    const { unmount } = render(<Filter />);
    await act(async () => undefined);
    expect(options.machine).not.toHaveBeenCalled();
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      await afterPaint();
    });
    // Not while the key is down: the press's own answer comes first.
    expect(options.machine).not.toHaveBeenCalled();
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', bubbles: true }));
      await afterPaint();
    });
    expect(options.machine).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(options.machine).toHaveBeenCalledTimes(1);
    unmount();
  });
});
