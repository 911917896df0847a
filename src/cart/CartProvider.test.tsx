/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCartCount, useCartTotal } from './CartProvider';
import { CART_STORAGE_KEY } from './model';

const stored = (quantity: unknown, cartId = 'l1') => ({ cartId, id: 1, name: { en: 'Tea', ar: 'شاي' }, basePrice: 9, selectedVariant: null, selectedAddons: [], quantity });

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
    render(<CartProvider><Probe /></CartProvider>);
    expect(screen.getByTestId('probe').textContent).toBe('2|18');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('starts empty from unreadable storage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, '{oops');
    render(<CartProvider><Probe /></CartProvider>);
    expect(screen.getByTestId('probe').textContent).toBe('0|0');
  });

  it('follows another tab through the storage event', () => {
    render(<CartProvider><Probe /></CartProvider>);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored(3)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId('probe').textContent).toBe('3|27');
  });
});
