/**
 * The restaurant's clock: the date, weekday and time of an instant in its IANA time zone, whatever
 * the visitor's clock and time zone say (Intl does the zone arithmetic, daylight saving included).
 */

/** The restaurant's time zone when the CMS names none (or one this environment does not know). */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** Whether this environment knows the time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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
