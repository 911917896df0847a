/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCartMachine } from '../../../ordering/cart/CartProvider';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import type { CartLine } from '../../../ordering/cart/model';
import type { RawRecord } from '../../../data/client';
import { CmsError } from '../../../data/errors';
import { dishHref } from '../../../site/paths';
import { filledParts } from './filledParts';
import { afterPaint } from '../../../perf/nextTask';
import CartPageBlock from './index';

const section = {
  id: 'cart',
  type: 'cartPage' as const,
  content: {
    shopLink: { label: { en: 'Shop Now', ar: 'تسوّق الآن' }, href: '/shop' },
    ordersLink: { label: { en: 'Your recent orders', ar: 'طلباتك الأخيرة' }, href: '/shop/order' },
  },
  data: { restaurant: { query: 'restaurant' as const } },
};

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

const restaurant = {
  id: 1,
  slug: 'saffron-house',
  name_en: 'Saffron House',
  name_ar: 'بيت الزعفران',
  whatsapp_no: '+966 55 123 4567',
  opens_at: '12:00:00',
  closes_at: '23:30:00',
  delivery_fee: '15.00',
  delivery_minimum: '60.00',
};

// Tuesday 24 November 2026, 14:00 in Riyadh (open), whatever this machine's time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:00:00+03:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const orderButton = (language: 'en' | 'ar' = 'en') =>
  screen.getByRole<HTMLButtonElement>('button', { name: language === 'en' ? /Order on WhatsApp/ : /اطلب عبر واتساب/ });
/**
 * The visitor's first touch of the page loads the checkout machine and the sending of an order
 * (src/perf/lazyActor.ts), long before a press on the order button; here they have arrived once
 * this resolves.
 */
