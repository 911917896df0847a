/** Calendar dates of static content ("2025-03-12") in the visitor's language, Gregorian calendar, in the page's digits (./digits.ts). */
import type { Language } from './dictionary';
import { localDigits } from './digits';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-u-ca-gregory-nu-latn' };

/**
 * Intl formats, made once per locale and options: making one costs far more than using it, and
 * the publisher formats the dates of every page it renders.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A real "YYYY-MM-DD" as a UTC midnight, or null. */
function utcDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(isoDate: string, language: Language): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  const formatted = dateFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return localDigits(formatted, language);
}

function dayDateFormat(language: Language, year: boolean, weekday: boolean): Intl.DateTimeFormat {
  return dateFormat(LOCALES[language], {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' as const } : {}),
    timeZone: 'UTC',
  });
}

/** "2026-12-12" -> "Saturday 12 December 2026" / "السبت، 12 ديسمبر 2026" (without the year when asked). */
export function formatDayDate(isoDate: string, language: Language, { year = true } = {}): string {
  const date = utcDate(isoDate);
  return date ? dayDateFormat(language, year, true).format(date) : isoDate;
}

/** "2027-02-08", "2027-03-09" -> "8 February – 9 March 2027" in the visitor's language. */
export function formatDateRange(from: string, to: string, language: Language): string {
  const start = utcDate(from);
  const end = utcDate(to);
  if (!start || !end) return `${from} – ${to}`;
  return dayDateFormat(language, true, false).formatRange(start, end);
}

/**
 * The zone's name at an instant in the visitor's language, from Intl: "Arabian Standard Time",
 * "British Summer Time" in July. Falls back to the IANA name where Intl has no long name.
 */
export function timeZoneName(instant: Date, timeZone: string, language: Language): string {
  try {
    const parts = dateFormat(language === 'ar' ? 'ar' : 'en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(
      instant,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** "2026-11-26" -> "Thu 26 Nov" / "الخميس 26 نوفمبر": a day within the next weeks, for order times. */
export function formatShortDate(isoDate: string, language: Language): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  const formatted = dateFormat(LOCALES[language], {
    weekday: language === 'ar' ? 'long' : 'short',
    day: 'numeric',
    month: language === 'ar' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(date);
  return localDigits(formatted.replace(/،/g, ''), language);
}
