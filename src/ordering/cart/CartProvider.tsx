/**
 * The cart shared by the app: restored from storage at start, saved at each change, synced
 * across tabs. The XState cart machine (src/ordering/cart/cart.machine.ts) runs it from the
 * visitor's first touch, pointer or key press on a page with cart controls, when its code loads
 * (./cartActor.ts); it starts from the lines shown. Until then the store applies the machine's
 * own changes (./changes.ts) itself, so a first tap is answered at once and no page downloads
 * XState for its first view.
 */
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { HydrationDataContext } from '../../data/DataProvider';
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

  /** The saved cart waits until the page's frame has hydrated (`useRestoredCart`). */
  private restorePending: boolean;

  constructor(lines: CartLine[], restorePending = false) {
    this.lines = lines;
    this.restorePending = restorePending;
  }

  /** Takes the saved cart, once, if the store started from the published page's empty one. */
  restoreSaved(): void {
    if (!this.restorePending) return;
    this.restorePending = false;
    const lines = readCart(browserStorage());
    if (lines.length > 0) this.send({ type: 'cart.replace', lines });
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
  const [store] = useState(() => new CartStore(initialLines ?? readCart(browserStorage()), restoreAfterMount));

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
 * The cart's lines. A section still hydrating from the published HTML (src/perf/WhenNear.tsx)
 * gets what that HTML shows, an empty cart, and the saved lines right after: otherwise its first
 * render would not match its HTML, and React would throw the HTML away.
 */
export function useCartLines(): CartLine[] {
  const store = useStore();
  const lines = useSyncExternalStore(store.subscribe, store.getLines, store.getLines);
  return use(HydrationDataContext) ? NO_LINES : lines;
}

/**
 * After hydrating a prerendered page (which shows an empty cart), takes the saved cart. Called by
 * the page's frame (src/layout/PageFrame.tsx), so the header has hydrated from the empty cart
 * first; the restore at the app's root ran before the page's own Suspense boundary hydrated, and
 * the header's count then did not match its HTML.
 */
export function useRestoredCart(): void {
  const store = useStore();
  useEffect(() => store.restoreSaved(), [store]);
}

export function useCartCount(): number {
  return cartCount(useCartLines());
}

export function useCartTotal(): number {
  return cartTotal(useCartLines());
}
