/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import shopListContent from '../../../../content/shop-list.json';
import type { ShopListDemoContent } from '../../../generated/types';
import { renderWithProviders } from '../../../../tests/unit/render';
import { ShopListDemo } from './ShopListDemo';

const content = shopListContent as ShopListDemoContent;

describe('ShopListDemo', () => {
  it("lists the demo dishes with the spec's dollar prices, each linking to the live menu", () => {
    renderWithProviders(<ShopListDemo id="dishes" content={content} variant="sidebar-left" />);
    const rows = screen.getAllByTestId('demo-dish');
    expect(rows).toHaveLength(10);
    const prices = screen.getAllByTestId('demo-dish-price').map((p) => p.textContent);
    for (const figure of ['15.99', '25.99', '115.99', '154.99', '55.99', '65.99', '135.99', '95.99', '75.99', '44.99'])
      expect(prices).toContain(`$${figure}`);
    const hummus = rows.find((row) => row.textContent?.includes('Hummus with olive oil'))!;
    expect(within(hummus).getByRole('link', { name: 'Hummus with olive oil' }).getAttribute('href')).toBe('/shop');
    expect(
      within(hummus).getByRole('link', { name: 'Order on the menu: Hummus with olive oil' }).getAttribute('href'),
    ).toBe('/shop');
    expect(hummus.querySelector('del')?.textContent).toBe('$29.99');
    expect(screen.getByRole('status').textContent).toBe('Showing 10 of 10 dishes');
  });

  it('puts the sidebar before the list (left) or after it (right)', () => {
    const { container, unmount } = renderWithProviders(
      <ShopListDemo id="dishes" content={content} variant="sidebar-left" />,
    );
    const layout = container.querySelector('.shop-list__layout')!;
    expect(layout.firstElementChild?.tagName).toBe('ASIDE');
    unmount();
    const right = renderWithProviders(<ShopListDemo id="dishes" content={content} variant="sidebar-right" />);
    expect(right.container.querySelector('.shop-list__layout')!.lastElementChild?.tagName).toBe('ASIDE');
  });

  it('search and categories filter the dishes, in Arabic too', () => {
    renderWithProviders(<ShopListDemo id="dishes" content={content} variant="sidebar-right" />, { language: 'ar' });
    fireEvent.input(screen.getByLabelText('ابحث عن طبق'), { target: { value: 'كبسة' } });
    expect(screen.getAllByTestId('demo-dish')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('عرض 1 من 10 أطباق');
    fireEvent.input(screen.getByLabelText('ابحث عن طبق'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /المشويات/ }));
    expect(screen.getAllByTestId('demo-dish')).toHaveLength(3);
    fireEvent.input(screen.getByLabelText('ابحث عن طبق'), { target: { value: 'pizza' } });
    expect(screen.queryAllByTestId('demo-dish')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toMatch(/لا توجد أطباق مطابقة/);
  });
});
