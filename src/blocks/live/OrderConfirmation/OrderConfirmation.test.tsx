/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadCartMachine, useCartLines } from '../../../ordering/cart/CartProvider';
import type { CartLine } from '../../../ordering/cart/model';
import { saveOrder, type OrderRecord } from '../../../ordering/order/history';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import OrderConfirmationBlock from './index';

const section = {
  id: 'order',
  type: 'orderConfirmation' as const,
  content: {
    newOrder: { label: { en: 'New order', ar: 'طلب جديد' }, href: '/shop' },
    cartLink: { label: { en: 'View cart', ar: 'عرض السلة' }, href: '/shop/cart' },
  },
};

const kabsa: CartLine = {
  cartId: 'a',
  id: 7,
  name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
  image: null,
  basePrice: 40,
  selectedVariant: null,
  selectedAddons: [],
  quantity: 2,
  totalPrice: 80,
};
const tea: CartLine = {
  ...kabsa,
  cartId: 'b',
  id: 9,
  name: { en: 'Karak Tea', ar: 'شاي كرك' },
  basePrice: 9,
  quantity: 1,
  totalPrice: 9,
};

const order = (number: string, lines: CartLine[]): OrderRecord => ({
  number,
  sentAt: '2026-11-24T11:00:00.000Z',
  language: 'en',
  details: { type: 'dineIn', table: '7' },
  lines,
  subtotal: 89,
  fee: 0,
  total: 89,
  url: `https://wa.me/966551234567?text=Order%20${number}`,
});

function CartCount() {
  return (
    <output data-testid="lines">
      {useCartLines()
        .map((l) => `${l.quantity}×${l.id}@${l.basePrice}`)
        .join(',')}
    </output>
  );
}

beforeAll(preloadCartMachine);
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('OrderConfirmation', () => {
  it('shows the order named in the address: number, summary, Send again and New order', async () => {
    saveOrder(localStorage, order('SH-22222', [kabsa]));
    saveOrder(localStorage, order('SH-33333', [kabsa, tea]));
    renderWithProviders(<OrderConfirmationBlock section={section} />, { route: '/shop/order?number=SH-22222' });
    const sent = await screen.findByTestId('order-sent');
    expect(within(sent).getByRole('heading', { level: 2 }).textContent).toBe('Order SH-22222');
    expect(within(sent).getByText('Table: 7')).toBeTruthy();
    const again = within(sent).getByRole('link', { name: /Send again/ });
    expect(again.getAttribute('href')).toBe('https://wa.me/966551234567?text=Order%20SH-22222');
    expect(again.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(sent).getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/shop');
    expect(screen.getAllByTestId('recent-order')).toHaveLength(2);
  });

  it('orders again at today’s prices, naming the dishes that are gone', async () => {
    saveOrder(localStorage, order('SH-22222', [kabsa, tea]));
    const client = memoryClient({
      menu_items: () => [{ id: 7, name_en: 'Chicken Kabsa', name_ar: 'كبسة دجاج', default_price: '42.00' }],
    });
    renderWithProviders(
      <>
        <OrderConfirmationBlock section={section} />
        <CartCount />
      </>,
      { client, route: '/shop/order' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: SH-22222' }));
    await waitFor(() =>
      expect(screen.getByTestId('reorder-notice').textContent).toContain(
        'No longer on the menu, so not added: Karak Tea.',
      ),
    );
    expect(screen.getByTestId('lines').textContent).toBe('2×7@42');
    expect(within(screen.getByTestId('reorder-notice')).getByRole('link', { name: 'View cart' })).toBeTruthy();
  });

  it('says so, in Arabic too, when this browser has sent no order', async () => {
    renderWithProviders(<OrderConfirmationBlock section={section} />, { language: 'ar', route: '/ar/shop/order' });
    expect(await screen.findByRole('heading', { name: 'لم ترسل أي طلب من هذا المتصفح بعد.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح القائمة' }).getAttribute('href')).toBe('/ar/shop');
  });
});
