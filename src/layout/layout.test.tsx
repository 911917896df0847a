/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../tests/unit/render';
import { QueryCache } from '../data/cache';
import { restaurantKey } from '../data/published';
import type { RestaurantModel } from '../generated/types';
import { CART_CHANGED } from '../ordering/cart/announce';
import { CART_STORAGE_KEY } from '../ordering/cart/model';
import { useCartCount } from '../ordering/cart/CartProvider';
import { useLanguage } from '../i18n/LanguageProvider';
import { LANGUAGE_STORAGE_KEY } from '../i18n/choice';
import { watchDocumentOnce } from '../../tests/unit/page';
import { takeTableFromAddress, watchCartCount, watchTableBadge } from './behaviour/header';
import { startHoursNow } from './behaviour/hoursNow';
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

/** The page script's behaviours a test needs, started on the rendered page. */
function watchPage(language: 'en' | 'ar' = 'en') {
  watchDocumentOnce();
  const header = document.querySelector<HTMLElement>('[data-site-header]')!;
  watchCartCount(header, language);
}

/** The restaurant the page was rendered with, as the page script reads it (its data file). */
const published = (cache: QueryCache) => async () =>
  (cache.peek(restaurantKey('saffron-house'))?.value ?? null) as RestaurantModel | null;

// Tuesday 24 November 2026, 13:00 in Riyadh (10:00 UTC), whatever this machine's time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('header and footer', () => {
  it('shows loading texts until the restaurant read ends, then the restaurant and its daily hours', async () => {
    const restaurants = deferred<Record<string, unknown>[]>();
    const client = memoryClient({
      restaurants: () => restaurants.promise,
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client });
    expect(screen.getByTestId('header-hours').textContent).toBe('Loading hours...');
    expect(screen.getByTestId('footer-address').textContent).toBe('Loading...');
    await act(async () => restaurants.resolve([restaurantRow]));
    // The page's HTML has the daily hours; the page script says whether it is open now (below).
    await waitFor(() => expect(screen.getByTestId('header-hours').textContent).toBe('12:00 PM - 11:30 PM'));
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
    await waitFor(() => expect(screen.getByTestId('footer-address').textContent).toBe('12 Olaya Street, Riyadh'));
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
    // enable_arabic unknown: no header switch; the mobile menu keeps its own (the published
    // version has Arabic: the page names its languages, src/i18n/available.ts).
    const header = screen.getByRole('banner');
    expect(within(header).queryAllByRole('link', { name: /Switch to Arabic/ })).toHaveLength(0);
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getAllByRole('link', { name: /Switch to Arabic/, hidden: true })).toHaveLength(1);
  });

  it('links to this page in Arabic only when enable_arabic is true, remembering the choice when followed', async () => {
    const client = memoryClient({
      restaurants: () => [restaurantRow],
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client, route: '/shop' });
    watchPage();
    const toggle = await screen.findByRole('link', { name: /العربية, Switch to Arabic/ });
    expect(toggle.getAttribute('href')).toBe('/ar/shop');
    expect(toggle.getAttribute('hreflang')).toBe('ar');
    const stopNavigation = (event: Event) => event.preventDefault(); // jsdom cannot load pages
    window.addEventListener('click', stopNavigation);
    try {
      fireEvent.click(toggle);
    } finally {
      window.removeEventListener('click', stopNavigation);
    }
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('shows no language switch anywhere, mobile menu included, when the site is published without Arabic', async () => {
    const client = memoryClient({
      restaurants: () => [{ ...restaurantRow, enable_arabic: false }],
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { client, languages: ['en'] });
    await waitFor(() => expect(screen.getByTestId('footer-address').textContent).toBe('12 Olaya Street, Riyadh'));
    expect(screen.queryAllByRole('link', { name: /Switch to Arabic/, hidden: true })).toHaveLength(0);
    expect(document.querySelectorAll('.language-toggle')).toHaveLength(0);
  });

  describe('whether it is open now, worked out in the browser', () => {
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
    const render = async (overrides: () => Record<string, unknown>[] = () => [], language: 'en' | 'ar' = 'en') => {
      const cache = new QueryCache();
      renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, {
        client: memoryClient({ restaurants: () => [restaurantRow], opening_hours: hours, hours_overrides: overrides }),
        language,
        cache,
      });
      await waitFor(() => expect(cache.peek(restaurantKey('saffron-house'))?.status).toBe('success'));
      await startHoursNow(language, published(cache));
    };
    const badge = (text: string) => expect(screen.getByTestId('header-hours').textContent).toBe(text);

    it('is open now in the restaurant’s time zone, and says when it closes', async () => {
      await render();
      badge('Open now · closes 11:30 PM');
      expect(screen.getByTestId('header-hours').dataset.open).toBe('open');
    });

    it('is closed on the closed Monday, and opens tomorrow', async () => {
      vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 13:00 in Riyadh
      await render();
      badge('Closed · opens tomorrow 12:00 PM');
    });

    it('is closed between the two shifts of Friday, and opens again today', async () => {
      vi.setSystemTime(new Date('2026-11-27T13:30:00Z')); // Friday 16:30 in Riyadh
      await render(undefined, 'ar');
      badge('مغلق · يفتح اليوم 6:00 م');
    });

    it('is closed on a date closed for a private event, saying so and when it opens', async () => {
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z')); // Tuesday 13:00 in Riyadh
      await render(() => [
        {
          id: 9,
          date: '2026-11-24',
          closed: true,
          note_en: 'Closed for a private event',
          note_ar: 'مغلق لمناسبة خاصة',
        },
      ]);
      badge('Closed · opens tomorrow 12:00 PM · Closed for a private event');
      // The footer lists the special date after the week.
      const special = screen.getByTestId('footer-special-hours');
      expect(special.textContent).toContain('Closed for a private event');
      expect(special.closest('.special-hours')!.hasAttribute('hidden')).toBe(false);
    });
  });

  it('opens the mobile menu, a native dialog in the page, on its button; its close button closes it', async () => {
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>);
    watchPage();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const dialog = document.getElementById(button.getAttribute('aria-controls')!) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/shop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog.open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a search panel that asks the menu for the words, in the page’s language', async () => {
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { language: 'ar', route: '/ar/' });
    watchPage('ar');
    const dialog = document.getElementById('site-search-panel') as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'فتح البحث' }));
    await waitFor(() => expect(dialog.open).toBe(true));
    const form = within(dialog).getByRole<HTMLFormElement>('search');
    expect(form.getAttribute('action')).toBe('/ar/shop');
    expect(form.getAttribute('method')).toBe('get');
    expect(within(dialog).getByRole<HTMLInputElement>('searchbox').name).toBe('q');
  });

  it('shows the number of items in the visit’s cart, and follows it', async () => {
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
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>);
    // The published page shows an empty cart.
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    watchPage();
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy());
    act(() => void window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: 1 })));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy());
  });

  it('says the cart’s count in Arabic with the plural form the number takes, the number itself included', async () => {
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { language: 'ar', route: '/ar/' });
    expect(screen.getByRole('link', { name: 'السلة، 0 عناصر' })).toBeTruthy();
    watchPage('ar');
    // In this order: back to 0 last (an object's number keys would be visited from 0 up).
    const said: [number, string][] = [
      [1, 'السلة، 1 عنصر'],
      [2, 'السلة، 2 عنصر'],
      [3, 'السلة، 3 عناصر'],
      [11, 'السلة، 11 عنصرًا'],
      [100, 'السلة، 100 عنصر'],
      [0, 'السلة، 0 عناصر'],
    ];
    for (const [count, label] of said) {
      act(() => void window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: count })));
      expect(screen.getByTestId('cart-count').textContent).toBe(String(count));
      await waitFor(() => expect(screen.getByRole('link', { name: label })).toBeTruthy());
    }
  });
});

describe('a table’s QR link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('seats the visit, takes the table off the address, shows it in the header and lets the visitor leave', async () => {
    window.history.replaceState(null, '', '/shop?table=7&category=2#menu');
    takeTableFromAddress();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop?category=2#menu');
    renderWithProviders(<PageFrame layout={layout}>content</PageFrame>, { language: 'ar' });
    const badge = screen.getByTestId('table-badge');
    expect(badge.hidden).toBe(true); // the published page seats nobody
    watchTableBadge(document.querySelector<HTMLElement>('[data-site-header]')!, 'ar');
    await waitFor(() => expect(badge.hidden).toBe(false));
    expect(badge.textContent?.trim()).toBe('طاولة 7');
    const leave = within(badge).getByRole('button');
    expect(leave.getAttribute('aria-label')).toContain('7');
    fireEvent.click(leave);
    expect(badge.hidden).toBe(true);
    expect(sessionStorage.getItem('restaurant_table')).toBeNull();
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
