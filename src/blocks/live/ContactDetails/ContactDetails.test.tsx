/** @vitest-environment jsdom */
import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { PLACEHOLDER_RESTAURANT } from '../../../data/normalize/restaurant';
import type { RestaurantModel } from '../../../generated/types';
import { LanguageProvider } from '../../../i18n/LanguageProvider';
import { startHoursNow } from '../../../layout/behaviour/hoursNow';
import { watchFramesWhenNear } from '../../../perf/thirdPartyWhenNear';
import { ContactDetails } from './ContactDetails';

const content = { mapHeading: { en: 'Find us', ar: 'موقعنا' } };
const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
const restaurant = (patch: Partial<RestaurantModel>): RestaurantModel => ({ ...PLACEHOLDER_RESTAURANT, ...patch });

describe('ContactDetails', () => {
  it("without hour rows shows the restaurant's daily times every day, and without those no hours box", () => {
    renderWithProviders(
      <ContactDetails
        id="c"
        content={content}
        restaurant={restaurant({ opensAt: '12:00', closesAt: '23:30' })}
        loading={false}
      />,
    );
    expect(screen.getByTestId('contact-email').textContent).toContain('hello@example.com');
    expect(screen.getByTestId('contact-hours').textContent).toContain('Every day12:00 PM - 11:30 PM');
    cleanup();
    renderWithProviders(<ContactDetails id="c" content={content} restaurant={restaurant({})} loading={false} />);
    expect(screen.queryByTestId('contact-hours')).toBeNull();
  });

  it('titles the boxes with level-2 headings, so the page (h1 in the banner) skips no level', () => {
    renderWithProviders(
      <ContactDetails
        id="c"
        content={content}
        restaurant={restaurant({ opensAt: '12:00', closesAt: '23:30' })}
        loading={false}
      />,
    );
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName);
    expect(levels).toEqual(['H2', 'H2', 'H2', 'H2', 'H2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Find us' })).toBeTruthy();
  });

  it('lists CMS hours Sunday first, with Closed days and both shifts, in Arabic', () => {
    const hours: RestaurantModel['hours'] = [
      { day: 'Monday', shifts: [{ opensAt: '12:00', closesAt: '23:00' }], closed: false },
      {
        day: 'Friday',
        shifts: [
          { opensAt: '12:00', closesAt: '15:00' },
          { opensAt: '18:00', closesAt: '23:30' },
        ],
        closed: false,
      },
      { day: 'Sunday', shifts: [], closed: true },
    ];
    renderWithProviders(
      <ContactDetails id="c" content={content} restaurant={restaurant({ hours })} loading={false} />,
      { language: 'ar' },
    );
    const terms = screen.getByTestId('contact-week').querySelectorAll('dt, dd');
    expect([...terms].map((n) => n.textContent)).toEqual([
      'الأحد',
      'مغلق',
      'الاثنين',
      '12:00 م - 11:00 م',
      'الجمعة',
      '12:00 م - 3:00 م، 6:00 م - 11:30 م',
    ]);
  });

  describe('special dates', () => {
    const overrides: RestaurantModel['overrides'] = [
      { date: '2026-11-20', endDate: '2026-11-20', closed: true, shifts: [], note: { en: 'Over', ar: 'انتهى' } },
      {
        date: '2026-12-12',
        endDate: '2026-12-12',
        closed: true,
        shifts: [],
        note: { en: 'Closed for a private event', ar: 'مغلق لمناسبة خاصة' },
      },
      {
        date: '2027-02-08',
        endDate: '2027-03-09',
        closed: false,
        shifts: [{ opensAt: '18:00', closesAt: '03:00' }],
        note: { en: 'Ramadan hours', ar: 'مواعيد رمضان' },
      },
    ];
    const withOverrides = restaurant({ opensAt: '12:00', closesAt: '23:30', overrides });
    // 25 November 2026 at the restaurant.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('lists those to come after load, with their dates, hours and notes, never in the HTML', async () => {
      const html = renderToString(
        <LanguageProvider initial="en">
          <ContactDetails id="c" content={content} restaurant={withOverrides} loading={false} />
        </LanguageProvider>,
      );
      expect(html).not.toContain('private event');
      renderWithProviders(<ContactDetails id="c" content={content} restaurant={withOverrides} loading={false} />);
      // The page script fills the place the HTML leaves (src/layout/behaviour/hoursNow.ts).
      await startHoursNow('en', async () => withOverrides);
      const list = await screen.findByTestId('contact-special-hours');
      const rows = [...list.querySelectorAll(':scope > div')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual([
        expect.stringMatching(/Saturday,? 12 December 2026/),
        'Closed',
        'Closed for a private event',
      ]);
      expect(rows[1]).toEqual([
        expect.stringMatching(/8 February.+9 March 2027/),
        '6:00 PM - 3:00 AM',
        'Ramadan hours',
      ]);
      expect(screen.getByRole('heading', { level: 3, name: 'Special dates' })).toBeTruthy();
    });

    it('in Arabic', async () => {
      renderWithProviders(<ContactDetails id="c" content={content} restaurant={withOverrides} loading={false} />, {
        language: 'ar',
      });
      await startHoursNow('ar', async () => withOverrides);
      const list = await screen.findByTestId('contact-special-hours');
      expect(list.textContent).toContain('مغلق لمناسبة خاصة');
      expect(list.textContent).toContain('6:00 م - 3:00 ص');
      expect(screen.getByRole('heading', { level: 3, name: 'مواعيد خاصة' })).toBeTruthy();
    });
  });

  it('renders only a sandboxed, lazy Google Maps iframe built by the page', () => {
    vi.stubGlobal('IntersectionObserver', undefined); // near at once
    renderWithProviders(
      <ContactDetails
        id="c"
        content={content}
        restaurant={restaurant({ mapEmbedHtml: `<iframe src="${EMBED}" onload="alert(1)" width="600"></iframe>` })}
        loading={false}
      />,
    );
    watchFramesWhenNear(document);
    vi.unstubAllGlobals();
    const frame = screen.getByTestId('contact-map').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(frame.getAttribute('title')).toBe('Map showing where Saffron House is');
    expect(frame.getAttribute('onload')).toBeNull();
    expect(frame.getAttribute('width')).toBeNull();
  });

  // The <noscript> copy for visitors without JavaScript: ContactDetails.prerender.test.tsx.
  it('asks for the map only as the visitor nears it', () => {
    const mapped = restaurant({ mapEmbedHtml: `<iframe src="${EMBED}"></iframe>` });

    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      renderWithProviders(<ContactDetails id="c" content={content} restaurant={mapped} loading={false} />);
      // The page's HTML has no frame, only the copy for visitors without JavaScript; the page
      // script makes it when the visitor nears it (src/perf/thirdPartyWhenNear.ts).
      watchFramesWhenNear(document);
      expect(screen.getByTestId('contact-map').querySelector('iframe')).toBeNull();
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options?.rootMargin).toBe('400px');
      act(() =>
        observers[0]!.callback(
          [{ isIntersecting: true, target: screen.getByTestId('contact-map') } as unknown as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        ),
      );
      expect(screen.getByTestId('contact-map').querySelector('iframe')?.getAttribute('src')).toBe(EMBED);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the map out when the field holds anything else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(
      <ContactDetails
        id="c"
        content={content}
        restaurant={restaurant({
          mapEmbedHtml: '<img src=x onerror="window.__pwned=1"><iframe src="https://evil.example/"></iframe>',
        })}
        loading={false}
      />,
    );
    expect(screen.queryByTestId('contact-map')).toBeNull();
    expect(document.querySelector('iframe, img[onerror]')).toBeNull();
  });
});
