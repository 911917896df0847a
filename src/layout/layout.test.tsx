/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../tests/unit/render';
import { useCartCount } from '../ordering/cart/CartProvider';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from './PageFrame';

const layout = { header: 'classic', footer: 'classic' } as const;

const restaurantRow = {
  id: 1,
  slug: 'saffron-house',
  name_en: 'Saffron House',
  name_ar: 'بيت الزعفران',
  short_address_en: 'Olaya St, Riyadh',
  short_address_ar: 'شارع العليا، الرياض',
  address_en: '12 Olaya Street, Riyadh',
  address_ar: '١٢ شارع العليا، الرياض',
  email_id: 'hello@saffron.test',
  phone_no: '+966 11 555 0101',
  opens_at: '12:00:00',
  closes_at: '23:30:00',
  enable_arabic: true,
  instagram_url: 'https://instagram.com/saffron',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// Tuesday 24 November 2026, 13:00 in Riyadh (10:00 UTC), whatever this machine's time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('header and footer', () => {
  it('shows loading texts until the restaurant read ends, then the restaurant', async () => {
    const restaurants = deferred<Record<string, unknown>[]>();
    const client = memoryClient({
      restaurants: () => restaurants.promise,
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client });
    expect(screen.getByTestId('header-hours').textContent).toBe('Loading hours...');
    // The footer's code loads apart (src/layout/FooterSlot.tsx).
    expect((await screen.findByTestId('footer-address')).textContent).toBe('Loading...');
    await act(async () => restaurants.resolve([restaurantRow]));
    // In the browser the header says whether it is open now, in the restaurant's time zone, once
    // the hours engine has loaded (src/layout/useHoursNow.ts); until then, the daily hours.
    await waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe('Open now · closes 11:30 PM'));
    expect(screen.getByTestId('short-address').textContent).toBe('Olaya St, Riyadh');
    expect(screen.getByTestId('footer-address').textContent).toBe('12 Olaya Street, Riyadh');
    // No opening_hours rows: the restaurant's daily times, every day.
    const hours = within(screen.getByTestId('footer-hours'));
    expect(hours.getByText('Every day')).toBeTruthy();
    expect(hours.getAllByText('12:00 PM - 11:30 PM')).toHaveLength(1);
  });

  it('asks the CMS for the restaurant once for header and footer together', async () => {
    const client = memoryClient({
      restaurants: () => [restaurantRow],
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client });
    await waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe('Open now · closes 11:30 PM'));
    expect(client.calls.filter((c) => c.collection === 'restaurants')).toHaveLength(1);
  });

  it('invents no hours when the CMS fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = memoryClient({
      restaurants: () => Promise.reject(new Error('down')),
      opening_hours: () => Promise.reject(new Error('down')),
      hours_overrides: () => Promise.reject(new Error('down')),
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client });
    await waitFor(() => expect(screen.queryByText('Loading hours...')).toBeNull());
    expect(screen.queryByTestId('header-hours')).toBeNull();
    expect(screen.queryByTestId('footer-hours')).toBeNull();
    // enable_arabic unknown: no header toggle; the mobile menu keeps its switch (the published
    // version has Arabic: the page names its languages, src/i18n/available.ts).
    expect(screen.queryAllByRole('button', { name: /Switch to Arabic/ })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findAllByRole('button', { name: /Switch to Arabic/ })).toHaveLength(1);
  });

  it('shows the header language toggle only when enable_arabic is true, and switches to Arabic', async () => {
    const client = memoryClient({
      restaurants: () => [restaurantRow],
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client });
    await waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe('Open now · closes 11:30 PM'));
    // The header's toggle (the mobile menu, with its own, mounts when first opened).
    const toggles = screen.getAllByRole('button', { name: /Switch to Arabic/, hidden: true });
    expect(toggles).toHaveLength(1);
    fireEvent.click(toggles[0]!);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('short-address').textContent).toBe('شارع العليا، الرياض');
    expect(screen.getByTestId('header-hours').textContent).toBe('مفتوح الآن · يغلق 11:30 م');
  });

  it('shows no language toggle anywhere, mobile menu included, when the site is published without Arabic', async () => {
    const client = memoryClient({
      restaurants: () => [{ ...restaurantRow, enable_arabic: false }],
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client, languages: ['en'] });
    await waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe('Open now · closes 11:30 PM'));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main' });
    expect(within(dialog).getByRole('link', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Switch to Arabic/, hidden: true })).toHaveLength(0);
    expect(document.querySelectorAll('.language-toggle')).toHaveLength(0);
  });

  describe("each day's hours", () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    // Closed on Monday; Friday in two shifts, 13:30 to 16:00 and 18:00 to 23:59.
    const hours = () =>
      days.map((Day, id) => ({
        id,
        Day,
        closed_this_day: Day === 'Monday',
        opens_at: Day === 'Monday' ? null : Day === 'Friday' ? '13:30:00' : '12:00:00',
        closes_at: Day === 'Monday' ? null : Day === 'Friday' ? '16:00:00' : '23:30:00',
        opens_at_2: Day === 'Friday' ? '18:00:00' : null,
        closes_at_2: Day === 'Friday' ? '23:59:00' : null,
      }));
    const render = (overrides: () => Record<string, unknown>[] = () => [], language: 'en' | 'ar' = 'en') =>
      renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, {
        client: memoryClient({ restaurants: () => [restaurantRow], opening_hours: hours, hours_overrides: overrides }),
        language,
      });
    const badge = (text: string) => waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe(text));

    it('is closed on the closed Monday, and opens tomorrow', async () => {
      vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 13:00 in Riyadh
      render();
      await badge('Closed · opens tomorrow 12:00 PM');
    });

    it('is closed between the two shifts of Friday, and opens again today', async () => {
      vi.setSystemTime(new Date('2026-11-27T13:30:00Z')); // Friday 16:30 in Riyadh
      render(undefined, 'ar');
      await badge('مغلق · يفتح اليوم 6:00 م');
    });

    it('is closed on a date closed for a private event, saying so and when it opens', async () => {
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z')); // Tuesday 13:00 in Riyadh
      render(() => [
        {
          id: 9,
          date: '2026-11-24',
          closed: true,
          note_en: 'Closed for a private event',
          note_ar: 'مغلق لمناسبة خاصة',
        },
      ]);
      await badge('Closed · opens tomorrow 12:00 PM · Closed for a private event');
      // The footer lists the special date after the week.
      const special = await screen.findByTestId('footer-special-hours');
      expect(special.textContent).toContain('Closed for a private event');
    });
  });

  it('opens the mobile menu and closes it when a link is clicked, and opens it again', async () => {
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Main' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Main' })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Main' })).toBe(dialog);
  });

  it('opens the search panel on its button and closes it with Escape', async () => {
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByRole('dialog', { name: 'Search the menu' })).toBeTruthy();
    // The panel is ready once it has taken the focus (its effect then also listens for Escape):
    // the panel's code loads on the press, so it can be in the page a moment before that.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Search the menu' })).toBeNull();
  });

  it('shows the number of items in the cart', () => {
    const line = {
      cartId: 'a',
      id: 1,
      name: { en: 'Kabsa', ar: 'كبسة' },
      image: null,
      basePrice: 40,
      selectedVariant: null,
      selectedAddons: [],
      quantity: 3,
      totalPrice: 120,
    };
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { cart: [line] });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });
});

describe('providers', () => {
  it('language and cart state throw outside their providers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lang = () => <>{useLanguage().language}</>;
    const Cart = () => <>{useCartCount()}</>;
    expect(() => render(<Lang />)).toThrow();
    expect(() => render(<Cart />)).toThrow();
  });
});
