/**
 * The cart: add merges matching lines, a quantity of 0 or less removes,
 * remove and clear. `persist` is supplied by the app (localStorage); `cart.replace` takes
 * lines another tab saved; `cart.refresh` adopts the names and prices the CMS holds now
 * (checkout), keeping each line's quantity and dropping lines it no longer lists.
 */
import { assign, setup } from 'xstate';
import { cartAfter, type CartEvent } from './changes';
import type { CartLine } from './model';

export type { CartEvent } from './changes';

export const cartMachine = setup({
  types: {
    context: {} as { lines: CartLine[] },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from it
    input: {} as { lines?: CartLine[] },
    events: {} as CartEvent,
  },
  actions: {
    change: assign(({ context, event }) => ({ lines: cartAfter(context.lines, event) ?? context.lines })),
    persist: (_, _params: { lines: CartLine[] }) => {
      // Supplied by the app with .provide() (browser storage); tests run without it.
    },
  },
  guards: {
    /** The cart takes the event (./changes.ts says which it refuses). */
    accepted: ({ context, event }) => cartAfter(context.lines, event) !== null,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ lines: input.lines ?? [] }),
  // Each event: the change ./changes.ts works out, then the lines saved.
  on: {
    'cart.add': { guard: 'accepted', actions: ['change', { type: 'persist', params: ({ context }) => context }] },
    'cart.setQuantity': {
      guard: 'accepted',
      actions: ['change', { type: 'persist', params: ({ context }) => context }],
    },
    'cart.remove': { guard: 'accepted', actions: ['change', { type: 'persist', params: ({ context }) => context }] },
    'cart.clear': { guard: 'accepted', actions: ['change', { type: 'persist', params: ({ context }) => context }] },
    'cart.refresh': { guard: 'accepted', actions: ['change', { type: 'persist', params: ({ context }) => context }] },
    // Another tab changed storage: adopt its lines without writing them back.
    'cart.replace': { guard: 'accepted', actions: 'change' },
  },
});
