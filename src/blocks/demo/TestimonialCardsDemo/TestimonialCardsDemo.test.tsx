/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { TestimonialCardsDemo } from './TestimonialCardsDemo';

describe('TestimonialCardsDemo', () => {
  it('shows seven testimonial cards with star ratings, in both languages', () => {
    const content = staticSection('/testimonial', 'testimonials', 'testimonialCardsDemo').content;
    const { unmount } = renderWithProviders(<TestimonialCardsDemo id="t" content={content} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    unmount();
    renderWithProviders(<TestimonialCardsDemo id="t" content={content} />, { language: 'ar' });
    expect(screen.getByText('عبدالله الشمري')).toBeTruthy();
  });
});
