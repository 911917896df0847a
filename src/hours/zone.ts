/**
 * The restaurant's clock: the date, weekday and time of an instant in its IANA time zone, whatever
 * the visitor's clock and time zone say (Intl does the zone arithmetic, daylight saving included).
 *
 * In the browser, a published page names the restaurant zone's offsets for two calendar years
 * (`<html data-zone>`, written by publish/steps/frame.ts with `zoneOffsetsAttribute`), and the
 * clock reads them instead of Intl: the first Intl object a page makes costs 15–45 ms of the
 * main thread (the engine's ICU data), the longest single piece of the page's start. Instants
 * outside those years, and pages without the attribute, ask Intl as before.
 */

/** The restaurant's time zone when the CMS names none (or one this environment does not know). */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

const known = new Map<string, boolean>();

/** Whether this environment knows the time zone (remembered: the engine asks for every instant it reads). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone.trim()) return false;
  // The fallback every Intl knows; the page's zone is known from its offsets. Neither asks Intl.
  if (zone === DEFAULT_TIME_ZONE || pageOffsets()?.zone === zone) return true;
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
  const offset = offsetFromPage(instant.getTime(), zone);
  if (offset !== null) return clockAtOffset(instant.getTime(), offset);
  return intlClock(instant, zone);
}

function intlClock(instant: Date, zone: string): ZonedClock {
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
  return clockOf(
    `${get('year')}-${get('month')}-${get('day')}`,
    ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    Number(get('hour')) % 24,
    Number(get('minute')),
  );
}

/** A clock reading from its date ("YYYY-MM-DD"), weekday (0 = Sunday), hour and minute. */
function clockOf(date: string, day: number, hour: number, minute: number): ZonedClock {
  return {
    date,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    day,
    minute: hour * 60 + minute,
  };
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The clock `offset` minutes ahead of UTC at the instant `ms`, to the minute (as Intl reads it). */
function clockAtOffset(ms: number, offset: number): ZonedClock {
  const wall = new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS + offset * MINUTE_MS);
  return clockOf(wall.toISOString().slice(0, 10), wall.getUTCDay(), wall.getUTCHours(), wall.getUTCMinutes());
}

/**
 * A zone's offsets from UTC over a span: from `from` (ms) to `to` (excluded), `offset` minutes at
 * first, then each change at its instant.
 */
export interface ZoneOffsets {
  zone: string;
  from: number;
  to: number;
  offset: number;
  changes: readonly (readonly [at: number, offset: number])[];
}

/** The offset in force at `ms`, or null outside the table's span. */
function offsetIn(table: ZoneOffsets, ms: number): number | null {
  if (!(ms >= table.from && ms < table.to)) return null;
  let offset = table.offset;
  for (const [at, next] of table.changes) {
    if (ms < at) break;
    offset = next;
  }
  return offset;
}

/** How far the zone's clock is ahead of UTC at `ms`, in minutes, as Intl says. */
function intlOffset(ms: number, zone: string): number {
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const clock = intlClock(new Date(minute), zone);
  return ((dayNumber(clock.date) ?? 0) * DAY_MS + clock.minute * MINUTE_MS - minute) / MINUTE_MS;
}

/** Sampled every six hours, every change of offset is found (zones change at most twice a year), then to the minute. */
const SAMPLE_MS = 6 * 3_600_000;

/** The zone's offsets from `from` to `to` (ms, whole minutes), with Intl: the publisher's side. */
export function zoneOffsets(zone: string, from: number, to: number): ZoneOffsets {
  const changes: [number, number][] = [];
  const first = intlOffset(from, zone);
  let offset = first;
  for (let at = from; at < to;) {
    const next = Math.min(at + SAMPLE_MS, to - MINUTE_MS);
    if (next <= at) break;
    const later = intlOffset(next, zone);
    if (later !== offset) {
      // The first minute with the new offset.
      let [low, high] = [at, next];
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (intlOffset(middle, zone) === offset) low = middle;
        else high = middle;
      }
      changes.push([high, later]);
      offset = later;
    }
    at = next;
  }
  return { zone, from, to, offset: first, changes };
}

/**
 * `<html data-zone>`: the zone, then the span and the offsets in whole minutes since 1970
 * ("Europe/London 29459520 30511200 0 29579100:60 29797260:0"): one attribute for every page of
 * a version (publish/steps/frame.ts).
 */
export function zoneOffsetsAttribute(table: ZoneOffsets): string {
  const minutes = (ms: number) => Math.round(ms / MINUTE_MS);
  return [
    table.zone,
    minutes(table.from),
    minutes(table.to),
    table.offset,
    ...table.changes.map(([at, offset]) => `${minutes(at)}:${offset}`),
  ].join(' ');
}

/** The attribute's shape: zone, span, first offset, then `at:offset` changes (minutes). */
const ATTRIBUTE = /^([A-Za-z][\w+\-/]*) (\d{1,9}) (\d{1,9}) (-?\d{1,4})((?: \d{1,9}:-?\d{1,4})*)$/;

/** The attribute back as offsets; null when it is not one (the clock then asks Intl). */
export function parseZoneOffsets(text: string): ZoneOffsets | null {
  const match = ATTRIBUTE.exec(text.trim());
  if (!match) return null;
  const [from, to] = [Number(match[2]) * MINUTE_MS, Number(match[3]) * MINUTE_MS];
  const changes = match[5]!
    .split(' ')
    .slice(1)
    .map((change) => change.split(':').map(Number) as [number, number])
    .map(([at, offset]) => [at * MINUTE_MS, offset] as const);
  // In order, inside the span.
  if (![from, ...changes.map(([at]) => at), to].every((at, i, all) => i === 0 || at > all[i - 1]!)) return null;
  return { zone: match[1]!, from, to, offset: Number(match[4]), changes };
}

let fromPage: ZoneOffsets | null | undefined;

/** The page's zone offsets (read once); null where there are none (the server, a page without them). */
function pageOffsets(): ZoneOffsets | null {
  if (fromPage === undefined) {
    const text = typeof document === 'undefined' ? undefined : document.documentElement?.dataset.zone;
    fromPage = text ? parseZoneOffsets(text) : null;
    if (text && !fromPage) console.warn('[hours] <html data-zone> is not a list of offsets:', text);
  }
  return fromPage;
}

/** For tests: the offsets a page names (null: none), read again on next use when undefined. */
export function setPageZoneOffsets(table: ZoneOffsets | null | undefined): void {
  fromPage = table;
}

function offsetFromPage(ms: number, zone: string): number | null {
  const table = pageOffsets();
  return table?.zone === zone ? offsetIn(table, ms) : null;
}

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
  return offsetFromPage(ms, timeZone) ?? intlOffset(ms, timeZone);
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
