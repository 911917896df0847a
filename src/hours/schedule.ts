/**
 * The restaurant's hours as rules on calendar dates: the weekly rows (up to two shifts a day,
 * a shift may pass midnight), the daily opens_at/closes_at for weekdays without a row, and the
 * date overrides (holidays, Ramadan hours, a private event), all in the restaurant's time zone.
 * Pure functions of a date ("YYYY-MM-DD" at the restaurant) and a time ("HH:MM"), used by the
 * reservation machine and form, the hours tables and src/hours/openNow.ts (instants).
 *
 * A shift belongs to the date it starts on: the early hours after 18:00–02:00 are the day
 * before's, whatever the day after says.
 */
import type {
  HoursOverrideModel,
  LocalizedText,
  OpeningHoursModel,
  RestaurantModel,
  ShiftModel,
  Weekday,
} from '../generated/types';
import { WEEK_FROM_SUNDAY } from './weekdays';
import { addDays, dayNumber, DEFAULT_TIME_ZONE, isTimeZone, weekdayIndex, zonedClock } from './zone';

/** One day's rule: closed, open in one or two shifts, or unknown (the CMS says nothing: no restriction). */
export type DayRule = { kind: 'closed' } | { kind: 'open'; shifts: ShiftModel[] } | { kind: 'unknown' };

export interface Schedule {
  /** Per weekday, from the weekly rows or the daily fallback. */
  days: Record<Weekday, DayRule>;
  /** Dates with other rules, as the CMS gave them (see `overrideOn` for which one wins). */
  overrides: HoursOverrideModel[];
  /** The restaurant's IANA time zone: "today" and "now" are its own, not the visitor's. */
  timeZone: string;
}

/** Open from `start` to `end`, minutes from the midnight that starts the date; `end` passes 1440 past midnight. */
export interface Interval {
  start: number;
  end: number;
}

/** A date's hours with the overrides applied. */
export interface DayHours {
  date: string;
  day: Weekday;
  rule: DayRule;
  /** The override that applies on this date, if any (its note is shown even when it keeps the week's hours). */
  override: HoursOverrideModel | null;
}

const ruleOf = (shifts: readonly ShiftModel[]): DayRule =>
  shifts.length ? { kind: 'open', shifts: [...shifts] } : { kind: 'closed' };

/**
 * The rules: each weekday's opening_hours row; a weekday without a row uses the restaurant's
 * daily opens_at/closes_at; with neither, nothing is known (any time is accepted). Overrides
 * win on their dates.
 */
export function buildSchedule(
  hours: readonly OpeningHoursModel[],
  daily: { opensAt: string | null; closesAt: string | null } = { opensAt: null, closesAt: null },
  timeZone: string = DEFAULT_TIME_ZONE,
  overrides: readonly HoursOverrideModel[] = [],
): Schedule {
  const fallback: DayRule =
    daily.opensAt && daily.closesAt
      ? { kind: 'open', shifts: [{ opensAt: daily.opensAt, closesAt: daily.closesAt }] }
      : { kind: 'unknown' };
  const days = Object.fromEntries(WEEK_FROM_SUNDAY.map((d) => [d, fallback])) as Record<Weekday, DayRule>;
  for (const row of hours) days[row.day] = row.closed ? { kind: 'closed' } : ruleOf(row.shifts);
  return {
    days,
    // The normaliser keeps only real ranges; a hand-made schedule gets the same guarantee.
    overrides: overrides.filter(
      (o) => dayNumber(o.date) !== null && dayNumber(o.endDate) !== null && o.date <= o.endDate,
    ),
    timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  };
}

/** The restaurant's schedule, from its published model: the one way every part of the site reads its hours. */
export function restaurantSchedule(restaurant: {
  hours: readonly OpeningHoursModel[];
  opensAt: string | null;
  closesAt: string | null;
  timeZone: string;
  overrides: readonly HoursOverrideModel[];
}): Schedule {
  return buildSchedule(restaurant.hours, restaurant, restaurant.timeZone, restaurant.overrides);
}

