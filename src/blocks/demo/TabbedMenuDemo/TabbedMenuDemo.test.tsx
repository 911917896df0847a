/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { TabbedMenuDemo } from './TabbedMenuDemo';

const content = staticSection('/menu', 'menu-tabs', 'tabbedMenuDemo').content;
const selected = () => screen.getByRole('tab', { selected: true });

describe('TabbedMenuDemo', () => {
  it('has the 7 tabs of the spec, Soups spelt correctly, the first active with its 10 priced dishes', () => {
    renderWithProviders(<TabbedMenuDemo id="menu-tabs" content={content} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Dessert',
      'Drink',
      'Snack',
      'Soups',
    ]);
    expect(selected().textContent).toBe('Breakfast');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected().id);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).getByText('$15.99')).toBeTruthy();
    for (const tab of content.tabs) expect(tab.dishes).toHaveLength(10);
  });

  it('switches panels on click', () => {
    renderWithProviders(<TabbedMenuDemo id="menu-tabs" content={content} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dessert' }));
    expect(selected().textContent).toBe('Dessert');
    expect(within(screen.getByRole('tabpanel')).getByText('Kunafa')).toBeTruthy();
    expect(screen.getByText('Shakshuka').closest('[hidden]')).not.toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with the arrow keys (wrapping), Home and End, with roving focus', () => {
    renderWithProviders(<TabbedMenuDemo id="menu-tabs" content={content} />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Lunch');
    expect(document.activeElement).toBe(selected());
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Soups');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Breakfast');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Soups');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Breakfast');
  });

  it('mirrors the arrows in Arabic: ArrowLeft goes to the next tab', () => {
    renderWithProviders(<TabbedMenuDemo id="menu-tabs" content={content} />, { language: 'ar' });
    expect(selected().textContent).toBe('الفطور');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('الغداء');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('الفطور');
    expect(screen.getByRole('tab', { name: 'الشوربات' })).toBeTruthy();
  });
});
