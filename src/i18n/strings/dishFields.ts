import { MENU_ITEMS_SPECS as DISH } from '../../generated/cms';
import { defineStrings, type Strings } from '../define';

/**
 * A dish's own fields by the labels the admin app gives them (cms/schema/model.json), in both
 * languages: `t('dishField.sold_out')`. A field added to the model has its label here with no
 * change, so the dish page can show it (`item.fields.<field>`) in the owner's own words.
 */
type DishFieldKey = `dishField.${keyof typeof DISH}`;

const labels = (language: 'en' | 'ar') =>
  Object.fromEntries(
    Object.entries(DISH).map(([field, spec]) => [`dishField.${field}`, spec.label[language]]),
  ) as Record<DishFieldKey, string>;

const strings: Strings<DishFieldKey> = defineStrings({ en: labels('en'), ar: labels('ar') });
export default strings;
