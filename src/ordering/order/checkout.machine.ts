/**
 * Checkout on the cart page: the visitor fills in how and when they want the order, presses
 * "Order on WhatsApp", and the order is either sent (the `send` action, supplied by the page
 * with `.provide()`, opens WhatsApp inside that same click: every transition here runs within
 * the event that started it), held for review when a price changed or a dish is gone, or
 * refused with every problem named, keeping everything typed. The decision itself is
 * src/ordering/order/checkout.ts.
 */
import { assign, setup } from 'xstate';
import { decideCheckout, type CheckoutDecision } from './checkout';
import {
  checkoutContext,
  edited,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutNotice,
  type CheckoutOrder,
} from './checkout.model';
import type { CartLine } from '../cart/model';

export type { CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutNotice, CheckoutOrder } from './checkout.model';

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
  context: ({ input }) => checkoutContext(input),
  initial: 'editing',
  on: {
    'checkout.schedule': { actions: assign(({ context, event }) => edited(context, event) ?? context) },
  },
  states: {
    editing: {
      on: {
        // The form's edits: the same functions as the page's first view (./checkout.model.ts).
        'checkout.change': { actions: assign(({ context, event }) => edited(context, event) ?? context) },
        'checkout.type': { actions: assign(({ context, event }) => edited(context, event) ?? context) },
        'checkout.location': { actions: assign(({ context, event }) => edited(context, event) ?? context) },
        'checkout.table': { actions: assign(({ context, event }) => edited(context, event) ?? context) },
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
