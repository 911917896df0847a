/**
 * GENERATED FILE - DO NOT EDIT.
 * Source: cms/schema/model.json (build/gen-cms.ts). Regenerate with `npm run gen:types`; a test
 * fails when this file is stale.
 */

/** A CMS file as a read may expand it (the fields the publisher may read). */
export interface CmsFileRecord {
  id?: string;
  filename_download?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A `website_color_scheme` record as the CMS gives it; a read holds the fields it asked for. */
export interface WebsiteColorSchemeRecord {
  /** ID */
  id?: number | null;
  /** Name */
  name?: string | null;
  /** Page background */
  root_body?: string | null;
  /** Black */
  root_black?: string | null;
  /** White */
  root_white?: string | null;
  /** Brand colour */
  root_theme?: string | null;
  /** Second brand colour */
  root_theme2?: string | null;
  /** Headings */
  root_title?: string | null;
  /** Dark */
  root_dark?: string | null;
  /** Text */
  root_text?: string | null;
  /** Light text */
  root_text2?: string | null;
  /** Dark background */
  root_bg?: string | null;
  /** Light background */
  root_bg2?: string | null;
  /** Border */
  root_border?: string | null;
  /** Light border */
  root_border2?: string | null;
  /** Faint border */
  root_border3?: string | null;
  /** Top bar */
  top_bar_background_color?: string | null;
  /** Header */
  header_background_color?: string | null;
  /** Footer */
  footer_background_color?: string | null;
  /** Main button */
  button_primary_color?: string | null;
  /** Second button */
  button_secondary_color?: string | null;
  /** Links */
  link_color?: string | null;
  /** Links under the pointer */
  link_hover_color?: string | null;
  /** Accent */
  accent_color?: string | null;
  /** Success */
  success_color?: string | null;
  /** Warning */
  warning_color?: string | null;
  /** Error */
  error_color?: string | null;
  /** Information */
  info_color?: string | null;
}

/** The fields of `website_color_scheme`: those holding a value of their own, its files, its relations. */
export const WEBSITE_COLOR_SCHEME = {
  collection: 'website_color_scheme',
  values: ['id', 'name', 'root_body', 'root_black', 'root_white', 'root_theme', 'root_theme2', 'root_title', 'root_dark', 'root_text', 'root_text2', 'root_bg', 'root_bg2', 'root_border', 'root_border2', 'root_border3', 'top_bar_background_color', 'header_background_color', 'footer_background_color', 'button_primary_color', 'button_secondary_color', 'link_color', 'link_hover_color', 'accent_color', 'success_color', 'warning_color', 'error_color', 'info_color'],
  files: [],
  relations: {},
} as const;

/** A `restaurants` record as the CMS gives it; a read holds the fields it asked for. */
export interface RestaurantsRecord {
  /** ID */
  id?: number | null;
  /** Site key (slug) */
  slug?: string | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Email */
  email_id?: string | null;
  /** Phone */
  phone_no?: string | null;
  /** WhatsApp number */
  whatsapp_no?: string | null;
  /** WhatsApp country code */
  whatsapp_country_code?: string | null;
  /** Arabic pages */
  enable_arabic?: boolean | null;
  /** Time zone */
  time_zone?: string | null;
  /** Arabic-Indic digits */
  arabic_digits?: boolean | null;
  /** Pickup orders */
  offers_pickup?: boolean | null;
  /** Delivery orders */
  offers_delivery?: boolean | null;
  /** Table orders */
  offers_dine_in?: boolean | null;
  /** Delivery fee (SAR) */
  delivery_fee?: string | number | null;
  /** Minimum delivery order (SAR) */
  delivery_minimum?: string | number | null;
  /** Orders while closed */
  ordering_when_closed?: 'later' | 'off' | (string & {}) | null;
  /** Preparation time (minutes) */
  order_lead_minutes?: number | null;
  /** Address (English) */
  address_en?: string | null;
  /** Address (Arabic) */
  address_ar?: string | null;
  /** Short address (English) */
  short_address_en?: string | null;
  /** Short address (Arabic) */
  short_address_ar?: string | null;
  /** Description (English) */
  description_en?: string | null;
  /** Description (Arabic) */
  description_ar?: string | null;
  /** Usually opens at */
  opens_at?: string | null;
  /** Usually closes at */
  closes_at?: string | null;
  /** Logo */
  logo?: string | CmsFileRecord | null;
  /** Page banner image */
  reservation_page_bg_image?: string | CmsFileRecord | null;
  /** Facebook link */
  facebook_url?: string | null;
  /** TikTok link */
  tiktok_url?: string | null;
  /** Instagram link */
  instagram_url?: string | null;
  /** Google Maps link */
  google_maps_url?: string | null;
  /** Google Maps embed code */
  google_maps_iframe_html?: string | null;
  /** Colours */
  website_color_scheme?: number | WebsiteColorSchemeRecord | null;
}

/** The fields of `restaurants`: those holding a value of their own, its files, its relations. */
export const RESTAURANTS = {
  collection: 'restaurants',
  values: ['id', 'slug', 'name_en', 'name_ar', 'email_id', 'phone_no', 'whatsapp_no', 'whatsapp_country_code', 'enable_arabic', 'time_zone', 'arabic_digits', 'offers_pickup', 'offers_delivery', 'offers_dine_in', 'delivery_fee', 'delivery_minimum', 'ordering_when_closed', 'order_lead_minutes', 'address_en', 'address_ar', 'short_address_en', 'short_address_ar', 'description_en', 'description_ar', 'opens_at', 'closes_at', 'facebook_url', 'tiktok_url', 'instagram_url', 'google_maps_url', 'google_maps_iframe_html'],
  files: ['logo', 'reservation_page_bg_image'],
  relations: {
    website_color_scheme: { related: 'website_color_scheme' },
  },
} as const;

/** A `opening_hours` record as the CMS gives it; a read holds the fields it asked for. */
export interface OpeningHoursRecord {
  /** ID */
  id?: number | null;
  /** Day */
  Day?: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday' | (string & {}) | null;
  /** Closed all day */
  closed_this_day?: boolean | null;
  /** Opens at */
  opens_at?: string | null;
  /** Closes at */
  closes_at?: string | null;
  /** Opens again at */
  opens_at_2?: string | null;
  /** Closes again at */
  closes_at_2?: string | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
  /** Order */
  sort?: number | null;
}

/** The fields of `opening_hours`: those holding a value of their own, its files, its relations. */
export const OPENING_HOURS = {
  collection: 'opening_hours',
  values: ['id', 'Day', 'closed_this_day', 'opens_at', 'closes_at', 'opens_at_2', 'closes_at_2', 'sort'],
  files: [],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `hours_overrides` record as the CMS gives it; a read holds the fields it asked for. */
export interface HoursOverridesRecord {
  /** ID */
  id?: number | null;
  /** Date */
  date?: string | null;
  /** Until */
  end_date?: string | null;
  /** Closed */
  closed?: boolean | null;
  /** Opens at */
  opens_at?: string | null;
  /** Closes at */
  closes_at?: string | null;
  /** Opens again at */
  opens_at_2?: string | null;
  /** Closes again at */
  closes_at_2?: string | null;
  /** Note for visitors (English) */
  note_en?: string | null;
  /** Note for visitors (Arabic) */
  note_ar?: string | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
}

/** The fields of `hours_overrides`: those holding a value of their own, its files, its relations. */
export const HOURS_OVERRIDES = {
  collection: 'hours_overrides',
  values: ['id', 'date', 'end_date', 'closed', 'opens_at', 'closes_at', 'opens_at_2', 'closes_at_2', 'note_en', 'note_ar', 'publish_status'],
  files: [],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `menu_categories` record as the CMS gives it; a read holds the fields it asked for. */
export interface MenuCategoriesRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Key in addresses (slug) */
  slug?: string | null;
  /** Orderable from */
  available_from?: string | null;
  /** Orderable until */
  available_until?: string | null;
  /** Dishes */
  menu_items?: unknown[];
}

/** The fields of `menu_categories`: those holding a value of their own, its files, its relations. */
export const MENU_CATEGORIES = {
  collection: 'menu_categories',
  values: ['id', 'name_en', 'name_ar', 'slug', 'available_from', 'available_until'],
  files: [],
  relations: {},
} as const;

/** A `allergens` record as the CMS gives it; a read holds the fields it asked for. */
export interface AllergensRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Colour */
  color?: string | null;
}

/** The fields of `allergens`: those holding a value of their own, its files, its relations. */
export const ALLERGENS = {
  collection: 'allergens',
  values: ['id', 'name_en', 'name_ar', 'color'],
  files: [],
  relations: {},
} as const;

/** A `menu_variants` record as the CMS gives it; a read holds the fields it asked for. */
export interface MenuVariantsRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Price (SAR) */
  price?: string | number | null;
  /** Calories */
  calories?: number | null;
  /** Minutes of walking to burn */
  calorie_burn_minutes?: number | null;
  /** Sold out */
  sold_out?: boolean | null;
}

