/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { ServiceCardsDemo } from './ServiceCardsDemo';

describe('ServiceCardsDemo', () => {
  it('shows six services, each linking to the service details page, in both languages', () => {
    const content = staticSection('/service', 'services', 'serviceCardsDemo').content;
    const { unmount } = renderWithProviders(<ServiceCardsDemo id="services" content={content} />);
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(6);
    for (const title of titles) expect(title.querySelector('a')?.getAttribute('href')).toBe('/service/service-details');
    unmount();
    renderWithProviders(<ServiceCardsDemo id="services" content={content} />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'تموين المناسبات' })).toBeTruthy();
  });
});
