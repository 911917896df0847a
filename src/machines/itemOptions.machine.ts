/**
 * The item detail's choices: no size chosen at first; a click on a
 * size selects it (never a size sold out today), a click on an add-on toggles it; quantity 1 to
 * 100 (non-numeric -> 1). `item.add` is refused while the dish has sizes and none is chosen, and
 * while it cannot be ordered (sold out, or outside its category's ordering window, which the page
 * reports with `item.orderable` as the clock moves); otherwise `addToCart` (supplied by the page)
 * runs and `added` counts the confirmations to announce.
 */
import { assign, setup } from 'xstate';
import {
  canAdd,
  itemOptionsContext,
  itemQuantity,
  MAX_ITEM_QUANTITY,
  MIN_ITEM_QUANTITY,
  withOrderable,
  type ItemOptionsContext,
  type ItemOptionsEvent,
  type ItemOptionsInput,
} from './itemOptions.model';

export type { ItemOptionsContext, ItemOptionsEvent } from './itemOptions.model';
export { canAdd, itemQuantity, MAX_ITEM_QUANTITY, MIN_ITEM_QUANTITY } from './itemOptions.model';

export const itemOptionsMachine = setup({
  types: {
    context: {} as ItemOptionsContext,
    input: {} as ItemOptionsInput,
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
  context: ({ input }) => itemOptionsContext(input),
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
      actions: assign(({ context, event }) => withOrderable(context, event.value)),
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
