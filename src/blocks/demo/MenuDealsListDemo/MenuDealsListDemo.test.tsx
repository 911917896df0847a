/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { MenuDealsListDemo } from './MenuDealsListDemo';

const content = staticSection('/menu', 'deals', 'menuDealsListDemo').content;
const clock = () => Date.parse('2027-12-30T23:59:59+03:00');

describe('MenuDealsListDemo', () => {
  it('lists 10 dishes in two lists with the spec prices, a countdown and an order button', () => {
    renderWithProviders(<MenuDealsListDemo id="deals" content={content} clock={clock} />);
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([5, 5]);
    expect([...document.querySelectorAll('.dish-line__price')].map((p) => p.textContent)).toEqual([
      '$15.99',
      '$25.99',
      '$115.99',
      '$154.99',
      '$55.99',
      '$65.99',
      '$135.99',
      '$95.99',
      '$75.99',
      '$44.99',
    ]);
    expect(screen.getByRole('heading', { name: 'Get 30% Discount Every Item' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('01Days');
    expect(screen.getByRole('link', { name: /Order now/ }).getAttribute('href')).toBe('/shop');
  });

  it('renders in Arabic', () => {
    renderWithProviders(<MenuDealsListDemo id="deals" content={content} clock={clock} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'خصم 30% على كل صنف' })).toBeTruthy();
    expect(screen.getByText('كبسة دجاج')).toBeTruthy();
  });
});
