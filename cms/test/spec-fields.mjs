// The collections and fields SPEC.md section 3 (and the cms brief) require, written out
// independently of schema/model.json so that the tests catch any drift between the two.
export const SPEC_FIELDS = {
  restaurants: [
    'id', 'slug', 'name_en', 'name_ar', 'email_id', 'phone_no', 'whatsapp_no', 'address_en', 'address_ar',
    'short_address_en', 'short_address_ar', 'description_en', 'description_ar', 'opens_at', 'closes_at', 'logo',
    'facebook_url', 'tiktok_url', 'instagram_url', 'enable_arabic', 'google_maps_url', 'google_maps_iframe_html',
    'reservation_page_bg_image', 'website_color_scheme',
  ],
  website_color_scheme: [
    'id', 'root_body', 'root_black', 'root_white', 'root_theme', 'root_theme2', 'root_title', 'root_dark', 'root_text',
    'root_text2', 'root_bg', 'root_bg2', 'root_border', 'root_border2', 'root_border3', 'top_bar_background_color',
    'header_background_color', 'footer_background_color', 'button_primary_color', 'button_secondary_color',
    'link_color', 'link_hover_color', 'accent_color', 'success_color', 'warning_color', 'error_color', 'info_color',
  ],
  opening_hours: ['id', 'Day', 'opens_at', 'closes_at', 'closed_this_day', 'restaurant'],
  menu_categories: ['id', 'name_en', 'name_ar', 'slug', 'menu_items'],
  menu_items: [
    'id', 'name_en', 'name_ar', 'description_en', 'description_ar', 'default_price', 'default_calories', 'is_halal',
    'restaurant', 'images', 'variants', 'categories', 'allergens', 'addons',
  ],
  menu_variants: ['id', 'name_en', 'name_ar', 'price', 'calories', 'calorie_burn_minutes'],
  menu_addons: ['id', 'name_en', 'name_ar', 'price', 'calories'],
  allergens: ['id', 'name_en', 'name_ar', 'color'],
  menu_services: ['id', 'title_en', 'title_ar', 'duration', 'price', 'image', 'restaurant'],
  hero_slides: [
    'id', 'subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar', 'image_item',
    'background_image', 'sort', 'active', 'restaurant',
  ],
  offer_items: [
    'id', 'title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar', 'item_image', 'sort', 'status',
    'restaurant',
  ],
  team: ['id', 'name_en', 'name_ar', 'position_en', 'position_ar', 'image', 'sort', 'date_created', 'restaurant'],
  reviews: [
    'id', 'profile_img', 'review_star_count', 'reviewer_name_en', 'reviewer_name_ar', 'review_content_en',
    'review_content_ar', 'date_created', 'restaurant',
  ],
};

/** Junction collections of the menu_items m2m fields: [alias, junction, self key, related key, related]. */
export const JUNCTIONS = [
  ['images', 'menu_items_files', 'menu_items_id', 'directus_files_id', 'directus_files'],
  ['variants', 'menu_items_menu_variants', 'menu_items_id', 'menu_variants_id', 'menu_variants'],
  ['categories', 'menu_items_menu_categories', 'menu_items_id', 'menu_categories_id', 'menu_categories'],
  ['allergens', 'menu_items_allergens', 'menu_items_id', 'allergens_id', 'allergens'],
  ['addons', 'menu_items_menu_addons', 'menu_items_id', 'menu_addons_id', 'menu_addons'],
];

/** Collections whose records belong to one restaurant (filterable by restaurant.slug). */
export const PER_RESTAURANT = ['opening_hours', 'menu_items', 'menu_services', 'hero_slides', 'offer_items', 'team', 'reviews'];
