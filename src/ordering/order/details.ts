/**
 * How and when the visitor wants the order: pickup (as soon as possible or at a time slot),
 * delivery (who, where, optionally the Saudi short National Address and a map pin, with the
 * restaurant's fee and minimum order), or dine-in at a table. Pure: what the visitor typed and
 * the restaurant's rules in, the order's details or every problem with them out.
 */
import type { OrderingSettings, OrderType } from '../../generated/types';
import type { Schedule } from '../../hours/schedule';
import { westernDigits } from '../../i18n/digits';
import { tableNumber } from './table';
import { canOrderNow, isSlotOffered, orderSlots, parseSlotValue, type Slot } from './slots';

export interface OrderFormValues {
  type: OrderType | '';
  /**
   * 'asap'; a slot value ("2026-11-30T19:15"); 'later' (at a time, none chosen yet); or '' (not
   * touched: as soon as possible when that is offered).
   */
  when: string;
  name: string;
  phone: string;
  /** Street, building and flat. */
  address: string;
  /** District, city, directions (optional). */
  address2: string;
  /** Saudi short National Address, for example RRRD2929 (optional). */
  nationalAddress: string;
  table: string;
}

export type OrderField = keyof OrderFormValues;

export const EMPTY_ORDER_FORM: OrderFormValues = {
  type: '',
  when: '',
  name: '',
  phone: '',
  address: '',
  address2: '',
  nationalAddress: '',
  table: '',
};

/** A map pin the visitor chose to share (browser geolocation, only with their consent). */
export interface OrderLocation {
  lat: number;
  lng: number;
}

export type OrderTime = { kind: 'asap' } | { kind: 'slot'; slot: Slot };

export type OrderDetails =
  | { type: 'pickup'; when: OrderTime; name: string }
  | {
      type: 'delivery';
      when: OrderTime;
      name: string;
      phone: string;
      address: string;
      address2: string;
      nationalAddress: string;
      location: OrderLocation | null;
    }
  | { type: 'dineIn'; table: string };

export type OrderProblem =
  | { code: 'type' }
  | { code: 'when' }
  | { code: 'slotGone' }
  | { code: 'name' }
  | { code: 'phone' }
  | { code: 'address' }
  | { code: 'nationalAddress' }
  | { code: 'table' }
  | { code: 'minimum'; minimum: number; missing: number }
  /** The restaurant is closed and takes no orders until it opens. */
  | { code: 'closed' }
  /** The restaurant offers no order type on the site (or none that fits now). */
  | { code: 'noTypes' };

/** The field each problem belongs to (where the form shows it and puts the focus). */
export const PROBLEM_FIELD: Record<OrderProblem['code'], OrderField | null> = {
  type: 'type',
  when: 'when',
  slotGone: 'when',
  name: 'name',
  phone: 'phone',
  address: 'address',
  nationalAddress: 'nationalAddress',
  table: 'table',
  minimum: null,
  closed: null,
  noTypes: null,
};

export interface OrderRules {
  settings: OrderingSettings;
  schedule: Schedule;
  now: Date;
}

/** What the form offers at `now`: the order types, "as soon as possible", the time slots. */
export interface OrderChoices {
  types: OrderType[];
  asap: boolean;
  slots: Slot[];
  /** Closed, and the owner takes no orders until it opens. */
  closed: boolean;
}

export function orderChoices({ settings, schedule, now }: OrderRules): OrderChoices {
  const openNow = canOrderNow(now, schedule, 0);
  const asap = canOrderNow(now, schedule, settings.leadMinutes);
  if (!openNow && settings.whenClosed === 'off') return { types: [], asap: false, slots: [], closed: true };
  const slots = orderSlots(now, schedule, settings.leadMinutes);
  // Dine-in is for a visitor at a table: only while the restaurant is open.
  const types = settings.types.filter((type) => (type === 'dineIn' ? openNow : asap || slots.length > 0));
  return { types, asap, slots, closed: false };
}

const PHONE_CHARS = /^[\d\s()+.-]+$/;
export const MAX_TEXT = 200;
export const MAX_NAME = 80;

