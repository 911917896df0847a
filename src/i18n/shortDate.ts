/**
 * Short dates for order times: apart from ./dates.ts so that the hours engine, which every page
 * loads after hydrating, does not carry what only the cart and the order message use.
 */
import { dayMonth, month, utcDate, weekday } from './dates';
import type { Language } from './dictionary';
import { localDigits } from './digits';

/** "2026-11-26" -> "Thu 26 Nov" / "الخميس 26 نوفمبر": a day within the next weeks, for order times. */
export function formatShortDate(isoDate: string, language: Language): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  // en-GB abbreviates to three letters, September to "Sept"; Arabic keeps the whole names.
  const text =
    language === 'ar'
      ? `${weekday(date, language)} ${dayMonth(date, language)}`
      : `${weekday(date, language).slice(0, 3)} ${date.getUTCDate()} ${month(date, language).slice(0, date.getUTCMonth() === 8 ? 4 : 3)}`;
  return localDigits(text, language);
}