export const OPEN_ALL_WEEK: Schedule = buildSchedule([]);

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date "YYYY-MM-DD" -> its weekday, else null. */
export function weekdayOf(date: string): Weekday | null {
  const index = weekdayIndex(date);
  return index === null ? null : WEEK_FROM_SUNDAY[index]!;
}

export function isValidTime(time: string): boolean {
  return TIME.test(time);
}

export function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** "HH:MM" of a minute of the day (past 1440 wraps: 1560 is "02:00"). */
export function timeOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A shift as minutes from its day's midnight: a closing at or before the opening is the next day's. */
export function shiftInterval(shift: ShiftModel): Interval {
  const start = minutes(shift.opensAt);
  let end = minutes(shift.closesAt);
  if (end <= start) end += 1440;
  return { start, end };
}

/**
 * The override that applies on `date`: the one with the shortest range (a holiday inside
 * Ramadan wins over Ramadan), then the one that starts later, then the one the CMS gave last.
 */
export function overrideOn(schedule: Schedule, date: string): HoursOverrideModel | null {
  let best: HoursOverrideModel | null = null;
  let bestLength = Infinity;
  for (const override of schedule.overrides) {
    if (override.date > date || override.endDate < date) continue;
    const length = (dayNumber(override.endDate) ?? 0) - (dayNumber(override.date) ?? 0);
    if (length < bestLength || (length === bestLength && best !== null && override.date >= best.date)) {
      best = override;
      bestLength = length;
    }
  }
  return best;
}

/** The date's hours, overrides applied; null for a date that is not a real "YYYY-MM-DD". */
export function hoursOn(schedule: Schedule, date: string): DayHours | null {
  const day = weekdayOf(date);
  if (!day) return null;
  const override = overrideOn(schedule, date);
  const weekly = schedule.days[day];
  // Closed, its own shifts, or (neither) the week's hours with the override's note.
  const rule = !override
    ? weekly
    : override.closed
      ? { kind: 'closed' as const }
      : override.shifts.length
        ? ruleOf(override.shifts)
        : weekly;
  return { date, day, rule, override };
}

/**
 * Ranges sorted by their start, those that overlap or touch merged into one (copies; the input is
 * left as it was). `extend` stretches a kept range to the end of a later one that runs past it.
 */
export function mergeRanges<R extends object>(
  ranges: readonly R[],
  bounds: (range: R) => { start: number; end: number },
  extend: (kept: R, later: R) => void,
): R[] {
  const merged: R[] = [];
  for (const next of [...ranges].sort((a, b) => bounds(a).start - bounds(b).start)) {
    const last = merged[merged.length - 1];
    if (!last || bounds(next).start > bounds(last).end) merged.push({ ...next });
    else if (bounds(next).end > bounds(last).end) extend(last, next);
  }
  return merged;
}

/** Sorted, overlapping or touching shifts merged. */
export function intervalsOf(rule: DayRule): Interval[] {
  if (rule.kind !== 'open') return [];
  return mergeRanges(
    rule.shifts.map(shiftInterval),
    (interval) => interval,
    (kept, later) => {
      kept.end = later.end;
    },
  );
}

/**
 * The date's open intervals in minutes from its midnight, overrides applied (`end` passes 1440
 * for a shift past midnight; the early hours of a date belong to the day before's intervals).
 * [] when closed or the date is not one; null when the CMS says nothing about that day.
 */
export function openIntervals(schedule: Schedule, date: string): Interval[] | null {
  const hours = hoursOn(schedule, date);
  if (!hours) return [];
  return hours.rule.kind === 'unknown' ? null : intervalsOf(hours.rule);
}

/**
 * Whether the restaurant is open at `time` on `date` by its own clock: in one of the date's
 * intervals, or in the part of the day before's that runs past midnight. Null when nothing is
 * known about that date (and the day before does not cover it); false for a malformed date or time.
 */
