/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import type { RawRecord } from '../../../data/client';
import { defaultFilter } from '../../../menu/filterState';
import { dishHref } from '../../../site/paths';
import type { MenuBrowserActions } from './actions';
import { createAnnouncer } from './Announcement';
import { MenuBrowser } from './MenuBrowser';
import MenuBrowserBlock from './index';

// Counts the dish cards' renders (each card draws its dietary facts once a render).
const dietRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../components/DietBadges', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/DietBadges')>();
  return {
    ...actual,
    DietBadges: (props: Parameters<typeof actual.DietBadges>[0]) => {
      dietRenders.count += 1;
      return actual.DietBadges(props);
    },
  };
});

// Counts the menu view's renders (the block renders it whenever its own state changes).
const viewRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./MenuBrowser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./MenuBrowser')>();
  return {
    ...actual,
    MenuBrowser: (props: Parameters<typeof actual.MenuBrowser>[0]) => {
      viewRenders.count += 1;
      return actual.MenuBrowser(props);
    },
  };
});

const settings = { bounds: { min: 0, max: 10000 }, defaultRange: { min: 0, max: 10000 } };
const noop: MenuBrowserActions = {
  onSearch() {},
  onCategory() {},
  onDiet() {},
  onWithout() {},
  onClearFilters() {},
  onPendingMin() {},
  onPendingMax() {},
  onApplyRange() {},
  onPage() {},
  onSort() {},
  onView() {},
  onQuickAdd() {},
  onOpenSheet() {},
  onCloseSheet() {},
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
      allergens: [],
      results: { items: [], total: 0 },
      loading: false,
      pageSize: 12,
      minute: null,
      sheetOpen: false,
      announcer: createAnnouncer(),
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
    data: { categories: { query: 'menuCategories' as const }, allergens: { query: 'menuAllergens' as const } },
  };

  it('reads the filter from the address, asks the CMS, and resets the page when the category changes', async () => {
    const client = memoryClient({
      menu_items: () => dishes(3),
      menu_categories: () => [{ id: 1, name_en: 'Grills', name_ar: 'مشويات', slug: 'grills' }],
    });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop?q=rice&page=2&view=list' });
    await screen.findByRole('link', { name: 'Dish 1' });
    // The page reads (the allergens of the filter are a menu_items read too, without a page).
    const first = client.calls.find((c) => c.collection === 'menu_items' && 'page' in c.query)!;
    expect(first.query.page).toBe(2);
    expect(JSON.stringify(first.query.filter)).toContain('"_icontains":"rice"');
    expect(JSON.stringify(first.query.filter)).toContain('"saffron-house"');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('rice');

    // The sidebar's button (a phone's chip bar has one too).
    const sidebar = screen.getByRole('complementary', { name: 'Menu filters' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Grills' }));
    await waitFor(() => {
      const last = client.calls.filter((c) => c.collection === 'menu_items' && 'page' in c.query).at(-1)!;
      expect(last.query.page).toBe(1);
      expect(JSON.stringify(last.query.filter)).toContain('"slug":{"_eq":"grills"}');
    });
  });

  it('applies the price range only when Filter is pressed', async () => {
    const client = memoryClient({ menu_items: () => dishes(1), menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop' });
    await screen.findByRole('link', { name: 'Dish 1' });
    const reads = () => client.calls.filter((c) => c.collection === 'menu_items' && 'page' in c.query);
    expect(JSON.stringify(reads()[0]!.query.filter)).not.toContain('_between');
    fireEvent.input(screen.getByLabelText('Maximum price (SAR)'), { target: { value: '50' } });
    expect(reads()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(JSON.stringify(reads().at(-1)!.query.filter)).toContain('"_between":[0,50]'));
  });
});

describe('MenuBrowser dish rows', () => {
  const section = {
    id: 'menu',
    type: 'menuBrowser' as const,
    content,
    data: { categories: { query: 'menuCategories' as const }, allergens: { query: 'menuAllergens' as const } },
  };
  const rows: RawRecord[] = [
    { id: 1, name_en: 'Falafel Plate', name_ar: 'صحن فلافل', default_price: '20.00', is_vegan: true, images: [] },
    {
      id: 2,
      name_en: 'Chicken Mandi',
      name_ar: 'مندي دجاج',
      default_price: '46.00',
      variants: [{ menu_variants_id: { id: 9, price: '46.00', sold_out: false } }],
      images: [],
    },
    { id: 3, name_en: 'Lamb Chops', name_ar: 'ريش غنم', default_price: '89.00', sold_out: true, images: [] },
  ];

  it('adds a dish without sizes in one tap, links a dish with sizes to its page, and offers no add for a sold-out one', async () => {
    const client = memoryClient({ menu_items: () => rows, menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Falafel Plate to cart' }));
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('1 item'));
    expect(screen.getByTestId('cart-bar').textContent).toContain('20.00 SAR');
    expect(screen.getByTestId('menu-announcement').textContent).toBe('Falafel Plate added to your cart');
    expect(screen.getByRole('link', { name: 'Choose a size of Chicken Mandi' }).getAttribute('href')).toBe(dishHref(2));
    const soldOut = screen.getAllByTestId('menu-card')[2]!;
    expect(soldOut.textContent).toContain('Sold out today');
    expect(soldOut.querySelector('[data-testid="quick-add"]')).toBeNull();
    expect(screen.getAllByTestId('menu-card')[0]!.textContent).toContain('Vegan');
  });

  it('re-renders neither the menu nor a dish card when a dish is added (only the cart bar and the announcement change)', async () => {
    const client = memoryClient({ menu_items: () => rows, menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop' });
    const add = await screen.findByRole('button', { name: 'Add Falafel Plate to cart' });
    dietRenders.count = 0;
    viewRenders.count = 0;
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('1 item'));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('2 items'));
    expect(screen.getByTestId('menu-announcement').textContent).toBe('Falafel Plate added to your cart\u00a0');
    expect(dietRenders.count).toBe(0);
    expect(viewRenders.count).toBe(0);
  });

  it('says it in Arabic too, with the Arabic plural', async () => {
    const client = memoryClient({ menu_items: () => rows, menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop', language: 'ar' });
    const add = await screen.findByRole('button', { name: 'أضف صحن فلافل إلى السلة' });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('طبق واحد'));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('cart-bar').textContent).toContain('طبقان'));
    expect(screen.getAllByTestId('menu-card')[2]!.textContent).toContain('نفد اليوم');
  });

  it('toggles a dietary filter into the address and the CMS read', async () => {
    const client = memoryClient({ menu_items: () => rows, menu_categories: () => [] });
    renderWithProviders(<MenuBrowserBlock section={section} />, { client, route: '/shop' });
    const vegan = (await screen.findAllByRole('button', { name: 'Vegan' }))[0]!;
    fireEvent.click(vegan);
    await waitFor(() => {
      const last = client.calls.filter((c) => c.collection === 'menu_items' && 'page' in c.query).at(-1)!;
      expect(JSON.stringify(last.query.filter)).toContain('"is_vegan":{"_eq":true}');
    });
    expect(vegan.getAttribute('aria-pressed')).toBe('true');
  });
});
