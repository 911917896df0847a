/**
 * The plural category of a count of things (CLDR's cardinal rules for whole numbers), for the
 * strings keyed by it (a key ending in `.few`). Written out for the site's two languages instead of
 * `Intl.PluralRules`: the first one a page makes loads ICU's plural data in the task that asks,
 * 3–14 ms at 4× in a fresh Chromium, and the first ask is a tap (the first dish added on the
 * menu). plural.test.ts checks every count up to 10,000 against Intl.
 */
import type { Language } from './dictionary';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export function pluralCategory(language: Language, count: number): PluralCategory {
  if (!Number.isInteger(count) || count < 0) return 'other';
  if (language === 'en') return count === 1 ? 'one' : 'other';
  if (count <= 2) return (['zero', 'one', 'two'] as const)[count]!;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}
