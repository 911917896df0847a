import { describe, expect, it } from 'vitest';
import { changesOf, describeTriggers, failedSummary, publishedSummary, recordToFix } from './summary';

const hummus = (collection: string, key: string) =>
  collection === 'menu_items' && key === '12' ? { en: 'Hummus Beiruti', ar: 'حمص بيروتي' } : undefined;

describe('the publish summary', () => {
  it('says which dish changed and how many pages went live, in English and Arabic', () => {
    expect(publishedSummary(['cms: items.update menu_items 12'], { updated: 8, durationMs: 2140 }, hummus)).toEqual({
      en: 'Dish "Hummus Beiruti" changed: 8 pages updated in 2.1 s.',
      ar: 'تعديل طبق «حمص بيروتي»: تحديث 8 صفحات في 2.1 ث.',
    });
  });

  it('counts several records of one collection, and names each kind of save', () => {
    const what = describeTriggers([
      'cms: menu_items.items.update menu_items 12, 13',
      'cms: items.update menu_items 14',
      'cms: items.create hours_overrides 3',
      'cms: files.delete directus_files 0f6c1e2a-4b44-4c25-9e1d-1d7f0a9b2c11',
    ]);
    expect(what.en).toBe('Dishes changed (3), Special day added, Photo removed');
    expect(what.ar).toBe('تعديل الأطباق (3)، إضافة يوم خاص، حذف صورة');
  });

  it('says a list was reordered when a row was dragged in the admin app', () => {
    const what = describeTriggers(['cms: hero_slides.items.sort hero_slides 3']);
    expect(what.en).toMatch(/ reordered$/);
    expect(what.ar).toMatch(/^إعادة ترتيب /);
  });

  it('reads start and hand publishes in words', () => {
    expect(describeTriggers(['start']).en).toBe('Published when the publisher started');
    expect(describeTriggers(['manual']).ar).toBe('نشر يدوي');
    expect(changesOf(['start', 'cms'])).toEqual([]);
  });

  it('agrees the Arabic page count with its number', () => {
    const ar = (updated: number) => publishedSummary(['start'], { updated, durationMs: 1000 }).ar;
    expect(ar(1)).toContain('تحديث صفحة واحدة');
    expect(ar(2)).toContain('تحديث صفحتين');
    expect(ar(150)).toContain('تحديث 150 صفحة');
  });

  it('says a failure kept the live version, and links to the saved record', () => {
    const summary = failedSummary(
      ['cms: items.update menu_items 12'],
      { reason: 'menu_items 12, field default_price: -5 is not a price.', adminUrl: 'http://127.0.0.1:8055/' },
      hummus,
    );
    expect(summary.en).toBe(
      'Dish "Hummus Beiruti" changed: not published. menu_items 12, field default_price: -5 is not a price. ' +
        'The site still shows the version before. Open: http://127.0.0.1:8055/admin/content/menu_items/12',
    );
    expect(summary.ar).toContain('لم يُنشر');
    expect(summary.ar).toContain('http://127.0.0.1:8055/admin/content/menu_items/12');
  });

  it('names the record to fix: the one whose value stopped the publish, else the one saved', () => {
    const problem = { collection: 'menu_variants', id: '7', blocking: true };
    expect(recordToFix(['cms: items.update menu_items 12'], [problem])).toBe('menu_variants/7');
    expect(recordToFix(['cms: items.update menu_items 12'], [{ ...problem, blocking: false }])).toBe('menu_items/12');
    expect(recordToFix(['cms: items.update menu_items 12, 13'])).toBe('menu_items/12');
    // A deleted record cannot be opened, nor a file in the content module, nor an odd key.
    expect(recordToFix(['cms: items.delete menu_items 12'])).toBeUndefined();
    expect(recordToFix(['cms: files.upload directus_files 3f2a'])).toBeUndefined();
    expect(recordToFix(['cms: items.update menu_items ../../settings'])).toBeUndefined();
    expect(recordToFix(['start', 'manual'])).toBeUndefined();
  });
});
