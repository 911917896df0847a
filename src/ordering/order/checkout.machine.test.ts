import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CartLine } from '../cart/model';
import type { MenuItemModel, RestaurantModel } from '../../generated/types';
import { buildSchedule } from '../../hours/schedule';
import placeholder from '../../../content/placeholders/restaurant.json';
import type { FreshData } from './checkout';
import { checkoutMachine, type CheckoutOrder } from './checkout.machine';
import { dishModel } from '../../../tests/unit/dishes';

const line: CartLine = {
  cartId: 'l1',
  id: 7,
  name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
  image: null,
  basePrice: 40,
  selectedVariant: null,
  selectedAddons: [],
  quantity: 2,
  totalPrice: 80,
};
const dish = (price: number): MenuItemModel =>
  dishModel({ id: 7, name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' }, basePrice: price, displayPrice: price });
const restaurant: RestaurantModel = { ...(placeholder as RestaurantModel), whatsapp: '966551234567' };
const fresh = (price: number): FreshData => ({ status: 'ready', items: [dish(price)], restaurant });
// Tuesday 14:00 in Riyadh; no hours in the CMS, so nothing is known against ordering now.
const now = () => new Date('2026-11-24T14:00:00+03:00');

function start() {
  const sent: CheckoutOrder[] = [];
  const refreshed: CartLine[][] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actions: {
        send: (_, order) => void sent.push(order),
        refreshCart: (_, lines) => void refreshed.push(lines),
      },
    }),
    { input: { schedule: buildSchedule([]), now } },
  ).start();
  return { actor, sent, refreshed };
}

describe('checkout machine', () => {
  it('sends within the press itself when prices and details are right', () => {
    const { actor, sent } = start();
    actor.send({ type: 'checkout.type', orderType: 'pickup' });
    actor.send({ type: 'checkout.submit', lines: [line], fresh: fresh(40) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.details).toEqual({ type: 'pickup', when: { kind: 'asap' }, name: '' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps everything typed when it refuses, and names each problem', () => {
    const { actor, sent } = start();
    actor.send({ type: 'checkout.type', orderType: 'delivery' });
    actor.send({ type: 'checkout.change', field: 'address', value: 'King Fahd Rd' });
    actor.send({ type: 'checkout.submit', lines: [line], fresh: fresh(40) });
    expect(sent).toHaveLength(0);
    const { context } = actor.getSnapshot();
    expect(context.problems.map((p) => p.code)).toEqual(['name', 'phone']);
    expect(context.values.address).toBe('King Fahd Rd');
  });

  it('shows changed prices first and sends the re-priced order once confirmed', () => {
    const { actor, sent, refreshed } = start();
    actor.send({ type: 'checkout.table', table: '7' });
    actor.send({ type: 'checkout.submit', lines: [line], fresh: fresh(44) });
    expect(actor.getSnapshot().value).toBe('review');
    expect(refreshed[0]![0]!.basePrice).toBe(44);
    expect(sent).toHaveLength(0);
    actor.send({ type: 'checkout.confirm' });
    expect(sent[0]!.lines[0]!.totalPrice).toBe(88);
    expect(sent[0]!.details).toEqual({ type: 'dineIn', table: '7' });
  });

  it('sends nothing on prices it could not confirm, or without a WhatsApp number', () => {
    const { actor, sent } = start();
    actor.send({ type: 'checkout.type', orderType: 'pickup' });
    actor.send({ type: 'checkout.submit', lines: [line], fresh: { status: 'failed' } });
    expect(actor.getSnapshot().context.notice).toBe('unconfirmed');
    actor.send({ type: 'checkout.submit', lines: [line], fresh: { status: 'loading' } });
    expect(actor.getSnapshot().context.notice).toBe('checking');
    actor.send({
      type: 'checkout.submit',
      lines: [line],
      fresh: { status: 'ready', items: [dish(40)], restaurant: { ...restaurant, whatsapp: '' } },
    });
    expect(actor.getSnapshot().context.notice).toBe('noNumber');
    actor.send({ type: 'checkout.submit', lines: [], fresh: fresh(40) });
    expect(actor.getSnapshot().context.notice).toBe('empty');
    expect(sent).toHaveLength(0);
  });
});
