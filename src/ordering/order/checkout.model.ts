/**
 * The checkout machine's context and its pure parts, without XState: the cart page's first view
 * is worked out from here (src/perf/lazyActor.ts), and the machine (./checkout.machine.ts) uses
 * the same functions for every edit of the form.
 */
import type { CartLine } from '../cart/model';
import type { RepriceResult } from '../cart/reprice';
import type { OrderType, RestaurantModel } from '../../generated/types';
import type { Schedule } from '../../hours/schedule';
import type { CheckoutDecision, FreshData } from './checkout';
import {
  EMPTY_ORDER_FORM,
  type OrderDetails,
  type OrderField,
  type OrderFormValues,
  type OrderLocation,
  type OrderProblem,
} from './details';

/** Why the last press sent nothing, besides problems with the details. */
export type CheckoutNotice = 'none' | 'empty' | 'checking' | 'unconfirmed' | 'noNumber';

export interface CheckoutOrder {
  lines: CartLine[];
  details: OrderDetails;
  restaurant: RestaurantModel;
}

export interface CheckoutContext {
  values: OrderFormValues;
  location: OrderLocation | null;
  problems: OrderProblem[];
  notice: CheckoutNotice;
  /** The order held while the visitor looks at changed prices or removed dishes. */
  review: (CheckoutOrder & { repriced: RepriceResult }) | null;
  /** The last press's decision, read by the transitions right after it. */
  decision: CheckoutDecision | null;
  schedule: Schedule;
  now: () => Date;
}

export type CheckoutEvent =
  | { type: 'checkout.change'; field: Exclude<OrderField, 'type'>; value: string }
  | { type: 'checkout.type'; orderType: OrderType }
  | { type: 'checkout.location'; location: OrderLocation | null }
  /** A visit in dine-in mode (a table's QR code): dine-in at that table. */
  | { type: 'checkout.table'; table: string }
  | { type: 'checkout.schedule'; schedule: Schedule }
  | { type: 'checkout.submit'; lines: readonly CartLine[]; fresh: FreshData }
  | { type: 'checkout.confirm' }
  | { type: 'checkout.cancel' };

export interface CheckoutInput {
  schedule: Schedule;
  values?: Partial<OrderFormValues>;
  now?: () => Date;
}

/** The machine's first context: the form as given (or empty), nothing pressed yet. */
export function checkoutContext(input: CheckoutInput): CheckoutContext {
  return {
    values: { ...EMPTY_ORDER_FORM, ...input.values },
    location: null,
    problems: [],
    notice: 'none',
    review: null,
    decision: null,
    schedule: input.schedule,
    now: input.now ?? (() => new Date()),
  };
}

/** What an edit of the form does while the visitor is editing (the machine's own assignments). */
export function edited(context: CheckoutContext, event: CheckoutEvent): CheckoutContext | null {
  switch (event.type) {
    case 'checkout.change':
      return { ...context, values: { ...context.values, [event.field]: event.value }, notice: 'none' };
    case 'checkout.type':
      return { ...context, values: { ...context.values, type: event.orderType }, problems: [], notice: 'none' };
    case 'checkout.location':
      return { ...context, location: event.location };
    case 'checkout.table':
      return { ...context, values: { ...context.values, type: 'dineIn', table: event.table } };
    case 'checkout.schedule':
      return context.schedule === event.schedule ? context : { ...context, schedule: event.schedule };
    default:
      return null;
  }
}
