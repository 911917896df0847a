/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { BestSellingGridDemo } from './BestSellingGridDemo';

describe('BestSellingGridDemo', () => {
  it('shows 10 dishes with the spec prices, a heart toggle and a basket link each', () => {
    const content = staticSection('/menu2', 'best-selling', 'bestSellingGridDemo').content;
    renderWithProviders(<BestSellingGridDemo id="best" content={content} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(
      screen
        .getAllByText(/^\$/)
        .map((p) => p.textContent)
        .slice(0, 5),
    ).toEqual(['$100.99', '$15.99', '$26.99', '$39.00', '$20.99']);
    const heart = screen.getByRole('button', { name: 'Save Lamb Ouzi to your wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Order Lamb Ouzi' }).getAttribute('href')).toBe(content.basketHref);
  });

  it('labels the icons in Arabic', () => {
    const content = staticSection('/menu2', 'best-selling', 'bestSellingGridDemo').content;
    renderWithProviders(<BestSellingGridDemo id="best" content={content} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'أضف أوزي لحم إلى قائمة المفضلة' })).toBeTruthy();
  });
});
