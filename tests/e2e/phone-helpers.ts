/** What the phone menu tests share: the screen, the words they look for in each language, and the dietary fields read from the CMS. */

/** A common phone: 390×844 CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;

export interface DietRow {
  id: number;
  name_en: string;
  name_ar: string;
  is_halal: boolean;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  spice_level: number;
  sold_out: boolean;
  allergens: { allergens_id: { id: number; name_en: string; name_ar: string } }[];
}

export const DIET_FIELDS = [
  'id',
  'name_en',
  'name_ar',
  'is_halal',
  'is_vegetarian',
  'is_vegan',
  'is_gluten_free',
  'spice_level',
  'sold_out',
  'allergens.allergens_id.id',
  'allergens.allergens_id.name_en',
  'allergens.allergens_id.name_ar',
].join(',');

/** The interface words the tests look for, written out here rather than imported from the app. */
export const phoneWords = {
  en: {
    all: 'All',
    chips: 'Menu categories',
    filters: 'Filters',
    filtersOn: (n: number) => `Filters (${n} on)`,
    filtersRegion: 'Menu filters',
    sheet: 'Search and filters',
    search: 'Search',
    vegan: 'Vegan',
    vegetarian: 'Vegetarian',
    without: (name: string) => `Without ${name}`,
    show: (n: number) => `Show dishes (${n})`,
    quickAdd: (name: string) => `Add ${name} to cart`,
    chooseSize: (name: string) => `Choose a size of ${name}`,
    added: (name: string) => `${name} added to your cart`,
    items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    bar: (n: number, total: string) => `${n === 1 ? '1 item' : `${n} items`} · ${total} · View cart`,
    soldOut: 'Sold out today',
    itemSoldOut: 'Sold out today: this dish can’t be ordered right now.',
    sizeSoldOut: '(sold out)',
    addToCart: 'Add to cart',
    availableFrom: (time: string) => `Available from ${time}`,
    cartSoldOut: (name: string) => `${name} is sold out today, so it was taken out of your order.`,
    checkout: /Order on WhatsApp/,
    pickup: /Pickup/,
  },
  ar: {
    all: 'الكل',
    chips: 'تصنيفات القائمة',
    filters: 'التصفية',
    filtersOn: (n: number) => `التصفية (المفعّلة: ${n})`,
    filtersRegion: 'تصفية القائمة',
    sheet: 'البحث والتصفية',
    search: 'بحث',
    vegan: 'نباتي صرف',
    vegetarian: 'نباتي',
    without: (name: string) => `بدون ${name}`,
    show: (n: number) => `عرض الأطباق (${n})`,
    quickAdd: (name: string) => `أضف ${name} إلى السلة`,
    chooseSize: (name: string) => `اختر حجم ${name}`,
    added: (name: string) => `تمت إضافة ${name} إلى سلتك`,
    items: (n: number) => (n === 1 ? 'طبق واحد' : n === 2 ? 'طبقان' : `${n} أطباق`),
    bar: (n: number, total: string) =>
      `${n === 1 ? 'طبق واحد' : n === 2 ? 'طبقان' : `${n} أطباق`} · ${total} · عرض السلة`,
    soldOut: 'نفد اليوم',
    itemSoldOut: 'نفد هذا الطبق اليوم، فلا يمكن طلبه الآن.',
    sizeSoldOut: '(نفد)',
    addToCart: 'أضف إلى السلة',
    availableFrom: (time: string) => `متوفر من الساعة ${time}`,
    cartSoldOut: (name: string) => `نفد ${name} اليوم، لذلك أُزيل من طلبك.`,
    checkout: /اطلب عبر واتساب/,
    pickup: /استلام من المطعم/,
  },
} as const;
