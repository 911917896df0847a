/**
 * Whether the restaurant is open at an instant, in its own time zone whatever the visitor's clock
 * says: the header's badge ("Open now · closes 11:30 PM", "Closes soon", "Closed · opens Tuesday
 * 12:00 PM"), and when it opens next (the lead time of an order for later). Pure: an instant and
 * the schedule (src/hours/schedule.ts) in, a state out.
 *
 * Each shift of a date becomes the two instants at which the restaurant's clock shows its opening
 * and closing (src/hours/zone.ts): on the nights the clocks change, "closes soon" counts the real
 * minutes left, and a shift across the change lasts what the clocks say it does.
 */
import type { HoursOverrideModel, LocalizedText, Weekday } from '../generated/types';
import { hoursOn, mergeRanges, shiftInterval, timeOf, type Schedule } from './schedule';
import { addDays, dayNumber, zonedClock, zonedInstant } from './zone';

export { DEFAULT_TIME_ZONE, isTimeZone, zonedClock } from './zone';

/** "Closes soon" from this many minutes before closing. */
export const CLOSING_SOON_MINUTES = 30;

/** When the restaurant next opens. */
export interface NextOpening {
  /** The date it opens on, "YYYY-MM-DD" at the restaurant. */
  date: string;
  day: Weekday;
  /** "HH:MM", as the hours say it. */
  time: string;
  /** The instant it opens. */
  at: Date;
  today: boolean;
  tomorrow: boolean;
  /** Days from the restaurant's date at the instant asked about: 0 today, 1 tomorrow. */
  inDays: number;
}

export type OpenState =
  | {
      kind: 'open';
      /** "HH:MM" it closes at; null when it does not close in the coming week (open around the clock). */
      closesAt: string | null;
      closes: Date | null;
      closingSoon: boolean;
      /** The note of the override whose hours these are (e.g. "Ramadan hours"). */
      note: LocalizedText | null;
    }
  | {
      kind: 'closed';
      /** Null when no hours are known before it would open (or none in the coming two years). */
      opens: NextOpening | null;
      /** The note of today's override (e.g. "Closed for a private event"). */
      note: LocalizedText | null;
    }
  /** No hours in the CMS for today: nothing is claimed. */
  | { kind: 'unknown'; note: LocalizedText | null };

/** One shift of a date as instants. */
interface Span {
  date: string;
  from: number;
  to: number;
  /** The opening and closing times as the hours say them, minutes from the date's midnight. */
  startMinute: number;
  endMinute: number;
  override: HoursOverrideModel | null;
}

/**
 * The date's shifts as instants, or 'unknown'. Shifts become instants before they are merged: on
 * the night the clocks skip an hour, 01:01 (which does not exist) falls after 02:00, so a
 * 01:01 shift cannot swallow one that opens at 02:00.
 */
function spansOn(schedule: Schedule, date: string): Span[] | 'unknown' {
  const hours = hoursOn(schedule, date);
  if (!hours || hours.rule.kind === 'unknown') return 'unknown';
  if (hours.rule.kind === 'closed') return [];
  const spans = hours.rule.shifts
    .map(shiftInterval)
    .map((interval) => ({
      date,
      from: zonedInstant(date, interval.start, schedule.timeZone).getTime(),
      to: zonedInstant(date, interval.end, schedule.timeZone).getTime(),
      startMinute: interval.start,
      endMinute: interval.end,
      override: hours.override,
    }))
    // A shift wholly inside the hour the clocks skip (01:00–02:00 in London that night) never opens.
    .filter((span) => span.to > span.from);
  return mergeRanges(
    spans,
    (span) => ({ start: span.from, end: span.to }),
    (kept, later) => Object.assign(kept, { to: later.to, endMinute: later.endMinute }),
  );
}

const known = (spans: Span[] | 'unknown'): Span[] => (spans === 'unknown' ? [] : spans);

/** A note worth showing, or null. */
function noteOf(override: HoursOverrideModel | null | undefined): LocalizedText | null {
  return override && (override.note.en || override.note.ar) ? override.note : null;
}

/** The last date worth looking at: a week past the last override (after it, the week repeats). */
function horizon(schedule: Schedule, today: string): string {
  const lastOverride = schedule.overrides.reduce((last, o) => (o.endDate > last ? o.endDate : last), today);
  const cap = addDays(today, 731);
  const end = addDays(lastOverride, 8);
  return end < cap ? end : cap;
}

/** When the restaurant next opens after `instant` (after the current opening, when open): null when unknown. */
export function nextOpening(instant: Date, schedule: Schedule): NextOpening | null {
  const today = zonedClock(instant, schedule.timeZone).date;
  const last = horizon(schedule, today);
  // An opening can only follow a closing: skip the stretch open at `instant`.
  let after = instant.getTime();
  const open = currentRun(instant, schedule);
  if (open) {
    if (open.closes === null) return null;
    after = open.closes;
  }
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const spans = spansOn(schedule, date);
    // A day without known hours before any opening: when it opens is not known.
    if (spans === 'unknown') return null;
    const next = spans.find((span) => span.from > after);
    if (next)
      return {
        date,
        day: hoursOn(schedule, date)!.day,
        time: timeOf(next.startMinute),
        at: new Date(next.from),
        today: date === today,
        tomorrow: date === addDays(today, 1),
        inDays: (dayNumber(date) ?? 0) - (dayNumber(today) ?? 0),
      };
  }
  return null;
}

/** The open stretch holding `instant` (shifts that touch or overlap run together), or null when closed. */
function currentRun(
  instant: Date,
  schedule: Schedule,
): { span: Span; closes: number | null; endMinute: number } | null {
  const now = instant.getTime();
  const today = zonedClock(instant, schedule.timeZone).date;
  const yesterday = addDays(today, -1);
  // Today's shifts first: their note is the one to show when both hold the instant.
  const span = [...known(spansOn(schedule, today)), ...known(spansOn(schedule, yesterday))].find(
    (s) => s.from <= now && now < s.to,
  );
  if (!span) return null;
  let closes = span.to;
  let endMinute = span.endMinute;
  const last = horizon(schedule, today);
  // Yesterday's night may outlast today's first shift: every span from yesterday on can extend it.
  for (let date = yesterday; ; date = addDays(date, 1)) {
    if (date > last) return { span, closes: null, endMinute };
    const spans = spansOn(schedule, date);
    if (spans === 'unknown') {
      if (date < today) continue;
      break;
    }
    for (const next of spans)
      if (next.from <= closes && next.to > closes) {
        closes = next.to;
        endMinute = next.endMinute;
      }
    // Nothing of a later date can reach back to this closing.
    if (zonedInstant(addDays(date, 1), 0, schedule.timeZone).getTime() > closes) break;
  }
  return { span, closes, endMinute };
}

/** Open (until when), closed (and when it opens next), or unknown, at `instant` in the restaurant's time zone. */
export function openState(instant: Date, schedule: Schedule): OpenState {
  const now = instant.getTime();
  const run = currentRun(instant, schedule);
  if (run)
    return {
      kind: 'open',
      closesAt: run.closes === null ? null : timeOf(run.endMinute),
      closes: run.closes === null ? null : new Date(run.closes),
      closingSoon: run.closes !== null && run.closes - now <= CLOSING_SOON_MINUTES * 60_000,
      note: noteOf(run.span.override),
    };
  const today = hoursOn(schedule, zonedClock(instant, schedule.timeZone).date)!;
  const note = noteOf(today.override);
  if (today.rule.kind === 'unknown') return { kind: 'unknown', note };
  return { kind: 'closed', opens: nextOpening(instant, schedule), note };
}
