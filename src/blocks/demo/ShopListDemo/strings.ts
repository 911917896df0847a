import { defineStrings } from '../../../i18n/define';

/** The ShopListDemo block's interface strings. */
export default defineStrings({
  en: {
    'shopList.heading': 'Sample dishes',
    'shopList.sidebar': 'Shop filters',
    'shopList.searchLabel': 'Search dishes',
    'shopList.searchPlaceholder': 'Search by name...',
    'shopList.searchSubmit': 'Search',
    'shopList.categories': 'Categories',
    'shopList.all': 'All dishes',
    'shopList.showing': 'Showing {count} of {total} dishes',
    'shopList.noMatch': 'No dishes match. Try another word or category.',
    'shopList.rating': 'Rated {count} out of 5',
    'shopList.price': 'Price',
    'shopList.oldPrice': 'Was',
    'shopList.order': 'Order on the menu',
    'shopList.orderDish': ': {name}',
  },
  ar: {
    'shopList.heading': 'أطباق للعرض',
    'shopList.sidebar': 'تصفية الأطباق',
    'shopList.searchLabel': 'ابحث عن طبق',
    'shopList.searchPlaceholder': 'ابحث بالاسم...',
    'shopList.searchSubmit': 'بحث',
    'shopList.categories': 'التصنيفات',
    'shopList.all': 'كل الأطباق',
    'shopList.showing': 'عرض {count} من {total} أطباق',
    'shopList.noMatch': 'لا توجد أطباق مطابقة. جرّب كلمة أو تصنيفاً آخر.',
    'shopList.rating': 'التقييم {count} من 5',
    'shopList.price': 'السعر',
    'shopList.oldPrice': 'السعر السابق',
    'shopList.order': 'اطلبه من القائمة',
    'shopList.orderDish': ': {name}',
  },
});
