/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import checkoutContent from '../../../../content/checkout.json';
import type { CheckoutMockupDemoContent } from '../../../generated/types';
import { renderWithProviders } from '../../../../tests/unit/render';
import { CheckoutMockupDemo } from './CheckoutMockupDemo';

const content = checkoutContent as CheckoutMockupDemoContent;

function everyControlIsLabelled(root: HTMLElement): string[] {
  return [...root.querySelectorAll('input, select, textarea')]
    .filter((el) => (el as HTMLInputElement).labels?.length === 0 && !el.getAttribute('aria-label'))
    .map((el) => el.outerHTML);
}

describe('CheckoutMockupDemo', () => {
  it('the login and coupon toggles reveal their forms, which only show a note', () => {
    renderWithProviders(<CheckoutMockupDemo id="checkout" content={content} />);
    const login = within(screen.getByTestId('checkout-login'));
    const toggle = login.getByRole('button', { name: 'Click here to login' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(login.getByLabelText('Username or email').closest('[hidden]')).not.toBeNull(); // panel starts hidden
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(login.getByLabelText('Username or email').closest('[hidden]')).toBeNull();
    expect(login.getByLabelText('Password')).toBeTruthy();
    expect(login.getByLabelText('Remember me')).toBeTruthy();
    fireEvent.click(login.getByRole('button', { name: 'Login' }));
    expect(login.getByRole('status').textContent).toMatch(/Accounts are not available in this preview/);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(login.getByLabelText('Username or email').closest('[hidden]')).not.toBeNull();

    const coupon = within(screen.getByTestId('checkout-coupon'));
    fireEvent.click(coupon.getByRole('button', { name: 'Click here to enter your code' }));
    fireEvent.input(coupon.getByLabelText('Coupon code'), { target: { value: 'SAFFRON10' } });
    fireEvent.click(coupon.getByRole('button', { name: 'Apply coupon' }));
    expect(coupon.getByRole('status').textContent).toMatch(/Coupons cannot be applied/);
  });

  it('has every billing field, the five countries, and reveals a duplicate address form for shipping', () => {
    const { container } = renderWithProviders(<CheckoutMockupDemo id="checkout" content={content} />);
    for (const label of [
      'First name',
      'Last name',
      'Company name (optional)',
      'Street address',
      'Apartment, suite, unit, etc. (optional)',
      'Town / City',
      'State / County',
      'Postcode / ZIP',
      'Email address',
      'Phone',
      'Create an account?',
      'Order notes (optional)',
    ])
      expect(screen.getAllByLabelText(label)).toHaveLength(1);
    const country = screen.getByLabelText('Country / Region');
    expect(
      within(country)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(['United Kingdom (UK)', 'United States (US)', 'Equatorial Guinea', 'Australia', 'Germany']);
    expect(screen.queryByTestId('shipping-address')).toBeNull();
    fireEvent.click(screen.getByLabelText('Ship to a different address?'));
    const shipping = within(screen.getByTestId('shipping-address'));
    expect(shipping.getByLabelText('Street address')).toBeTruthy();
    expect(screen.getAllByLabelText('Country / Region')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Ship to a different address?'));
    expect(screen.queryByTestId('shipping-address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Click here to login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Click here to enter your code' }));
    fireEvent.click(screen.getByLabelText('Ship to a different address?'));
    expect(everyControlIsLabelled(container)).toEqual([]);
  });

  it('shows the order table with totals and the shipping message; bank transfer is the default payment', () => {
    renderWithProviders(<CheckoutMockupDemo id="checkout" content={content} />);
    const table = screen.getByRole('table', { name: 'Your order' });
    // A phone scrolls the table in its frame, which keyboard users reach by its name.
    const frame = screen.getByRole('region', { name: 'Your order' });
    expect(frame.contains(table)).toBe(true);
    expect(frame.tabIndex).toBe(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Image', 'Product', 'Price', 'Quantity', 'Total']);
    expect(within(table).getByText('$51.98')).toBeTruthy(); // 2 x 25.99
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('$112.96');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$112.96');
    expect(within(table).getByText('Enter your address to view shipping options.')).toBeTruthy();
    const radios = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole<HTMLInputElement>(
      'radio',
    );
    expect(radios.map((r) => r.value)).toEqual(['bank', 'cheque', 'card', 'paypal']);
    expect(radios[0]!.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Credit card'));
    expect(screen.getByLabelText<HTMLInputElement>('Credit card').checked).toBe(true);
    expect(screen.getByText('Pay with cash upon delivery.')).toBeTruthy();
  });

  it('Place order submits nothing and points to the WhatsApp checkout in the cart', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<CheckoutMockupDemo id="checkout" content={content} />);
    expect(screen.getByTestId('checkout-status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const status = screen.getByTestId('checkout-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toMatch(/This checkout is a preview: no order was placed/);
    expect(within(status).getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe('/shop/cart');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('works in Arabic', () => {
    renderWithProviders(<CheckoutMockupDemo id="checkout" content={content} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'تفاصيل الفوترة' })).toBeTruthy();
    expect(
      within(screen.getByLabelText('الدولة / المنطقة')).getByRole('option', { name: 'غينيا الاستوائية' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'اضغط هنا لتسجيل الدخول' }));
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('بطاقة ائتمان'));
    expect(screen.getByText('ادفع نقداً عند الاستلام.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(screen.getByTestId('checkout-status').textContent).toMatch(/للمعاينة فقط/);
    expect(
      within(screen.getByTestId('checkout-status')).getByRole('link', { name: 'انتقل إلى السلة' }).getAttribute('href'),
    ).toBe('/shop/cart');
  });
});
