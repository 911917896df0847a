import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursModel, OrderingSettings, Weekday } from '../../generated/types';
import { buildSchedule } from '../../hours/schedule';
import {
  EMPTY_ORDER_FORM,
  nationalAddress,
  orderChoices,
  phoneNumber,
  validateOrder,
  type OrderFormValues,
} from './details';
import { tableNumber } from './table';
import { newOrderNumber, ORDER_NUMBER_PATTERN, orderPrefix } from './orderNumber';
import { canOrderNow, orderSlots, slotValue } from './slots';

const hours = (rows: [Weekday, string | null, string | null][]): OpeningHoursModel[] =>
  rows.map(([day, opensAt, closesAt]) => ({
    day,
    shifts: opensAt && closesAt ? [{ opensAt, closesAt }] : [],
    closed: !opensAt || !closesAt,
  }));

// Noon to 23:30, closed on Monday; Friday 18:00 until 02:00 on Saturday.
const week = buildSchedule(
  hours([
    ['Sunday', '12:00', '23:30'],
    ['Monday', null, null],
    ['Tuesday', '12:00', '23:30'],
    ['Wednesday', '12:00', '23:30'],
    ['Thursday', '12:00', '23:30'],
    ['Friday', '18:00', '02:00'],
    ['Saturday', '12:00', '23:30'],
  ]),
);
/** 2026-11-24 is a Tuesday. A Riyadh wall-clock time as an instant. */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

const settings: OrderingSettings = {
  types: ['pickup', 'delivery', 'dineIn'],
  deliveryFee: 15,
  deliveryMinimum: 60,
  whenClosed: 'later',
  leadMinutes: 20,
};

describe('order numbers', () => {
  it('start with the restaurant initials and read aloud without ambiguous characters', () => {
    expect(orderPrefix('Saffron House')).toBe('SH');
    expect(orderPrefix('Cedar')).toBe('CE');
    expect(orderPrefix('بيت')).toBe('OR');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const number = newOrderNumber(name);
        expect(number).toMatch(ORDER_NUMBER_PATTERN);
        expect(number).not.toMatch(/-.*[01ILOU]/);
      }),
    );
  });

  it('never repeats a number this browser already used', () => {
    const sequence = [new Uint32Array([0, 0, 0, 0, 0]), new Uint32Array([1, 2, 3, 4, 5])];
    const random = () => sequence.shift()!;
    expect(newOrderNumber('Saffron House', new Set(['SH-22222']), random)).toBe('SH-34567');
  });
});

describe('time slots', () => {
  it('start after the lead time, every 15 minutes, inside the hours, in the restaurant time zone', () => {
    // Tuesday 13:02 in Riyadh: the first slot is 13:30 (13:22 rounded up), the last today 23:15.
    const slots = orderSlots(riyadh('2026-11-24', '13:02'), week, 20);
    expect(slots[0]).toEqual({ date: '2026-11-24', time: '13:30' });
    const today = slots.filter((slot) => slot.date === '2026-11-24');
    expect(today.at(-1)).toEqual({ date: '2026-11-24', time: '23:15' });
    expect(today).toHaveLength(40);
    // Tomorrow starts 20 minutes after it opens.
    expect(slots.find((slot) => slot.date === '2026-11-25')).toEqual({ date: '2026-11-25', time: '12:30' });
  });

  it('run past midnight with a late shift, and skip the closed Monday', () => {
    const friday = orderSlots(riyadh('2026-11-27', '23:50'), week, 20);
    expect(friday.slice(0, 2).map(slotValue)).toEqual(['2026-11-28T00:15', '2026-11-28T00:30']);
    expect(friday.some((slot) => slot.date === '2026-11-28' && slot.time === '02:00')).toBe(false);
    const sunday = orderSlots(riyadh('2026-11-29', '23:40'), week, 20);
    expect(sunday.some((slot) => slot.date === '2026-11-30')).toBe(false);
    expect(sunday[0]).toEqual({ date: '2026-12-01', time: '12:30' });
  });

  it("use the restaurant's clock, not the visitor's", () => {
    // 09:00 UTC is 12:00 in Riyadh: open, as soon as possible works; at 08:00 UTC it does not.
    expect(canOrderNow(new Date('2026-11-24T09:00:00Z'), week, 20)).toBe(true);
    expect(canOrderNow(new Date('2026-11-24T08:00:00Z'), week, 20)).toBe(false);
    // Ten minutes before closing there is no time left to cook.
    expect(canOrderNow(riyadh('2026-11-24', '23:20'), week, 20)).toBe(false);
  });
});

