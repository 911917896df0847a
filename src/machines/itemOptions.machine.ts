/**
 * The item detail's choices: no size chosen at first; a click on a
 * size selects it (never a size sold out today), a click on an add-on toggles it; quantity 1 to
 * 100 (non-numeric -> 1). `item.add` is refused while the dish has sizes and none is chosen, and
 * while it cannot be ordered (sold out, or outside its category's ordering window, which the page
 * reports with `item.orderable` as the clock moves); otherwise `addToCart` (supplied by the page)
 * runs and `added` counts the confirmations to announce.
 */
import { assign, setup } from 'xstate';
import { westernDigits } from '../i18n/digits';

export const MIN_ITEM_QUANTITY = 1;
export const MAX_ITEM_QUANTITY = 100;

type Id = number | string;

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

export const itemOptionsMachine = setup({
  types: {
    context: {} as ItemOptionsContext,
    input: {} as {
      variantIds: readonly Id[];
      addonIds: readonly Id[];
      soldOutIds?: readonly Id[];
      orderable?: boolean;
    },
    events: {} as ItemOptionsEvent,
  },
  actions: {
    addToCart: (_, _params: { variantId: string | null; addonIds: string[]; quantity: number }) => {
      // Supplied by the item page with .provide() (adds the line to the cart).
    },
  },
  guards: {
    knownVariant: ({ context, event }) =>
      event.type === 'item.selectVariant' &&
      context.variantIds.includes(String(event.id)) &&
      !context.soldOutIds.includes(String(event.id)) &&
      context.variantId !== String(event.id),
    orderableChanges: ({ context, event }) => event.type === 'item.orderable' && event.value !== context.orderable,
    knownAddon: ({ context, event }) =>
      event.type === 'item.toggleAddon' && context.addonIds.includes(String(event.id)),
    quantityChanges: ({ context, event }) =>
      event.type === 'item.setQuantity' && itemQuantity(event.value) !== context.quantity,
    belowMax: ({ context }) => context.quantity < MAX_ITEM_QUANTITY,
    aboveMin: ({ context }) => context.quantity > MIN_ITEM_QUANTITY,
    canAdd: ({ context }) => canAdd(context),
  },
}).createMachine({
  id: 'itemOptions',
  context: ({ input }) => ({
    variantIds: input.variantIds.map(String),
    soldOutIds: (input.soldOutIds ?? []).map(String),
    addonIds: input.addonIds.map(String),
    orderable: input.orderable ?? true,
    variantId: null,
    addons: [],
    quantity: 1,
    added: 0,
  }),
  on: {
    'item.selectVariant': { guard: 'knownVariant', actions: assign({ variantId: ({ event }) => String(event.id) }) },
    'item.toggleAddon': {
      guard: 'knownAddon',
      actions: assign({
        addons: ({ context, event }) => {
          const id = String(event.id);
          const chosen = context.addons.includes(id) ? context.addons.filter((a) => a !== id) : [...context.addons, id];
          return context.addonIds.filter((a) => chosen.includes(a));
        },
      }),
    },
    'item.setQuantity': {
      guard: 'quantityChanges',
      actions: assign({ quantity: ({ event }) => itemQuantity(event.value) }),
    },
    'item.increment': { guard: 'belowMax', actions: assign({ quantity: ({ context }) => context.quantity + 1 }) },
    'item.decrement': { guard: 'aboveMin', actions: assign({ quantity: ({ context }) => context.quantity - 1 }) },
    'item.orderable': {
      guard: 'orderableChanges',
      actions: assign({ orderable: ({ event }) => event.value }),
    },
    'item.add': {
      guard: 'canAdd',
      actions: [
        {
          type: 'addToCart',
          params: ({ context }) => ({
            variantId: context.variantId,
            addonIds: context.addons,
            quantity: context.quantity,
          }),
        },
        assign({ added: ({ context }) => context.added + 1 }),
      ],
    },
  },
});
