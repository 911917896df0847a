import { defineStrings } from '../../../i18n/define';

/** The GalleryGridDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.gallery.viewMenu': 'See the menu',
  },
  ar: {
    'static.gallery.viewMenu': 'تصفّح القائمة',
  },
});