describe('order details', () => {
  const at = riyadh('2026-11-24', '14:00');
  const rules = { settings, schedule: week, now: at };
  const form = (patch: Partial<OrderFormValues>): OrderFormValues => ({ ...EMPTY_ORDER_FORM, ...patch });

  it('reads what people type: digits in any script, codes in any case', () => {
    expect(tableNumber(' ١٢ ')).toBe('12');
    expect(tableNumber('12; drop')).toBe('');
    expect(nationalAddress('rrrd ٢٩٢٩')).toBe('RRRD2929');
    expect(nationalAddress('RRR2929')).toBe('');
    expect(phoneNumber('٠٥٥ ١٢٣ ٤٥٦٧')).toBe('055 123 4567');
    expect(phoneNumber('call me')).toBe('');
  });

  it('takes a pickup as soon as possible while open, and names every problem of a delivery', () => {
    expect(validateOrder(form({ type: 'pickup' }), null, 30, rules)).toEqual({
      details: { type: 'pickup', when: { kind: 'asap' }, name: '' },
    });
    expect(validateOrder(form({ type: 'delivery', nationalAddress: 'abc' }), null, 40, rules)).toEqual({
      problems: [
        { code: 'name' },
        { code: 'phone' },
        { code: 'address' },
        { code: 'nationalAddress' },
        { code: 'minimum', minimum: 60, missing: 20 },
      ],
    });
  });

  it('gives a valid delivery all its details', () => {
    const values = form({
      type: 'delivery',
      when: '2026-11-24T19:00',
      name: ' Sara ',
      phone: '0551234567',
      address: 'King Fahd Rd 12',
      nationalAddress: 'rrrd2929',
    });
    expect(validateOrder(values, { lat: 24.7, lng: 46.7 }, 80, rules)).toEqual({
      details: {
        type: 'delivery',
        when: { kind: 'slot', slot: { date: '2026-11-24', time: '19:00' } },
        name: 'Sara',
        phone: '0551234567',
        address: 'King Fahd Rd 12',
        address2: '',
        nationalAddress: 'RRRD2929',
        location: { lat: 24.7, lng: 46.7 },
      },
    });
  });

  it('refuses a time that is no longer offered, and asks for a time when closed', () => {
    expect(validateOrder(form({ type: 'pickup', when: '2026-11-24T13:00' }), null, 30, rules)).toEqual({
      problems: [{ code: 'slotGone' }],
    });
    const closed = { ...rules, now: riyadh('2026-11-23', '15:00') };
    expect(orderChoices(closed)).toMatchObject({ asap: false, closed: false, types: ['pickup', 'delivery'] });
    expect(validateOrder(form({ type: 'pickup' }), null, 30, closed)).toEqual({ problems: [{ code: 'when' }] });
    expect(validateOrder(form({ type: 'dineIn', table: '4' }), null, 30, closed)).toEqual({
      problems: [{ code: 'type' }],
    });
  });

  it('takes no order at all while closed when the owner switched ordering off', () => {
    const off = { ...rules, settings: { ...settings, whenClosed: 'off' as const }, now: riyadh('2026-11-23', '15:00') };
    expect(orderChoices(off)).toEqual({ types: [], asap: false, slots: [], closed: true });
    expect(validateOrder(form({ type: 'pickup' }), null, 30, off)).toEqual({ problems: [{ code: 'closed' }] });
  });

  it('orders to a table while open, and offers only what the owner chose', () => {
    expect(validateOrder(form({ type: 'dineIn', table: '٧' }), null, 10, rules)).toEqual({
      details: { type: 'dineIn', table: '7' },
    });
    const pickupOnly = { ...rules, settings: { ...settings, types: ['pickup' as const] } };
    expect(validateOrder(form({}), null, 10, pickupOnly)).toMatchObject({ details: { type: 'pickup' } });
    expect(validateOrder(form({ type: 'delivery' }), null, 10, pickupOnly)).toMatchObject({
      details: { type: 'pickup' },
    });
    expect(validateOrder(form({}), null, 10, { ...rules, settings: { ...settings, types: [] } })).toEqual({
      problems: [{ code: 'noTypes' }],
    });
  });
});
