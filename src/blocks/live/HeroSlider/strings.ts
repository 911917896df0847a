import { defineStrings } from '../../../i18n/define';

/** The HeroSlider block's interface strings. */
export default defineStrings({
  en: {
    'hero.label': 'Featured dishes',
    'hero.slide': 'Slide {n} of {total}',
  },
  ar: {
    'hero.label': 'أطباق مختارة',
    'hero.slide': 'الشريحة {n} من {total}',
  },
});
