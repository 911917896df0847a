/**
 * The reservation machine's context and its pure parts, without XState: the booking form's
 * first view is worked out from here (src/perf/lazyActor.ts), and the machine
 * (./reservation.machine.ts) uses the same functions.
 */
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

export interface ReservationInput {
  schedule?: Schedule;
  now?: () => Date;
  values?: Partial<ReservationValues>;
}

/** The machine's first context: the values given (or empty), no problem, nothing sent. */
export function reservationContext(input: ReservationInput): ReservationContext {
  return {
    values: { ...EMPTY_VALUES, ...input.values },
    problem: null,
    schedule: input.schedule ?? OPEN_ALL_WEEK,
    sent: null,
    now: input.now ?? (() => new Date()),
  };
}

/** A field typed into, while editing: the next context, or null for a field the form does not have. */
export function withChange(context: ReservationContext, field: string, value: unknown): ReservationContext | null {
  if (!(field in EMPTY_VALUES) || typeof value !== 'string') return null;
  return { ...context, values: { ...context.values, [field]: value } };
}

/** The restaurant's hours as the page has them now. */
export function withSchedule(context: ReservationContext, schedule: Schedule): ReservationContext {
  return context.schedule === schedule ? context : { ...context, schedule };
}
