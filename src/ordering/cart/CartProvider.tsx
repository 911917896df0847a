/**
 * The cart shared by the page's islands (one store for all their roots): the saved cart, saved at
 * each change, synced across tabs, and announced to the header's count (./announce.ts). The XState cart machine (src/ordering/cart/cart.machine.ts) runs it from the
 * visitor's first touch, pointer or key press on a page with cart controls, when its code loads
 * (./cartActor.ts); it starts from the lines shown. Until then the store applies the machine's
 * own changes (./changes.ts) itself, so a first tap is answered at once and no page downloads
 * XState for its first view.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { HydrationDataContext } from '../../data/DataProvider';
import { announceCart } from './announce';
import { cartAfter, type CartEvent } from './changes';
import { onFirstInteraction } from '../../perf/firstInteraction';
import type { CartActor } from './cartActor';
import { CART_STORAGE_KEY, cartCount, cartTotal, type CartLine } from './model';
import { browserStorage, readCart, writeCart } from './storage';

type CartModule = typeof import('./cartActor');
let cartModule: CartModule | null = null;
let cartModuleLoading: Promise<CartModule> | null = null;

/** Loads the cart machine's code once per page; stores created afterwards start it at once. */
export function preloadCartMachine(): Promise<CartModule> {
  // Not importWithReload: the cart works without its machine (offline, or a build replaced), so a
  // failed load is only logged, never a reload of the visitor's page.
  cartModuleLoading ??= import('./cartActor').then(
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
    if (typeof window !== 'undefined') announceCart(cartCount(lines));
  }

  /** The running machine, started from the current lines once its code is in. */
  private started(): CartActor | null {
    if (!this.actor && cartModule) {
      const actor = cartModule.startCartActor(this.lines, (lines) => writeCart(browserStorage(), lines));
      actor.subscribe((snapshot) => this.setLines(snapshot.context.lines));
      this.actor = actor;
    }
    return this.actor;
  }

  /**
   * Applies an event: through the machine when it runs, else with the machine's own change
   * (./changes.ts), saving the lines as its `persist` does (not another tab's, already saved).
   */
  readonly send = (event: CartEvent): void => {
    const actor = this.started();
    if (actor) return void actor.send(event);
    const lines = cartAfter(this.lines, event);
    if (lines === null) return;
    this.setLines(lines);
    if (event.type !== 'cart.replace') writeCart(browserStorage(), lines);
  };

  /** Loads and starts the machine (once). */
  async load(): Promise<void> {
    await preloadCartMachine();
    this.started();
  }

  /** Follows the cart another tab saves (once per store). */
  followOtherTabs(): void {
    if (this.following) return;
    this.following = true;
    window.addEventListener('storage', (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null)
        this.send({ type: 'cart.replace', lines: readCart(browserStorage()) });
    });
  }

  private following = false;
}

/** The visit's cart in the browser: the saved one, following other tabs. */
export function browserCart(): CartStore {
  const store = new CartStore(readCart(browserStorage()));
  store.followOtherTabs();
  return store;
}

const CartContext = createContext<CartStore | null>(null);

function useStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('Cart hooks must be used inside <CartProvider>.');
  return store;
}

export function CartProvider({
  children,
  store,
  initialLines,
}: {
  children: ReactNode;
  /** A store shared with other roots (the page's islands, src/islands/start.tsx). */
  store?: CartStore;
  /** Start from these lines (the prerender's empty cart) instead of the saved cart. */
  initialLines?: CartLine[];
}) {
  const [own] = useState(() => store ?? (initialLines ? new CartStore(initialLines) : browserCart()));
  return <CartContext value={store ?? own}>{children}</CartContext>;
}

/**
 * Sends cart events (`cart.add`, `cart.setQuantity`, …). A component that uses it loads the cart
 * machine at the visitor's first touch, pointer or key press (src/perf/firstInteraction.ts).
 * Throws outside <CartProvider>.
 */
export function useCartActor(): Pick<CartStore, 'send'> {
  const store = useStore();
  useEffect(
    () =>
      onFirstInteraction(() => {
        store.load().catch((error: unknown) => console.error('[cart] the cart could not load', error));
      }),
    [store],
  );
  return store;
}

const NO_LINES: CartLine[] = [];

/**
 * The cart's lines. An island still hydrating from the published HTML (src/perf/IslandLive.tsx)
 * gets what that HTML shows, an empty cart, and the saved lines right after: otherwise its first
 * render would not match its HTML, and React would throw the HTML away.
 */
export function useCartLines(): CartLine[] {
  const store = useStore();
  const lines = useSyncExternalStore(store.subscribe, store.getLines, store.getLines);
  return useContext(HydrationDataContext) ? NO_LINES : lines;
}

export function useCartCount(): number {
  return cartCount(useCartLines());
}

export function useCartTotal(): number {
  return cartTotal(useCartLines());
}
