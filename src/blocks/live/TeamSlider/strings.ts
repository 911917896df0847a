import { defineStrings } from '../../../i18n/define';

/** The TeamSlider block's interface strings. */
export default defineStrings({
  en: {
    'team.title': 'Meet Our Team',
  },
  ar: {
    'team.title': 'تعرّف على فريقنا',
  },
});
