/**
 * The table booking form: the visitor edits the fields, submits,
 * the request is validated (required fields, guests 1 to 20, and also: no past
 * dates, no closed days, no times outside that day's hours), then either rejected with a
 * reason (everything typed is kept) or sent, which runs the `send` action (WhatsApp, supplied
 * by the page with `.provide()`).
 */
import { assign, setup } from 'xstate';
import { parseWholeNumber, westernDigits } from '../i18n/digits';
import { checkSlot, OPEN_ALL_WEEK, type Schedule, type SlotProblem } from '../hours/schedule';

export interface ReservationValues {
  date: string;
  time: string;
  phone: string;
  /** As typed; validated as a whole number from 1 to 20. */
  guests: string;
  /** Id of the chosen service, or ''. */
  service: string;
  message: string;
}

export type ReservationField = keyof ReservationValues;

/** A validated reservation request. */
export interface ReservationRequest {
  date: string;
  time: string;
  phone: string;
  guests: number;
  service: string | null;
  message: string | null;
}

export type ReservationProblem =
  { code: 'required'; fields: ReservationField[] } | { code: 'guests' } | { code: 'phone' } | SlotProblem;

export type ReservationEvent =
  | { type: 'reservation.change'; field: ReservationField; value: string }
  | { type: 'reservation.submit' }
  | { type: 'reservation.schedule'; schedule: Schedule }
  | { type: 'reservation.reset' };

export interface ReservationContext {
  values: ReservationValues;
  problem: ReservationProblem | null;
  schedule: Schedule;
  /** The request last sent, for the confirmation. */
  sent: ReservationRequest | null;
  now: () => Date;
}

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;
export const REQUIRED_FIELDS: ReservationField[] = ['date', 'time', 'phone', 'guests'];

export const EMPTY_VALUES: ReservationValues = { date: '', time: '', phone: '', guests: '', service: '', message: '' };

/** The first reason the values cannot be sent, or the request to send. */
export function validateReservation(
  values: ReservationValues,
  schedule: Schedule,
  now: Date,
): { problem: ReservationProblem } | { request: ReservationRequest } {
  // Digits may come Arabic-Indic or Persian (٣, ۳): read as Western ones.
  const trimmed: ReservationValues = {
    date: values.date.trim(),
    time: values.time.trim(),
    phone: westernDigits(values.phone).trim(),
    guests: values.guests.trim(),
    service: values.service.trim(),
    message: values.message.trim(),
  };
  const missing = REQUIRED_FIELDS.filter((field) => !trimmed[field]);
  if (missing.length) return { problem: { code: 'required', fields: missing } };
  const guests = parseWholeNumber(trimmed.guests);
  if (guests === null || guests < MIN_GUESTS || guests > MAX_GUESTS) return { problem: { code: 'guests' } };
  const digits = trimmed.phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || /[^\d\s()+.-]/.test(trimmed.phone))
    return { problem: { code: 'phone' } };
  const slot = checkSlot(trimmed.date, trimmed.time, schedule, now);
  if (slot) return { problem: slot };
  return {
    request: {
      date: trimmed.date,
      time: trimmed.time,
      phone: trimmed.phone,
      guests,
      service: trimmed.service || null,
      message: trimmed.message || null,
    },
  };
}

/** Which fields a problem points at (for aria-invalid). */
export function problemFields(problem: ReservationProblem | null): ReservationField[] {
  if (!problem) return [];
  switch (problem.code) {
    case 'required':
      return problem.fields;
    case 'guests':
      return ['guests'];
    case 'phone':
      return ['phone'];
    case 'invalidDate':
    case 'pastDate':
    case 'closed':
      return ['date'];
    default:
      return ['time'];
  }
}

export const reservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from it
    input: {} as { schedule?: Schedule; now?: () => Date; values?: Partial<ReservationValues> },
    events: {} as ReservationEvent,
  },
  actions: {
    /** Opens the WhatsApp chat; supplied by the page. */
    send: (_, _params: { request: ReservationRequest }) => {
      // Supplied by the page with .provide().
    },
    change: assign({
      values: ({ context, event }) =>
        event.type === 'reservation.change' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    schedule: assign({
      schedule: ({ context, event }) => (event.type === 'reservation.schedule' ? event.schedule : context.schedule),
    }),
  },
  guards: {
    knownField: ({ event }) =>
      event.type === 'reservation.change' && event.field in EMPTY_VALUES && typeof event.value === 'string',
    valid: ({ context }) => 'request' in validateReservation(context.values, context.schedule, context.now()),
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, ...input.values },
    problem: null,
    schedule: input.schedule ?? OPEN_ALL_WEEK,
    sent: null,
    now: input.now ?? (() => new Date()),
  }),
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
