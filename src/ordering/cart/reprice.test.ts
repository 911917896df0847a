import { describe, expect, it } from 'vitest';
import type { MenuItemModel } from '../../generated/types';
import type { CartLine } from './model';
import { needsConfirmation, repriceCart } from './reprice';
import { dishModel } from '../../../tests/unit/dishes';

const line: CartLine = {
  cartId: 'a',
  id: 1,
  name: { en: 'Old name', ar: '' },
  image: '/x.webp',
  basePrice: 10,
  selectedVariant: { id: 5, name: { en: 'Large', ar: '' }, price: 20 },
  selectedAddons: [{ id: 7, name: { en: 'Cheese', ar: '' }, price: 2 }],
  quantity: 2,
  totalPrice: 44,
};
const item = (
  variantPrice: number,
  addons = [{ id: 7, name: { en: 'Cheese', ar: 'جبن' }, price: 2, calories: null }],
): MenuItemModel =>
  dishModel({
    id: 1,
    name: { en: 'New name', ar: 'اسم' },
    basePrice: 10,
    displayPrice: variantPrice,
    variants: [{ id: 5, name: { en: 'Large', ar: 'كبير' }, price: variantPrice, calories: null, soldOut: false }],
    addons,
  });

describe('repriceCart', () => {
  it('takes current names; no confirmation when prices are unchanged', () => {
    const result = repriceCart([line], [item(20)]);
    expect(result.lines[0]).toMatchObject({ name: { en: 'New name' }, quantity: 2, totalPrice: 44, image: '/x.webp' });
    expect(needsConfirmation(result)).toBe(false);
  });

  it('reports a changed unit price', () => {
    const result = repriceCart([line], [item(25)]);
    expect(result.changed).toEqual([{ cartId: 'a', before: 22, after: 27 }]);
    expect(result.lines[0]!.totalPrice).toBe(54);
    expect(needsConfirmation(result)).toBe(true);
  });

  it('removes lines whose dish, size or add-on is gone (or belongs to another restaurant)', () => {
    expect(repriceCart([line], []).removed).toHaveLength(1);
    expect(repriceCart([line], [item(20, [])]).removed).toHaveLength(1);
    expect(repriceCart([line], [{ ...item(20), variants: [] }]).removed).toHaveLength(1);
  });
});

describe('repriceCart: a size its dish requires', () => {
  it('removes a line without a size when the CMS lists sizes for the dish (found by the tampering tests)', () => {
    const sizeless: CartLine = { ...line, basePrice: 0, selectedVariant: null, selectedAddons: [], totalPrice: 0 };
    const result = repriceCart([sizeless], [{ ...item(20), basePrice: 0 }]);
    expect(result.lines).toEqual([]);
    expect(result.removed).toEqual([sizeless]);
    expect(needsConfirmation(result)).toBe(true);
  });

  it('keeps a line without a size when the dish has no sizes', () => {
    const plain: CartLine = { ...line, selectedVariant: null, selectedAddons: [], totalPrice: 20 };
    const result = repriceCart([plain], [{ ...item(20), variants: [], addons: [] }]);
    expect(result.lines.map((l) => l.totalPrice)).toEqual([20]);
  });
});

describe('repriceCart: dishes that cannot be ordered now', () => {
  const plain: CartLine = { ...line, cartId: 'p', id: 2, selectedVariant: null, selectedAddons: [], totalPrice: 20 };
  const tea = { ...item(20), id: 2, variants: [], addons: [] };

  it('leaves a sold-out dish or size out of the order, says so, and keeps the rest', () => {
    const soldOutSize = { ...item(20), variants: [{ ...item(20).variants[0]!, soldOut: true }] };
    const result = repriceCart([line, plain], [soldOutSize, { ...tea, soldOut: true }]);
    expect(result.lines).toEqual([]);
    expect(result.unavailable.map((u) => [u.line.cartId, u.reason])).toEqual([
      ['a', 'soldOut'],
      ['p', 'soldOut'],
    ]);
    expect(needsConfirmation(result)).toBe(true);
    const some = repriceCart([line, plain], [item(20), { ...tea, soldOut: true }]);
    expect(some.lines.map((l) => l.cartId)).toEqual(['a']);
    expect(some.unavailable).toHaveLength(1);
  });

  it("leaves out a dish outside its category's window in the restaurant's time zone, saying from when", () => {
    const breakfast = { ...tea, availability: [{ from: '07:00', until: '11:30' }] };
    // 12:00 UTC is 15:00 in Riyadh: breakfast is over until 07:00.
    const noonUtc = new Date('2025-03-04T12:00:00Z');
    const late = repriceCart([plain], [breakfast], { timeZone: 'Asia/Riyadh', now: noonUtc });
    expect(late.unavailable).toEqual([{ line: plain, reason: 'notYet', from: '07:00' }]);
    expect(late.lines).toEqual([]);
    // 06:00 UTC is 09:00 in Riyadh.
    const early = repriceCart([plain], [breakfast], { timeZone: 'Asia/Riyadh', now: new Date('2025-03-04T06:00:00Z') });
    expect(early.lines.map((l) => l.cartId)).toEqual(['p']);
    expect(needsConfirmation(early)).toBe(false);
    // Without the restaurant's zone the windows are not checked.
    expect(repriceCart([plain], [breakfast], { now: noonUtc }).unavailable).toEqual([]);
  });
});
