import { describe, expect, it } from 'vitest';
import type { Language } from './dictionary';
import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it.each<Language>(['en', 'ar'])(
    'gives what Intl.PluralRules gives in %s for every whole count to 10,000',
    (language) => {
      const intl = new Intl.PluralRules(language);
      const counts = Array.from({ length: 10_001 }, (_, count) => count);
      const differing = counts.filter((count) => pluralCategory(language, count) !== intl.select(count));
      expect(differing).toEqual([]);
    },
  );

  it('names the Arabic forms a cart count shows', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
      'other',
      'few',
    ]);
  });

  it('takes a count that is not a whole number as "other"', () => {
    expect(pluralCategory('ar', -1)).toBe('other');
    expect(pluralCategory('en', 1.5)).toBe('other');
    expect(pluralCategory('ar', Number.NaN)).toBe('other');
  });
});
