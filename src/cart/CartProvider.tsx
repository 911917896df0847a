/** The cart actor shared by the app: restored from storage at start, saved at each change, synced across tabs. */
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { cartMachine } from '../machines/cart.machine';
import { CART_STORAGE_KEY, cartCount, cartTotal, type CartLine } from './model';
import { readCart, writeCart } from './storage';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const CartContext = createActorContext(
  cartMachine.provide({
    actions: { persist: (_, { lines }) => writeCart(browserStorage(), lines) },
  }),
);

function CrossTabSync() {
  const actor = CartContext.useActorRef();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) actor.send({ type: 'cart.replace', lines: readCart(browserStorage()) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);
  return null;
}

/** After hydrating a prerendered page (which shows an empty cart), takes the saved cart. */
function RestoreAfterMount() {
  const actor = CartContext.useActorRef();
  useEffect(() => {
    const lines = readCart(browserStorage());
    if (lines.length > 0) actor.send({ type: 'cart.replace', lines });
  }, [actor]);
  return null;
}

export function CartProvider({
  children,
  initialLines,
  restoreAfterMount = false,
}: {
  children: ReactNode;
  initialLines?: CartLine[];
  /** Start from `initialLines` (the prerendered HTML's empty cart), then restore the saved cart. */
  restoreAfterMount?: boolean;
}) {
  return (
    <CartContext.Provider options={{ input: { lines: initialLines ?? readCart(browserStorage()) } }}>
      {restoreAfterMount && <RestoreAfterMount />}
      <CrossTabSync />
      {children}
    </CartContext.Provider>
  );
}

/** Throws outside <CartProvider> (SPEC section 8). */
export function useCartActor() {
  return CartContext.useActorRef();
}

export function useCartLines(): CartLine[] {
  return CartContext.useSelector((s) => s.context.lines);
}

export function useCartCount(): number {
  return CartContext.useSelector((s) => cartCount(s.context.lines));
}

export function useCartTotal(): number {
  return CartContext.useSelector((s) => cartTotal(s.context.lines));
}
