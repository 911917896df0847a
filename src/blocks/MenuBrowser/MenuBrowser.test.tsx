/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../tests/unit/render';
import type { RawRecord } from '../../data/client';
import { defaultFilter } from '../../menu/filterState';
import { MenuBrowser, type MenuBrowserActions } from './MenuBrowser';
import MenuBrowserBlock from './index';

const settings = { bounds: { min: 0, max: 10000 }, defaultRange: { min: 0, max: 10000 } };
const noop: MenuBrowserActions = {
  onSearch() {},
  onCategory() {},
  onPendingMin() {},
  onPendingMax() {},
  onApplyRange() {},
  onPage() {},
  onSort() {},
  onView() {},
};
const content = { heading: { en: 'Our menu', ar: 'قائمتنا' } };

function dishes(n: number): RawRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name_en: `Dish ${i + 1}`,
    name_ar: `طبق ${i + 1}`,
    default_price: '12.50',
    images: [],
  }));
}

describe('MenuBrowser view', () => {
  it('shows "No items found" in English and Arabic when nothing matches', () => {
    const props = {
      id: 'menu',
      content,
      filter: defaultFilter(settings),
      pending: { min: '0', max: '10000' },
      bounds: settings.bounds,
      categories: [],
      results: { items: [], total: 0 },
      loading: false,
      pageSize: 12,
      actions: noop,
    };
    const { unmount } = renderWithProviders(<MenuBrowser {...props} />);
    expect(screen.getByText('No items found')).toBeTruthy();
    unmount();
    renderWithProviders(<MenuBrowser {...props} />, { language: 'ar' });
    expect(screen.getByText('لم يتم العثور على عناصر')).toBeTruthy();
  });
});

describe('MenuBrowser block', () => {
  const section = {
    id: 'menu',
    type: 'menuBrowser' as const,
    content,
    data: { categories: { query: 'menuCategories' as const } },
  };

  it('reads the filter from the address, asks the CMS, and resets the page when the category changes', async () => {
    const client = memoryClient({
      menu_items: () => dishes(3),
      menu_categories: () => [{ id: 1, name_en: 'Grills', name_ar: 'مشويات', slug: 'grills' }],
    });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop?q=rice&page=2&view=list' });
    await screen.findByRole('link', { name: 'Dish 1' });
    const first = client.calls.find((c) => c.collection === 'menu_items')!;
    expect(first.query.page).toBe(2);
    expect(JSON.stringify(first.query.filter)).toContain('"_icontains":"rice"');
    expect(JSON.stringify(first.query.filter)).toContain('"saffron-house"');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('rice');

    fireEvent.click(await screen.findByRole('button', { name: 'Grills' }));
    await waitFor(() => {
      const last = client.calls.filter((c) => c.collection === 'menu_items').at(-1)!;
      expect(last.query.page).toBe(1);
      expect(JSON.stringify(last.query.filter)).toContain('"slug":{"_eq":"grills"}');
    });
  });

  it('applies the price range only when Filter is pressed', async () => {
    const client = memoryClient({ menu_items: () => dishes(1), menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop' });
    await screen.findByRole('link', { name: 'Dish 1' });
    const reads = () => client.calls.filter((c) => c.collection === 'menu_items');
    expect(JSON.stringify(reads()[0]!.query.filter)).not.toContain('_between');
    fireEvent.change(screen.getByLabelText('Maximum price (SAR)'), { target: { value: '50' } });
    expect(reads()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(JSON.stringify(reads().at(-1)!.query.filter)).toContain('"_between":[0,50]'));
  });
});
