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
  chosen,
  itemOptionsContext,
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
    choose: assign(({ context, event }) => chosen(context, event) ?? context),
    addToCart: (_, _params: { variantId: string | null; addonIds: string[]; quantity: number }) => {
      // Supplied by the item page with .provide() (adds the line to the cart).
    },
  },
  guards: {
    /** A choice that changes something (./itemOptions.model.ts says what each does). */
    changes: ({ context, event }) => {
      const next = chosen(context, event);
      return next !== null && next !== context;
    },
    canAdd: ({ context }) => canAdd(context),
  },
}).createMachine({
  id: 'itemOptions',
  context: ({ input }) => itemOptionsContext(input),
  on: {
    // The choices: the same functions as the page's first view.
    'item.selectVariant': { guard: 'changes', actions: 'choose' },
    'item.toggleAddon': { guard: 'changes', actions: 'choose' },
    'item.setQuantity': { guard: 'changes', actions: 'choose' },
    'item.increment': { guard: 'changes', actions: 'choose' },
    'item.decrement': { guard: 'changes', actions: 'choose' },
    'item.orderable': { guard: 'changes', actions: 'choose' },
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
