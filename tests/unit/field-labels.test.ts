/**
 * An owner and a visitor read the same word for the same field: where the site's strings name a
 * field of the CMS (the dietary facts, the spice level), the text a visitor reads is the label the
 * admin app shows that field with, in English and in Arabic, as `schema:apply` gives it to
 * Directus (each field's translations, cms/scripts/lib/admin.mjs).
 */
import { describe, expect, it } from 'vitest';
import { expandModel, loadModel } from '../../cms/scripts/lib/schema.mjs';
import { dictionary, type MessageKey } from '../../src/i18n/dictionary';
import { MENU_ITEMS_SPECS } from '../../src/generated/cms';
import { DIET_FIELDS } from '../../src/i18n/strings/diet';

/** Site strings that name a field of a collection: collection -> string key -> field. */
const FIELD_STRINGS: Record<string, Partial<Record<MessageKey, string>>> = {
  menu_items: {
    ...DIET_FIELDS,
    // Every field of a dish, as its page may show it (src/i18n/strings/dishFields.ts).
    ...Object.fromEntries(Object.keys(MENU_ITEMS_SPECS).map((field) => [`dishField.${field}`, field])),
  },
};

/** A field's label in the admin app, by Directus language, as `schema:apply` sets it. */
function adminLabel(collection: string, field: string): Record<string, string> {
  const { collections } = expandModel(loadModel()) as {
    collections: {
      collection: string;
      fields: { field: string; meta: { translations: { language: string; translation: string }[] } }[];
    }[];
  };
  const meta = collections.find((c) => c.collection === collection)?.fields.find((f) => f.field === field)?.meta;
  return Object.fromEntries((meta?.translations ?? []).map((t) => [t.language, t.translation]));
}

describe('the labels of CMS fields', () => {
  for (const [collection, strings] of Object.entries(FIELD_STRINGS))
    for (const [key, field] of Object.entries(strings) as [MessageKey, string][])
      it(`${key} reads as the admin app's label of ${collection}.${field}, in both languages`, () => {
        const admin = adminLabel(collection, field);
        expect({ en: dictionary.en[key], ar: dictionary.ar[key] }).toEqual({ en: admin['en-US'], ar: admin['ar-SA'] });
      });

  it('calls the spice level its heat, in Arabic too', () => {
    expect(adminLabel('menu_items', 'spice_level')).toEqual({ 'en-US': 'Spice level', 'ar-SA': 'درجة الحدّة' });
    expect(dictionary.ar['diet.spiceLevel']).toBe('درجة الحدّة');
  });
});
