// Records shared by every restaurant: menu categories (the site shows only those that hold
// its own items) and allergens; and the helpers both restaurants' seed files build their
// repeated parts with.

/** A size or portion of a dish, as the menu_item_variants collection stores it. */
export const variant = (name_en, name_ar, price, calories) => ({ name_en, name_ar, price, calories });

/**
 * A Google Maps embed as an editor pastes it into the CMS (the site keeps only its src, and
 * only for Google's map hosts). `x` and `y` are longitude and latitude, `d` the view's span.
 */
export function mapsEmbed({ name, x, y, d, stamp }) {
  const label = encodeURIComponent(name);
  const src = `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${d}!2d${x}!3d${y}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2s${label}!5e0!3m2!1sen!2ssa!4v${stamp}`;
  return `<iframe src="${src}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="${name} on the map"></iframe>`;
}

export const categories = [
  { slug: 'mezze', name_en: 'Mezze', name_ar: 'المقبلات' },
  { slug: 'salads-soups', name_en: 'Salads & Soups', name_ar: 'السلطات والشوربات' },
  { slug: 'rice-dishes', name_en: 'Rice Dishes', name_ar: 'أطباق الأرز' },
  { slug: 'grills', name_en: 'Charcoal Grills', name_ar: 'المشاوي على الفحم' },
  { slug: 'bakery', name_en: 'Bakery & Pastries', name_ar: 'المعجنات والمخبوزات' },
  { slug: 'sandwiches', name_en: 'Shawarma & Sandwiches', name_ar: 'الشاورما والسندويشات' },
  { slug: 'desserts', name_en: 'Desserts', name_ar: 'الحلويات' },
  { slug: 'drinks', name_en: 'Drinks', name_ar: 'المشروبات' },
  { slug: 'family-platters', name_en: 'Family Platters', name_ar: 'الصواني العائلية' },
];

export const allergens = [
  { key: 'gluten', name_en: 'Gluten', name_ar: 'الغلوتين', color: '#C08A3E' },
  { key: 'dairy', name_en: 'Dairy', name_ar: 'الألبان', color: '#4DABF7' },
  { key: 'nuts', name_en: 'Tree Nuts', name_ar: 'المكسرات', color: '#8D5524' },
  { key: 'sesame', name_en: 'Sesame', name_ar: 'السمسم', color: '#E0B84C' },
  { key: 'eggs', name_en: 'Eggs', name_ar: 'البيض', color: '#FCC419' },
  { key: 'fish', name_en: 'Fish', name_ar: 'الأسماك', color: '#1C7ED6' },
  { key: 'shellfish', name_en: 'Shellfish', name_ar: 'القشريات', color: '#E8590C' },
  { key: 'soy', name_en: 'Soy', name_ar: 'الصويا', color: '#82C91E' },
];
