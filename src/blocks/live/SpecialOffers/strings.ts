import { defineStrings } from '../../../i18n/define';

/** The SpecialOffers block's interface strings. */
export default defineStrings({
  en: {
    'offers.title': 'Special & Limited Offers',
    'offers.order': 'Order now',
  },
  ar: {
    'offers.title': 'عروض خاصة ولفترة محدودة',
    'offers.order': 'اطلب الآن',
  },
});