async function touched() {
  await act(async () => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    await afterPaint();
    await import('../../../ordering/order/checkout.machine');
    await import('../../../ordering/order/sendOrder');
    await import('../../../perf/startFrom');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
/** The live prices are read in the background; the button waits for them. The visitor has touched the page. */
async function ready(language: 'en' | 'ar' = 'en') {
  await waitFor(() => expect(orderButton(language).disabled).toBe(false));
  await touched();
}

function setup(variantPrice: string, cart: CartLine[] = [line], language: 'en' | 'ar' = 'en') {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const client = memoryClient({
    menu_items: () => [cmsItem(variantPrice)],
    restaurants: () => [restaurant],
    opening_hours: () => [],
    hours_overrides: () => [],
  });
  renderWithProviders(<CartPageBlock section={section} />, { client, cart, language });
  return { open, client };
}

describe('CartPage block', () => {
  // The cart machine loads on demand in the app; here it is in before the first click.
  beforeAll(preloadCartMachine);
  // So are the parts a cart holding dishes shows (./filledParts.ts).
  beforeAll(filledParts);

  it('shows the empty message with Shop Now, and "Cart is empty!" on checkout', async () => {
    const { open } = setup('45.00', []);
    await touched();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    fireEvent.click(screen.getByRole('button', { name: /Order on WhatsApp/ }));
    expect(screen.getByRole('alert').textContent).toBe('Cart is empty!');
    expect(open).not.toHaveBeenCalled();
  });

  it('lists lines linking to the item; ignores quantity changes below 1; removes', () => {
    setup('45.00');
    expect(screen.getByRole('link', { name: 'Chicken Kabsa' }).getAttribute('href')).toBe(dishHref(7));
    const qty = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of Chicken Kabsa' });
    fireEvent.input(qty, { target: { value: '0' } });
    expect(screen.getByTestId('cart-total').textContent).toBe('102.00 SAR');
    fireEvent.input(qty, { target: { value: '3' } });
    expect(screen.getByTestId('cart-total').textContent).toBe('153.00 SAR');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chicken Kabsa' }));
    expect(screen.getByRole('link', { name: 'Shop Now' })).toBeTruthy();
  });

  it('sends a pickup order inside the click, with its number, and keeps it for the confirmation page', async () => {
    const { open, client } = setup('45.00');
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    fireEvent.click(orderButton());
    // No waiting between the press and the new tab: a browser would block a later one.
    expect(open).toHaveBeenCalledOnce();
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const parsed = new URL(String(url));
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/966551234567');
    const text = parsed.searchParams.get('text')!;
    const number = /^Order (SH-[2-9A-Z]{5})\n/.exec(text)?.[1];
    expect(number).toBeDefined();
    expect(text).toBe(
      [
        `Order ${number}`,
        'Hello Saffron House, I would like to place an order:',
        'Order type: Pickup\nTime: As soon as possible',
        '1. Chicken Kabsa\nSize: Regular\nAdd-ons: Salad\nQuantity: 2\nPrice: 51.00 SAR\nSubtotal: 102.00 SAR',
        'Total: 102.00 SAR',
        'Please confirm my order and let me know when it will be ready. Thank you!',
      ].join('\n\n'),
    );
    const read = client.calls.find((c) => c.collection === 'menu_items')!;
    expect(JSON.stringify(read.query.filter)).toContain('"slug":{"_eq":"saffron-house"}');
    // Kept in this browser for "Send again" and "Order again"; the cart is empty for the next order.
    const stored = JSON.parse(localStorage.getItem('restaurant_orders')!) as { number: string; url: string }[];
    expect(stored[0]).toMatchObject({ number, url });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop Now' })).toBeTruthy());
  });

  it('asks for a delivery address, enforces the minimum order, and adds the fee', async () => {
    const { open } = setup('45.00', [{ ...line, quantity: 1, totalPrice: 51 }]);
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
    fireEvent.click(orderButton());
    expect(open).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter a phone number of 7 to 15 digits.',
      'Please enter the delivery address.',
      'Delivery needs an order of at least 60.00 SAR. Add 9.00 SAR more, or choose pickup.',
    ]);
    // The focus goes to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Sara' } });
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '٠٥٥١٢٣٤٥٦٧' } });
    fireEvent.input(screen.getByLabelText('Street, building and flat'), { target: { value: 'King Fahd Rd 12' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Quantity of Chicken Kabsa' }), { target: { value: '2' } });
    await ready();
    expect(screen.getByTestId('cart-fee').textContent).toBe('15.00 SAR');
    expect(screen.getByTestId('cart-total').textContent).toBe('117.00 SAR');
    fireEvent.click(orderButton());
    expect(open).toHaveBeenCalledOnce();
    const text = new URL(String(open.mock.calls[0]![0])).searchParams.get('text')!;
    expect(text).toContain(
      'Order type: Delivery\nTime: As soon as possible\nName: Sara\nPhone: 0551234567\nAddress: King Fahd Rd 12',
    );
    expect(text).toContain('Order subtotal: 102.00 SAR\nDelivery fee: 15.00 SAR\nTotal: 117.00 SAR');
  });

  it('shows a changed price and waits for confirmation before sending', async () => {
    const { open } = setup('50.00');
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    fireEvent.click(orderButton());
    await screen.findByTestId('cart-review');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('cart-review-total').textContent).toBe('112.00 SAR');
    expect(screen.getByTestId('cart-total').textContent).toBe('112.00 SAR');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(open).toHaveBeenCalledOnce();
    expect(new URL(String(open.mock.calls[0]![0])).searchParams.get('text')).toContain('Price: 56.00 SAR');
  });

  describe('when the CMS cannot confirm the prices', () => {
    const UNCONFIRMED = {
      en: "We couldn't confirm the current prices right now, so your order has not been sent. Your cart is saved as it is; please try again in a moment.",
      ar: 'تعذّر علينا التحقق من الأسعار الحالية الآن، لذلك لم يُرسَل طلبك. سلتك محفوظة كما هي، فيُرجى المحاولة مرة أخرى بعد قليل.',
    };

    /** A CMS whose menu_items and restaurants reads fail or answer according to `state`. */
    function flakyCms(
      language: 'en' | 'ar',
      state: { menu: 'down' | 'garbage' | 'up'; restaurant: 'down' | 'wrong' | 'up' },
    ) {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const down = () => Promise.reject(new CmsError('CMS answered 503', 503));
      const garbage: RawRecord = { ...cmsItem('45.00'), id: 'NaN', default_price: { en: '40.00' } };
      const client = memoryClient({
        menu_items: () => (state.menu === 'down' ? down() : state.menu === 'garbage' ? [garbage] : [cmsItem('45.00')]),
        restaurants: () =>
          state.restaurant === 'down'
            ? down()
            : state.restaurant === 'wrong'
              ? [{ ...restaurant, whatsapp_no: '12345' }]
              : [restaurant],
        opening_hours: () => [],
        hours_overrides: () => [],
      });
      renderWithProviders(<CartPageBlock section={section} />, { client, cart: [line], language });
      const button = () =>
        screen.getByRole<HTMLButtonElement>('button', {
          name: language === 'en' ? /Order on WhatsApp/ : /اطلب عبر واتساب/,
        });
      return { open, client, button };
    }

    async function expectUnconfirmed(
      language: 'en' | 'ar',
      open: ReturnType<typeof vi.spyOn>,
      button: () => HTMLButtonElement,
    ) {
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UNCONFIRMED[language]));
      expect(open).not.toHaveBeenCalled();
      expect(screen.queryByTestId('cart-review')).toBeNull();
      // The cart is exactly as it was, and the button works again.
      expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
      expect(screen.getByTestId('cart-total').textContent).toBe(language === 'en' ? '102.00 SAR' : '102.00 ر.س');
      expect(button().disabled).toBe(false);
    }

    it.each(['en', 'ar'] as const)(
      'sends nothing, keeps the cart and says so (%s); a retry after the CMS recovers sends',
      async (language) => {
        const state = { menu: 'down' as 'down' | 'up', restaurant: 'up' as const };
        const { open, button } = flakyCms(language, state);
        await waitFor(() => expect(button().disabled).toBe(false));
        fireEvent.click(button());
        await expectUnconfirmed(language, open, button);

        // Each press reads again; the CMS is still down.
        fireEvent.click(button());
        await expectUnconfirmed(language, open, button);

        state.menu = 'up';
        fireEvent.click(button());
        await waitFor(() => expect(button().disabled).toBe(false));
        fireEvent.click(screen.getByRole('radio', { name: language === 'en' ? /Pickup/ : /استلام/ }));
        fireEvent.click(button());
        expect(open).toHaveBeenCalledOnce();
        const url = new URL(String(open.mock.calls[0]![0]));
        expect(url.pathname).toBe('/966551234567');
        expect(url.searchParams.get('text')).toContain(language === 'en' ? 'Price: 51.00 SAR' : 'السعر: 51.00 ر.س');
      },
    );

    it('treats an unreadable answer (bad id, price as an object) as unconfirmed, not as a dish that is gone', async () => {
      const { open, button } = flakyCms('en', { menu: 'garbage', restaurant: 'up' });
      await waitFor(() => expect(button().disabled).toBe(false));
      fireEvent.click(button());
      await expectUnconfirmed('en', open, button);
    });

    it('reads the WhatsApp number afresh too: refuses without it, and without a real one (never a made-up number), sends once it answers', async () => {
      const state = { menu: 'up' as const, restaurant: 'down' as 'down' | 'wrong' | 'up' };
      const { open, button } = flakyCms('en', state);
      await waitFor(() => expect(button().disabled).toBe(false));
      fireEvent.click(button());
      await expectUnconfirmed('en', open, button);

      // A number too short to be one: nothing is sent, and the visitor is told why.
      state.restaurant = 'wrong';
      fireEvent.click(button());
      await waitFor(() => expect(button().disabled).toBe(false));
      fireEvent.click(button());
      expect(screen.getByRole('alert').textContent).toMatch(/no WhatsApp number on this site/);
      expect(open).not.toHaveBeenCalled();

      state.restaurant = 'up';
      // Coming back to the tab a while later reads the live version again.
      vi.setSystemTime(new Date('2026-11-24T14:05:00+03:00'));
      fireEvent.focus(window);
      await waitFor(() => expect(button().disabled).toBe(false));
      fireEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
      fireEvent.click(button());
      expect(open).toHaveBeenCalledOnce();
      const url = new URL(String(open.mock.calls[0]![0]));
      expect(url.pathname).toBe('/966551234567');
      expect(url.searchParams.get('text')).toMatch(/^Order SH-[2-9A-Z]{5}\n\nHello Saffron House,/);
    });
  });
});
