import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../cart/model';
import { hostileValue } from '../../../tests/unit/hostileJson';
import fc from 'fast-check';
import { MAX_ORDERS_KEPT, ORDER_HISTORY_KEY, readOrders, saveOrder, type OrderRecord } from './history';
import { takeTableParam } from './table';

const line: CartLine = {
  cartId: 'a',
  id: 1,
  name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
  image: null,
  basePrice: 48,
  selectedVariant: null,
  selectedAddons: [],
  quantity: 2,
  totalPrice: 96,
};

const order = (number: string, patch: Partial<OrderRecord> = {}): OrderRecord => ({
  number,
  sentAt: '2026-11-24T11:00:00.000Z',
  language: 'en',
  details: {
    type: 'delivery',
    when: { kind: 'slot', slot: { date: '2026-11-24', time: '19:15' } },
    name: 'Sara',
    phone: '0551234567',
    address: 'King Fahd Rd',
    address2: '',
    nationalAddress: 'RRRD2929',
    location: { lat: 24.7, lng: 46.7 },
  },
  lines: [line],
  subtotal: 96,
  fee: 15,
  total: 111,
  url: 'https://wa.me/966552184470?text=Order',
  ...patch,
});

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[ORDER_HISTORY_KEY, initial]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: () => data.get(ORDER_HISTORY_KEY),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('order history', () => {
  it('keeps the last five orders, newest first, and reads back exactly what it saved', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 7; i += 1) saveOrder(storage, order(`SH-2222${i + 2}`));
    const orders = readOrders(storage);
    expect(orders).toHaveLength(MAX_ORDERS_KEPT);
    expect(orders.map((o) => o.number)).toEqual(['SH-22228', 'SH-22227', 'SH-22226', 'SH-22225', 'SH-22224']);
    expect(orders[0]).toEqual(order('SH-22228'));
  });

  it('drops what cannot be trusted, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = order('SH-22222');
    const storage = memoryStorage(
      JSON.stringify([
        good,
        { ...good, number: 'SH-2222I' },
        { ...good, url: 'javascript:alert(1)' },
        { ...good, lines: [{ ...line, basePrice: -1 }] },
        { ...good, details: { type: 'dineIn', table: '<b>' } },
      ]),
    );
    const orders = readOrders(storage);
    expect(orders.map((o) => o.number)).toEqual(['SH-22222']);
    expect(warn).toHaveBeenCalledWith('[orders] dropped 4 invalid stored orders');
    expect(readOrders(memoryStorage('{not json'))).toEqual([]);
  });

  it('never throws for anything stored', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(Array.isArray(readOrders(memoryStorage(JSON.stringify(value))))).toBe(true);
      }),
    );
  });
});

describe('table links', () => {
  it('take a valid ?table= off the address and keep the rest', () => {
    expect(takeTableParam('?table=12&category=rice')).toEqual({ table: '12', rest: '?category=rice' });
    expect(takeTableParam('?table=%D9%A7')).toEqual({ table: '7', rest: '' });
    expect(takeTableParam('?table=<script>')).toEqual({ table: null, rest: '' });
    expect(takeTableParam('?category=rice')).toBeNull();
  });
});
