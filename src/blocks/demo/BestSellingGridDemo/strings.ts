import { defineStrings } from '../../../i18n/define';

/** The BestSellingGridDemo block's interface strings. */
export default defineStrings({
  en: {
    'static.wishlist.add': 'Save {name} to your wishlist',
    'static.basket.add': 'Order {name}',
  },
  ar: {
    'static.wishlist.add': 'أضف {name} إلى قائمة المفضلة',
    'static.basket.add': 'اطلب {name}',
  },
});
