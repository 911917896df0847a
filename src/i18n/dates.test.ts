import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDayDate } from './dates';
import type { Language } from './dictionary';
import { setArabicDigits } from './digits';
import { formatShortDate } from './shortDate';

/**
 * The dates are written from the strings' month and weekday names instead of Intl (the first Intl
 * format of a page costs a long task). Intl's CLDR output, what visitors saw before, is the
 * reference for every shape.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-u-ca-gregory-nu-latn' };
const intl = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' });
const LONG = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const language = fc.constantFrom<Language>('en', 'ar');

afterEach(() => setArabicDigits(false));

describe('dates without Intl', () => {
  it('write the dates of the special hours as before', () => {
    expect(formatDayDate('2026-12-12', 'en')).toBe('Saturday, 12 December 2026');
    expect(formatDayDate('2026-12-12', 'en', { year: false })).toBe('Saturday 12 December');
    expect(formatDayDate('2026-12-12', 'ar')).toBe('السبت، 12 ديسمبر 2026');
    expect(formatDateRange('2027-02-08', '2027-03-09', 'en')).toBe('8 February\u2009–\u20099 March 2027');
    expect(formatDateRange('2026-12-08', '2026-12-12', 'ar')).toBe('8–12 ديسمبر 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'ar')).toBe('30 ديسمبر 2026 – 2 يناير 2027');
    expect(formatShortDate('2026-09-24', 'en')).toBe('Thu 24 Sept');
    expect(formatShortDate('2026-11-26', 'ar')).toBe('الخميس 26 نوفمبر');
  });

  it('match Intl on every date and language', () => {
    fc.assert(
      fc.property(isoDate, language, (iso, lang) => {
        expect(formatDate(iso, lang)).toBe(intl(lang, LONG).format(at(iso)));
        expect(formatDayDate(iso, lang)).toBe(intl(lang, { ...LONG, weekday: 'long' }).format(at(iso)));
        expect(formatDayDate(iso, lang, { year: false })).toBe(
          intl(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(at(iso)),
        );
        const short = intl(lang, {
          weekday: lang === 'ar' ? 'long' : 'short',
          day: 'numeric',
          month: lang === 'ar' ? 'long' : 'short',
        }).format(at(iso));
        expect(formatShortDate(iso, lang)).toBe(short.replace(/،/g, ''));
      }),
      { numRuns: 2000 },
    );
  });

  it('match Intl on every range, within a month, a year or across years', () => {
    const range = fc.tuple(isoDate, fc.integer({ min: 0, max: 800 })).map(([from, days]) => {
      const to = new Date(at(from).getTime() + days * 86_400_000).toISOString().slice(0, 10);
      return [from, to] as const;
    });
    fc.assert(
      fc.property(range, language, ([from, to], lang) => {
        expect(formatDateRange(from, to, lang)).toBe(intl(lang, LONG).formatRange(at(from), at(to)));
      }),
      { numRuns: 2000 },
    );
  });

  it("write an Arabic page's dates in its chosen digits", () => {
    setArabicDigits(true);
    expect(formatDayDate('2026-12-12', 'ar')).toBe('السبت، ١٢ ديسمبر ٢٠٢٦');
    expect(formatDateRange('2026-12-08', '2026-12-12', 'ar')).toBe('٨–١٢ ديسمبر ٢٠٢٦');
    expect(formatDate('2026-12-12', 'en')).toBe('12 December 2026');
  });

  it('leave what is not a date as written', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDayDate('2026-02-30', 'ar')).toBe('2026-02-30');
    expect(formatDateRange('2026-12-08', 'later', 'en')).toBe('2026-12-08 – later');
  });
});
