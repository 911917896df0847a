/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadCartMachine } from '../../../ordering/cart/CartProvider';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import { useCartLines } from '../../../ordering/cart/CartProvider';
import type { RawRecord } from '../../../data/client';
import { dishHref } from '../../../site/paths';
import ItemDetailBlock from './index';

const section = {
  id: 'item',
  type: 'itemDetail' as const,
  content: { backLink: { label: { en: 'Back to the menu', ar: 'العودة إلى القائمة' }, href: '/shop' } },
};

const kabsa: RawRecord = {
  id: 7,
  name_en: 'Chicken Kabsa',
  name_ar: 'كبسة دجاج',
  description_en: 'Spiced rice with chicken.',
  default_price: '40.00',
  default_calories: 850,
  is_halal: true,
  images: [{ directus_files_id: { id: 'img-1' } }, { directus_files_id: { id: 'img-2' } }],
  variants: [
    { menu_variants_id: { id: 11, name_en: 'Regular', name_ar: 'عادي', price: '45.00' } },
    { menu_variants_id: { id: 12, name_en: 'Family', name_ar: 'عائلي', price: '120.50' } },
  ],
  addons: [{ menu_addons_id: { id: 21, name_en: 'Salad', name_ar: 'سلطة', price: '6.25' } }],
  allergens: [
    { allergens_id: { id: 1, name_en: 'Nuts', name_ar: 'مكسرات', color: 'ff0000' } },
    { allergens_id: { id: 2, name_en: 'Milk', color: 'url(javascript:x)' } },
  ],
};

function CartProbe() {
  const lines = useCartLines();
  return (
    <pre data-testid="probe">
      {JSON.stringify(
        lines.map((l) => [l.selectedVariant?.id, l.selectedAddons.map((a) => a.id), l.quantity, l.totalPrice]),
      )}
    </pre>
  );
}

function renderItem(path: string, rows: (query: unknown) => RawRecord[], language: 'en' | 'ar' = 'en') {
  const client = memoryClient({ menu_items: (q) => rows(q) });
  const view = renderWithProviders(
    <>
      <ItemDetailBlock section={section} />
      <CartProbe />
    </>,
    { client, route: path, language },
  );
  return { client, ...view };
}

describe('ItemDetail block', () => {
  // The cart machine loads on demand in the app; here it is in before the first click.
  beforeAll(preloadCartMachine);

  it('shows the dish; Add to cart waits for a size; the total follows choices; adding confirms', async () => {
    renderItem(dishHref(7), () => [kabsa]);
    await screen.findByRole('heading', { name: 'Chicken Kabsa' });
    expect(screen.getByTestId('item-price').textContent).toBe('45.00 SAR');
    expect(screen.getByText('850 kcal')).toBeTruthy();
    expect(screen.getByText('Halal')).toBeTruthy();
    // The allergen's CMS colour is the dot's SVG fill (an attribute: no inline styles under the CSP).
    const dots = screen
      .getAllByTestId('allergen')
      .map((li) => li.querySelector('circle')?.getAttribute('fill') ?? null);
    expect(dots).toEqual(['#ff0000', null]);
    // The first image of the dish is the main one, at the address its data gives.
    expect(screen.getByTestId<HTMLImageElement>('item-main-image').src).toBe('http://cms.test/assets/img-1');
    // ...and the page's largest picture: fetched first (its banner yields, leadImage: false).
    expect(screen.getByTestId('item-main-image').getAttribute('fetchpriority')).toBe('high');

    const add = screen.getByRole<HTMLButtonElement>('button', { name: /Add to cart/ });
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Please select a size first')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/Family/));
    fireEvent.click(screen.getByLabelText(/Salad/));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    // The block subscribes to its choices after its first paint (an effect), as in a browser.
    await waitFor(() => expect(screen.getByTestId('item-total').textContent).toBe('253.50 SAR'));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    // Choices are answered at once; adding waits for the choices' machine, loaded by this press.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Item added to cart!'));
    expect(screen.getByTestId('probe').textContent).toBe('[[12,[21],2,253.5]]');
  });

  it('turns a non-numeric quantity into 1 and caps typed values at 100', async () => {
    renderItem(dishHref(7), () => [kabsa]);
    const qty = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    fireEvent.input(qty, { target: { value: '250' } });
    fireEvent.focusOut(qty, { target: { value: '250' } });
    expect(qty.value).toBe('100');
    fireEvent.input(qty, { target: { value: '' } });
    fireEvent.focusOut(qty, { target: { value: '' } });
    expect(qty.value).toBe('1');
  });

  it.each([
    ['a non-numeric id', dishHref('abc')],
    ['an id the CMS does not list for this restaurant', dishHref(999)],
  ])('shows "Item not found" for %s', async (_, path) => {
    const { client } = renderItem(path, () => []);
    await screen.findByRole('heading', { name: 'Item not found' });
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/shop');
    // The restaurant read (for the page title's brand) is shared with the header on a real page.
    const dishReads = () => client.calls.filter((call) => call.collection === 'menu_items');
    if (path.endsWith('999')) {
      await waitFor(() => expect(dishReads().length).toBe(3));
      expect(JSON.stringify(dishReads()[0]!.query.filter)).toContain('"slug":{"_eq":"saffron-house"}');
    } else expect(dishReads()).toEqual([]);
  });

  it('speaks Arabic', async () => {
    renderItem(dishHref('x'), () => [], 'ar');
    await screen.findByRole('heading', { name: 'العنصر غير موجود' });
  });
});