/** "rrrd 2929" -> "RRRD2929"; '' when it is not four letters and four digits. */
export function nationalAddress(typed: string): string {
  const code = westernDigits(typed).replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]{4}\d{4}$/.test(code) ? code : '';
}

/** A phone number as typed, digits in any form; '' when it has not 7 to 15 digits. */
export function phoneNumber(typed: string): string {
  const phone = westernDigits(typed).trim();
  const digits = phone.replace(/\D/g, '');
  return PHONE_CHARS.test(phone) && digits.length >= 7 && digits.length <= 15 ? phone : '';
}

/** The "when" the form shows: untouched means as soon as possible while that is offered. */
export function effectiveWhen(when: string, choices: Pick<OrderChoices, 'asap'>): string {
  return when === '' && choices.asap ? 'asap' : when;
}

/** The order type the form shows: the visitor's choice, or the only one offered. */
export function effectiveType(type: OrderType | '', choices: Pick<OrderChoices, 'types'>): OrderType | '' {
  if (type && choices.types.includes(type)) return type;
  return choices.types.length === 1 ? choices.types[0]! : '';
}

/** The order's details, or every problem with them (in the order of the form). */
export function validateOrder(
  values: OrderFormValues,
  location: OrderLocation | null,
  subtotal: number,
  rules: OrderRules,
): { problems: OrderProblem[] } | { details: OrderDetails } {
  const choices = orderChoices(rules);
  if (choices.closed) return { problems: [{ code: 'closed' }] };
  if (choices.types.length === 0) return { problems: [{ code: 'noTypes' }] };
  const type = effectiveType(values.type, choices);
  if (!type) return { problems: [{ code: 'type' }] };
  const problems: OrderProblem[] = [];
  const text = (value: string, max: number) => value.trim().slice(0, max);

  if (type === 'dineIn') {
    const table = tableNumber(values.table);
    return table ? { details: { type, table } } : { problems: [{ code: 'table' }] };
  }

  let when: OrderTime | null = null;
  const chosen = effectiveWhen(values.when, choices);
  if (chosen === 'asap' && choices.asap) when = { kind: 'asap' };
  else {
    const slot = parseSlotValue(chosen);
    if (slot && isSlotOffered(slot, rules.now, rules.schedule, rules.settings.leadMinutes))
      when = { kind: 'slot', slot };
    else problems.push({ code: slot || chosen === 'asap' ? 'slotGone' : 'when' });
  }
  const name = text(values.name, MAX_NAME);

  if (type === 'pickup') return when && !problems.length ? { details: { type, when, name } } : { problems };

  if (!name) problems.push({ code: 'name' });
  const phone = phoneNumber(values.phone);
  if (!phone) problems.push({ code: 'phone' });
  const address = text(values.address, MAX_TEXT);
  if (!address) problems.push({ code: 'address' });
  const national = values.nationalAddress.trim() ? nationalAddress(values.nationalAddress) : '';
  if (values.nationalAddress.trim() && !national) problems.push({ code: 'nationalAddress' });
  const { deliveryMinimum } = rules.settings;
  if (subtotal < deliveryMinimum)
    problems.push({
      code: 'minimum',
      minimum: deliveryMinimum,
      missing: Math.round((deliveryMinimum - subtotal) * 100) / 100,
    });
  if (problems.length || !when) return { problems };
  return {
    details: {
      type,
      when,
      name,
      phone,
      address,
      address2: text(values.address2, MAX_TEXT),
      nationalAddress: national,
      location,
    },
  };
}

/** The delivery fee this order pays (none for pickup and dine-in). */
export function orderFee(details: Pick<OrderDetails, 'type'>, settings: OrderingSettings): number {
  return details.type === 'delivery' ? settings.deliveryFee : 0;
}

/** A Google Maps address of a pin, for the restaurant's driver. */
export function mapLink(location: OrderLocation): string {
  return `https://maps.google.com/?q=${location.lat.toFixed(6)},${location.lng.toFixed(6)}`;
}
