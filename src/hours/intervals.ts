/**
 * A day's openings as minutes from that day's midnight, from the week's rules: `[{ start, end }]`,
 * `end` past 1440 when the opening runs past midnight (18:00–02:00 is 1080–1560).
 */
import { weekdayOf, type Schedule } from './schedule';

export interface OpenInterval {
  start: number;
  end: number;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The openings of a date at the restaurant ("YYYY-MM-DD"); none for a closed, unknown or invalid day. */
export function openIntervals(schedule: Schedule, date: string): OpenInterval[] {
  const day = weekdayOf(date);
  if (!day) return [];
  const rule = schedule.days[day];
  if (rule.kind !== 'open') return [];
  const start = toMinutes(rule.opensAt);
  let end = toMinutes(rule.closesAt);
  if (end <= start) end += 1440;
  return [{ start, end }];
}
