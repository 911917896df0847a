/**
 * Hostile `restaurant_cart` contents: what a visitor (or a script on their machine) can put in
 * localStorage. Storage validation, the cart machine, repricing and the WhatsApp message together
 * must never throw, never pollute Object.prototype, never let an unchecked line reach the message,
 * and never let a stored price replace what the CMS says a dish costs.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MenuItemModel } from '../../generated/types';
import { cartMachine } from './cart.machine';
import { buildOrderMessage } from '../order/orderMessage';
import { dishModel } from '../../../tests/unit/dishes';
import { hostileValue } from '../../../tests/unit/hostileJson';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, cartTotal, lineTotal, unitHalalas, type CartLine } from './model';
import { repriceCart } from './reprice';
import { parseLine, parseStoredCart } from './storage';

/** A pickup order, as soon as possible, of these lines. */
const pickupOrder = (lines: CartLine[]) => ({
  number: 'SH-7F3K2',
  details: { type: 'pickup' as const, when: { kind: 'asap' as const }, name: '' },
  lines,
  fee: 0,
  restaurantName: 'Saffron House',
});

const LINE_KEYS = [
  'basePrice',
  'cartId',
  'id',
  'image',
  'name',
  'quantity',
  'selectedAddons',
  'selectedVariant',
  'totalPrice',
];

const good = {
  cartId: 'line-1',
  id: 3,
  name: { en: 'Kabsa', ar: 'كبسة' },
  image: '/assets/img/dishes/dish-01.webp',
  basePrice: 40,
  selectedVariant: { id: 7, name: { en: 'Large', ar: 'كبير' }, price: 55 },
  selectedAddons: [{ id: 9, name: { en: 'Salad', ar: 'سلطة' }, price: 6 }],
  quantity: 2,
  totalPrice: 122,
};

/** The dish as the CMS lists it now. */
const kabsa: MenuItemModel = dishModel({
  id: 3,
  name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
  basePrice: 0,
  displayPrice: 55,
  variants: [
    { id: 7, name: { en: 'Large', ar: 'كبير' }, price: 55, calories: null, soldOut: false },
    { id: 8, name: { en: 'Small', ar: 'صغير' }, price: 35, calories: null, soldOut: false },
  ],
  addons: [{ id: 9, name: { en: 'Salad', ar: 'سلطة' }, price: 6, calories: null }],
});
const tea: MenuItemModel = {
  ...kabsa,
  id: 4,
  name: { en: 'Tea', ar: 'شاي' },
  basePrice: 9,
  displayPrice: 9,
  variants: [],
  addons: [],
};
const CMS = [kabsa, tea];

function assertNotPolluted() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(Array.prototype).not.toHaveProperty('polluted');
}

