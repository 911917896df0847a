/** Calendar dates of static content ("2025-03-12") in the visitor's language, Gregorian calendar, in the page's digits (./digits.ts). */
import type { Language } from './dictionary';
import { localDigits } from './digits';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-u-ca-gregory-nu-latn' };

export function formatDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return localDigits(formatted, language);
}

/** "15.99" -> "$15.99": the static demo pages keep the spec's dollar figures in both languages. */
export function formatDollars(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : `$${amount}`;
}

/** "2026-11-26" -> "Thu 26 Nov" / "الخميس 26 نوفمبر": a day within the next weeks, for order times. */
export function formatShortDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: language === 'ar' ? 'long' : 'short',
    day: 'numeric',
    month: language === 'ar' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(date);
  return localDigits(formatted.replace(/،/g, ''), language);
}
