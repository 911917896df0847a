/**
 * The table booking form: the visitor edits the fields, submits,
 * the request is validated (required fields, guests 1 to 20, and also: no past
 * dates, no closed days, no times outside that day's hours), then either rejected with a
 * reason (everything typed is kept) or sent, which runs the `send` action (WhatsApp, supplied
 * by the page with `.provide()`).
 */
import { assign, setup } from 'xstate';
import {
  EMPTY_VALUES,
  reservationContext,
  validateReservation,
  withChange,
  withSchedule,
  type ReservationContext,
  type ReservationEvent,
  type ReservationInput,
  type ReservationRequest,
} from './reservation.model';

export * from './reservation.model';

export const reservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from it
    input: {} as ReservationInput,
    events: {} as ReservationEvent,
  },
  actions: {
    /** Opens the WhatsApp chat; supplied by the page. */
    send: (_, _params: { request: ReservationRequest }) => {
      // Supplied by the page with .provide().
    },
    change: assign(({ context, event }) =>
      event.type === 'reservation.change' ? (withChange(context, event.field, event.value) ?? context) : context,
    ),
    schedule: assign(({ context, event }) =>
      event.type === 'reservation.schedule' ? withSchedule(context, event.schedule) : context,
    ),
  },
  guards: {
    knownField: ({ context, event }) =>
      event.type === 'reservation.change' && withChange(context, event.field, event.value) !== null,
    valid: ({ context }) => 'request' in validateReservation(context.values, context.schedule, context.now()),
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => reservationContext(input),
  initial: 'editing',
  on: {
    'reservation.schedule': { actions: 'schedule' },
  },
  states: {
    editing: {
      on: {
        'reservation.change': { guard: 'knownField', actions: 'change' },
        'reservation.submit': 'validating',
      },
    },
    validating: {
      always: [
        {
          guard: 'valid',
          target: 'sent',
          actions: [
            assign(({ context }) => {
              const result = validateReservation(context.values, context.schedule, context.now());
              return { problem: null, sent: 'request' in result ? result.request : null };
            }),
            { type: 'send', params: ({ context }) => ({ request: context.sent! }) },
          ],
        },
        {
          target: 'rejected',
          actions: assign({
            problem: ({ context }) => {
              const result = validateReservation(context.values, context.schedule, context.now());
              return 'problem' in result ? result.problem : null;
            },
          }),
        },
      ],
    },
    rejected: {
      on: {
        // The reason stays on screen while the visitor corrects the form.
        'reservation.change': { guard: 'knownField', actions: 'change' },
        'reservation.submit': 'validating',
      },
    },
    sent: {
      on: {
        'reservation.reset': {
          target: 'editing',
          actions: assign({ values: () => ({ ...EMPTY_VALUES }), sent: null, problem: null }),
        },
      },
    },
  },
});
