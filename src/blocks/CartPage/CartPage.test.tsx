/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../tests/unit/render';
import type { CartLine } from '../../cart/model';
import CartPageBlock from './index';

const section = { id: 'cart', type: 'cartPage' as const, content: { shopLink: { label: { en: 'Shop Now', ar: 'تسوّق الآن' }, href: '/shop' } } };

const line: CartLine = {
  cartId: 'l1',
  id: 7,
  name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
  image: null,
  basePrice: 40,
  selectedVariant: { id: 11, name: { en: 'Regular', ar: 'عادي' }, price: 45 },
  selectedAddons: [{ id: 21, name: { en: 'Salad', ar: 'سلطة' }, price: 6 }],
  quantity: 2,
  totalPrice: 102,
};

const cmsItem = (variantPrice: string) => ({
  id: 7,
  name_en: 'Chicken Kabsa',
  name_ar: 'كبسة دجاج',
  default_price: '40.00',
  variants: [{ menu_variants_id: { id: 11, name_en: 'Regular', name_ar: 'عادي', price: variantPrice } }],
  addons: [{ menu_addons_id: { id: 21, name_en: 'Salad', name_ar: 'سلطة', price: '6.00' } }],
});

const restaurant = { id: 1, slug: 'saffron-house', name_en: 'Saffron House', name_ar: 'بيت الزعفران', whatsapp_no: '+966 55 123 4567' };

afterEach(() => vi.restoreAllMocks());

function setup(variantPrice: string, cart: CartLine[] = [line], language: 'en' | 'ar' = 'en') {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const client = memoryClient({ menu_items: () => [cmsItem(variantPrice)], restaurants: () => [restaurant], opening_hours: () => [] });
  renderWithProviders(<CartPageBlock section={section} />, { client, cart, language });
  return { open, client };
}

describe('CartPage block', () => {
  it('shows the empty message with Shop Now, and "Cart is empty!" on checkout', () => {
    const { open } = setup('45.00', []);
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    fireEvent.click(screen.getByRole('button', { name: /Order on WhatsApp/ }));
    expect(screen.getByRole('alert').textContent).toBe('Cart is empty!');
    expect(open).not.toHaveBeenCalled();
  });

  it('lists lines linking to the item; ignores quantity changes below 1; removes', () => {
    setup('45.00');
    expect(screen.getByRole('link', { name: 'Chicken Kabsa' }).getAttribute('href')).toBe('/shop/shop-details/7');
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of Chicken Kabsa' }) as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '0' } });
    expect(screen.getByTestId('cart-total').textContent).toBe('102.00 SAR');
    fireEvent.change(qty, { target: { value: '3' } });
    expect(screen.getByTestId('cart-total').textContent).toBe('153.00 SAR');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chicken Kabsa' }));
    expect(screen.getByRole('link', { name: 'Shop Now' })).toBeTruthy();
  });

  it('re-reads prices and opens WhatsApp with the order message when nothing changed', async () => {
    const { open, client } = setup('45.00');
    await waitFor(() => expect(client.calls.some((c) => c.collection === 'restaurants')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Order on WhatsApp/ }));
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const parsed = new URL(String(url));
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/+966551234567');
    expect(parsed.searchParams.get('text')).toBe(
      [
        'Hello Saffron House, I would like to place an order:',
        '1. Chicken Kabsa\nSize: Regular\nAdd-ons: Salad\nQuantity: 2\nPrice: 51.00 SAR\nSubtotal: 102.00 SAR',
        'Total: 102.00 SAR',
        'Please confirm my order and let me know the delivery or pickup time. Thank you!',
      ].join('\n\n'),
    );
    const read = client.calls.find((c) => c.collection === 'menu_items')!;
    expect(JSON.stringify(read.query.filter)).toContain('"slug":{"_eq":"saffron-house"}');
  });

  it('shows a changed price and waits for confirmation before sending', async () => {
    const { open } = setup('50.00');
    fireEvent.click(screen.getByRole('button', { name: /Order on WhatsApp/ }));
    await screen.findByTestId('cart-review');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('cart-review-total').textContent).toBe('112.00 SAR');
    expect(screen.getByTestId('cart-total').textContent).toBe('112.00 SAR');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(open).toHaveBeenCalledOnce();
    expect(new URL(String(open.mock.calls[0]![0])).searchParams.get('text')).toContain('Price: 56.00 SAR');
  });
});
