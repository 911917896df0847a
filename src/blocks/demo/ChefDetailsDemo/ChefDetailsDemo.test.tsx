/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { ChefDetailsDemo } from './ChefDetailsDemo';

describe('ChefDetailsDemo', () => {
  it('shows the bio, skill bars 86, 95 and 75, and three other chefs linking to their pages', () => {
    const content = staticSection('/chef/chef-details', 'chef', 'chefDetailsDemo').content;
    renderWithProviders(<ChefDetailsDemo id="chef" content={content} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Khalid Al-Otaibi' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '86',
      '95',
      '75',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Grill & fire' }).getAttribute('aria-valuenow')).toBe('95');
    const others = screen.getAllByRole('link', { name: /^View profile of/ });
    expect(others).toHaveLength(3);
    for (const link of others) expect(link.getAttribute('href')).toMatch(/^\/chef\/chef-details2?$/);
  });

  it('renders in Arabic', () => {
    const content = staticSection('/chef/chef-details2', 'chef', 'chefDetailsDemo').content;
    renderWithProviders(<ChefDetailsDemo id="chef" content={content} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'ليلى حداد' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'الشوي والنار' })).toBeTruthy();
  });
});
