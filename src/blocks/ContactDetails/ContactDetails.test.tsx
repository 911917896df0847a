/** @vitest-environment jsdom */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/unit/render';
import { PLACEHOLDER_RESTAURANT } from '../../data/normalize/restaurant';
import type { RestaurantModel } from '../../generated/types';
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

  it('lists CMS hours Sunday first, with Closed days, in Arabic', () => {
    const hours: RestaurantModel['hours'] = [
      { day: 'Monday', opensAt: '12:00', closesAt: '23:00', closed: false },
      { day: 'Sunday', opensAt: null, closesAt: null, closed: true },
    ];
    renderWithProviders(
      <ContactDetails id="c" content={content} restaurant={restaurant({ hours })} loading={false} />,
      { language: 'ar' },
    );
    const terms = screen.getByTestId('contact-hours').querySelectorAll('dt, dd');
    expect([...terms].map((n) => n.textContent)).toEqual(['الأحد', 'مغلق', 'الاثنين', '12:00 م - 11:00 م']);
  });

  it('renders only a sandboxed, lazy Google Maps iframe built by the page', () => {
    renderWithProviders(
      <ContactDetails
        id="c"
        content={content}
        restaurant={restaurant({ mapEmbedHtml: `<iframe src="${EMBED}" onload="alert(1)" width="600"></iframe>` })}
        loading={false}
      />,
    );
    const frame = screen.getByTestId('contact-map').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(frame.getAttribute('title')).toBe('Map showing where Saffron House is');
    expect(frame.getAttribute('onload')).toBeNull();
    expect(frame.getAttribute('width')).toBeNull();
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
