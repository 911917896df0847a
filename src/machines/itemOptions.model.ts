/**
 * The item options machine's context and its pure parts, without XState: the dish page's first
 * view is worked out from here (src/perf/lazyActor.ts), and the machine (./itemOptions.machine.ts)
 * uses the same functions.
 */
import { westernDigits } from '../i18n/digits';

export const MIN_ITEM_QUANTITY = 1;
export const MAX_ITEM_QUANTITY = 100;

export type Id = number | string;

export interface ItemOptionsContext {
  variantIds: string[];
  /** Sizes sold out today: they cannot be chosen. */
  soldOutIds: string[];
  addonIds: string[];
  /** Whether the dish can be ordered now. */
  orderable: boolean;
  variantId: string | null;
  /** Chosen add-ons, in the dish's order. */
  addons: string[];
  quantity: number;
  /** How many times the dish was added from this page (drives the confirmation). */
  added: number;
}

export type ItemOptionsEvent =
  | { type: 'item.selectVariant'; id: Id }
  | { type: 'item.toggleAddon'; id: Id }
  | { type: 'item.setQuantity'; value: string | number }
  | { type: 'item.increment' }
  | { type: 'item.decrement' }
  | { type: 'item.orderable'; value: boolean }
  | { type: 'item.add' };

/** Any entry -> a quantity within 1..100; a non-numeric entry becomes 1. Digits may be Arabic-Indic. */
export function itemQuantity(value: string | number): number {
  const typed = typeof value === 'number' ? '' : westernDigits(value).trim();
  const n = typeof value === 'number' ? value : typed === '' ? Number.NaN : Number(typed);
  if (!Number.isFinite(n)) return MIN_ITEM_QUANTITY;
  return Math.min(MAX_ITEM_QUANTITY, Math.max(MIN_ITEM_QUANTITY, Math.floor(n)));
}

export function canAdd(context: Pick<ItemOptionsContext, 'variantIds' | 'variantId' | 'orderable'>): boolean {
  return context.orderable && (context.variantIds.length === 0 || context.variantId !== null);
}

export interface ItemOptionsInput {
  variantIds: readonly Id[];
  addonIds: readonly Id[];
  soldOutIds?: readonly Id[];
  orderable?: boolean;
}

/** The machine's first context: no size chosen, no add-on, one portion. */
export function itemOptionsContext(input: ItemOptionsInput): ItemOptionsContext {
  return {
    variantIds: input.variantIds.map(String),
    soldOutIds: (input.soldOutIds ?? []).map(String),
    addonIds: input.addonIds.map(String),
    orderable: input.orderable ?? true,
    variantId: null,
    addons: [],
    quantity: 1,
    added: 0,
  };
}

/** The page's report that the dish can (or cannot) be ordered now: the same context when nothing changes. */
export function withOrderable(context: ItemOptionsContext, orderable: boolean): ItemOptionsContext {
  return context.orderable === orderable ? context : { ...context, orderable };
}

/**
 * What a choice does (the machine's transitions but `item.add`): the next context, the same one
 * when the choice is refused (an unknown or sold-out size, a quantity already at its bound), or
 * null for `item.add`, which only the machine runs (it adds to the cart).
 */
export function chosen(context: ItemOptionsContext, event: ItemOptionsEvent): ItemOptionsContext | null {
  switch (event.type) {
    case 'item.selectVariant': {
      const id = String(event.id);
      const choosable = context.variantIds.includes(id) && !context.soldOutIds.includes(id);
      return choosable && context.variantId !== id ? { ...context, variantId: id } : context;
    }
    case 'item.toggleAddon': {
      const id = String(event.id);
      if (!context.addonIds.includes(id)) return context;
      const picked = context.addons.includes(id) ? context.addons.filter((a) => a !== id) : [...context.addons, id];
      return { ...context, addons: context.addonIds.filter((a) => picked.includes(a)) };
    }
    case 'item.setQuantity': {
      const quantity = itemQuantity(event.value);
      return quantity === context.quantity ? context : { ...context, quantity };
    }
    case 'item.increment':
      return context.quantity < MAX_ITEM_QUANTITY ? { ...context, quantity: context.quantity + 1 } : context;
    case 'item.decrement':
      return context.quantity > MIN_ITEM_QUANTITY ? { ...context, quantity: context.quantity - 1 } : context;
    case 'item.orderable':
      return withOrderable(context, event.value);
    case 'item.add':
      return null;
  }
}
