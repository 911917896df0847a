/**
 * The restaurant's clock: the date, weekday and time of an instant in its IANA time zone, whatever
 * the visitor's clock and time zone say (Intl does the zone arithmetic, daylight saving included).
 */

/** The restaurant's time zone when the CMS names none (or one this environment does not know). */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

const known = new Map<string, boolean>();

/** Whether this environment knows the time zone (remembered: the engine asks for every instant it reads). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone.trim()) return false;
  let answer = known.get(zone);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      answer = true;
    } catch {
      answer = false;
    }
    known.set(zone, answer);
  }
  return answer;
}

export interface ZonedClock {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM", 24-hour */
  time: string;
  /** 0 = Sunday */
  day: number;
  /** Minutes since midnight. */
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The restaurant's date, time and weekday at `instant`. */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const hour = Number(get('hour')) % 24;
  const minute = Number(get('minute'));
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    minute: hour * 60 + minute,
  };
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" -> days since 1970-01-01, else null (2026-02-30 is not a date). */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(y, m - 1, d));
  if (value.getUTCFullYear() !== y || value.getUTCMonth() !== m - 1 || value.getUTCDate() !== d) return null;
  return value.getTime() / DAY_MS;
}

/** Days since 1970-01-01 -> "YYYY-MM-DD". */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after a real date (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDay((dayNumber(date) ?? 0) + days);
}

/** The weekday of a real date, 0 = Sunday; null for anything else. */
export function weekdayIndex(date: string): number | null {
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday.
  return day === null ? null : (((day + 4) % 7) + 7) % 7;
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes. */
function offsetAt(ms: number, timeZone: string): number {
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const clock = zonedClock(new Date(minute), timeZone);
  return ((dayNumber(clock.date) ?? 0) * DAY_MS + clock.minute * MINUTE_MS - minute) / MINUTE_MS;
}

/**
 * The instant at which the restaurant's clock shows `minute` minutes after the midnight that
 * starts `date` (past 1440 for the next days: 18:00 to 02:00 ends at minute 1560). Where daylight
 * saving makes that time ambiguous it resolves as Temporal's "compatible" does: a time the clocks
 * skip (02:30 when they jump from 02:00 to 03:00) is the instant an hour later, after the gap; a
 * time they show twice (01:30 when they fall back) is the first of the two.
 */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const wall = (dayNumber(date) ?? 0) * DAY_MS + minute * MINUTE_MS;
  // The zone's offsets a day either side: at most one change of offset lies between them.
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const fits = [before, after]
    .map((offset) => ({ offset, at: wall - offset * MINUTE_MS }))
    .filter(({ offset, at }) => offsetAt(at, zone) === offset)
    .map(({ at }) => at);
  // Shown twice: the first; skipped: the offset from before the change puts it after the gap.
  return new Date(fits.length ? Math.min(...fits) : wall - before * MINUTE_MS);
}

/** "2027-03-10" (Directus may add a time) -> "2027-03-10" when it is a real date; anything else null. */
export function calendarDate(value: unknown): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(typeof value === 'string' ? value.trim() : '')?.[1];
  return date && dayNumber(date) !== null ? date : null;
}
