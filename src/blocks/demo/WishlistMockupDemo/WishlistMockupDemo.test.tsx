/** @vitest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import wishlistContent from '../../../../content/wishlist.json';
import type { WishlistMockupDemoContent } from '../../../generated/types';
import { renderWithProviders, TEST_PAGE_SITE } from '../../../../tests/unit/render';
import { WishlistMockupDemo } from './WishlistMockupDemo';

const content = wishlistContent as WishlistMockupDemoContent;
const rowBoxes = () =>
  screen.getAllByTestId('wishlist-row').map((row) => within(row).getByRole<HTMLInputElement>('checkbox'));

describe('WishlistMockupDemo', () => {
  it('shows every column: thumbnail, name, unit price with struck-through old price, date, stock and Add to Cart', () => {
    renderWithProviders(<WishlistMockupDemo id="wishlist" content={content} />);
    const table = screen.getByRole('table', { name: 'Your wishlist' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Image', 'Product name', 'Unit price', 'Date added', 'Stock status']),
    );
    const rows = screen.getAllByTestId('wishlist-row');
    expect(rows).toHaveLength(5);
    const mandi = within(rows[0]!);
    expect(rows[0]!.querySelector('del')?.textContent).toBe('$169.99');
    expect(mandi.getByText('$154.99')).toBeTruthy();
    expect(mandi.getByText('20 May 2025')).toBeTruthy();
    expect(mandi.getByText('In stock')).toBeTruthy();
    expect(within(rows[2]!).getByText('Out of Stock')).toBeTruthy();
    expect(
      mandi.getByRole('link', { name: 'Add to Cart: Lamb mandi for the family, from the menu' }).getAttribute('href'),
    ).toBe('/shop');
  });

  it('select-all toggles every row, and reflects partial selection', () => {
    renderWithProviders(<WishlistMockupDemo id="wishlist" content={content} />);
    const all = screen.getByLabelText<HTMLInputElement>('Select all dishes');
    fireEvent.click(all);
    expect(rowBoxes().every((box) => box.checked)).toBe(true);
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Grilled hammour'));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(rowBoxes().every((box) => box.checked)).toBe(true);
    fireEvent.click(all);
    expect(rowBoxes().some((box) => box.checked)).toBe(false);
    expect(all.indeterminate).toBe(false);
  });

  it('remove takes the row out locally and says so; an empty list links to the menu', () => {
    renderWithProviders(<WishlistMockupDemo id="wishlist" content={content} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kunafa with cream from the wishlist' }));
    expect(screen.getAllByTestId('wishlist-row')).toHaveLength(4);
    expect(screen.queryByText('Kunafa with cream')).toBeNull();
    expect(screen.getByTestId('wishlist-status').textContent).toBe('Kunafa with cream was removed from your wishlist.');
    fireEvent.click(screen.getByLabelText('Select all dishes'));
    for (const button of screen.getAllByRole('button', { name: /^Remove / })) fireEvent.click(button);
    expect(screen.queryAllByTestId('wishlist-row')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByLabelText<HTMLInputElement>('Select all dishes').checked).toBe(false);
  });

  it('share links open safely in a new tab with the page URL; copy-link reports success or failure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<WishlistMockupDemo id="wishlist" content={content} />);
    // The page's public address: its site's url (src/site/pageSite.ts) plus the page path.
    const address = TEST_PAGE_SITE.url + window.location.pathname;
    const page = encodeURIComponent(address);
    for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on Pinterest', 'Share on WhatsApp']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toContain(page);
    }
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=.+&body=/,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByTestId('share-status').textContent).toBe('Link copied to the clipboard.');

    writeText.mockRejectedValueOnce(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByTestId('share-status').textContent).toMatch(/Could not copy the link/);
  });

  it('works in Arabic: select-all, remove and copy status', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    renderWithProviders(<WishlistMockupDemo id="wishlist" content={content} />, { language: 'ar' });
    expect(screen.getAllByText('غير متوفر')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('تحديد كل الأطباق'));
    expect(rowBoxes().every((box) => box.checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'إزالة هامور مشوي من قائمة الأمنيات' }));
    expect(screen.getByTestId('wishlist-status').textContent).toBe('أُزيل هامور مشوي من قائمة أمنياتك.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'نسخ الرابط' }));
    });
    expect(screen.getByTestId('share-status').textContent).toBe('تم نسخ الرابط.');
  });
});
