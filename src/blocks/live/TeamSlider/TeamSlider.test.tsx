/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../../../../tests/unit/matchMedia';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import ServicesOfferedBlock from '../ServicesOffered';
import TeamSliderBlock from './index';

const heading = { eyebrow: { en: 'Our Team', ar: 'فريقنا' }, title: { en: 'Meet Our Team', ar: 'تعرّف على فريقنا' } };

// jsdom has no matchMedia; Swiper's breakpoints need one.
beforeEach(() => {
  if (typeof window.matchMedia !== 'function') window.matchMedia = fakeMatchMedia();
});

describe('TeamSlider and ServicesOffered blocks', () => {
  it('team: sorted by sort then date_created, fallbacks Team Member / Staff', async () => {
    const client = memoryClient({ team: () => [{ id: 1, name_en: 'Huda', position_en: 'Chef' }, { id: 2 }] });
    renderWithProviders(
      <TeamSliderBlock
        section={{ id: 'team', type: 'teamSlider', content: heading, data: { members: { query: 'team' } } }}
      />,
      { client },
    );
    await screen.findByRole('heading', { name: 'Huda' });
    expect(client.calls[0]!.query.sort).toEqual(['sort', 'date_created']);
    expect(screen.getAllByTestId('team-member')[1]!.textContent).toBe('Team MemberStaff');
    // The section and its scrolling row are both landmarks: they must not share a name.
    expect(screen.getByRole('region', { name: 'Meet Our Team' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meet Our Team slider' }).tagName).toBe('DIV');
  });

  it('services: up to five with duration, price and Book Now to /reservation; placeholders when empty', async () => {
    const client = memoryClient({ menu_services: () => [] });
    renderWithProviders(
      <ServicesOfferedBlock
        section={{
          id: 's',
          type: 'servicesOffered',
          content: { ...heading, bookHref: '/reservation' },
          data: { services: { query: 'services', limit: 5 } },
        }}
      />,
      { client },
    );
    await waitFor(() => expect(client.calls).toHaveLength(1));
    expect(client.calls[0]!.query.limit).toBe(5);
    expect(screen.getAllByTestId('service-card')).toHaveLength(5);
    expect(
      screen.getAllByRole('link', { name: 'Book Now' }).every((a) => a.getAttribute('href') === '/reservation'),
    ).toBe(true);
    expect(screen.getAllByTestId('service-card')[0]!.textContent).toContain('120 min');
  });
});
