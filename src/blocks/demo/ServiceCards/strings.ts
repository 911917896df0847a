import { defineStrings } from '../../../i18n/define';

/** The ServiceCards block's interface strings. */
export default defineStrings({
  en: {
    'static.viewDetails': 'View details',
  },
  ar: {
    'static.viewDetails': 'عرض التفاصيل',
  },
});
