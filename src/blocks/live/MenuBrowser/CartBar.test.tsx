/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import type { CartLine } from '../../../ordering/cart/model';
import { CartBar } from './CartBar';

// The bar's stylesheet cannot load, as offline on a visit that never needed it before.
vi.mock('./CartBar.css', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/CartBar.css');
});

const line: CartLine = {
  cartId: 'l1',
  id: 7,
  name: { en: 'Falafel Plate', ar: 'صحن فلافل' },
  image: null,
  basePrice: 20,
  selectedVariant: null,
  selectedAddons: [],
  quantity: 1,
  totalPrice: 20,
};

describe('the cart bar without its styles', () => {
  it('stays away, rather than stand unstyled in the page, and says why in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<CartBar />, { cart: [line] });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[menu] the cart bar could not load its styles', expect.any(Error)),
    );
    expect(screen.queryByTestId('cart-bar')).toBeNull();
    logged.mockRestore();
  });
});
