/**
 * Calendar dates of static content ("2025-03-12") in the visitor's language, Gregorian calendar,
 * in the page's digits (./digits.ts).
 *
 * Written from the names of the months and weekdays in the `common` strings (the page's language
 * only), not with Intl.DateTimeFormat: the first Intl format a page makes sets up ICU's calendar
 * data, 20–55 ms in one task on the reference machine (4× that on a slow phone), and the special
 * dates under the hours are listed right after load (`/contact`, src/hours/nowText.ts). The
 * shapes are CLDR's for en-GB and Arabic with the Gregorian calendar, as Intl wrote them before:
 * dates.test.ts checks every one against Intl.
 */
import type { Language } from './dictionary';
import { localDigits } from './digits';
import { translate } from './messages';

/** The weekdays' keys in the `common` strings (`day.Sunday`), in getUTCDay() order. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Between the two ends of a range: en-GB sets its dash between thin spaces, Arabic between spaces. */
const RANGE_DASH: Record<Language, string> = { en: '\u2009–\u2009', ar: ' – ' };

/** A real "YYYY-MM-DD" as a UTC midnight, or null (also for a day the month does not have: "2026-02-30"). */
export function utcDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3]) ? null : date;
}

/** The weekday's name in the page's language. */
export function weekday(date: Date, language: Language): string {
  return translate(language, `day.${WEEKDAYS[date.getUTCDay()]!}`);
}

/** The month's name, from the `common` strings of the page's language. */
export function month(date: Date, language: Language): string {
  return translate(language, 'date.months').split(' ')[date.getUTCMonth()]!;
}

/** "12 December" / "12 ديسمبر". */
export function dayMonth(date: Date, language: Language): string {
  return `${date.getUTCDate()} ${month(date, language)}`;
}

/** "12 December 2026" / "12 ديسمبر 2026". */
function longDate(date: Date, language: Language): string {
  return `${dayMonth(date, language)} ${date.getUTCFullYear()}`;
}

/** "2025-03-12" -> "12 March 2025" / "12 مارس 2025". */
export function formatDate(isoDate: string, language: Language): string {
  const date = utcDate(isoDate);
  return date ? localDigits(longDate(date, language), language) : isoDate;
}

/** "2026-12-12" -> "Saturday, 12 December 2026" / "السبت، 12 ديسمبر 2026" ("Saturday 12 December" without the year). */
export function formatDayDate(isoDate: string, language: Language, { year = true } = {}): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  const day = weekday(date, language);
  const text =
    language === 'ar'
      ? `${day}، ${year ? longDate(date, language) : dayMonth(date, language)}`
      : year
        ? `${day}, ${longDate(date, language)}`
        : `${day} ${dayMonth(date, language)}`;
  return localDigits(text, language);
}

/**
 * "2027-02-08", "2027-03-09" -> "8 February – 9 March 2027": what the two ends share is written
 * once ("8 – 12 December 2026", "30 December 2026 – 2 January 2027"), one day alone as a date.
 */
export function formatDateRange(from: string, to: string, language: Language): string {
  const start = utcDate(from);
  const end = utcDate(to);
  if (!start || !end) return `${from} – ${to}`;
  const dash = RANGE_DASH[language];
  const year = end.getUTCFullYear();
  let text: string;
  if (year !== start.getUTCFullYear()) text = `${longDate(start, language)}${dash}${longDate(end, language)}`;
  else if (start.getUTCMonth() !== end.getUTCMonth())
    text = `${dayMonth(start, language)}${dash}${dayMonth(end, language)} ${year}`;
  else if (start.getUTCDate() !== end.getUTCDate())
    // Arabic joins two days of one month with a bare dash: "8–12 ديسمبر 2026".
    text = `${start.getUTCDate()}${language === 'ar' ? '–' : dash}${longDate(end, language)}`;
  else text = longDate(end, language);
  return localDigits(text, language);
}
