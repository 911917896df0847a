/**
 * Checkout on the cart page: the visitor fills in how and when they want the order, presses
 * "Order on WhatsApp", and the order is either sent (the `send` action, supplied by the page
 * with `.provide()`, opens WhatsApp inside that same click: every transition here runs within
 * the event that started it), held for review when a price changed or a dish is gone, or
 * refused with every problem named, keeping everything typed. The decision itself is
 * src/ordering/order/checkout.ts.
 */
import { assign, setup } from 'xstate';
import type { CartLine } from '../cart/model';
import type { RepriceResult } from '../cart/reprice';
import type { OrderType, RestaurantModel } from '../../generated/types';
import type { Schedule } from '../../hours/schedule';
import { decideCheckout, type CheckoutDecision, type FreshData } from './checkout';
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

const NOTICES: Partial<Record<CheckoutDecision['kind'], CheckoutNotice>> = {
  empty: 'empty',
  checking: 'checking',
  unconfirmed: 'unconfirmed',
  noNumber: 'noNumber',
};

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actions: {
    /** Opens WhatsApp with the order, inside the visitor's click; supplied by the page. */
    send: (_, _order: CheckoutOrder) => {
      // Supplied by the page with .provide().
    },
    /** Adopts the re-priced lines in the cart; supplied by the page. */
    refreshCart: (_, _lines: CartLine[]) => {
      // Supplied by the page with .provide().
    },
  },
  guards: {
    decidedSend: ({ context }) => context.decision?.kind === 'send',
    decidedReview: ({ context }) => context.decision?.kind === 'review',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    values: { ...EMPTY_ORDER_FORM, ...input.values },
    location: null,
    problems: [],
    notice: 'none',
    review: null,
    decision: null,
    schedule: input.schedule,
    now: input.now ?? (() => new Date()),
  }),
  initial: 'editing',
  on: {
    'checkout.schedule': { actions: assign({ schedule: ({ event }) => event.schedule }) },
  },
  states: {
    editing: {
      on: {
        'checkout.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            notice: 'none',
          }),
        },
        'checkout.type': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, type: event.orderType }),
            problems: [],
            notice: 'none',
          }),
        },
        'checkout.location': { actions: assign({ location: ({ event }) => event.location }) },
        'checkout.table': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, type: 'dineIn', table: event.table }),
          }),
        },
        'checkout.submit': {
          target: 'deciding',
          actions: assign({
            decision: ({ context, event }) =>
              decideCheckout({
                lines: event.lines,
                fresh: event.fresh,
                values: context.values,
                location: context.location,
                rules: { schedule: context.schedule, now: context.now() },
              }),
          }),
        },
      },
    },
    deciding: {
      always: [
        {
          guard: 'decidedSend',
          target: 'editing',
          actions: [
            {
              type: 'send',
              params: ({ context }) => {
                const decision = context.decision as Extract<CheckoutDecision, { kind: 'send' }>;
                return { lines: decision.lines, details: decision.details, restaurant: decision.restaurant };
              },
            },
            assign({ problems: [], notice: 'none', decision: null }),
          ],
        },
        {
          guard: 'decidedReview',
          target: 'review',
          actions: [
            {
              type: 'refreshCart',
              params: ({ context }) =>
                (context.decision as Extract<CheckoutDecision, { kind: 'review' }>).repriced.lines,
            },
            assign({
              review: ({ context }) => {
                const decision = context.decision as Extract<CheckoutDecision, { kind: 'review' }>;
                return { ...decision, lines: decision.repriced.lines };
              },
              problems: [],
              notice: 'none',
              decision: null,
            }),
          ],
        },
        {
          target: 'editing',
          actions: assign({
            problems: ({ context }) => (context.decision?.kind === 'problems' ? context.decision.problems : []),
            notice: ({ context }) => (context.decision ? (NOTICES[context.decision.kind] ?? 'none') : 'none'),
            decision: null,
          }),
        },
      ],
    },
    review: {
      on: {
        'checkout.confirm': [
          {
            guard: ({ context }) => (context.review?.lines.length ?? 0) > 0,
            target: 'editing',
            actions: [
              {
                type: 'send',
                params: ({ context }) => {
                  const { lines, details, restaurant } = context.review!;
                  return { lines, details, restaurant };
                },
              },
              assign({ review: null }),
            ],
          },
        ],
        'checkout.cancel': { target: 'editing', actions: assign({ review: null }) },
      },
    },
  },
});
