/**
 * The cart machine started as an actor, behind a dynamic import (src/ordering/cart/CartProvider.tsx):
 * XState and the machine load with the first change to the cart, or when a page with cart
 * controls mounts, never on pages that only show the header's count.
 */
import { createActor } from 'xstate';
import { cartMachine } from './cart.machine';
import type { CartLine } from './model';

export function startCartActor(lines: CartLine[], persist: (lines: CartLine[]) => void) {
  return createActor(cartMachine.provide({ actions: { persist: (_, params) => persist(params.lines) } }), {
    input: { lines },
  }).start();
}

export type CartActor = ReturnType<typeof startCartActor>;
