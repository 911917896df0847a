/** @vitest-environment jsdom */
/** The cart provider and machine facing a hostile `restaurant_cart` and hostile events. */
import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hostileValue, tampered } from '../../../tests/unit/hostileJson';
import { cartMachine, type CartEvent } from './cart.machine';
import { CartProvider, useCartCount, useCartLines, useCartTotal } from './CartProvider';
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_QUANTITY, cartTotal, lineTotal, type CartItemInput } from './model';

const tea = (quantity: unknown, cartId = 'l1') => ({
  cartId,
  id: 1,
  name: { en: 'Tea', ar: 'شاي' },
  basePrice: 9,
  selectedVariant: null,
  selectedAddons: [],
  quantity,
});

const teaItem: CartItemInput = {
  id: 1,
  name: { en: 'Tea', ar: 'شاي' },
  image: null,
  basePrice: 9,
  selectedVariant: null,
  selectedAddons: [],
};

function Probe() {
  const lines = useCartLines();
  return <p data-testid="probe">{`${useCartCount()}|${useCartTotal()}|${lines.length}`}</p>;
}

function assertNotPolluted() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
}

afterEach(() => {
  assertNotPolluted();
  localStorage.clear();
  vi.restoreAllMocks();
});

const HOSTILE: [string, string][] = [
  [
    '100 000 entries',
    JSON.stringify(Array.from({ length: 100_000 }, (_, i) => (i < 80 ? tea(1, `l${i}`) : { quantity: 'x' }))),
  ],
  [
    'pollution keys',
    `[{"__proto__":{"polluted":1}},{"constructor":{"prototype":{"polluted":1}}},${JSON.stringify(tea(2)).replace('{', '{"__proto__":{"polluted":1,"quantity":50},')}]`,
  ],
  ['top-level pollution object', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  [
    'strings, negatives, fractions, Infinity',
    `[${JSON.stringify(tea('2', 'a'))},${JSON.stringify(tea(-2, 'b'))},${JSON.stringify(tea(0.5, 'c'))},{"cartId":"d","id":1,"name":"Tea","basePrice":1e999,"quantity":2},${JSON.stringify(tea(2, 'ok'))}]`,
  ],
  ['deeply nested junk', `[${'['.repeat(3000)}1${']'.repeat(3000)},${JSON.stringify(tea(2, 'ok'))}]`],
  ['not JSON', '[{"cartId":'],
];

describe('CartProvider with hostile stored carts', () => {
  it.each(HOSTILE)('%s: renders, counts only valid lines, pollutes nothing', (name, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, raw);
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    const [count, total, lines] = screen.getByTestId('probe').textContent.split('|').map(Number);
    expect(lines).toBeLessThanOrEqual(MAX_CART_LINES);
    expect(Number.isFinite(total)).toBe(true);
    expect(count).toBeLessThanOrEqual(MAX_CART_LINES * MAX_LINE_QUANTITY);
    if (name === '100 000 entries')
      expect([count, total, lines]).toEqual([MAX_CART_LINES, MAX_CART_LINES * 9, MAX_CART_LINES]);
    if (name === 'pollution keys' || name.startsWith('strings') || name.startsWith('deeply'))
      expect([count, total, lines]).toEqual([2, 18, 1]);
    if (name === 'top-level pollution object' || name === 'not JSON') expect([count, total, lines]).toEqual([0, 0, 0]);
  });

  it('another tab writing hostile data through the storage event changes nothing unchecked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([tea(3)]));
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('3|27|1');
    for (const [, raw] of HOSTILE) {
      localStorage.setItem(CART_STORAGE_KEY, raw);
      expect(() =>
        act(() => {
          window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
        }),
      ).not.toThrow();
      const [count, total] = screen.getByTestId('probe').textContent.split('|').map(Number);
      expect(Number.isFinite(count) && Number.isFinite(total)).toBe(true);
    }
  });
});

describe('cart machine with hostile events (e.g. from a tampered page script)', () => {
  const hostileEvent: fc.Arbitrary<CartEvent> = fc
    .tuple(
      fc.constantFrom('cart.add', 'cart.setQuantity', 'cart.remove', 'cart.clear'),
      hostileValue,
      hostileValue,
      hostileValue,
      fc.constantFrom('l1', 'nope'),
    )
    .map(([type, price, quantity, variantPrice, cartId]) => {
      const item = tampered(tea(1), {
        basePrice: price,
        selectedVariant: variantPrice === null ? null : { id: 2, name: { en: 'L', ar: '' }, price: variantPrice },
      });
      return tampered<CartEvent>({ type: 'cart.clear' }, { type, item, quantity, cartId });
    });

  it('refuses a giant price that would make the total Infinity (counterexample of the property below)', () => {
    const actor = createActor(cartMachine, { input: { lines: [] } }).start();
    actor.send({ type: 'cart.add', item: { ...teaItem, basePrice: 1e308 }, quantity: 1 });
    actor.send({
      type: 'cart.add',
      item: { ...teaItem, selectedVariant: { id: 2, name: { en: 'L', ar: '' }, price: 1e7 } },
      quantity: 1,
    });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    actor.send({ type: 'cart.add', item: { ...teaItem, basePrice: 1_000_000 }, quantity: 100 });
    expect(cartTotal(actor.getSnapshot().context.lines)).toBe(100_000_000);
  });

  it('never throws and keeps every line finite, priced from valid numbers, with quantities 1..100', () => {
    fc.assert(
      fc.property(fc.array(hostileEvent, { maxLength: 25 }), (events) => {
        const actor = createActor(cartMachine, { input: { lines: [] } }).start();
        for (const event of events) expect(() => actor.send(event)).not.toThrow();
        const { lines } = actor.getSnapshot().context;
        expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
        for (const line of lines) {
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_LINE_QUANTITY).toBe(
            true,
          );
          expect(typeof line.basePrice === 'number' && Number.isFinite(line.basePrice) && line.basePrice >= 0).toBe(
            true,
          );
          expect(line.totalPrice).toBe(lineTotal(line, line.quantity));
        }
        expect(Number.isFinite(cartTotal(lines))).toBe(true);
        assertNotPolluted();
      }),
      { numRuns: 500 },
    );
  });
});
