/**
 * Whether the restaurant is open at an instant, in the restaurant's own time zone whatever the
 * visitor's clock says: the header's badge ("Open now · closes 11:30 PM", "Closes soon",
 * "Closed · opens Tue 12:00 PM"). Pure: an instant, the week's rules (src/hours/schedule.ts) and
 * an IANA time zone in, a state out. A day's hours may pass midnight (18:00–02:00): the early
 * hours then belong to the day before.
 */
import type { Weekday } from '../generated/types';
import { WEEK_FROM_SUNDAY, type Schedule } from './schedule';
import { zonedClock } from './zone';

export { DEFAULT_TIME_ZONE, isTimeZone, zonedClock } from './zone';

/** "Closes soon" from this many minutes before closing. */
export const CLOSING_SOON_MINUTES = 30;

export type OpenState =
  | { kind: 'open'; closesAt: string; closingSoon: boolean }
  | { kind: 'closed'; opens: { day: Weekday; time: string; today: boolean } | null }
  /** No hours in the CMS for today: nothing is claimed. */
  | { kind: 'unknown' };

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const toTime = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A day's opening as minutes from that day's midnight: [start, end), end past 1440 when it runs past midnight. */
function shiftOf(schedule: Schedule, day: number): [number, number] | null | 'unknown' {
  const rule = schedule.days[WEEK_FROM_SUNDAY[((day % 7) + 7) % 7]!];
  if (rule.kind === 'unknown') return 'unknown';
  if (rule.kind === 'closed') return null;
  const start = toMinutes(rule.opensAt);
  let end = toMinutes(rule.closesAt);
  if (end <= start) end += 1440;
  return [start, end];
}

/** Open, closed (and when it opens next), or unknown, at `instant` in the restaurant's time zone. */
export function openState(instant: Date, schedule: Schedule, timeZone: string): OpenState {
  const { day, minute } = zonedClock(instant, timeZone);
  // Yesterday's hours running past midnight come first, then today's.
  const yesterday = shiftOf(schedule, day - 1);
  if (Array.isArray(yesterday) && minute + 1440 < yesterday[1]) {
    const left = yesterday[1] - (minute + 1440);
    return { kind: 'open', closesAt: toTime(yesterday[1]), closingSoon: left <= CLOSING_SOON_MINUTES };
  }
  const today = shiftOf(schedule, day);
  if (today === 'unknown') return { kind: 'unknown' };
  if (today && minute >= today[0] && minute < today[1]) {
    const left = today[1] - minute;
    return { kind: 'open', closesAt: toTime(today[1]), closingSoon: left <= CLOSING_SOON_MINUTES };
  }
  if (today && minute < today[0])
    return { kind: 'closed', opens: { day: WEEK_FROM_SUNDAY[day]!, time: toTime(today[0]), today: true } };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = shiftOf(schedule, day + ahead);
    if (next === 'unknown') return { kind: 'closed', opens: null };
    if (next)
      return {
        kind: 'closed',
        opens: { day: WEEK_FROM_SUNDAY[(day + ahead) % 7]!, time: toTime(next[0]), today: false },
      };
  }
  return { kind: 'closed', opens: null };
}
