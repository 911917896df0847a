import { defineStrings } from '../../../i18n/define';

/** The BestSellers block's interface strings. */
export default defineStrings({
  en: {
    'bestSellers.viewAll': 'VIEW ALL MENU',
  },
  ar: {
    'bestSellers.viewAll': 'عرض القائمة كاملة',
  },
});