/** The fields of `menu_variants`: those holding a value of their own, its files, its relations. */
export const MENU_VARIANTS = {
  collection: 'menu_variants',
  values: ['id', 'name_en', 'name_ar', 'price', 'calories', 'calorie_burn_minutes', 'sold_out'],
  files: [],
  relations: {},
} as const;

/** A `menu_addons` record as the CMS gives it; a read holds the fields it asked for. */
export interface MenuAddonsRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Price (SAR) */
  price?: string | number | null;
  /** Calories */
  calories?: number | null;
}

/** The fields of `menu_addons`: those holding a value of their own, its files, its relations. */
export const MENU_ADDONS = {
  collection: 'menu_addons',
  values: ['id', 'name_en', 'name_ar', 'price', 'calories'],
  files: [],
  relations: {},
} as const;

/** A `menu_items` record as the CMS gives it; a read holds the fields it asked for. */
export interface MenuItemsRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Description (English) */
  description_en?: string | null;
  /** Description (Arabic) */
  description_ar?: string | null;
  /** Price (SAR) */
  default_price?: string | number | null;
  /** Calories */
  default_calories?: number | null;
  /** Halal */
  is_halal?: boolean | null;
  /** Vegetarian */
  is_vegetarian?: boolean | null;
  /** Vegan */
  is_vegan?: boolean | null;
  /** Gluten-free */
  is_gluten_free?: boolean | null;
  /** Spice level */
  spice_level?: number | null;
  /** Sold out */
  sold_out?: boolean | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
  /** Order */
  sort?: number | null;
  /** Cover photo */
  cover?: string | CmsFileRecord | null;
  /** Photos */
  images?: { directus_files_id?: CmsFileRecord | number | string | null }[];
  /** Sizes */
  variants?: { menu_variants_id?: MenuVariantsRecord | number | string | null }[];
  /** Categories */
  categories?: { menu_categories_id?: MenuCategoriesRecord | number | string | null }[];
  /** Allergens */
  allergens?: { allergens_id?: AllergensRecord | number | string | null }[];
  /** Add-ons */
  addons?: { menu_addons_id?: MenuAddonsRecord | number | string | null }[];
}

