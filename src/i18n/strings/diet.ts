import { MENU_ITEMS_SPECS as DISH } from '../../generated/cms';
import { defineStrings } from '../define';

/**
 * Dietary labels and the spice level, on menu rows, cards and the dish page. Those that name a
 * field of a dish are the field's own label in the admin app (cms/schema/model.json), so an owner
 * and a visitor read the same word (tests/unit/field-labels.test.ts holds them together).
 */
export const DIET_FIELDS = {
  'diet.halal': 'is_halal',
  'diet.vegetarian': 'is_vegetarian',
  'diet.vegan': 'is_vegan',
  'diet.glutenFree': 'is_gluten_free',
  'diet.spiceLevel': 'spice_level',
} as const satisfies Record<string, keyof typeof DISH>;

export default defineStrings({
  en: {
    'diet.halal': DISH.is_halal.label.en,
    'diet.vegetarian': DISH.is_vegetarian.label.en,
    'diet.vegan': DISH.is_vegan.label.en,
    'diet.glutenFree': DISH.is_gluten_free.label.en,
    'diet.spiceLevel': DISH.spice_level.label.en,
    'diet.spice.1': 'Mild',
    'diet.spice.2': 'Medium hot',
    'diet.spice.3': 'Hot',
    'diet.facts': 'Dietary facts',
    'diet.heading': 'Dietary',
    'diet.without': 'Without',
    'diet.withoutAllergen': 'Without {name}',
  },
  ar: {
    'diet.halal': DISH.is_halal.label.ar,
    'diet.vegetarian': DISH.is_vegetarian.label.ar,
    'diet.vegan': DISH.is_vegan.label.ar,
    'diet.glutenFree': DISH.is_gluten_free.label.ar,
    'diet.spiceLevel': DISH.spice_level.label.ar,
    'diet.spice.1': 'حار قليلًا',
    'diet.spice.2': 'متوسط الحرارة',
    'diet.spice.3': 'حار',
    'diet.facts': 'معلومات غذائية',
    'diet.heading': 'النظام الغذائي',
    'diet.without': 'بدون',
    'diet.withoutAllergen': 'بدون {name}',
  },
});
