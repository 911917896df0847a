import { describe, expect, it } from 'vitest';
import { menuJsonLd, type JsonLd } from './jsonLd';
import { categorySlugsOf, seoMenuItems } from './menuData';

const assetUrl = (id: string) => `http://cms.test/assets/${id}`;
const row = (id: number, name: string, cats: unknown[]) => ({
  id,
  name_en: name,
  name_ar: name,
  default_price: 20,
  is_halal: true,
  categories: cats.map((c) => ({ menu_categories_id: c })),
});

describe('seoMenuItems', () => {
  it('keeps the category slugs of each dish so the Menu JSON-LD has real sections', () => {
    const mezze = { id: 1, slug: 'mezze', name_en: 'Mezze', name_ar: 'المقبلات' };
    const items = seoMenuItems(
      [row(1, 'Hummus', [mezze, mezze]), row(2, 'Tea', []), null, { name_en: 'no id' }],
      assetUrl,
    );
    expect(items.map((i) => [i.id, i.categories])).toEqual([
      [1, ['mezze']],
      [2, []],
    ]);
    const menu = menuJsonLd({
      siteUrl: 'https://s.test',
      language: 'en',
      categories: [{ id: 1, slug: 'mezze', name: { en: 'Mezze', ar: 'المقبلات' }, availability: null }],
      items,
    })!;
    expect((menu.hasMenuSection as JsonLd[]).map((s) => s.name)).toEqual(['Mezze', 'More']);
  });

  it('never throws on junk', () => {
    expect(categorySlugsOf({ categories: 'nope' })).toEqual([]);
    expect(categorySlugsOf({ categories: [{ menu_categories_id: { id: 1, slug: 'bad slug' } }, 5, null] })).toEqual([]);
    expect(seoMenuItems('junk', assetUrl)).toEqual([]);
  });
});
