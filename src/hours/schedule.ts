/**
 * When the restaurant takes bookings, from its opening hours: pure functions of a date
 * ("YYYY-MM-DD"), a time ("HH:MM") and the week's hours, used by the reservation machine
 * and by the form's date and time pickers.
 */
import type { OpeningHoursModel, Weekday } from '../generated/types';
import { DEFAULT_TIME_ZONE, isTimeZone, zonedClock } from './zone';

export const WEEK_FROM_SUNDAY: Weekday[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** One day's rule: closed, open between two times (closing may pass midnight), or unknown (no restriction). */
export type DayRule = { kind: 'closed' } | { kind: 'open'; opensAt: string; closesAt: string } | { kind: 'unknown' };

export interface Schedule {
  /** Per weekday, Sunday first. */
  days: Record<Weekday, DayRule>;
  /** The restaurant's IANA time zone: "today" and "now" are its own, not the visitor's. */
  timeZone: string;
}

/**
 * The week's rules: each weekday's opening_hours row; a weekday without a row uses the
 * restaurant's daily opens_at/closes_at; with neither, any time is accepted.
 */
export function buildSchedule(
  hours: readonly OpeningHoursModel[],
  daily: { opensAt: string | null; closesAt: string | null } = { opensAt: null, closesAt: null },
  timeZone: string = DEFAULT_TIME_ZONE,
): Schedule {
  const fallback: DayRule =
    daily.opensAt && daily.closesAt
      ? { kind: 'open', opensAt: daily.opensAt, closesAt: daily.closesAt }
      : { kind: 'unknown' };
  const days = Object.fromEntries(WEEK_FROM_SUNDAY.map((d) => [d, fallback])) as Record<Weekday, DayRule>;
  for (const row of hours) {
    days[row.day] =
      row.closed || !row.opensAt || !row.closesAt
        ? { kind: 'closed' }
        : { kind: 'open', opensAt: row.opensAt, closesAt: row.closesAt };
  }
  return { days, timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE };
}

export const OPEN_ALL_WEEK: Schedule = buildSchedule([]);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date "YYYY-MM-DD" -> its weekday, else null. */
export function weekdayOf(date: string): Weekday | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(y, m - 1, d);
  if (value.getFullYear() !== y || value.getMonth() !== m - 1 || value.getDate() !== d) return null;
  return WEEK_FROM_SUNDAY[value.getDay()]!;
}

export function isValidTime(time: string): boolean {
  return TIME.test(time);
}

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Inside [opensAt, closesAt); a closing time at or before the opening time means past midnight. */
export function withinHours(time: string, opensAt: string, closesAt: string): boolean {
  const t = minutes(time);
  const open = minutes(opensAt);
  const close = minutes(closesAt);
  if (close > open) return t >= open && t < close;
  return t >= open || t < close;
}

/** The min/max a time picker can use for a day (only when the hours do not pass midnight). */
export function timeBounds(rule: DayRule): { min?: string; max?: string } {
  if (rule.kind !== 'open' || minutes(rule.closesAt) <= minutes(rule.opensAt)) return {};
  return { min: rule.opensAt, max: rule.closesAt };
}

export type SlotProblem =
  | { code: 'invalidDate' }
  | { code: 'invalidTime' }
  | { code: 'pastDate' }
  | { code: 'pastTime' }
  | { code: 'closed'; day: Weekday }
  | { code: 'outsideHours'; day: Weekday; opensAt: string; closesAt: string };

/** Why a date and time cannot be booked, or null when they can. */
export function checkSlot(date: string, time: string, schedule: Schedule, now: Date): SlotProblem | null {
  const day = weekdayOf(date);
  if (!day) return { code: 'invalidDate' };
  if (!isValidTime(time)) return { code: 'invalidTime' };
  // Today and now at the restaurant, whatever the visitor's clock says.
  const here = zonedClock(now, schedule.timeZone);
  if (date < here.date) return { code: 'pastDate' };
  if (date === here.date && minutes(time) <= here.minute) return { code: 'pastTime' };
  const rule = schedule.days[day];
  if (rule.kind === 'closed') return { code: 'closed', day };
  if (rule.kind === 'open' && !withinHours(time, rule.opensAt, rule.closesAt))
    return { code: 'outsideHours', day, opensAt: rule.opensAt, closesAt: rule.closesAt };
  return null;
}
