/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { BEST_SELLER_PLACEHOLDERS } from './data';
import { dishHref } from '../../../site/paths';
import { BestSellers } from './BestSellers';

const content = {
  eyebrow: { en: 'Favourites', ar: 'المفضلة' },
  title: { en: 'Best selling Dishes', ar: 'الأطباق الأكثر مبيعاً' },
  titleHref: '/menu',
  viewAllHref: '/shop',
};

describe('BestSellers', () => {
  it('shows five dishes with Starts from prices in SAR, linking to their detail pages', () => {
    renderWithProviders(
      <BestSellers
        id="b"
        content={content}
        dishes={[...BEST_SELLER_PLACEHOLDERS, { ...BEST_SELLER_PLACEHOLDERS[0]!, id: 'extra' }]}
      />,
    );
    expect(screen.getAllByTestId('dish-card')).toHaveLength(5);
    expect(screen.getAllByTestId('dish-price')[0]!.textContent).toBe('Starts from100.99 SAR');
    expect(screen.getByRole('link', { name: BEST_SELLER_PLACEHOLDERS[1]!.name.en }).getAttribute('href')).toBe(
      dishHref(BEST_SELLER_PLACEHOLDERS[1]!.id),
    );
    expect(screen.getByRole('link', { name: 'Best selling Dishes' }).getAttribute('href')).toBe('/menu');
    expect(screen.getByRole('link', { name: 'VIEW ALL MENU' }).getAttribute('href')).toBe('/shop');
  });

  it('Arabic: يبدأ من and ر.س, default dish image when none', () => {
    renderWithProviders(
      <BestSellers
        id="b"
        content={content}
        dishes={[{ id: 9, name: { en: 'Kabsa', ar: 'كبسة' }, price: 0, image: null }]}
      />,
      { language: 'ar' },
    );
    expect(screen.getByTestId('dish-price').textContent).toBe('يبدأ من0.00 ر.س');
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/assets/img/defaults/dish.webp');
  });
});
