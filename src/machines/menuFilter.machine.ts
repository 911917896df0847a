/**
 * The live menu's filter: search, category, dietary filters, allergens left
 * out, applied and pending price ranges, page, sort and view. The price range applies only on
 * `menu.applyRange`; changing category, search, a dietary filter, an allergen or the applied
 * range returns to page 1; `menu.clearFilters` turns off everything the Filters sheet holds.
 * `commit` (supplied by the page) writes the filter to the address bar; `menu.restore` adopts a
 * filter read from it.
 */
import { assign, setup } from 'xstate';
import { westernDigits } from '../i18n/digits';
import {
  canonicalDiets,
  canonicalWithout,
  defaultFilter,
  MENU_DIETS,
  sameFilter,
  type FilterSettings,
  type MenuFilterState,
} from '../menu/filterState';
import {
  menuFilterContext,
  pendingOf,
  rangeFromPending,
  restored,
  type MenuFilterContext,
  type MenuFilterEvent,
} from './menuFilter.model';

export type { MenuFilterContext, MenuFilterEvent, PendingRange } from './menuFilter.model';
export { pendingOf, rangeFromPending } from './menuFilter.model';

/** What the visitor typed, in any digit form (١٢٠ or 120), kept as digits and one separator. */
function pendingInput(value: string): string {
  return westernDigits(value)
    .replace(/[^\d.]/g, '')
    .slice(0, 9);
}

/** The list with `value` added, or taken out when it is there. */
const toggled = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

type Change = (filter: MenuFilterState, event: MenuFilterEvent, context: MenuFilterContext) => MenuFilterState | null;

/** Each filter-changing event as a pure function; null when the event changes nothing (rejected). */
const changes: Partial<Record<MenuFilterEvent['type'], Change>> = {
  'menu.search': (f, e) =>
    e.type === 'menu.search' && e.value.trim().slice(0, 80) !== f.search
      ? { ...f, search: e.value.trim().slice(0, 80), page: 1 }
      : null,
  'menu.category': (f, e) =>
    e.type === 'menu.category' && /^[A-Za-z0-9_-]{0,80}$/.test(e.slug) && e.slug !== f.category
      ? { ...f, category: e.slug, page: 1 }
      : null,
  'menu.diet': (f, e) =>
    e.type === 'menu.diet' && MENU_DIETS.includes(e.diet)
      ? { ...f, diet: canonicalDiets(toggled(f.diet, e.diet)), page: 1 }
      : null,
  'menu.without': (f, e) => {
    if (e.type !== 'menu.without') return null;
    const without = canonicalWithout(toggled(f.without, e.id));
    return without.join() === f.without.join() ? null : { ...f, without, page: 1 };
  },
  'menu.clearFilters': (f, _e, ctx) => {
    const cleared = { ...defaultFilter(ctx.settings), category: f.category, sort: f.sort, view: f.view };
    return sameFilter(cleared, f) ? null : cleared;
  },
  'menu.applyRange': (f, _e, ctx) => {
    const range = rangeFromPending(ctx.pending, ctx.settings);
    return range.min === f.range.min && range.max === f.range.max ? null : { ...f, range, page: 1 };
  },
  'menu.page': (f, e) =>
    e.type === 'menu.page' && Number.isInteger(e.page) && e.page >= 1 && e.page !== f.page
      ? { ...f, page: e.page }
      : null,
  'menu.sort': (f, e) => (e.type === 'menu.sort' && e.sort !== f.sort ? { ...f, sort: e.sort, page: 1 } : null),
  'menu.view': (f, e) => (e.type === 'menu.view' && e.view !== f.view ? { ...f, view: e.view } : null),
};

function changed(context: MenuFilterContext, event: MenuFilterEvent): MenuFilterState | null {
  return changes[event.type]?.(context.filter, event, context) ?? null;
}

export const menuFilterMachine = setup({
  types: {
    context: {} as MenuFilterContext,
    input: {} as { settings: FilterSettings; filter?: MenuFilterState },
    events: {} as MenuFilterEvent,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      const filter = changed(context, event) ?? context.filter;
      return event.type === 'menu.applyRange' || event.type === 'menu.clearFilters'
        ? { filter, pending: pendingOf(filter.range) }
        : { filter };
    }),
    commit: (_, _params: { filter: MenuFilterState }) => {
      // Supplied by the page with .provide() (writes the filter to the address bar).
    },
  },
  guards: {
    changes: ({ context, event }) => changed(context, event) !== null,
    differs: ({ context, event }) => event.type === 'menu.restore' && !sameFilter(context.filter, event.filter),
  },
}).createMachine({
  id: 'menuFilter',
  context: ({ input }) => menuFilterContext(input),
  on: {
    'menu.search': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.category': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.diet': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.without': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.clearFilters': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.applyRange': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.page': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.sort': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.view': {
      guard: 'changes',
      actions: ['applyChange', { type: 'commit', params: ({ context }) => ({ filter: context.filter }) }],
    },
    'menu.pendingMin': {
      actions: assign({ pending: ({ context, event }) => ({ ...context.pending, min: pendingInput(event.value) }) }),
    },
    'menu.pendingMax': {
      actions: assign({ pending: ({ context, event }) => ({ ...context.pending, max: pendingInput(event.value) }) }),
    },
    // Back/forward or an edited address: adopt it without writing it back.
    'menu.restore': {
      guard: 'differs',
      actions: assign(({ context, event }) => restored(context, event.filter)),
    },
  },
});
