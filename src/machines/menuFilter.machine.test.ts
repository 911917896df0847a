import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defaultFilter, type FilterSettings, type MenuFilterState } from '../menu/filterState';
import { menuFilterMachine, rangeFromPending, type MenuFilterEvent } from './menuFilter.machine';

const settings: FilterSettings = { bounds: { min: 0, max: 10000 }, defaultRange: { min: 0, max: 10000 } };

function start(filter?: Partial<MenuFilterState>) {
  const commits: MenuFilterState[] = [];
  const machine = menuFilterMachine.provide({ actions: { commit: (_, { filter: f }) => void commits.push(f) } });
  const actor = createActor(machine, {
    input: { settings, filter: { ...defaultFilter(settings), ...filter } },
  }).start();
  return { actor, commits, filter: () => actor.getSnapshot().context.filter };
}

describe('menuFilter machine', () => {
  it('starts from the given filter with pending = applied range', () => {
    const { actor } = start({ range: { min: 10, max: 90 } });
    expect(actor.getSnapshot().context.pending).toEqual({ min: '10', max: '90' });
  });

  it.each([
    ['category', { type: 'menu.category', slug: 'grills' }],
    ['search', { type: 'menu.search', value: 'chicken' }],
  ] as const)('changing %s resets the page to 1 and commits', (_, event) => {
    const { actor, commits, filter } = start({ page: 4 });
    actor.send(event);
    expect(filter().page).toBe(1);
    expect(commits).toHaveLength(1);
  });

  it('toggles dietary filters and allergens (page 1, canonical order), refusing unknown ones', () => {
    const { actor, commits, filter } = start({ page: 2 });
    actor.send({ type: 'menu.diet', diet: 'halal' });
    actor.send({ type: 'menu.diet', diet: 'vegan' });
    actor.send({ type: 'menu.without', id: '12' });
    actor.send({ type: 'menu.without', id: '3' });
    expect(filter()).toMatchObject({ diet: ['vegan', 'halal'], without: ['3', '12'], page: 1 });
    actor.send({ type: 'menu.diet', diet: 'vegan' });
    actor.send({ type: 'menu.without', id: '12' });
    expect(filter()).toMatchObject({ diet: ['halal'], without: ['3'] });
    expect(commits).toHaveLength(6);
    const before = actor.getSnapshot();
    // A diet the menu does not know, as a tampered caller might send.
    actor.send(JSON.parse('{ "type": "menu.diet", "diet": "keto" }') as MenuFilterEvent);
    actor.send({ type: 'menu.without', id: '../x' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('clears search, diets, allergens and price in one go, keeping category, sort and view', () => {
    const { actor, commits, filter } = start({
      search: 'rice',
      category: 'grills',
      diet: ['vegan'],
      without: ['2'],
      range: { min: 10, max: 90 },
      page: 3,
      sort: 'priceAsc',
      view: 'list',
    });
    actor.send({ type: 'menu.clearFilters' });
    expect(filter()).toEqual({ ...defaultFilter(settings), category: 'grills', sort: 'priceAsc', view: 'list' });
    expect(actor.getSnapshot().context.pending).toEqual({ min: '0', max: '10000' });
    actor.send({ type: 'menu.clearFilters' });
    expect(commits).toHaveLength(1);
  });

  it('applies the price range only on menu.applyRange, and resets the page', () => {
    const { actor, commits, filter } = start({ page: 3 });
    actor.send({ type: 'menu.pendingMin', value: '50' });
    actor.send({ type: 'menu.pendingMax', value: '120' });
    expect(filter().range).toEqual({ min: 0, max: 10000 });
    expect(filter().page).toBe(3);
    expect(commits).toHaveLength(0);
    actor.send({ type: 'menu.applyRange' });
    expect(filter().range).toEqual({ min: 50, max: 120 });
    expect(filter().page).toBe(1);
    expect(commits).toHaveLength(1);
  });

  it('reads an empty minimum as 0 and an empty maximum as 10000; swaps and clamps', () => {
    expect(rangeFromPending({ min: '', max: '' }, settings)).toEqual({ min: 0, max: 10000 });
    expect(rangeFromPending({ min: '500', max: '20' }, settings)).toEqual({ min: 20, max: 500 });
    expect(rangeFromPending({ min: '-5', max: '99999' }, settings)).toEqual({ min: 0, max: 10000 });
    const { actor, filter } = start({ range: { min: 100, max: 200 } });
    actor.send({ type: 'menu.pendingMin', value: '' });
    actor.send({ type: 'menu.pendingMax', value: '' });
    actor.send({ type: 'menu.applyRange' });
    expect(filter().range).toEqual({ min: 0, max: 10000 });
    expect(actor.getSnapshot().context.pending).toEqual({ min: '0', max: '10000' });
  });

  it('keeps only digits in the pending inputs', () => {
    const { actor } = start();
    actor.send({ type: 'menu.pendingMin', value: '1e3abc' });
    expect(actor.getSnapshot().context.pending.min).toBe('13');
  });

  it('changes the page without touching other fields; rejects invalid pages unchanged', () => {
    const { actor, commits, filter } = start({ category: 'grills' });
    actor.send({ type: 'menu.page', page: 2 });
    expect(filter()).toMatchObject({ page: 2, category: 'grills' });
    const before = actor.getSnapshot();
    actor.send({ type: 'menu.page', page: 0 });
    actor.send({ type: 'menu.page', page: 1.5 });
    actor.send({ type: 'menu.page', page: 2 });
    expect(actor.getSnapshot()).toBe(before);
    expect(commits).toHaveLength(1);
  });

  it('sort resets the page; view keeps it', () => {
    const { actor, filter } = start({ page: 2 });
    actor.send({ type: 'menu.view', view: 'list' });
    expect(filter()).toMatchObject({ view: 'list', page: 2 });
    actor.send({ type: 'menu.sort', sort: 'priceDesc' });
    expect(filter()).toMatchObject({ sort: 'priceDesc', page: 1 });
  });

  it('rejects a malformed category slug and an unchanged search', () => {
    const { actor, commits } = start({ search: 'rice' });
    const before = actor.getSnapshot();
    actor.send({ type: 'menu.category', slug: '"><script>' });
    actor.send({ type: 'menu.search', value: '  rice ' });
    expect(actor.getSnapshot()).toBe(before);
    expect(commits).toEqual([]);
  });

  it('restores a filter from the address bar without committing it', () => {
    const commit = vi.fn();
    const actor = createActor(menuFilterMachine.provide({ actions: { commit } }), { input: { settings } }).start();
    const restored = { ...defaultFilter(settings), category: 'drinks', page: 3, range: { min: 5, max: 50 } };
    actor.send({ type: 'menu.restore', filter: restored });
    expect(actor.getSnapshot().context.filter).toEqual(restored);
    expect(actor.getSnapshot().context.pending).toEqual({ min: '5', max: '50' });
    expect(commit).not.toHaveBeenCalled();
  });
});