/** The fields of `menu_items`: those holding a value of their own, its files, its relations. */
export const MENU_ITEMS = {
  collection: 'menu_items',
  values: ['id', 'name_en', 'name_ar', 'description_en', 'description_ar', 'default_price', 'default_calories', 'is_halal', 'is_vegetarian', 'is_vegan', 'is_gluten_free', 'spice_level', 'sold_out', 'publish_status', 'sort'],
  files: ['cover'],
  relations: {
    restaurant: { related: 'restaurants' },
    images: { related: 'directus_files', key: 'directus_files_id', junction: 'menu_items_files', self: 'menu_items_id' },
    variants: { related: 'menu_variants', key: 'menu_variants_id', junction: 'menu_items_menu_variants', self: 'menu_items_id' },
    categories: { related: 'menu_categories', key: 'menu_categories_id', junction: 'menu_items_menu_categories', self: 'menu_items_id' },
    allergens: { related: 'allergens', key: 'allergens_id', junction: 'menu_items_allergens', self: 'menu_items_id' },
    addons: { related: 'menu_addons', key: 'menu_addons_id', junction: 'menu_items_menu_addons', self: 'menu_items_id' },
  },
} as const;

/** A `menu_services` record as the CMS gives it; a read holds the fields it asked for. */
export interface MenuServicesRecord {
  /** ID */
  id?: number | null;
  /** Title (English) */
  title_en?: string | null;
  /** Title (Arabic) */
  title_ar?: string | null;
  /** Duration (minutes) */
  duration?: number | null;
  /** Price (SAR) */
  price?: string | number | null;
  /** Image */
  image?: string | CmsFileRecord | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
}

