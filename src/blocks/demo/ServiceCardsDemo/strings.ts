import { defineStrings } from '../../../i18n/define';

/** The ServiceCardsDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.viewDetails': 'View details',
  },
  ar: {
    'static.viewDetails': 'عرض التفاصيل',
  },
});
