import { defineStrings } from '../define';

/** Dietary labels and the spice level, on menu rows, cards and the dish page. */
export default defineStrings({
  en: {
    'diet.halal': 'Halal',
    'diet.vegetarian': 'Vegetarian',
    'diet.vegan': 'Vegan',
    'diet.glutenFree': 'Gluten-free',
    'diet.spice.1': 'Mild',
    'diet.spice.2': 'Medium hot',
    'diet.spice.3': 'Hot',
    'diet.facts': 'Dietary facts',
    'diet.heading': 'Dietary',
    'diet.without': 'Without',
    'diet.withoutAllergen': 'Without {name}',
  },
  ar: {
    'diet.halal': 'حلال',
    'diet.vegetarian': 'نباتي',
    'diet.vegan': 'نباتي صرف',
    'diet.glutenFree': 'خالٍ من الغلوتين',
    'diet.spice.1': 'حار قليلًا',
    'diet.spice.2': 'متوسط الحرارة',
    'diet.spice.3': 'حار',
    'diet.facts': 'معلومات غذائية',
    'diet.heading': 'النظام الغذائي',
    'diet.without': 'بدون',
    'diet.withoutAllergen': 'بدون {name}',
  },
});
