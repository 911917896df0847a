import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartTotal, MAX_CART_LINES, MAX_LINE_QUANTITY, toHalalas, type CartItemInput, type CartLine } from './model';
import { cartMachine, type CartEvent } from './cart.machine';

const shawarma: CartItemInput = {
  id: 1,
  name: { en: 'Shawarma', ar: 'شاورما' },
  image: null,
  basePrice: 18,
  selectedVariant: { id: 11, name: { en: 'Large', ar: 'كبير' }, price: 24.5 },
  selectedAddons: [
    { id: 21, name: { en: 'Garlic', ar: 'ثوم' }, price: 2 },
    { id: 22, name: { en: 'Cheese', ar: 'جبن' }, price: 3.25 },
  ],
};

function start(lines: CartLine[] = []) {
  const persisted: CartLine[][] = [];
  const actor = createActor(
    cartMachine.provide({ actions: { persist: (_, { lines: l }) => void persisted.push(l) } }),
    { input: { lines } },
  ).start();
  return { actor, persisted, lines: () => actor.getSnapshot().context.lines };
}

describe('cart machine', () => {
  it('merges a line with the same item, size and add-ons (in any order)', () => {
    const { actor, lines } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 2 });
    actor.send({
      type: 'cart.add',
      item: { ...shawarma, selectedAddons: [...shawarma.selectedAddons].reverse() },
      quantity: 3,
    });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ quantity: 5, totalPrice: 148.75 });
  });

  it('appends a new line with a new cartId when the size or add-ons differ', () => {
    const { actor, lines } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 1 });
    actor.send({ type: 'cart.add', item: { ...shawarma, selectedAddons: [] }, quantity: 1 });
    actor.send({ type: 'cart.add', item: { ...shawarma, selectedVariant: null }, quantity: 1 });
    expect(lines()).toHaveLength(3);
    expect(new Set(lines().map((l) => l.cartId)).size).toBe(3);
    expect(lines()[2]!.totalPrice).toBe(23.25);
  });

  it('computes totals without floating-point drift', () => {
    const { actor } = start();
    const dime = {
      ...shawarma,
      selectedVariant: null,
      selectedAddons: [{ id: 1, name: { en: 'a', ar: '' }, price: 0.2 }],
      basePrice: 0.1,
    };
    actor.send({ type: 'cart.add', item: dime, quantity: 3 });
    expect(cartTotal(actor.getSnapshot().context.lines)).toBe(0.9);
  });

  it('caps a line at the maximum quantity', () => {
    const { actor, lines } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 80 });
    actor.send({ type: 'cart.add', item: shawarma, quantity: 80 });
    expect(lines()[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes a line when its quantity is set to 0 or less; remove and clear work', () => {
    const { actor, lines, persisted } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 1 });
    actor.send({ type: 'cart.add', item: { ...shawarma, id: 2 }, quantity: 1 });
    actor.send({ type: 'cart.setQuantity', cartId: lines()[0]!.cartId, quantity: 0 });
    expect(lines().map((l) => l.id)).toEqual([2]);
    actor.send({ type: 'cart.add', item: shawarma, quantity: 1 });
    actor.send({ type: 'cart.remove', cartId: lines()[0]!.cartId });
    expect(lines().map((l) => l.id)).toEqual([1]);
    actor.send({ type: 'cart.clear' });
    expect(lines()).toEqual([]);
    expect(persisted.at(-1)).toEqual([]);
  });

  it('rejects invalid events and leaves the snapshot unchanged', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 1 });
    const before = actor.getSnapshot();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 0 });
    actor.send({ type: 'cart.add', item: shawarma, quantity: Number.NaN });
    actor.send({ type: 'cart.add', item: { ...shawarma, basePrice: -5, selectedVariant: null }, quantity: 1 });
    actor.send({ type: 'cart.setQuantity', cartId: 'nope', quantity: 3 });
    actor.send({
      type: 'cart.setQuantity',
      cartId: before.context.lines[0]!.cartId,
      quantity: Number.POSITIVE_INFINITY,
    });
    actor.send({ type: 'cart.remove', cartId: 'nope' });
    expect(actor.getSnapshot()).toBe(before);
    expect(persisted).toHaveLength(1);
  });

  it('refreshes names and prices from the CMS, keeping quantities, dropping missing lines', () => {
    const { actor, lines } = start();
    actor.send({ type: 'cart.add', item: shawarma, quantity: 2 });
    actor.send({ type: 'cart.add', item: { ...shawarma, id: 2 }, quantity: 1 });
    const [first] = lines();
    actor.send({
      type: 'cart.refresh',
      lines: [
        {
          ...first!,
          name: { en: 'New name', ar: 'اسم' },
          selectedVariant: { ...shawarma.selectedVariant!, price: 30 },
          quantity: 99,
        },
      ],
    });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ quantity: 2, name: { en: 'New name' }, totalPrice: 70.5 });
  });

  it('adopts lines from another tab without saving them again', () => {
    const { actor, persisted, lines } = start();
    const other = { ...shawarma, cartId: 'x', quantity: 4, totalPrice: 118 };
    actor.send({ type: 'cart.replace', lines: [other] });
    expect(lines()).toEqual([other]);
    expect(persisted).toEqual([]);
  });
});

