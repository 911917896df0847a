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

/** What each value field of `website_color_scheme` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const WEBSITE_COLOR_SCHEME_SPECS = {
  name: { type: 'string', label: { en: 'Name', ar: 'الاسم' } },
  root_body: { type: 'string', label: { en: 'Page background', ar: 'خلفية الصفحة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_black: { type: 'string', label: { en: 'Black', ar: 'الأسود' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_white: { type: 'string', label: { en: 'White', ar: 'الأبيض' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_theme: { type: 'string', label: { en: 'Brand colour', ar: 'لون العلامة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_theme2: { type: 'string', label: { en: 'Second brand colour', ar: 'اللون الثاني للعلامة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_title: { type: 'string', label: { en: 'Headings', ar: 'العناوين' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_dark: { type: 'string', label: { en: 'Dark', ar: 'الداكن' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_text: { type: 'string', label: { en: 'Text', ar: 'النص' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_text2: { type: 'string', label: { en: 'Light text', ar: 'النص الفاتح' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_bg: { type: 'string', label: { en: 'Dark background', ar: 'الخلفية الداكنة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_bg2: { type: 'string', label: { en: 'Light background', ar: 'الخلفية الفاتحة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_border: { type: 'string', label: { en: 'Border', ar: 'الحدود' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_border2: { type: 'string', label: { en: 'Light border', ar: 'الحدود الفاتحة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  root_border3: { type: 'string', label: { en: 'Faint border', ar: 'الحدود الخفيفة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  top_bar_background_color: { type: 'string', label: { en: 'Top bar', ar: 'الشريط العلوي' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  header_background_color: { type: 'string', label: { en: 'Header', ar: 'الترويسة' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  footer_background_color: { type: 'string', label: { en: 'Footer', ar: 'التذييل' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  button_primary_color: { type: 'string', label: { en: 'Main button', ar: 'الزر الرئيسي' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  button_secondary_color: { type: 'string', label: { en: 'Second button', ar: 'الزر الثانوي' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  link_color: { type: 'string', label: { en: 'Links', ar: 'الروابط' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  link_hover_color: { type: 'string', label: { en: 'Links under the pointer', ar: 'الروابط عند المرور عليها' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  accent_color: { type: 'string', label: { en: 'Accent', ar: 'لون التمييز' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  success_color: { type: 'string', label: { en: 'Success', ar: 'النجاح' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  warning_color: { type: 'string', label: { en: 'Warning', ar: 'التحذير' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  error_color: { type: 'string', label: { en: 'Error', ar: 'الخطأ' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
  info_color: { type: 'string', label: { en: 'Information', ar: 'المعلومات' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
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

/** What each value field of `restaurants` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const RESTAURANTS_SPECS = {
  slug: { type: 'string', label: { en: 'Site key (slug)', ar: 'معرّف الموقع (slug)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  email_id: { type: 'string', label: { en: 'Email', ar: 'البريد الإلكتروني' }, check: { kind: 'format', format: 'email', rule: { en: 'is not an email address (name@example.com)', ar: 'ليست بريدًا إلكترونيًا (name@example.com)' } } },
  phone_no: { type: 'string', label: { en: 'Phone', ar: 'الهاتف' }, check: { kind: 'format', format: 'phone', rule: { en: 'is not a phone number (7 to 15 digits, with +, spaces, dashes, dots, brackets or /)', ar: 'ليست رقم هاتف (من 7 إلى 15 رقمًا، مع + أو مسافات أو شرطات أو نقاط أو أقواس أو /)' } } },
  whatsapp_no: { type: 'string', label: { en: 'WhatsApp number', ar: 'رقم واتساب' }, check: { kind: 'format', format: 'whatsapp', rule: { en: 'is not a number WhatsApp can open (a local number, or an international one with + or 00)', ar: 'ليست رقمًا يفتحه واتساب (رقم محلي، أو دولي يبدأ بـ + أو 00)' } } },
  whatsapp_country_code: { type: 'string', default: '966', label: { en: 'WhatsApp country code', ar: 'رمز الدولة لواتساب' }, check: { kind: 'format', format: 'country_code', rule: { en: 'is not a country code (1 to 4 digits, e.g. 966)', ar: 'ليست رمز دولة (من 1 إلى 4 أرقام، مثل 966)' } } },
  enable_arabic: { type: 'boolean', default: true, label: { en: 'Arabic pages', ar: 'الصفحات العربية' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  time_zone: { type: 'string', default: 'Asia/Riyadh', label: { en: 'Time zone', ar: 'المنطقة الزمنية' }, check: { kind: 'format', format: 'time_zone', rule: { en: 'is not a time zone (e.g. Asia/Riyadh)', ar: 'ليست منطقة زمنية (مثل Asia/Riyadh)' } } },
  arabic_digits: { type: 'boolean', default: false, label: { en: 'Arabic-Indic digits', ar: 'الأرقام العربية الهندية' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  offers_pickup: { type: 'boolean', default: true, label: { en: 'Pickup orders', ar: 'طلبات الاستلام' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  offers_delivery: { type: 'boolean', default: true, label: { en: 'Delivery orders', ar: 'طلبات التوصيل' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  offers_dine_in: { type: 'boolean', default: true, label: { en: 'Table orders', ar: 'الطلب من الطاولة' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  delivery_fee: { type: 'decimal', default: 0, label: { en: 'Delivery fee (SAR)', ar: 'رسوم التوصيل (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  delivery_minimum: { type: 'decimal', default: 0, label: { en: 'Minimum delivery order (SAR)', ar: 'الحد الأدنى لطلب التوصيل (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  ordering_when_closed: { type: 'string', default: 'later', label: { en: 'Orders while closed', ar: 'الطلبات وقت الإغلاق' }, check: { kind: 'choice', choices: ['later', 'off'], rule: { en: 'is not one of the choices (Take orders for later, No orders)', ar: 'ليست من الخيارات (قبول الطلبات لوقت لاحق، لا طلبات)' } } },
  order_lead_minutes: { type: 'integer', default: 20, label: { en: 'Preparation time (minutes)', ar: 'مدة التحضير (دقائق)' }, check: { kind: 'whole_number', min: 0, max: 240, rule: { en: 'is not a whole number from 0 to 240', ar: 'ليست عددًا صحيحًا من 0 إلى 240' } } },
  address_en: { type: 'string', label: { en: 'Address (English)', ar: 'العنوان (بالإنجليزية)' } },
  address_ar: { type: 'string', label: { en: 'Address (Arabic)', ar: 'العنوان (بالعربية)' } },
  short_address_en: { type: 'string', label: { en: 'Short address (English)', ar: 'العنوان المختصر (بالإنجليزية)' } },
  short_address_ar: { type: 'string', label: { en: 'Short address (Arabic)', ar: 'العنوان المختصر (بالعربية)' } },
  description_en: { type: 'text', label: { en: 'Description (English)', ar: 'الوصف (بالإنجليزية)' } },
  description_ar: { type: 'text', label: { en: 'Description (Arabic)', ar: 'الوصف (بالعربية)' } },
  opens_at: { type: 'time', label: { en: 'Usually opens at', ar: 'يفتح عادة' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  closes_at: { type: 'time', label: { en: 'Usually closes at', ar: 'يغلق عادة' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  facebook_url: { type: 'string', label: { en: 'Facebook link', ar: 'رابط فيسبوك' }, check: { kind: 'format', format: 'url', rule: { en: 'is not a web address (https://…)', ar: 'ليست عنوان موقع (https://…)' } } },
  tiktok_url: { type: 'string', label: { en: 'TikTok link', ar: 'رابط تيك توك' }, check: { kind: 'format', format: 'url', rule: { en: 'is not a web address (https://…)', ar: 'ليست عنوان موقع (https://…)' } } },
  instagram_url: { type: 'string', label: { en: 'Instagram link', ar: 'رابط إنستغرام' }, check: { kind: 'format', format: 'url', rule: { en: 'is not a web address (https://…)', ar: 'ليست عنوان موقع (https://…)' } } },
  google_maps_url: { type: 'string', label: { en: 'Google Maps link', ar: 'رابط خرائط جوجل' }, check: { kind: 'format', format: 'url', rule: { en: 'is not a web address (https://…)', ar: 'ليست عنوان موقع (https://…)' } } },
  google_maps_iframe_html: { type: 'text', label: { en: 'Google Maps embed code', ar: 'كود تضمين خرائط جوجل' } },
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

/** What each value field of `opening_hours` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const OPENING_HOURS_SPECS = {
  Day: { type: 'string', label: { en: 'Day', ar: 'اليوم' }, check: { kind: 'choice', choices: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], rule: { en: 'is not one of the choices (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday)', ar: 'ليست من الخيارات (الاثنين، الثلاثاء، الأربعاء، الخميس، الجمعة، السبت، الأحد)' }, required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  closed_this_day: { type: 'boolean', default: false, label: { en: 'Closed all day', ar: 'مغلق طوال اليوم' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  opens_at: { type: 'time', label: { en: 'Opens at', ar: 'يفتح' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  closes_at: { type: 'time', label: { en: 'Closes at', ar: 'يغلق' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  opens_at_2: { type: 'time', label: { en: 'Opens again at', ar: 'يفتح مجددًا' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  closes_at_2: { type: 'time', label: { en: 'Closes again at', ar: 'يغلق مجددًا' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  sort: { type: 'integer', label: { en: 'Order', ar: 'الترتيب' } },
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

/** What each value field of `hours_overrides` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const HOURS_OVERRIDES_SPECS = {
  date: { type: 'date', label: { en: 'Date', ar: 'التاريخ' }, check: { kind: 'format', format: 'date', rule: { en: 'is not a date (YYYY-MM-DD)', ar: 'ليست تاريخًا (YYYY-MM-DD)' }, required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  end_date: { type: 'date', label: { en: 'Until', ar: 'حتى' }, check: { kind: 'format', format: 'date', rule: { en: 'is not a date (YYYY-MM-DD)', ar: 'ليست تاريخًا (YYYY-MM-DD)' } } },
  closed: { type: 'boolean', default: false, label: { en: 'Closed', ar: 'مغلق' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  opens_at: { type: 'time', label: { en: 'Opens at', ar: 'يفتح' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  closes_at: { type: 'time', label: { en: 'Closes at', ar: 'يغلق' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  opens_at_2: { type: 'time', label: { en: 'Opens again at', ar: 'يفتح مجددًا' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  closes_at_2: { type: 'time', label: { en: 'Closes again at', ar: 'يغلق مجددًا' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  note_en: { type: 'string', label: { en: 'Note for visitors (English)', ar: 'ملاحظة للزوار (بالإنجليزية)' } },
  note_ar: { type: 'string', label: { en: 'Note for visitors (Arabic)', ar: 'ملاحظة للزوار (بالعربية)' } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
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

/** What each value field of `menu_categories` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const MENU_CATEGORIES_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  slug: { type: 'string', label: { en: 'Key in addresses (slug)', ar: 'المعرّف في الروابط (slug)' }, check: { kind: 'format', format: 'slug', rule: { en: 'is not a slug (letters, digits, - and _ only)', ar: 'ليست اسمًا للرابط (حروف لاتينية وأرقام و- و_ فقط)' }, required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  available_from: { type: 'time', label: { en: 'Orderable from', ar: 'متاحة للطلب من' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
  available_until: { type: 'time', label: { en: 'Orderable until', ar: 'متاحة للطلب حتى' }, check: { kind: 'format', format: 'time', rule: { en: 'is not a time of day (HH:MM)', ar: 'ليست وقتًا من اليوم (HH:MM)' } } },
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

/** What each value field of `allergens` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const ALLERGENS_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  color: { type: 'string', label: { en: 'Colour', ar: 'اللون' }, check: { kind: 'format', format: 'color', rule: { en: 'is not a colour (for example #1B6E5A)', ar: 'ليست لونًا (مثل ‎#1B6E5A)' } } },
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

/** What each value field of `menu_variants` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const MENU_VARIANTS_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  price: { type: 'decimal', label: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  calories: { type: 'integer', label: { en: 'Calories', ar: 'السعرات الحرارية' }, check: { kind: 'whole_number', min: 0, rule: { en: 'is not a whole number, 0 or more', ar: 'ليست عددًا صحيحًا، 0 أو أكثر' } } },
  calorie_burn_minutes: { type: 'integer', label: { en: 'Minutes of walking to burn', ar: 'دقائق المشي لحرقها' } },
  sold_out: { type: 'boolean', default: false, label: { en: 'Sold out', ar: 'نفدت الكمية' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
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

/** What each value field of `menu_addons` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const MENU_ADDONS_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  price: { type: 'decimal', label: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  calories: { type: 'integer', label: { en: 'Calories', ar: 'السعرات الحرارية' }, check: { kind: 'whole_number', min: 0, rule: { en: 'is not a whole number, 0 or more', ar: 'ليست عددًا صحيحًا، 0 أو أكثر' } } },
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

/** What each value field of `menu_items` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const MENU_ITEMS_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  description_en: { type: 'text', label: { en: 'Description (English)', ar: 'الوصف (بالإنجليزية)' } },
  description_ar: { type: 'text', label: { en: 'Description (Arabic)', ar: 'الوصف (بالعربية)' } },
  default_price: { type: 'decimal', label: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  default_calories: { type: 'integer', label: { en: 'Calories', ar: 'السعرات الحرارية' }, check: { kind: 'whole_number', min: 0, rule: { en: 'is not a whole number, 0 or more', ar: 'ليست عددًا صحيحًا، 0 أو أكثر' } } },
  is_halal: { type: 'boolean', default: true, label: { en: 'Halal', ar: 'حلال' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  is_vegetarian: { type: 'boolean', default: false, label: { en: 'Vegetarian', ar: 'نباتي' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  is_vegan: { type: 'boolean', default: false, label: { en: 'Vegan', ar: 'نباتي صرف' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  is_gluten_free: { type: 'boolean', default: false, label: { en: 'Gluten-free', ar: 'خالٍ من الغلوتين' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  spice_level: { type: 'integer', default: 0, label: { en: 'Spice level', ar: 'درجة الحدّة' }, check: { kind: 'whole_number', min: 0, max: 3, rule: { en: 'is not a whole number from 0 to 3', ar: 'ليست عددًا صحيحًا من 0 إلى 3' } } },
  sold_out: { type: 'boolean', default: false, label: { en: 'Sold out', ar: 'نفدت الكمية' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
  sort: { type: 'integer', label: { en: 'Order', ar: 'الترتيب' } },
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

/** What each value field of `menu_services` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const MENU_SERVICES_SPECS = {
  title_en: { type: 'string', label: { en: 'Title (English)', ar: 'العنوان (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  title_ar: { type: 'string', label: { en: 'Title (Arabic)', ar: 'العنوان (بالعربية)' } },
  duration: { type: 'integer', label: { en: 'Duration (minutes)', ar: 'المدة (دقائق)' }, check: { kind: 'whole_number', min: 0, rule: { en: 'is not a whole number, 0 or more', ar: 'ليست عددًا صحيحًا، 0 أو أكثر' } } },
  price: { type: 'decimal', label: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, check: { kind: 'price', max: 1000000, rule: { en: 'is not a price (a number from 0 to 1,000,000)', ar: 'ليست سعرًا (رقم من 0 إلى 1,000,000)' } } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
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

/** What each value field of `hero_slides` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const HERO_SLIDES_SPECS = {
  subtitle_en: { type: 'string', label: { en: 'Subtitle (English)', ar: 'العنوان الفرعي (بالإنجليزية)' } },
  subtitle_ar: { type: 'string', label: { en: 'Subtitle (Arabic)', ar: 'العنوان الفرعي (بالعربية)' } },
  title_en: { type: 'string', label: { en: 'Title (English)', ar: 'العنوان (بالإنجليزية)' } },
  title_ar: { type: 'string', label: { en: 'Title (Arabic)', ar: 'العنوان (بالعربية)' } },
  button_text_en: { type: 'string', label: { en: 'Button text (English)', ar: 'نص الزر (بالإنجليزية)' } },
  button_text_ar: { type: 'string', label: { en: 'Button text (Arabic)', ar: 'نص الزر (بالعربية)' } },
  active: { type: 'boolean', default: true, label: { en: 'Shown', ar: 'معروضة' }, check: { kind: 'yes_no', rule: { en: 'is not yes or no', ar: 'ليست نعم أو لا' } } },
  sort: { type: 'integer', label: { en: 'Order', ar: 'الترتيب' } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
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

/** What each value field of `offer_items` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const OFFER_ITEMS_SPECS = {
  title1_en: { type: 'string', label: { en: 'First line (English)', ar: 'السطر الأول (بالإنجليزية)' } },
  title1_ar: { type: 'string', label: { en: 'First line (Arabic)', ar: 'السطر الأول (بالعربية)' } },
  title2_en: { type: 'string', label: { en: 'Second line (English)', ar: 'السطر الثاني (بالإنجليزية)' } },
  title2_ar: { type: 'string', label: { en: 'Second line (Arabic)', ar: 'السطر الثاني (بالعربية)' } },
  content_en: { type: 'text', label: { en: 'Text (English)', ar: 'النص (بالإنجليزية)' } },
  content_ar: { type: 'text', label: { en: 'Text (Arabic)', ar: 'النص (بالعربية)' } },
  status: { type: 'string', default: 'Active', label: { en: 'Offer status', ar: 'حالة العرض' }, check: { kind: 'choice', choices: ['Active', 'Inactive'], rule: { en: 'is not one of the choices (Active, Inactive)', ar: 'ليست من الخيارات (فعّال، غير فعّال)' } } },
  sort: { type: 'integer', label: { en: 'Order', ar: 'الترتيب' } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
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

/** What each value field of `team` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const TEAM_SPECS = {
  name_en: { type: 'string', label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' }, check: { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' } } },
  name_ar: { type: 'string', label: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' } },
  position_en: { type: 'string', label: { en: 'Position (English)', ar: 'المنصب (بالإنجليزية)' } },
  position_ar: { type: 'string', label: { en: 'Position (Arabic)', ar: 'المنصب (بالعربية)' } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
  sort: { type: 'integer', label: { en: 'Order', ar: 'الترتيب' } },
  date_created: { type: 'timestamp', label: { en: 'Added on', ar: 'تاريخ الإضافة' } },
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

/** What each value field of `reviews` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */
export const REVIEWS_SPECS = {
  reviewer_name_en: { type: 'string', label: { en: 'Reviewer (English)', ar: 'اسم صاحب التقييم (بالإنجليزية)' } },
  reviewer_name_ar: { type: 'string', label: { en: 'Reviewer (Arabic)', ar: 'اسم صاحب التقييم (بالعربية)' } },
  review_content_en: { type: 'text', label: { en: 'Review (English)', ar: 'نص التقييم (بالإنجليزية)' } },
  review_content_ar: { type: 'text', label: { en: 'Review (Arabic)', ar: 'نص التقييم (بالعربية)' } },
  review_star_count: { type: 'integer', label: { en: 'Stars', ar: 'النجوم' }, check: { kind: 'whole_number', min: 1, max: 5, rule: { en: 'is not a whole number from 1 to 5', ar: 'ليست عددًا صحيحًا من 1 إلى 5' } } },
  publish_status: { type: 'string', default: 'published', label: { en: 'Status', ar: 'الحالة' }, check: { kind: 'choice', choices: ['draft', 'published', 'archived'], rule: { en: 'is not one of the choices (Draft, Published, Archived)', ar: 'ليست من الخيارات (مسودة، منشور، مؤرشف)' } } },
  date_created: { type: 'timestamp', label: { en: 'Date', ar: 'التاريخ' } },
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

/** Each collection's field specs, by name. */
export const FIELD_SPECS = {
  website_color_scheme: WEBSITE_COLOR_SCHEME_SPECS,
  restaurants: RESTAURANTS_SPECS,
  opening_hours: OPENING_HOURS_SPECS,
  hours_overrides: HOURS_OVERRIDES_SPECS,
  menu_categories: MENU_CATEGORIES_SPECS,
  allergens: ALLERGENS_SPECS,
  menu_variants: MENU_VARIANTS_SPECS,
  menu_addons: MENU_ADDONS_SPECS,
  menu_items: MENU_ITEMS_SPECS,
  menu_services: MENU_SERVICES_SPECS,
  hero_slides: HERO_SLIDES_SPECS,
  offer_items: OFFER_ITEMS_SPECS,
  team: TEAM_SPECS,
  reviews: REVIEWS_SPECS,
} as const;

/** The words of every check (cms/schema/model.json, checks.messages), for the rules across a record's fields. */
export const CHECK_MESSAGES = { required: { en: 'is empty, and the field is required', ar: 'فارغة، والحقل مطلوب' }, yes_no: { en: 'is not yes or no', ar: 'ليست نعم أو لا' }, whole_number: { en: 'is not a whole number', ar: 'ليست عددًا صحيحًا' }, whole_number_min: { en: 'is not a whole number, {min} or more', ar: 'ليست عددًا صحيحًا، {min} أو أكثر' }, whole_number_between: { en: 'is not a whole number from {min} to {max}', ar: 'ليست عددًا صحيحًا من {min} إلى {max}' }, price: { en: 'is not a price (a number from 0 to {max})', ar: 'ليست سعرًا (رقم من 0 إلى {max})' }, choice: { en: 'is not one of the choices ({choices})', ar: 'ليست من الخيارات ({choices})' }, end_before_date: { en: 'is before the date ({date}): the range must end on or after its first day', ar: 'تسبق التاريخ ({date}): يجب أن تنتهي الفترة في يومها الأول أو بعده' } } as const;

/** The highest price a money field takes, in SAR (cms/schema/model.json, checks.money_max). */
export const MONEY_MAX = 1000000;

/** What a text of each format must look like (the whole value, spaces trimmed), and a value of it and one not: the admin app's validation (cms/scripts/lib/checks.mjs). */
export const FORMATS = {
  url: { pattern: 'https?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,63}(?::\\d{1,4})?(?:[/?#]\\S*)?', example: 'https://instagram.com/saffronhouse.riyadh', counterexample: 'javascript:alert(1)' },
  email: { pattern: '(?=.{1,254}$)[^\\s@<>"\'`?&#:/\\\\(),;]+@[^\\s@<>"\'`?&#:/\\\\(),;]+\\.[^\\s@<>"\'`?&#:/\\\\(),;]+', example: 'hello@saffronhouse.sa', counterexample: 'hello at saffronhouse' },
  phone: { pattern: '[+\\s().\\-/]*(?:\\d[+\\s().\\-/]*){7,15}', example: '+966 11 456 7821', counterexample: 'call us' },
  whatsapp: { pattern: '\\+[\\s().\\-/+]*[1-9](?:[\\s().\\-/+]*\\d){7,14}[\\s().\\-/+]*|[\\s().\\-/]*0[\\s().\\-/+]*0[\\s().\\-/+]*[1-9](?:[\\s().\\-/+]*\\d){7,14}[\\s().\\-/+]*|[\\s().\\-/]*0[\\s().\\-/+]*[1-9](?:[\\s().\\-/+]*\\d){6,10}[\\s().\\-/+]*|[\\s().\\-/]*[1-9](?:[\\s().\\-/+]*\\d){7,14}[\\s().\\-/+]*', example: '055 218 4470', counterexample: '12' },
  country_code: { pattern: '[1-9]\\d{0,3}', example: '966', counterexample: '+966' },
  time_zone: { example: 'Asia/Dubai', counterexample: 'Mars/Olympus' },
  slug: { pattern: '[A-Za-z0-9_-]+', example: 'hot-drinks', counterexample: 'hot drinks' },
  time: { pattern: '(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?', example: '07:30:00', counterexample: '24:00' },
  date: { pattern: '(?:(?:0[1-9]|[1-9]\\d)\\d{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:(?:0[1-9]|[1-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)(?:T[\\d:.]+Z?)?', example: '2028-02-29', counterexample: '2027-02-29' },
  color: { pattern: '#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(?:rgb|rgba|hsl|hsla)\\(\\s*[0-9.%\\s,/+-]+\\)|[a-zA-Z]{3,20}', example: '1B6E5A', counterexample: 'url(evil)' },
} as const;

export type FormatName = keyof typeof FORMATS;

/** The collections with a Live Preview, and the page of the site each one shows (their `preview`). */
export const PREVIEW_PAGES = {
  restaurants: 'home',
  menu_items: 'dish',
  menu_services: 'home',
  hero_slides: 'home',
  offer_items: 'home',
  team: 'home',
  reviews: 'home',
} as const;
