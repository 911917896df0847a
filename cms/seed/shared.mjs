// Records shared by every restaurant: menu categories (the site shows only those that hold
// its own items) and allergens.

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
