import { describe, expect, it } from 'vitest';
import { MAX_VARIANTS, normalizeSearch, planSearch, searchFilter } from './arabicSearch';

/** What `_icontains` would match for a plan (mirrors the CMS). */
function matches(input: string, stored: string): boolean {
  const plan = planSearch(input);
  if (plan.kind === 'none') return true;
  return plan.groups.every((group) => group.some((v) => stored.toLowerCase().includes(v.toLowerCase())));
}

describe('Arabic-aware search', () => {
  it('strips tashkeel and tatweel from the input', () => {
    expect(normalizeSearch('  شَاوَرْمَا   دَجَاج ')).toBe('شاورما دجاج');
    expect(normalizeSearch('كـــبسة')).toBe('كبسة');
  });

  it('matches alef/hamza forms, taa marbuta/haa and yaa/alef maqsura alike', () => {
    expect(matches('ارز', 'أرز بخاري')).toBe(true);
    expect(matches('أرز', 'ارز بخاري')).toBe(true);
    expect(matches('إدام', 'آدام اللحم')).toBe(true);
    expect(matches('كبسه', 'كبسة دجاج')).toBe(true);
    expect(matches('مشوى', 'دجاج مشوي')).toBe(true);
    expect(matches('كُبَّة', 'كبه')).toBe(true);
    expect(matches('سمك', 'دجاج مشوي')).toBe(false);
  });

  it('keeps the number of variants bounded and falls back to runs', () => {
    const phrase = planSearch('الأرز الإيراني الأصيل');
    if (phrase.kind !== 'groups') throw new Error('expected groups');
    expect(phrase.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of phrase.groups) expect(group.length).toBeLessThanOrEqual(MAX_VARIANTS);
    expect(matches('الأرز الإيراني الأصيل', 'الارز الايراني الاصيل')).toBe(true);
    expect(matches('الأرز الإيراني', 'الارز البخاري')).toBe(false);
    const word = planSearch('ااااا');
    if (word.kind !== 'groups') throw new Error('expected groups');
    expect(word.groups.flat().length).toBeLessThanOrEqual(MAX_VARIANTS);
    const small = planSearch('الأرز');
    if (small.kind !== 'groups') throw new Error('expected groups');
    expect(small.groups).toHaveLength(1);
    expect(small.groups[0]!.length).toBe(16);
  });

  it('builds an OR filter on name_en and name_ar, or none for a blank search', () => {
    expect(searchFilter('   ')).toBeNull();
    expect(searchFilter('Rice')).toEqual({
      _or: [{ name_en: { _icontains: 'Rice' } }, { name_ar: { _icontains: 'Rice' } }],
    });
    const filter = searchFilter('كبسة') as { _or: unknown[] };
    expect(filter._or).toContainEqual({ name_ar: { _icontains: 'كبسه' } });
  });
});
