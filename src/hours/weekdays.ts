/**
 * The days of the week, as the CMS names them (opening_hours.Day) and in the two orders the site
 * uses: from Sunday, the order of the JavaScript clock (Date#getDay), and from Monday, the order
 * of the opening-hours lists and of schema.org. The one list of them; everything else imports it.
 */
import type { Weekday } from '../generated/types';

export const WEEK_FROM_SUNDAY: readonly Weekday[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEK_FROM_SUNDAY.slice(1), WEEK_FROM_SUNDAY[0]!];

/** Whether a value is one of the seven day names, as written in the CMS. */
export const isWeekday = (value: unknown): value is Weekday =>
  typeof value === 'string' && (WEEK_FROM_SUNDAY as readonly string[]).includes(value);
