/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import type { ReviewModel } from '../../../generated/types';
import { ReviewsSlider } from './ReviewsSlider';

const content = { eyebrow: { en: 'Testimonials', ar: 'آراء' }, title: { en: 'Recent Reviews', ar: 'أحدث التقييمات' } };
const review = (id: number, stars: number, name: string): ReviewModel => ({
  id,
  name: { en: name, ar: '' },
  content: { en: `Text ${id}`, ar: `نص ${id}` },
  stars,
  image: null,
  date: null,
});

describe('ReviewsSlider', () => {
  it('says Loading reviews... while loading and No reviews found when empty', () => {
    const { unmount } = renderWithProviders(
      <ReviewsSlider id="r" content={content} status="loading" reviews={[]} googleMapsUrl={null} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading reviews...');
    unmount();
    renderWithProviders(<ReviewsSlider id="r" content={content} status="success" reviews={[]} googleMapsUrl={null} />, {
      language: 'ar',
    });
    expect(screen.getByRole('status').textContent).toBe('لا توجد تقييمات');
  });

  it('shows each review with its stars, the count badge, the Google link and the Verified note', () => {
    renderWithProviders(
      <ReviewsSlider
        id="r"
        content={content}
        status="success"
        reviews={[review(2, 3, 'Sara'), review(1, 5, 'Omar')]}
        googleMapsUrl="https://maps.google.com/?cid=1"
      />,
    );
    expect(screen.getByTestId('reviews-count').textContent).toBe('2 reviews');
    expect(screen.getAllByTestId('review').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sara'),
      expect.stringContaining('Omar'),
    ]);
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Leave a Review on Google' });
    expect(link.getAttribute('href')).toBe('https://maps.google.com/?cid=1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Verified Reviews')).toBeTruthy();
  });

  it('leaves the Google link out without a safe address', () => {
    renderWithProviders(<ReviewsSlider id="r" content={content} status="error" reviews={[]} googleMapsUrl={null} />);
    expect(screen.queryByRole('link', { name: 'Leave a Review on Google' })).toBeNull();
    expect(screen.getByText('Love Our Food?')).toBeTruthy();
  });
});
