/**
 * The cart: add merges matching lines, a quantity of 0 or less removes,
 * remove and clear. `persist` is supplied by the app (localStorage); `cart.replace` takes
 * lines another tab saved; `cart.refresh` adopts the names and prices the CMS holds now
 * (checkout), keeping each line's quantity and dropping lines it no longer lists.
 */
import { and, assign, setup } from 'xstate';
import {
  MAX_CART_LINES,
  MAX_PRICE,
  clampQuantity,
  lineSignature,
  lineTotal,
  type CartItemInput,
  type CartLine,
} from './model';

export type CartEvent =
  | { type: 'cart.add'; item: CartItemInput; quantity: number }
  | { type: 'cart.setQuantity'; cartId: string; quantity: number }
  | { type: 'cart.remove'; cartId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.replace'; lines: CartLine[] }
  | { type: 'cart.refresh'; lines: CartLine[] };

let counter = 0;
function newCartId(): string {
  counter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `line-${counter}-${random}`;
}

function validPrice(price: unknown): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 && price <= MAX_PRICE;
}

/** Prices a line can be built from: finite, not negative, at most MAX_PRICE. */
function validItem(item: CartItemInput): boolean {
  return (
    validPrice(item.basePrice) &&
    (item.selectedVariant === null || validPrice(item.selectedVariant.price)) &&
    item.selectedAddons.every((addon) => validPrice(addon.price))
  );
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, totalPrice: lineTotal(line, quantity) };
}

export const cartMachine = setup({
  types: {
    context: {} as { lines: CartLine[] },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from it
    input: {} as { lines?: CartLine[] },
    events: {} as CartEvent,
  },
  actions: {
    persist: (_, _params: { lines: CartLine[] }) => {
      // Supplied by the app with .provide() (browser storage); tests run without it.
    },
  },
  guards: {
    validAdd: ({ event }) =>
      event.type === 'cart.add' && Number.isFinite(event.quantity) && event.quantity >= 1 && validItem(event.item),
    knownLine: ({ context, event }) =>
      (event.type === 'cart.setQuantity' || event.type === 'cart.remove') &&
      context.lines.some((l) => l.cartId === event.cartId),
    finiteQuantity: ({ event }) => event.type === 'cart.setQuantity' && Number.isFinite(event.quantity),
    notEmpty: ({ context }) => context.lines.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ lines: input.lines ?? [] }),
  on: {
    'cart.add': {
      guard: 'validAdd',
      actions: [
        assign({
          lines: ({ context, event }) => {
            const quantity = clampQuantity(event.quantity);
            const signature = lineSignature(event.item);
            const match = context.lines.find((line) => lineSignature(line) === signature);
            if (match)
              return context.lines.map((line) =>
                line === match ? withQuantity(line, clampQuantity(line.quantity + quantity)) : line,
              );
            if (context.lines.length >= MAX_CART_LINES) return context.lines;
            const line: CartLine = {
              ...event.item,
              cartId: newCartId(),
              quantity,
              totalPrice: lineTotal(event.item, quantity),
            };
            return [...context.lines, line];
          },
        }),
        { type: 'persist', params: ({ context }) => ({ lines: context.lines }) },
      ],
    },
    'cart.setQuantity': {
      guard: and(['knownLine', 'finiteQuantity']),
      actions: [
        assign({
          lines: ({ context, event }) => {
            if (event.quantity <= 0) return context.lines.filter((l) => l.cartId !== event.cartId);
            return context.lines.map((l) =>
              l.cartId === event.cartId ? withQuantity(l, clampQuantity(event.quantity)) : l,
            );
          },
        }),
        { type: 'persist', params: ({ context }) => ({ lines: context.lines }) },
      ],
    },
    'cart.remove': {
      guard: 'knownLine',
      actions: [
        assign({ lines: ({ context, event }) => context.lines.filter((l) => l.cartId !== event.cartId) }),
        { type: 'persist', params: ({ context }) => ({ lines: context.lines }) },
      ],
    },
    'cart.clear': {
      guard: 'notEmpty',
      actions: [assign({ lines: () => [] }), { type: 'persist', params: () => ({ lines: [] }) }],
    },
    'cart.refresh': {
      actions: [
        assign({
          lines: ({ context, event }) =>
            context.lines.flatMap((line) => {
              const fresh = event.lines.find((l) => l.cartId === line.cartId);
              if (!fresh || !validItem(fresh)) return [];
              const item: CartItemInput = {
                id: line.id,
                name: fresh.name,
                image: line.image,
                basePrice: fresh.basePrice,
                selectedVariant: fresh.selectedVariant,
                selectedAddons: fresh.selectedAddons,
              };
              return [
                { ...item, cartId: line.cartId, quantity: line.quantity, totalPrice: lineTotal(item, line.quantity) },
              ];
            }),
        }),
        { type: 'persist', params: ({ context }) => ({ lines: context.lines }) },
      ],
    },
    // Another tab changed storage: adopt its lines without writing them back.
    'cart.replace': { actions: assign({ lines: ({ event }) => event.lines }) },
  },
});