/** Every property a restored line must have. */
function assertValidLine(line: CartLine) {
  expect(Object.getPrototypeOf(line)).toBe(Object.prototype);
  expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
  expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_LINE_QUANTITY).toBe(true);
  for (const price of [line.basePrice, line.selectedVariant?.price ?? 0, ...line.selectedAddons.map((a) => a.price)]) {
    expect(Number.isFinite(price) && price >= 0 && price <= 1_000_000).toBe(true);
  }
  expect(line.totalPrice).toBe(lineTotal(line, line.quantity));
  expect(Number.isFinite(line.totalPrice)).toBe(true);
  expect(typeof line.cartId === 'string' && line.cartId.length > 0).toBe(true);
  expect(typeof line.name.en).toBe('string');
  if (line.image !== null) expect(line.image).toMatch(/^(https?:\/\/|\/)[^\s"'<>]*$/);
}

function assertValidCart(raw: string) {
  const { lines, dropped } = parseStoredCart(raw);
  expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
  expect(dropped).toBeGreaterThanOrEqual(0);
  lines.forEach(assertValidLine);
  expect(new Set(lines.map((l) => l.cartId)).size).toBe(lines.length);
  return lines;
}

/** A stored line with any field replaced by hostile JSON. */
const tamperedLine = fc
  .tuple(
    fc.subarray(LINE_KEYS.concat(['__proto__', 'constructor'])),
    fc.array(hostileValue, { minLength: 11, maxLength: 11 }),
  )
  .map(([keys, values]) => {
    const line: Record<string, unknown> = JSON.parse(JSON.stringify(good));
    keys.forEach((key, i) =>
      Object.defineProperty(line, key, { value: values[i], enumerable: true, writable: true, configurable: true }),
    );
    return line;
  });

afterEach(() => {
  vi.restoreAllMocks();
  assertNotPolluted();
});

describe('parseStoredCart over arbitrary stored data', () => {
  it('any string: never throws, only valid lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => void assertValidCart(raw)),
      { numRuns: 1000 },
    );
  });

  it('any JSON value, as text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => void assertValidCart(JSON.stringify(value) ?? 'null')),
      { numRuns: 1000 },
    );
  });

  it('lists of tampered lines (any field replaced by any JSON, pollution keys included)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(tamperedLine, hostileValue), { maxLength: 60 }), (entries) => {
        const lines = assertValidCart(JSON.stringify(entries));
        assertNotPolluted();
        // Only what the visitor could have added survives, with the id and quantity it stored.
        for (const line of lines)
          expect(line.id === 3 || typeof line.id === 'string' || typeof line.id === 'number').toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('specific tampering', () => {
  it('a 100 000-entry array is cut at the line limit, quickly', () => {
    // Full lines would not fit in localStorage's ~5 MB; most entries are short junk, as a real attack would be.
    const entries = Array.from({ length: 100_000 }, (_, i) =>
      i < 200 ? { ...good, cartId: `l${i}` } : { id: i, quantity: -1 },
    );
    const raw = JSON.stringify(entries);
    const started = performance.now();
    const { lines, dropped } = parseStoredCart(raw);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(lines).toHaveLength(MAX_CART_LINES);
    expect(dropped).toBe(100_000 - MAX_CART_LINES);
    expect(cartTotal(lines)).toBe(MAX_CART_LINES * 122);
  });

  it('a huge add-on list or deeply nested junk is refused without a stack overflow', () => {
    let deep = '1';
    for (let i = 0; i < 5000; i += 1) deep = `[${deep}]`;
    expect(() => parseStoredCart(`[${deep}]`)).not.toThrow();
    expect(
      parseStoredCart(
        JSON.stringify([{ ...good, selectedAddons: Array.from({ length: 10_000 }, () => good.selectedAddons[0]) }]),
      ).lines,
    ).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...good, name: { en: 'x'.repeat(1_000_000), ar: '' } }])).lines).toEqual(
      [],
    );
  });

  it.each([
    ['top-level __proto__', '{"__proto__": {"polluted": 1}}'],
    ['__proto__ entry', '[{"__proto__": {"polluted": 1}}]'],
    ['constructor.prototype entry', '[{"constructor": {"prototype": {"polluted": 1}}}]'],
    [
      '__proto__ inside a good line',
      JSON.stringify([good]).replace('{"cartId"', '{"__proto__":{"polluted":1,"quantity":99},"cartId"'),
    ],
    [
      '__proto__ in the name and options',
      JSON.stringify([good])
        .replace('"name":{', '"name":{"__proto__":{"polluted":1},')
        .replace('"selectedVariant":{', '"selectedVariant":{"__proto__":{"polluted":1},'),
    ],
    [
      'constructor in the add-ons',
      JSON.stringify([good]).replace(
        '"selectedAddons":[',
        '"selectedAddons":[{"constructor":{"prototype":{"polluted":1}},"id":1,"price":1},',
      ),
    ],
  ])('%s pollutes nothing', (_, raw) => {
    const lines = assertValidCart(raw);
    assertNotPolluted();
    for (const line of lines) {
      expect(line.quantity).toBe(2);
      expect(Object.getPrototypeOf(line.name)).toBe(Object.prototype);
    }
  });

  it.each([
    ['string quantity', { quantity: '2' }],
    ['negative quantity', { quantity: -1 }],
    ['zero quantity', { quantity: 0 }],
    ['fractional quantity', { quantity: 1.5 }],
    ['huge quantity', { quantity: 1e9 }],
    ['NaN-like quantity', { quantity: 'NaN' }],
    ['null quantity', { quantity: null }],
    ['object quantity', { quantity: { valueOf: 5 } }],
    ['string variant price', { selectedVariant: { id: 7, name: { en: 'L', ar: '' }, price: '0.01' } }],
    ['negative variant price', { selectedVariant: { id: 7, name: { en: 'L', ar: '' }, price: -55 } }],
    ['giant variant price', { selectedVariant: { id: 7, name: { en: 'L', ar: '' }, price: 1e300 } }],
    ['giant add-on price', { selectedAddons: [{ id: 9, name: { en: 'S', ar: '' }, price: 1e12 }] }],
    ['object id', { id: { $gt: 0 } }],
    ['string base price', { basePrice: '0.01' }],
    ['negative base price', { basePrice: -40 }],
    ['missing base price (shown as 0 SAR before the fix)', { basePrice: undefined }],
    ['script name', { name: { en: 123, ar: '<script>' } }],
  ])('%s: the line is dropped', (_, patch) => {
    expect(parseStoredCart(JSON.stringify([{ ...good, ...patch }])).lines).toEqual([]);
  });

  it('Infinity smuggled as 1e999 (JSON text) is dropped, as quantity or price', () => {
    const text = JSON.stringify([good]);
    expect(parseStoredCart(text.replace('"quantity":2', '"quantity":1e999')).lines).toEqual([]);
    expect(parseStoredCart(text.replace('"price":55', '"price":1e999')).lines).toEqual([]);
    expect(parseStoredCart(text.replace('"basePrice":40', '"basePrice":-1e999')).lines).toEqual([]);
  });
});

