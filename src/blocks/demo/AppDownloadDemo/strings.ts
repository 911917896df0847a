import { defineStrings } from '../../../i18n/define';

/** The AppDownloadDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.newTab': '(opens in a new tab)',
  },
  ar: {
    'static.newTab': '(يفتح في علامة تبويب جديدة)',
  },
});
