import { defineStrings } from '../../../i18n/define';

/** The AboutSectionDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.playVideo': 'Play video: {title}',
    'static.closeVideo': 'Close video',
  },
  ar: {
    'static.playVideo': 'تشغيل الفيديو: {title}',
    'static.closeVideo': 'إغلاق الفيديو',
  },
});
