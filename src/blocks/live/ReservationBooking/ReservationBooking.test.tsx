/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import { zonedClock } from '../../../hours/zone';
import ReservationBookingBlock from './index';

const section = {
  id: 'booking',
  type: 'reservationBooking' as const,
  content: {
    contactTitle: { en: 'Book your table', ar: 'احجز طاولتك' },
    formTitle: { en: 'Reserve a Table', ar: 'احجز طاولة' },
  },
  data: { restaurant: { query: 'restaurant' as const }, services: { query: 'serviceOptions' as const } },
};

function cms() {
  return memoryClient({
    restaurants: () => [
      {
        id: 1,
        slug: 'saffron-house',
        name_en: 'Saffron House',
        name_ar: 'بيت الزعفران',
        whatsapp_no: '+966 50 111 2222',
        phone_no: '011 000',
        description_en: 'Grill house',
        address_en: 'King Fahd Rd',
      },
    ],
    opening_hours: () => [],
    hours_overrides: () => [],
    menu_services: () => [{ id: 7, title_en: 'Private majlis', title_ar: 'مجلس خاص' }, { id: 8 }],
  });
}

/** A day after tomorrow at the restaurant (Riyadh), whatever this machine's clock and zone. */
function tomorrow(): string {
  return zonedClock(new Date(Date.now() + 2 * 86_400_000), 'Asia/Riyadh').date;
}

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('ReservationBooking', () => {
  it('shows the contact block and the services with the Service fallback', async () => {
    renderWithProviders(<ReservationBookingBlock section={section} />, { client: cms() });
    await screen.findByText('Grill house');
    expect(screen.getByTestId('reservation-address').textContent).toBe('King Fahd Rd');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Choose a service (optional)',
        'Private majlis',
        'Service',
      ]),
    );
    // Today at the restaurant, not on the visitor's clock.
    expect(screen.getByLabelText('Select Date', { exact: false }).getAttribute('min')).toBe(
      zonedClock(new Date(), 'Asia/Riyadh').date,
    );
    expect(screen.getByLabelText('Number of Guests', { exact: false }).getAttribute('aria-valuemax')).toBe('20');
    expect(screen.getByLabelText('Phone Number', { exact: false }).getAttribute('type')).toBe('tel');
  });

  it('missing fields: alert with the translated message, typed values kept, nothing opened', async () => {
    renderWithProviders(<ReservationBookingBlock section={section} />, { client: cms(), language: 'ar' });
    type('رسالة', 'قرب النافذة');
    type('عدد الضيوف', '3');
    fireEvent.click(screen.getByRole('button', { name: /احجز طاولة/ }));
    // The first press loads the form's machine (src/perf/lazyActor.ts), then is applied.
    expect((await screen.findByRole('alert')).textContent).toBe('يرجى ملء جميع الحقول المطلوبة');
    expect(screen.getByLabelText<HTMLTextAreaElement>('رسالة').value).toBe('قرب النافذة');
    expect(screen.getByLabelText<HTMLInputElement>('عدد الضيوف', { exact: false }).value).toBe('3');
    expect(screen.getByLabelText('اختر التاريخ', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(open).not.toHaveBeenCalled();
  });

  it('a valid request opens wa.me in a new tab and shows the confirmation', async () => {
    renderWithProviders(<ReservationBookingBlock section={section} />, { client: cms() });
    await screen.findByText('Grill house');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    type('Select Date', tomorrow());
    type('Select Time', '19:30');
    type('Phone Number', '0551234567');
    type('Number of Guests', '4');
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: '7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /BOOK A TABLE/ })));
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const parsed = new URL(url as string);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/966501112222');
    expect(parsed.searchParams.get('text')).toContain('🍽️ Service: Private majlis');
    expect(parsed.searchParams.get('text')).toContain('👥 Guests: 4');
    expect(screen.getByTestId('reservation-sent').textContent).toContain('Your request is ready in WhatsApp');
    expect(screen.getByRole('link', { name: /Open WhatsApp again/ }).getAttribute('href')).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Make another booking' }));
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number', { exact: false }).value).toBe('');
  });

  it('sends what was typed before the form came to life', async () => {
    renderWithProviders(<ReservationBookingBlock section={section} />, { client: cms() });
    await screen.findByText('Grill house');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    // Typed while the page's script was loading: the fields hold the text, React's state does not
    // (a value set on the element is one React will not report as a change).
    const typedEarly = (label: string, value: string) => {
      screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label, { exact: false }).value = value;
    };
    typedEarly('Select Date', tomorrow());
    typedEarly('Select Time', '19:30');
    typedEarly('Phone Number', '0551234567');
    typedEarly('Number of Guests', '3');
    typedEarly('Service', '7');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /BOOK A TABLE/ })));
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    const text = new URL(open.mock.calls[0]![0] as string).searchParams.get('text');
    expect(text).toContain('👥 Guests: 3');
    expect(text).toContain('🍽️ Service: Private majlis');
  });

  it('refuses a closed day, naming it', async () => {
    const client = memoryClient({
      restaurants: () => [{ id: 1, slug: 'saffron-house', name_en: 'Saffron House' }],
      opening_hours: () =>
        ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((Day, id) => ({
          id,
          Day,
          closed_this_day: true,
        })),
      hours_overrides: () => [],
      menu_services: () => [],
    });
    renderWithProviders(<ReservationBookingBlock section={section} />, { client });
    await screen.findByText('Book your table');
    await waitFor(() => expect(client.calls.some((c) => c.collection === 'opening_hours')).toBe(true));
    type('Select Date', tomorrow());
    await screen.findByTestId('reservation-hours-hint');
    type('Select Time', '19:30');
    type('Phone Number', '0551234567');
    type('Number of Guests', '2');
    fireEvent.click(screen.getByRole('button', { name: /BOOK A TABLE/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We are closed on \w+day\. Please choose another day\.$/,
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a date closed for a private event, naming it, in Arabic', async () => {
    const date = tomorrow();
    const client = memoryClient({
      restaurants: () => [
        { id: 1, slug: 'saffron-house', name_en: 'Saffron House', opens_at: '12:00', closes_at: '23:30' },
      ],
      opening_hours: () => [],
      hours_overrides: () => [
        { id: 4, date, closed: true, note_en: 'Closed for a private event', note_ar: 'مغلق لمناسبة خاصة' },
      ],
      menu_services: () => [],
    });
    renderWithProviders(<ReservationBookingBlock section={section} />, { client, language: 'ar' });
    await waitFor(() => expect(client.calls.some((c) => c.collection === 'hours_overrides')).toBe(true));
    type('اختر التاريخ', date);
    expect((await screen.findByTestId('reservation-hours-hint')).textContent).toContain('مغلق لمناسبة خاصة');
    type('اختر الوقت', '19:30');
    type('رقم الجوال', '0551234567');
    type('عدد الضيوف', '2');
    fireEvent.click(screen.getByRole('button', { name: /احجز طاولة/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^نحن مغلقون يوم .+ \(مغلق لمناسبة خاصة\)\. يرجى اختيار يوم آخر\.$/,
    );
    expect(open).not.toHaveBeenCalled();
  });
});