describe('cart machine properties', () => {
  const price = fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100);
  const option = fc.record({ id: fc.integer({ min: 1, max: 4 }), name: fc.constant({ en: 'o', ar: '' }), price });
  const item: fc.Arbitrary<CartItemInput> = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    name: fc.constant({ en: 'Dish', ar: 'طبق' }),
    image: fc.constant(null),
    basePrice: price,
    selectedVariant: fc.option(option, { nil: null }),
    selectedAddons: fc.uniqueArray(option, { maxLength: 3, selector: (o) => o.id }),
  });
  const quantity = fc.oneof(fc.integer({ min: -5, max: 250 }), fc.double({ noNaN: false }));
  const event = (
    ids: () => string[],
  ): fc.Arbitrary<CartEvent | { pick: number; kind: 'set' | 'remove'; quantity: number }> =>
    fc
      .oneof(
        fc.record({ type: fc.constant('cart.add' as const), item, quantity }),
        fc.record({ pick: fc.nat(), kind: fc.constantFrom('set' as const, 'remove' as const), quantity }),
        fc.constant({ type: 'cart.clear' as const }),
      )
      .map((e) => (ids().length === 0 && 'pick' in e ? { type: 'cart.clear' as const } : e));

  it('total always equals the sum of the lines, and quantities stay within 1..100', () => {
    let ref: () => string[] = () => [];
    fc.assert(
      fc.property(
        fc.array(
          event(() => ref()),
          { maxLength: 60 },
        ),
        (events) => {
          const { actor, lines } = start();
          ref = () => lines().map((l) => l.cartId);
          for (const e of events) {
            if ('pick' in e) {
              const ids = ref();
              if (!ids.length) continue;
              const cartId = ids[e.pick % ids.length]!;
              actor.send(
                e.kind === 'set'
                  ? { type: 'cart.setQuantity', cartId, quantity: e.quantity }
                  : { type: 'cart.remove', cartId },
              );
            } else actor.send(e);
            const current = lines();
            expect(current.length).toBeLessThanOrEqual(MAX_CART_LINES);
            for (const line of current) {
              expect(Number.isInteger(line.quantity)).toBe(true);
              expect(line.quantity).toBeGreaterThanOrEqual(1);
              expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
            }
            const sum = current.reduce((s, l) => s + toHalalas(l.totalPrice), 0);
            expect(toHalalas(cartTotal(current))).toBe(sum);
            expect(new Set(current.map((l) => l.cartId)).size).toBe(current.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never holds two lines that should have merged', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(item, fc.integer({ min: 1, max: 5 })), { maxLength: 30 }), (adds) => {
        const { actor, lines } = start();
        for (const [i, q] of adds) actor.send({ type: 'cart.add', item: i, quantity: q });
        const signatures = lines().map((l) =>
          JSON.stringify([l.id, l.selectedVariant?.id ?? null, l.selectedAddons.map((a) => a.id).sort()]),
        );
        expect(new Set(signatures).size).toBe(signatures.length);
      }),
      { numRuns: 200 },
    );
  });
});
