/**
 * The menu filter machine's context and its pure parts, without XState: the block's first view
 * is worked out from here (src/perf/lazyActor.ts), and the machine (./menuFilter.machine.ts)
 * uses the same functions, so the two cannot disagree.
 */
import {
  clampRange,
  defaultFilter,
  sameFilter,
  type FilterSettings,
  type MenuDiet,
  type MenuFilterState,
  type MenuSort,
  type MenuView,
  type PriceRange,
} from '../menu/filterState';

export interface PendingRange {
  /** What the min input shows; '' means the lower bound. */
  min: string;
  /** What the max input shows; '' means the upper bound. */
  max: string;
}

export interface MenuFilterContext {
  settings: FilterSettings;
  filter: MenuFilterState;
  pending: PendingRange;
}

export type MenuFilterEvent =
  | { type: 'menu.search'; value: string }
  | { type: 'menu.category'; slug: string }
  | { type: 'menu.diet'; diet: MenuDiet }
  | { type: 'menu.without'; id: string }
  | { type: 'menu.clearFilters' }
  | { type: 'menu.pendingMin'; value: string }
  | { type: 'menu.pendingMax'; value: string }
  | { type: 'menu.applyRange' }
  | { type: 'menu.page'; page: number }
  | { type: 'menu.sort'; sort: MenuSort }
  | { type: 'menu.view'; view: MenuView }
  | { type: 'menu.restore'; filter: MenuFilterState };

export function pendingOf(range: PriceRange): PendingRange {
  return { min: String(range.min), max: String(range.max) };
}

/** Pending inputs -> a range: an empty minimum is the lower bound, an empty maximum the upper one. */
export function rangeFromPending(pending: PendingRange, settings: FilterSettings): PriceRange {
  const read = (value: string, fallback: number) => {
    const n = value.trim() === '' ? fallback : Number(value);
    return Number.isFinite(n) ? n : fallback;
  };
  return clampRange(
    { min: read(pending.min, settings.bounds.min), max: read(pending.max, settings.bounds.max) },
    settings.bounds,
  );
}

/** The machine's first context: the filter read from the address (or the default one). */
export function menuFilterContext(input: { settings: FilterSettings; filter?: MenuFilterState }): MenuFilterContext {
  const filter = input.filter ?? defaultFilter(input.settings);
  return { settings: input.settings, filter, pending: pendingOf(filter.range) };
}

/** A filter read from the address bar, adopted without writing it back: the same context when it is the one shown. */
export function restored(context: MenuFilterContext, filter: MenuFilterState): MenuFilterContext {
  return sameFilter(context.filter, filter) ? context : { ...context, filter, pending: pendingOf(filter.range) };
}