describe('the CMS sets the price, not the stored cart', () => {
  const storedPrice = fc.double({ min: 0, max: 1_000_000, noNaN: true });

  it('repricing any tampered prices gives exactly the CMS prices, and the message shows them', () => {
    fc.assert(
      fc.property(
        storedPrice,
        storedPrice,
        storedPrice,
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        (base, variant, addon, quantity, small) => {
          const stored = [
            {
              ...good,
              basePrice: base,
              quantity,
              selectedVariant: { id: small ? 8 : 7, name: { en: 'x', ar: '' }, price: variant },
              selectedAddons: [{ id: 9, name: { en: 'x', ar: '' }, price: addon }],
            },
            { ...good, cartId: 'tea', id: 4, basePrice: base, quantity: 1, selectedVariant: null, selectedAddons: [] },
          ];
          const { lines } = parseStoredCart(JSON.stringify(stored));
          const result = repriceCart(lines, CMS);
          expect(result.lines).toHaveLength(2);
          const [k, t] = result.lines;
          expect(unitHalalas(k!)).toBe((small ? 35 : 55) * 100 + 600);
          expect(k!.totalPrice).toBe(((small ? 35 : 55) + 6) * quantity);
          expect(unitHalalas(t!)).toBe(900);
          const message = buildOrderMessage(pickupOrder(result.lines), 'en');
          expect(message).toContain(`Total: ${(((small ? 35 : 55) + 6) * quantity + 9).toFixed(2)} SAR`);
          expect(message).toContain('Chicken Kabsa');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('unknown dishes, sizes and add-ons (or another dish’s) are removed, not priced from storage', () => {
    const stored = [
      { ...good, cartId: 'ghost', id: 999 },
      { ...good, cartId: 'str-id', id: '3x' },
      { ...good, cartId: 'bad-size', selectedVariant: { id: 70, name: { en: 'XL', ar: '' }, price: 1 } },
      { ...good, cartId: 'bad-addon', selectedAddons: [{ id: 10, name: { en: 'Gold', ar: '' }, price: 0 }] },
      {
        ...good,
        cartId: 'tea-with-kabsa-size',
        id: 4,
        selectedVariant: { id: 7, name: { en: 'L', ar: '' }, price: 1 },
      },
    ];
    const result = repriceCart(parseStoredCart(JSON.stringify(stored)).lines, CMS);
    expect(result.lines).toEqual([]);
    expect(result.removed.map((l) => l.cartId)).toEqual([
      'ghost',
      'str-id',
      'bad-size',
      'bad-addon',
      'tea-with-kabsa-size',
    ]);
  });

  it('a line stripped of its size cannot be ordered at the base price of a dish that has sizes', () => {
    // kabsa's CMS base price is 0 (only sizes are priced): without a size it would cost nothing.
    const stored = [{ ...good, selectedVariant: null, basePrice: 0 }];
    const result = repriceCart(parseStoredCart(JSON.stringify(stored)).lines, CMS);
    expect(result.lines).toEqual([]);
    expect(result.removed.map((l) => l.cartId)).toEqual(['line-1']);
  });

  it('the machine adopts only the repriced lines, and the message is built from them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stored = JSON.stringify([
      { ...good, basePrice: 0.01, selectedVariant: { ...good.selectedVariant, price: 0.01 }, selectedAddons: [] },
      { ...good, cartId: 'ghost', id: 999 },
      { __proto__: { polluted: 1 } },
    ]);
    const { lines } = parseStoredCart(stored);
    const actor = createActor(cartMachine, { input: { lines } }).start();
    const result = repriceCart(actor.getSnapshot().context.lines, CMS);
    actor.send({ type: 'cart.refresh', lines: result.lines });
    const after = actor.getSnapshot().context.lines;
    expect(after.map((l) => [l.cartId, l.totalPrice])).toEqual([['line-1', 110]]);
    expect(buildOrderMessage(pickupOrder(after), 'en')).toContain('Total: 110.00 SAR');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('parseLine', () => {
  it('never throws for any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, tamperedLine), (value) => {
        const line = parseLine(value);
        if (line) assertValidLine(line);
      }),
      { numRuns: 1000 },
    );
  });
});
