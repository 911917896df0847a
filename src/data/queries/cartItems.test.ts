import { describe, expect, it } from 'vitest';
import { readableCartItem } from './cartItems';

const asked = new Set(['7']);
const row = {
  id: 7,
  name_en: 'Chicken Kabsa',
  default_price: '40.00',
  variants: [{ menu_variants_id: { id: 11, price: '45.00' } }],
  addons: [{ menu_addons_id: { id: 21, price: 6 } }],
};

describe('readableCartItem (can a CMS record confirm a cart line’s prices?)', () => {
  it('accepts PostgreSQL-style string prices, SQLite numbers, an empty price and no sizes or add-ons', () => {
    expect(readableCartItem(row, asked)).toBe(true);
    expect(readableCartItem({ ...row, id: '7' }, asked)).toBe(true);
    expect(readableCartItem({ ...row, default_price: 40 }, asked)).toBe(true);
    expect(readableCartItem({ ...row, default_price: null }, asked)).toBe(true);
    expect(readableCartItem({ id: 7, default_price: '12.50', variants: [], addons: null }, asked)).toBe(true);
  });

  it('refuses a record whose id, price or options cannot be read', () => {
    expect(readableCartItem({ ...row, id: 'NaN' }, asked)).toBe(false);
    expect(readableCartItem({ ...row, id: 8 }, asked)).toBe(false);
    expect(readableCartItem({ ...row, id: null }, asked)).toBe(false);
    expect(readableCartItem({ ...row, default_price: { en: '40.00' } }, asked)).toBe(false);
    expect(readableCartItem({ ...row, default_price: 'cheap' }, asked)).toBe(false);
    expect(readableCartItem({ ...row, default_price: -5 }, asked)).toBe(false);
    expect(readableCartItem({ ...row, variants: 'not-a-relation' }, asked)).toBe(false);
    expect(readableCartItem({ ...row, variants: [null] }, asked)).toBe(false);
    expect(readableCartItem({ ...row, variants: [{ menu_variants_id: 11 }] }, asked)).toBe(false);
    expect(readableCartItem({ ...row, addons: [{ menu_addons_id: { id: 21, price: 'NaN' } }] }, asked)).toBe(false);
    expect(readableCartItem({ ...row, addons: [{ menu_addons_id: { id: 21, price: 2_000_000 } }] }, asked)).toBe(false);
  });
});