/** The fields of `menu_services`: those holding a value of their own, its files, its relations. */
export const MENU_SERVICES = {
  collection: 'menu_services',
  values: ['id', 'title_en', 'title_ar', 'duration', 'price', 'publish_status'],
  files: ['image'],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `hero_slides` record as the CMS gives it; a read holds the fields it asked for. */
export interface HeroSlidesRecord {
  /** ID */
  id?: number | null;
  /** Subtitle (English) */
  subtitle_en?: string | null;
  /** Subtitle (Arabic) */
  subtitle_ar?: string | null;
  /** Title (English) */
  title_en?: string | null;
  /** Title (Arabic) */
  title_ar?: string | null;
  /** Button text (English) */
  button_text_en?: string | null;
  /** Button text (Arabic) */
  button_text_ar?: string | null;
  /** Foreground image */
  image_item?: string | CmsFileRecord | null;
  /** Background image */
  background_image?: string | CmsFileRecord | null;
  /** Shown */
  active?: boolean | null;
  /** Order */
  sort?: number | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
}

/** The fields of `hero_slides`: those holding a value of their own, its files, its relations. */
export const HERO_SLIDES = {
  collection: 'hero_slides',
  values: ['id', 'subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar', 'active', 'sort', 'publish_status'],
  files: ['image_item', 'background_image'],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `offer_items` record as the CMS gives it; a read holds the fields it asked for. */
export interface OfferItemsRecord {
  /** ID */
  id?: number | null;
  /** First line (English) */
  title1_en?: string | null;
  /** First line (Arabic) */
  title1_ar?: string | null;
  /** Second line (English) */
  title2_en?: string | null;
  /** Second line (Arabic) */
  title2_ar?: string | null;
  /** Text (English) */
  content_en?: string | null;
  /** Text (Arabic) */
  content_ar?: string | null;
  /** Image */
  item_image?: string | CmsFileRecord | null;
  /** Offer status */
  status?: 'Active' | 'Inactive' | (string & {}) | null;
  /** Order */
  sort?: number | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
}

/** The fields of `offer_items`: those holding a value of their own, its files, its relations. */
export const OFFER_ITEMS = {
  collection: 'offer_items',
  values: ['id', 'title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar', 'status', 'sort', 'publish_status'],
  files: ['item_image'],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `team` record as the CMS gives it; a read holds the fields it asked for. */
export interface TeamRecord {
  /** ID */
  id?: number | null;
  /** Name (English) */
  name_en?: string | null;
  /** Name (Arabic) */
  name_ar?: string | null;
  /** Position (English) */
  position_en?: string | null;
  /** Position (Arabic) */
  position_ar?: string | null;
  /** Photo */
  image?: string | CmsFileRecord | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
  /** Order */
  sort?: number | null;
  /** Added on */
  date_created?: string | null;
}

/** The fields of `team`: those holding a value of their own, its files, its relations. */
export const TEAM = {
  collection: 'team',
  values: ['id', 'name_en', 'name_ar', 'position_en', 'position_ar', 'publish_status', 'sort', 'date_created'],
  files: ['image'],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** A `reviews` record as the CMS gives it; a read holds the fields it asked for. */
export interface ReviewsRecord {
  /** ID */
  id?: number | null;
  /** Reviewer (English) */
  reviewer_name_en?: string | null;
  /** Reviewer (Arabic) */
  reviewer_name_ar?: string | null;
  /** Review (English) */
  review_content_en?: string | null;
  /** Review (Arabic) */
  review_content_ar?: string | null;
  /** Stars */
  review_star_count?: number | null;
  /** Reviewer's photo */
  profile_img?: string | CmsFileRecord | null;
  /** Status */
  publish_status?: 'draft' | 'published' | 'archived' | (string & {}) | null;
  /** Restaurant */
  restaurant?: number | RestaurantsRecord | null;
  /** Date */
  date_created?: string | null;
}

/** The fields of `reviews`: those holding a value of their own, its files, its relations. */
export const REVIEWS = {
  collection: 'reviews',
  values: ['id', 'reviewer_name_en', 'reviewer_name_ar', 'review_content_en', 'review_content_ar', 'review_star_count', 'publish_status', 'date_created'],
  files: ['profile_img'],
  relations: {
    restaurant: { related: 'restaurants' },
  },
} as const;

/** Every collection the site reads, by name. */
export const CMS_COLLECTIONS = {
  website_color_scheme: WEBSITE_COLOR_SCHEME,
  restaurants: RESTAURANTS,
  opening_hours: OPENING_HOURS,
  hours_overrides: HOURS_OVERRIDES,
  menu_categories: MENU_CATEGORIES,
  allergens: ALLERGENS,
  menu_variants: MENU_VARIANTS,
  menu_addons: MENU_ADDONS,
  menu_items: MENU_ITEMS,
  menu_services: MENU_SERVICES,
  hero_slides: HERO_SLIDES,
  offer_items: OFFER_ITEMS,
  team: TEAM,
  reviews: REVIEWS,
} as const;

export type CmsCollection = keyof typeof CMS_COLLECTIONS;

/** Each collection's record type. */
export interface CmsRecords {
  website_color_scheme: WebsiteColorSchemeRecord;
  restaurants: RestaurantsRecord;
  opening_hours: OpeningHoursRecord;
  hours_overrides: HoursOverridesRecord;
  menu_categories: MenuCategoriesRecord;
  allergens: AllergensRecord;
  menu_variants: MenuVariantsRecord;
  menu_addons: MenuAddonsRecord;
  menu_items: MenuItemsRecord;
  menu_services: MenuServicesRecord;
  hero_slides: HeroSlidesRecord;
  offer_items: OfferItemsRecord;
  team: TeamRecord;
  reviews: ReviewsRecord;
}