export function isOpenAt(schedule: Schedule, date: string, time: string): boolean | null {
  if (!isValidTime(time)) return false;
  const today = hoursOn(schedule, date);
  if (!today) return false;
  const t = minutes(time);
  const yesterday = hoursOn(schedule, addDays(date, -1));
  if (yesterday && intervalsOf(yesterday.rule).some((i) => i.start <= t + 1440 && t + 1440 < i.end)) return true;
  if (today.rule.kind === 'unknown') return null;
  return intervalsOf(today.rule).some((i) => i.start <= t && t < i.end);
}

/** The min/max a time picker can use for a date (only when nothing passes midnight into or out of it). */
export function timeBounds(schedule: Schedule, date: string): { min?: string; max?: string } {
  const today = openIntervals(schedule, date);
  const yesterday = openIntervals(schedule, addDays(date, -1)) ?? [];
  if (!today?.length || today.some((i) => i.end > 1440) || yesterday.some((i) => i.end > 1440)) return {};
  return { min: timeOf(today[0]!.start), max: timeOf(today[today.length - 1]!.end) };
}

/** The override a date falls under, as a problem names it: its date and note. */
export interface SpecialDate {
  date: string;
  note: LocalizedText;
}

export type SlotProblem =
  | { code: 'invalidDate' }
  | { code: 'invalidTime' }
  | { code: 'pastDate' }
  | { code: 'pastTime' }
  | { code: 'closed'; day: Weekday; special: SpecialDate | null }
  | { code: 'outsideHours'; day: Weekday; shifts: ShiftModel[]; special: SpecialDate | null };

/** Why a date and time cannot be booked, or null when they can. */
export function checkSlot(date: string, time: string, schedule: Schedule, now: Date): SlotProblem | null {
  const hours = hoursOn(schedule, date);
  if (!hours) return { code: 'invalidDate' };
  if (!isValidTime(time)) return { code: 'invalidTime' };
  // Today and now at the restaurant, whatever the visitor's clock says.
  const here = zonedClock(now, schedule.timeZone);
  if (date < here.date) return { code: 'pastDate' };
  if (date === here.date && minutes(time) <= here.minute) return { code: 'pastTime' };
  if (isOpenAt(schedule, date, time) !== false) return null;
  const special = hours.override ? { date, note: hours.override.note } : null;
  if (hours.rule.kind === 'open') return { code: 'outsideHours', day: hours.day, shifts: hours.rule.shifts, special };
  return { code: 'closed', day: hours.day, special };
}

/** The overrides not over yet on the restaurant's date at `now`, soonest first: what the hours tables list. */
export function upcomingOverrides(schedule: Schedule, now: Date): HoursOverrideModel[] {
  const today = zonedClock(now, schedule.timeZone).date;
  return schedule.overrides
    .filter((o) => o.endDate >= today)
    .sort((a, b) => compareDates(a.date, b.date) || compareDates(a.endDate, b.endDate));
}

/**
 * "YYYY-MM-DD" dates in order, compared as text: localeCompare would set up ICU's collator on the
 * page's first call, 20–50 ms of the main thread right after load (the hours under the footer).
 */
function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const recentSchedules = new Map<string, Schedule>();

/**
 * The restaurant's schedule, built again only when its hours change: placeholders are new
 * objects on every render, so it is keyed on the content of the hours, and the same hours give
 * the same object (the booking form reacts to a new one).
 */
export function scheduleOf(restaurant: RestaurantModel): Schedule {
  const { hours, opensAt, closesAt, timeZone, overrides } = restaurant;
  const key = JSON.stringify([hours, opensAt, closesAt, timeZone, overrides]);
  let schedule = recentSchedules.get(key);
  if (!schedule) {
    schedule = restaurantSchedule({ hours, opensAt, closesAt, timeZone, overrides });
    // A few restaurants' worth (the placeholder and the real one); the oldest goes first.
    if (recentSchedules.size >= 4) recentSchedules.delete(recentSchedules.keys().next().value!);
    recentSchedules.set(key, schedule);
  }
  return schedule;
}
