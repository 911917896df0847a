import { defineStrings } from '../define';

/** Person cards (chefs, testimonials): the rating and the profile link. */
export default defineStrings({
  en: {
    'static.rating': '{count} out of 5 stars',
    'static.viewProfile': 'View profile of {name}',
  },
  ar: {
    'static.rating': '{count} من 5 نجوم',
    'static.viewProfile': 'عرض ملف {name}',
  },
});
