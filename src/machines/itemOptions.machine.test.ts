import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { itemOptionsMachine, itemQuantity } from './itemOptions.machine';

function start(variantIds: (number | string)[] = [11, 12], addonIds: (number | string)[] = [21, 22, 23]) {
  const addToCart = vi.fn();
  const actor = createActor(itemOptionsMachine.provide({ actions: { addToCart: (_, params) => addToCart(params) } }), {
    input: { variantIds, addonIds },
  }).start();
  return { actor, addToCart, ctx: () => actor.getSnapshot().context };
}

describe('itemOptions machine', () => {
  it('starts with no size, no add-ons and quantity 1', () => {
    expect(start().ctx()).toMatchObject({ variantId: null, addons: [], quantity: 1, added: 0 });
  });

  it('refuses to add while the dish has sizes and none is chosen', () => {
    const { actor, addToCart, ctx } = start();
    const before = actor.getSnapshot();
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot()).toBe(before);
    expect(addToCart).not.toHaveBeenCalled();
    actor.send({ type: 'item.selectVariant', id: 12 });
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledWith({ variantId: '12', addonIds: [], quantity: 1 });
    expect(ctx().added).toBe(1);
  });

  it('adds a dish without sizes straight away', () => {
    const { actor, addToCart } = start([], []);
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledWith({ variantId: null, addonIds: [], quantity: 1 });
  });

  it('selects a size on click and ignores unknown sizes', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'item.selectVariant', id: 11 });
    actor.send({ type: 'item.selectVariant', id: 99 });
    expect(ctx().variantId).toBe('11');
    actor.send({ type: 'item.selectVariant', id: '12' });
    expect(ctx().variantId).toBe('12');
  });

  it('toggles add-ons, keeping the dish order', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'item.toggleAddon', id: 23 });
    actor.send({ type: 'item.toggleAddon', id: 21 });
    expect(ctx().addons).toEqual(['21', '23']);
    actor.send({ type: 'item.toggleAddon', id: 23 });
    expect(ctx().addons).toEqual(['21']);
    actor.send({ type: 'item.toggleAddon', id: 77 });
    expect(ctx().addons).toEqual(['21']);
  });

  it('keeps the quantity within 1..100; a non-numeric entry becomes 1', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'item.decrement' });
    expect(ctx().quantity).toBe(1);
    actor.send({ type: 'item.setQuantity', value: '99' });
    actor.send({ type: 'item.increment' });
    actor.send({ type: 'item.increment' });
    expect(ctx().quantity).toBe(100);
    actor.send({ type: 'item.setQuantity', value: 'abc' });
    expect(ctx().quantity).toBe(1);
    actor.send({ type: 'item.setQuantity', value: '5000' });
    expect(ctx().quantity).toBe(100);
    actor.send({ type: 'item.setQuantity', value: '-3' });
    expect(ctx().quantity).toBe(1);
    expect(itemQuantity('')).toBe(1);
    expect(itemQuantity('7.9')).toBe(7);
    expect(itemQuantity(Number.NaN)).toBe(1);
  });

  it('passes the chosen add-ons and quantity to the cart', () => {
    const { actor, addToCart } = start();
    actor.send({ type: 'item.selectVariant', id: 11 });
    actor.send({ type: 'item.toggleAddon', id: 22 });
    actor.send({ type: 'item.increment' });
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledWith({ variantId: '11', addonIds: ['22'], quantity: 2 });
  });
});

describe('itemOptions machine: what cannot be ordered', () => {
  it('never selects a size sold out today', () => {
    const addToCart = vi.fn();
    const actor = createActor(
      itemOptionsMachine.provide({ actions: { addToCart: (_, params) => addToCart(params) } }),
      {
        input: { variantIds: [11, 12], soldOutIds: [11], addonIds: [] },
      },
    ).start();
    actor.send({ type: 'item.selectVariant', id: 11 });
    expect(actor.getSnapshot().context.variantId).toBeNull();
    actor.send({ type: 'item.selectVariant', id: 12 });
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledWith({ variantId: '12', addonIds: [], quantity: 1 });
  });

  it('refuses to add a dish that cannot be ordered now, and adds it once it can', () => {
    const addToCart = vi.fn();
    const actor = createActor(
      itemOptionsMachine.provide({ actions: { addToCart: (_, params) => addToCart(params) } }),
      {
        input: { variantIds: [], addonIds: [], orderable: false },
      },
    ).start();
    actor.send({ type: 'item.add' });
    expect(addToCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.added).toBe(0);
    actor.send({ type: 'item.orderable', value: true });
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledTimes(1);
    actor.send({ type: 'item.orderable', value: false });
    actor.send({ type: 'item.add' });
    expect(addToCart).toHaveBeenCalledTimes(1);
  });
});
