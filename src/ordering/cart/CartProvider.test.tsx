/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationDataContext } from '../../data/DataProvider';
import { CART_CHANGED } from './announce';
import { CartProvider, CartStore, useCartActor, useCartCount, useCartTotal } from './CartProvider';
import { CART_STORAGE_KEY, type CartItemInput } from './model';

const tea: CartItemInput = {
  id: 1,
  name: { en: 'Tea', ar: 'شاي' },
  image: null,
  basePrice: 9,
  selectedVariant: null,
  selectedAddons: [],
};

const stored = (quantity: unknown, cartId = 'l1') => ({
  cartId,
  id: 1,
  name: { en: 'Tea', ar: 'شاي' },
  basePrice: 9,
  selectedVariant: null,
  selectedAddons: [],
  quantity,
});

function Probe() {
  return <p data-testid="probe">{`${useCartCount()}|${useCartTotal()}`}</p>;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('CartProvider', () => {
  it('restores good lines from storage and drops corrupted ones with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored(2), stored(-1, 'bad'), stored(1e6, 'huge')]));
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('2|18');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('starts empty from unreadable storage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, '{oops');
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('0|0');
  });

  it('follows another tab through the storage event', () => {
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored(3)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId('probe').textContent).toBe('3|27');
  });

  // Runs before any test here loads the machine (the code, once loaded, stays for the file).
  it('applies and saves at once, as the machine would, the changes made before the machine has loaded', async () => {
    const store = new CartStore([]);
    store.send({ type: 'cart.add', item: tea, quantity: 1 });
    store.send({ type: 'cart.add', item: tea, quantity: 2 });
    store.send({ type: 'cart.add', item: tea, quantity: 0 }); // refused, as by the machine
    expect(store.getLines().map((line) => [line.quantity, line.totalPrice])).toEqual([[3, 27]]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    await store.load(); // the machine takes over from the lines shown
    expect(store.getLines().map((line) => [line.quantity, line.totalPrice])).toEqual([[3, 27]]);
    store.send({ type: 'cart.setQuantity', cartId: store.getLines()[0]!.cartId, quantity: 5 });
    expect(store.getLines().map((line) => line.quantity)).toEqual([5]);
    store.send({ type: 'cart.clear' });
    expect(store.getLines()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('a page with cart controls answers a click at once', async () => {
    let send: ((quantity: number) => void) | undefined;
    function Controls() {
      const cart = useCartActor();
      send = (quantity) => cart.send({ type: 'cart.add', item: tea, quantity });
      return <Probe />;
    }
    render(
      <CartProvider initialLines={[]}>
        <Controls />
      </CartProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => send!(2));
    expect(screen.getByTestId('probe').textContent).toBe('2|18');
  });

  it('one store serves every island of the page: a change in one reaches the others, and the header hears it', () => {
    const store = new CartStore([]);
    let send: (() => void) | undefined;
    function Adder() {
      const cart = useCartActor();
      send = () => cart.send({ type: 'cart.add', item: tea, quantity: 3 });
      return null;
    }
    const heard: unknown[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(CART_CHANGED, hear);
    try {
      render(
        <>
          <CartProvider store={store}>
            <Adder />
          </CartProvider>
          <CartProvider store={store}>
            <Probe />
          </CartProvider>
        </>,
      );
      act(() => send!());
      expect(screen.getByTestId('probe').textContent).toBe('3|27');
      expect(heard).toEqual([3]);
    } finally {
      window.removeEventListener(CART_CHANGED, hear);
    }
  });

  it('gives a section still hydrating from its HTML the empty cart that HTML shows', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored(4)]));
    render(
      <CartProvider>
        <HydrationDataContext value={true}>
          <Probe />
        </HydrationDataContext>
      </CartProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('0|0');
  });
});
