/**
 * The cart shared by the app: restored from storage at start, saved at each change, synced
 * across tabs. Every change is decided by the XState cart machine (src/ordering/cart/cart.machine.ts),
 * which loads on demand (./cartActor.ts): the first event sent, or the first component that can
 * send one, imports it. Until then the lines are the validated saved ones, so a page that only
 * shows the header's count never downloads XState. Events sent before the machine arrives are
 * queued and applied in order.
 */
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CartEvent } from './cart.machine';
import { importWithReload } from '../../perf/importWithReload';
import type { CartActor } from './cartActor';
import { CART_STORAGE_KEY, cartCount, cartTotal, type CartLine } from './model';
import { readCart, writeCart } from './storage';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

type CartModule = typeof import('./cartActor');
let cartModule: CartModule | null = null;
let cartModuleLoading: Promise<CartModule> | null = null;

/** Loads the cart machine's code once per page; stores created afterwards start it at once. */
export function preloadCartMachine(): Promise<CartModule> {
  cartModuleLoading ??= importWithReload(() => import('./cartActor')).then(
    (module) => (cartModule = module),
    (error: unknown) => {
      cartModuleLoading = null; // the next change tries again
      throw error;
    },
  );
  return cartModuleLoading;
}

export class CartStore {
  private lines: CartLine[];
  private readonly listeners = new Set<() => void>();
  private actor: CartActor | null = null;
  private readonly queue: CartEvent[] = [];

  constructor(lines: CartLine[]) {
    this.lines = lines;
  }

  readonly getLines = (): CartLine[] => this.lines;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setLines(lines: CartLine[]): void {
    if (lines === this.lines) return;
    this.lines = lines;
    for (const listener of this.listeners) listener();
  }

  /** The running machine, started from the current lines when its code is in; queued events are applied in order. */
  private started(): CartActor | null {
    if (!this.actor && cartModule) {
      const actor = cartModule.startCartActor(this.lines, (lines) => writeCart(browserStorage(), lines));
      actor.subscribe((snapshot) => this.setLines(snapshot.context.lines));
      this.actor = actor;
      for (const event of this.queue.splice(0)) actor.send(event);
    }
    return this.actor;
  }

  /** Applies an event through the machine, loading it first if needed. */
  readonly send = (event: CartEvent): void => {
    const actor = this.started();
    if (actor) return void actor.send(event);
    // Another tab's (already validated) lines need no machine decision: adopt them as they are.
    if (event.type === 'cart.replace') return this.setLines(event.lines);
    this.queue.push(event);
    void this.load().catch((error: unknown) => console.error('[cart] the cart could not load', error));
  };

  /** Loads and starts the machine (once); events sent meanwhile wait in the queue. */
  async load(): Promise<void> {
    await preloadCartMachine();
    this.started();
  }
}

const CartContext = createContext<CartStore | null>(null);

function useStore(): CartStore {
  const store = use(CartContext);
  if (!store) throw new Error('Cart hooks must be used inside <CartProvider>.');
  return store;
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
  const [store] = useState(() => new CartStore(initialLines ?? readCart(browserStorage())));

  // After hydrating a prerendered page (which shows an empty cart), take the saved cart.
  useEffect(() => {
    if (!restoreAfterMount) return;
    const lines = readCart(browserStorage());
    if (lines.length > 0) store.send({ type: 'cart.replace', lines });
  }, [store, restoreAfterMount]);

  // Another tab changed the cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null)
        store.send({ type: 'cart.replace', lines: readCart(browserStorage()) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <CartContext value={store}>{children}</CartContext>;
}

/**
 * Sends cart events (`cart.add`, `cart.setQuantity`, …). A component that uses it starts loading
 * the cart machine when it mounts, so the visitor's first click is applied at once.
 * Throws outside <CartProvider>.
 */
export function useCartActor(): Pick<CartStore, 'send'> {
  const store = useStore();
  useEffect(() => {
    store.load().catch((error: unknown) => console.error('[cart] the cart could not load', error));
  }, [store]);
  return store;
}

export function useCartLines(): CartLine[] {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getLines, store.getLines);
}

export function useCartCount(): number {
  return cartCount(useCartLines());
}

export function useCartTotal(): number {
  return cartTotal(useCartLines());
}
