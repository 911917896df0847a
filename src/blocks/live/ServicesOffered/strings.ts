import { defineStrings } from '../../../i18n/define';

/** The ServicesOffered block's interface strings. */
export default defineStrings({
  en: {
    'services.minutes': '{n} min',
    'services.duration': 'Duration',
    'services.price': 'Price',
    'services.bookNow': 'Book Now',
  },
  ar: {
    'services.minutes': '{n} دقيقة',
    'services.duration': 'المدة',
    'services.price': 'السعر',
    'services.bookNow': 'احجز الآن',
  },
});
