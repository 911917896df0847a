/**
 * GENERATED FILE - DO NOT EDIT.
 * Source: schemas/*.schema.json, schemas/models/*.schema.json and src/blocks/<group>/<Block>/schema.json.
 * Regenerate with `npm run gen:types`; a test fails when this file is stale.
 */

/**
 * One block on a page; `type` picks the block, the other fields are that block's.
 *
 * This interface was referenced by `SiteConfig`'s JSON-Schema
 * via the `definition` "Section".
 */
export type Section =
  | AccessibilityStatementSection
  | BestSellersSection
  | CartPageSection
  | ContactDetailsSection
  | HeroSliderSection
  | ItemDetailSection
  | MenuBrowserSection
  | OrderConfirmationSection
  | PageBannerSection
  | ReservationBookingSection
  | ReviewsSliderSection
  | ServicesOfferedSection
  | SpecialOffersSection
  | TeamSliderSection
  | AboutSectionDemoSection
  | AppDownloadDemoSection
  | BannerSliderDemoSection
  | BestSellingGridDemoSection
  | BlogDetailsDemoSection
  | BlogListDemoSection
  | BookingFormDemoSection
  | BrandLogosDemoSection
  | CallToActionDemoSection
  | CheckoutMockupDemoSection
  | ChefDetailsDemoSection
  | ChefsGridDemoSection
  | ContactDemoSection
  | CountdownDemoSection
  | ExploreLinksDemoSection
  | FaqAccordionDemoSection
  | FeaturedCategorySliderDemoSection
  | GalleryGridDemoSection
  | GallerySliderDemoSection
  | MenuDealsListDemoSection
  | OfferCardsDemoSection
  | PopularDishesDemoSection
  | ServiceCardsDemoSection
  | ServiceDetailsDemoSection
  | ShopListDemoSection
  | TabbedMenuDemoSection
  | TestimonialCardsDemoSection
  | TestimonialsDemoSection
  | WishlistMockupDemoSection;
/**
 * English weekday name.
 */
export type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
export type OrderType = 'pickup' | 'delivery' | 'dineIn';

/**
 * The structure every site of the installation shares: the default CMS, languages, navigation, layouts and every route with its ordered sections. Which restaurants are published, and where, is the site list (sites.json).
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "SiteConfig".
 */
export interface SiteConfig {
  /**
   * Editor hint pointing at this schema.
   */
  $schema?: string;
  cms: CmsConfig;
  languages: LanguagesConfig;
  /**
   * Main navigation of the header and the mobile menu, in order.
   *
   * @minItems 1
   */
  navigation: [Link, ...Link[]];
  menu: MenuConfig;
  layouts: LayoutsConfig;
  /**
   * Every page of the site, in navigation order.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
}
/**
 * The CMS the sites read from, unless a site of sites.json names its own.
 */
export interface CmsConfig {
  /**
   * Base address of the default CMS, as the publisher reaches it; the environment variable CMS_URL overrides it.
   */
  url: string;
  /**
   * A CMS request taking longer than this is abandoned and treated as failed.
   */
  timeoutMs: number;
}
/**
 * Site languages. English is the default; Arabic is right-to-left.
 */
export interface LanguagesConfig {
  /**
   * A site language code.
   *
   * This interface was referenced by `SiteConfig`'s JSON-Schema
   * via the `definition` "Language".
   */
  default: 'en' | 'ar';
  /**
   * Languages a visitor can switch to.
   *
   * @minItems 1
   *
   * Items: A site language code.
   *
   * This interface was referenced by `SiteConfig`'s JSON-Schema
   * via the `definition` "Language".
   */
  available: ['en' | 'ar', ...('en' | 'ar')[]];
}
/**
 * A labelled link.
 */
export interface Link {
  label: LocalizedText;
  /**
   * An internal path, an in-page anchor ('#'), or an absolute http(s) address.
   */
  href: string;
}
/**
 * A piece of copy in both site languages. Arabic falls back to English when empty.
 */
export interface LocalizedText {
  /**
   * English text.
   */
  en: string;
  /**
   * Arabic text (may be empty; English is shown instead).
   */
  ar: string;
}
/**
 * Settings of the live menu (/shop). priceBounds are the lowest and highest values of the price filter; defaultPriceRange is applied on a first visit (the full bounds show every dish; set {min: 100, max: 1000} for the original spec's range).
 */
export interface MenuConfig {
  /**
   * Cards per page.
   */
  pageSize: number;
  priceBounds: PriceRange;
  defaultPriceRange: PriceRange;
}
/**
 * This interface was referenced by `SiteConfig`'s JSON-Schema
 * via the `definition` "PriceRange".
 */
export interface PriceRange {
  /**
   * Lowest price in SAR.
   */
  min: number;
  /**
   * Highest price in SAR.
   */
  max: number;
}
/**
 * The page frames a route can stand in.
 */
export interface LayoutsConfig {
  main: Layout;
  home2: Layout;
  home3: Layout;
}
/**
 * A page frame: which header and footer variant surround the sections.
 *
 * This interface was referenced by `SiteConfig`'s JSON-Schema
 * via the `definition` "Layout".
 */
export interface Layout {
  /**
   * Header variant.
   */
  header: 'classic' | 'centered' | 'minimal';
  /**
   * Footer variant.
   */
  footer: 'classic' | 'compact';
}
/**
 * One page: its address, frame, document title, meta description, search indexing and ordered sections.
 *
 * This interface was referenced by `SiteConfig`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface Route {
  /**
   * Address of the page: lower-case words separated by slashes, or :param segments.
   */
  path: string;
  /**
   * Which layout frames the page.
   */
  layout: 'main' | 'home2' | 'home3';
  title: LocalizedText;
  description: LocalizedText;
  /**
   * false keeps the page out of search: left out of sitemap.xml, disallowed in robots.txt and marked noindex. Pages are indexed when absent.
   */
  index?: boolean;
  /**
   * The page's sections, rendered in this order.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * The accessibility statement: what the site supports, its known limits, and how to report a problem (by the restaurant's email and phone from the CMS).
 */
export interface AccessibilityStatementSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'accessibilityStatement';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: AccessibilityStatementContent;
  data: AccessibilityStatementData;
}
/**
 * The statement's own words, in both languages.
 */
export interface AccessibilityStatementContent {
  intro: LocalizedText;
  /**
   * Topics in order (what the site supports, known limitations, how it is checked), each a heading with a paragraph and/or a list.
   *
   * @minItems 1
   */
  parts: [AccessibilityStatementPart, ...AccessibilityStatementPart[]];
  report: AccessibilityStatementReport;
  reviewed?: LocalizedText;
}
/**
 * One topic of the statement.
 */
export interface AccessibilityStatementPart {
  heading: LocalizedText;
  text?: LocalizedText;
  /**
   * Points of the topic, shown as a list.
   */
  items?: LocalizedText[];
}
/**
 * How to report a problem; the block adds the restaurant's email and phone from the CMS and a link to the contact page.
 */
export interface AccessibilityStatementReport {
  heading: LocalizedText;
  text: LocalizedText;
  contactLink: Link;
}
/**
 * CMS bindings of the block.
 */
export interface AccessibilityStatementData {
  /**
   * The shared restaurant read: its email and phone are where problems are reported.
   */
  restaurant: {
    /**
     * The restaurant read.
     */
    query: 'restaurant';
  };
}
/**
 * Five dishes with 'Starts from' prices; the title links to the static menu, VIEW ALL MENU to the live menu.
 */
export interface BestSellersSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'bestSellers';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BestSellersContent;
  data: BestSellersData;
}
/**
 * Static copy of the block.
 */
export interface BestSellersContent {
  eyebrow: LocalizedText;
  title: LocalizedText;
  /**
   * Where the section title links.
   */
  titleHref: string;
  /**
   * Where VIEW ALL MENU leads.
   */
  viewAllHref: string;
}
/**
 * CMS bindings of the block.
 */
export interface BestSellersData {
  /**
   * Dishes of the restaurant.
   */
  dishes: {
    /**
     * The bestSellers read.
     */
    query: 'bestSellers';
    /**
     * Most records to read (at most 5).
     */
    limit?: number;
  };
}
/**
 * The visitor's cart (/shop/cart): lines with quantity and remove, how and when to get the order (pickup, delivery, dine-in), and checkout through WhatsApp with names and prices re-read from the live published version.
 */
export interface CartPageSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'cartPage';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: CartPageContent;
  data: CartPageData;
}
/**
 * Static copy of the cart page.
 */
export interface CartPageContent {
  shopLink: Link;
  ordersLink: Link;
}
/**
 * CMS bindings of the block.
 */
export interface CartPageData {
  /**
   * The shared restaurant read (ordering settings, hours, WhatsApp number).
   */
  restaurant: {
    /**
     * The restaurant read.
     */
    query: 'restaurant';
  };
}
/**
 * Four boxes (address, email, phone, opening hours) and the Google Maps embed.
 */
export interface ContactDetailsSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'contactDetails';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ContactDetailsContent;
  data: ContactDetailsData;
}
/**
 * Static copy of the block.
 */
export interface ContactDetailsContent {
  mapHeading: LocalizedText;
}
/**
 * CMS bindings of the block.
 */
export interface ContactDetailsData {
  /**
   * The shared restaurant read.
   */
  restaurant: {
    /**
     * The restaurant read.
     */
    query: 'restaurant';
  };
}
/**
 * Home hero: one slide at a time (autoplay 4 s, 2 s transition) of the restaurant's active hero slides.
 */
export interface HeroSliderSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'heroSlider';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: HeroSliderContent;
  data: HeroSliderData;
}
/**
 * Static copy of the block.
 */
export interface HeroSliderContent {
  /**
   * Where each slide's button leads.
   */
  buttonHref: string;
}
/**
 * CMS bindings of the block.
 */
export interface HeroSliderData {
  /**
   * Active hero slides by sort; placeholders while loading, empty or failed.
   */
  slides: {
    /**
     * The heroSlides read.
     */
    query: 'heroSlides';
    /**
     * Most records to read (at most 10).
     */
    limit?: number;
  };
}
/**
 * One dish of the live menu, on the dish page (the route holding this block, with an :id): gallery, description, price, calories, halal badge, allergens, size and add-on choices, quantity and Add to cart; 'Item not found' with a link back for a missing dish.
 */
export interface ItemDetailSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'itemDetail';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ItemDetailContent;
}
/**
 * Static copy of the item page.
 */
export interface ItemDetailContent {
  backLink: Link;
}
/**
 * The live menu (/shop): sidebar search, categories, dietary and allergen filters and price range; result count, sort, grid or list of dish cards with dietary icons, sold-out state and a quick add, and pagination. Below 992px: sticky category chips and the other filters in a bottom sheet; below 640px also compact dish rows and a floating cart bar. Page size and price bounds come from the site config's menu settings.
 */
export interface MenuBrowserSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'menuBrowser';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: MenuBrowserContent;
  data: MenuBrowserData;
}
/**
 * Static copy of the menu.
 */
export interface MenuBrowserContent {
  heading: LocalizedText;
}
/**
 * CMS bindings: the categories holding this restaurant's dishes, and the allergens they contain.
 */
export interface MenuBrowserData {
  /**
   * Binding to the menu's category read.
   */
  categories: {
    /**
     * The menu categories read.
     */
    query: 'menuCategories';
  };
  /**
   * Binding to the allergens of this restaurant's dishes (the "Without" filter).
   */
  allergens: {
    /**
     * The menu allergens read.
     */
    query: 'menuAllergens';
  };
}
/**
 * The order just sent (/shop/order): its number and summary, Send again, New order, and this browser's last five orders with Order again, re-priced against the current menu.
 */
export interface OrderConfirmationSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'orderConfirmation';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: OrderConfirmationContent;
}
/**
 * Static copy of the block.
 */
export interface OrderConfirmationContent {
  newOrder: Link;
  cartLink: Link;
}
/**
 * Breadcrumb banner at the top of inner pages: a title over the restaurant's banner image (or the default image).
 */
export interface PageBannerSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'pageBanner';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: PageBannerContent;
  data?: PageBannerData;
}
/**
 * Static copy of the banner.
 */
export interface PageBannerContent {
  title: LocalizedText;
  /**
   * Breadcrumb links before the current page (Home is always first).
   */
  trail?: Link[];
  /**
   * Whether the banner's image is the first view's largest picture, fetched before any other (the default). false on a page whose next section shows a larger one (the dish page's photo), which then takes that place.
   */
  leadImage?: boolean;
}
/**
 * CMS bindings: the restaurant record supplies the banner image.
 */
export interface PageBannerData {
  /**
   * Binding to the shared restaurant read.
   */
  restaurant?: {
    /**
     * The shared restaurant read.
     */
    query: 'restaurant';
  };
}
/**
 * The restaurant's contact details beside the table booking form, which is sent through WhatsApp.
 */
export interface ReservationBookingSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'reservationBooking';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ReservationBookingContent;
  data: ReservationBookingData;
}
/**
 * Static copy of the block.
 */
export interface ReservationBookingContent {
  contactTitle: LocalizedText;
  formTitle: LocalizedText;
}
/**
 * CMS bindings of the block.
 */
export interface ReservationBookingData {
  /**
   * The shared restaurant read (contact details, hours, WhatsApp number).
   */
  restaurant: {
    /**
     * The restaurant read.
     */
    query: 'restaurant';
  };
  /**
   * This restaurant's services for the service select.
   */
  services: {
    /**
     * The serviceOptions read.
     */
    query: 'serviceOptions';
  };
}
/**
 * Recent reviews, one at a time in a row the visitor scrolls, with a count badge, beside the Love Our Food panel.
 */
export interface ReviewsSliderSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'reviewsSlider';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ReviewsSliderContent;
  data: ReviewsSliderData;
}
/**
 * Static copy of the block.
 */
export interface ReviewsSliderContent {
  eyebrow: LocalizedText;
  title: LocalizedText;
}
/**
 * CMS bindings of the block.
 */
export interface ReviewsSliderData {
  /**
   * Reviews, newest first.
   */
  reviews: {
    /**
     * The reviews read.
     */
    query: 'reviews';
    /**
     * Most records to read (at most 20).
     */
    limit?: number;
  };
  /**
   * The shared restaurant read (google_maps_url for the review link).
   */
  restaurant: {
    /**
     * The restaurant read.
     */
    query: 'restaurant';
  };
}
/**
 * Up to five bookable services with image, duration and price, each with Book Now.
 */
export interface ServicesOfferedSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'servicesOffered';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ServicesOfferedContent;
  data: ServicesOfferedData;
}
/**
 * Static copy of the block.
 */
export interface ServicesOfferedContent {
  eyebrow: LocalizedText;
  title: LocalizedText;
  /**
   * Where Book Now leads.
   */
  bookHref: string;
}
/**
 * CMS bindings of the block.
 */
export interface ServicesOfferedData {
  /**
   * The restaurant's services (home read).
   */
  services: {
    /**
     * The services read.
     */
    query: 'services';
    /**
     * Most records to read (at most 5).
     */
    limit?: number;
  };
}
/**
 * Active offers: a static row with three or fewer, otherwise a slider (3/2/1 per view, autoplay 5 s, 3 s on phones).
 */
export interface SpecialOffersSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'specialOffers';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: SpecialOffersContent;
  data: SpecialOffersData;
}
/**
 * Static copy of the block.
 */
export interface SpecialOffersContent {
  eyebrow: LocalizedText;
  title: LocalizedText;
  /**
   * Where each offer's button leads.
   */
  orderHref: string;
}
/**
 * CMS bindings of the block.
 */
export interface SpecialOffersData {
  /**
   * Active offers by sort, kept for the session.
   */
  offers: {
    /**
     * The offers read.
     */
    query: 'offers';
    /**
     * Most records to read (at most 20).
     */
    limit?: number;
  };
}
/**
 * The team: a row the visitor scrolls, 3 per view (2 below 1200 px, 1 below 768 px).
 */
export interface TeamSliderSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'teamSlider';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: TeamSliderContent;
  data: TeamSliderData;
}
/**
 * Static copy of the block.
 */
export interface TeamSliderContent {
  eyebrow: LocalizedText;
  title: LocalizedText;
}
/**
 * CMS bindings of the block.
 */
export interface TeamSliderData {
  /**
   * Team members by sort, then date created.
   */
  members: {
    /**
     * The team read.
     */
    query: 'team';
    /**
     * Most records to read (at most 20).
     */
    limit?: number;
  };
}
/**
 * About the restaurant: story, highlights, images and an optional video popup.
 */
export interface AboutSectionDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'aboutSectionDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: AboutSectionDemoContent;
}
/**
 * Static copy of the block.
 */
export interface AboutSectionDemoContent {
  heading: SectionHeadingModel;
  /**
   * Story paragraphs.
   *
   * @minItems 1
   */
  paragraphs: [LocalizedText, ...LocalizedText[]];
  /**
   * Short highlight lines shown with a check mark.
   *
   * @minItems 0
   */
  highlights?: LocalizedText[];
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  secondaryImage?: string;
  /**
   * Video popup: a cover with a play button; the frame loads only when opened.
   */
  video?: {
    /**
     * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
     */
    cover: string;
    title: LocalizedText;
    /**
     * Address of the embedded video (same-origin or https); empty keeps the frame blank.
     */
    src?: string;
  };
  button?: Link;
}
/**
 * Heading of a static section: a small eyebrow line, the title and an optional lead text.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "SectionHeadingModel".
 */
export interface SectionHeadingModel {
  eyebrow?: LocalizedText;
  title: LocalizedText;
  text?: LocalizedText;
}
/**
 * Food app download banner with store badges that open the stores in a new tab.
 */
export interface AppDownloadDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'appDownloadDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: AppDownloadDemoContent;
}
/**
 * Static copy of the block.
 */
export interface AppDownloadDemoContent {
  heading: SectionHeadingModel;
  /**
   * Short selling points of the app.
   *
   * @minItems 0
   */
  points?: LocalizedText[];
  /**
   * Store badges.
   *
   * @minItems 1
   *
   * Items: One store badge.
   */
  badges: [
    {
      /**
       * Which store.
       */
      store: 'appStore' | 'playStore';
      /**
       * External store address.
       */
      href: string;
      label: LocalizedText;
    },
    ...{
      /**
       * Which store.
       */
      store: 'appStore' | 'playStore';
      /**
       * External store address.
       */
      href: string;
      label: LocalizedText;
    }[]
  ];
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
}
/**
 * Hero banner slider of the demo home: speed 2000ms, delay 4000ms, infinite.
 */
export interface BannerSliderDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'bannerSliderDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BannerSliderDemoContent;
}
/**
 * Static copy of the block.
 */
export interface BannerSliderDemoContent {
  /**
   * The slides.
   *
   * @minItems 1
   *
   * Items: One slide.
   */
  slides: [
    {
      eyebrow: LocalizedText;
      title: LocalizedText;
      text: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      background: string;
      button: Link;
    },
    ...{
      eyebrow: LocalizedText;
      title: LocalizedText;
      text: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      background: string;
      button: Link;
    }[]
  ];
}
/**
 * Best-selling dishes grid with a wishlist heart and a basket link on each card.
 */
export interface BestSellingGridDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'bestSellingGridDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BestSellingGridDemoContent;
}
/**
 * Static copy of the block.
 */
export interface BestSellingGridDemoContent {
  heading: SectionHeadingModel;
  /**
   * The dishes.
   *
   * @minItems 1
   */
  dishes: [StaticDishModel, ...StaticDishModel[]];
  /**
   * A path inside the site, starting with a slash.
   */
  basketHref: string;
}
/**
 * A dish of the static demo pages (not from the CMS): name, short description, printed price and bundled image.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "StaticDishModel".
 */
export interface StaticDishModel {
  name: LocalizedText;
  description?: LocalizedText;
  /**
   * Price as printed on the demo pages, with its dollar sign: a fixed figure of the demo copy, not a price from the CMS.
   */
  price: string;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
}
/**
 * One blog article with demo comments and a comment form that sends nothing.
 */
export interface BlogDetailsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'blogDetailsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BlogDetailsDemoContent;
}
/**
 * The article, its comments and the copy around them.
 */
export interface BlogDetailsDemoContent {
  title: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  imageAlt: LocalizedText;
  /**
   * Publication date, YYYY-MM-DD.
   */
  date: string;
  author: LocalizedText;
  category: LocalizedText;
  lead: LocalizedText;
  /**
   * Article parts in order, each with an optional sub-heading.
   *
   * @minItems 1
   */
  body: [ArticlePart, ...ArticlePart[]];
  quote?: ArticleQuote;
  /**
   * Tags shown under the article.
   */
  tags: LocalizedText[];
  /**
   * Demo comments shown under the article.
   */
  comments: DemoComment[];
}
/**
 * A run of paragraphs, optionally under a sub-heading, optionally ending in a bullet list.
 *
 * This interface was referenced by `BlogDetailsDemoSection`'s JSON-Schema
 * via the `definition` "ArticlePart".
 */
export interface ArticlePart {
  heading?: LocalizedText;
  /**
   * Paragraphs of the part.
   */
  paragraphs: LocalizedText[];
  /**
   * Optional bullet points after the paragraphs.
   */
  list?: LocalizedText[];
}
/**
 * A pull quote shown after the first part of the article.
 *
 * This interface was referenced by `BlogDetailsDemoSection`'s JSON-Schema
 * via the `definition` "ArticleQuote".
 */
export interface ArticleQuote {
  text: LocalizedText;
  cite: LocalizedText;
}
/**
 * A demo reader comment.
 *
 * This interface was referenced by `BlogDetailsDemoSection`'s JSON-Schema
 * via the `definition` "DemoComment".
 */
export interface DemoComment {
  name: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  avatar: string;
  /**
   * Date of the comment, YYYY-MM-DD.
   */
  date: string;
  text: LocalizedText;
}
/**
 * Blog posts as a grid of three per row, a standard list, a list with a sidebar (search, categories, recent posts, tags), or a slider.
 */
export interface BlogListDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'blogListDemo';
  /**
   * Layout: grid (three per row, the default), standard (one wide post per row), sidebar (standard list beside a sidebar with search, categories, recent posts and tags), slider (Swiper: three shown, one below 1199px, autoplay 4s).
   */
  variant?: 'grid' | 'standard' | 'sidebar' | 'slider';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BlogListDemoContent;
}
/**
 * Static copy of the block: optional heading, the posts and the sidebar copy.
 */
export interface BlogListDemoContent {
  eyebrow?: LocalizedText;
  heading?: LocalizedText;
  /**
   * The posts, newest first.
   *
   * @minItems 1
   */
  posts: [BlogPostSummary, ...BlogPostSummary[]];
  sidebar?: BlogSidebarContent;
}
/**
 * One post as listed: picture, meta line, title, excerpt and link.
 *
 * This interface was referenced by `BlogListDemoSection`'s JSON-Schema
 * via the `definition` "BlogPostSummary".
 */
export interface BlogPostSummary {
  /**
   * Stable key of the post.
   */
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  imageAlt: LocalizedText;
  /**
   * Publication date, YYYY-MM-DD.
   */
  date: string;
  author: LocalizedText;
  category: LocalizedText;
  /**
   * Number of comments shown in the meta line.
   */
  comments?: number;
  /**
   * An internal path, an in-page anchor ('#'), or an absolute http(s) address.
   */
  href: string;
}
/**
 * Copy of the sidebar (sidebar variant only); recent posts are the first three posts.
 *
 * This interface was referenced by `BlogListDemoSection`'s JSON-Schema
 * via the `definition` "BlogSidebarContent".
 */
export interface BlogSidebarContent {
  /**
   * Category names; each filters the list to posts whose category matches (English name compared).
   */
  categories: LocalizedText[];
  /**
   * Popular tags, shown as chips.
   */
  tags: LocalizedText[];
}
/**
 * Demo table booking form (nothing is sent), optionally beside the opening hours.
 */
export interface BookingFormDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'bookingFormDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BookingFormDemoContent;
}
/**
 * Static copy of the block.
 */
export interface BookingFormDemoContent {
  heading: SectionHeadingModel;
  /**
   * Choices of the type-of-service select.
   *
   * @minItems 1
   */
  services: [LocalizedText, ...LocalizedText[]];
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image?: string;
  /**
   * Opening hours shown beside the form (static copy).
   */
  hours?: {
    title: LocalizedText;
    /**
     * One line per group of days.
     *
     * @minItems 1
     *
     * Items: Days and hours.
     */
    rows: [
      {
        days: LocalizedText;
        time: LocalizedText;
      },
      ...{
        days: LocalizedText;
        time: LocalizedText;
      }[]
    ];
  };
}
/**
 * A row of partner and supplier logos.
 */
export interface BrandLogosDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'brandLogosDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: BrandLogosDemoContent;
}
/**
 * Static copy of the block.
 */
export interface BrandLogosDemoContent {
  heading?: SectionHeadingModel;
  /**
   * The logos.
   *
   * @minItems 1
   *
   * Items: One logo.
   */
  logos: [
    {
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      /**
       * Brand name, used as the alternative text.
       */
      name: string;
    },
    ...{
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      /**
       * Brand name, used as the alternative text.
       */
      name: string;
    }[]
  ];
}
/**
 * Call to action band: a headline over an image with one or two buttons.
 */
export interface CallToActionDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'callToActionDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: CallToActionDemoContent;
}
/**
 * Static copy of the block.
 */
export interface CallToActionDemoContent {
  eyebrow?: LocalizedText;
  title: LocalizedText;
  text?: LocalizedText;
  button: Link;
  secondaryButton?: Link;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
}
/**
 * Static checkout preview: login and coupon toggles, billing and shipping forms, order table and payment choices; nothing is submitted.
 */
export interface CheckoutMockupDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'checkoutMockupDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: CheckoutMockupDemoContent;
}
/**
 * Sample order lines and the choices of the checkout preview.
 */
export interface CheckoutMockupDemoContent {
  /**
   * Options of the country selects (billing and shipping).
   *
   * @minItems 1
   */
  countries: [CheckoutCountry, ...CheckoutCountry[]];
  /**
   * Sample lines of the Your Order table (placeholder dollar amounts).
   *
   * @minItems 1
   */
  items: [CheckoutLine, ...CheckoutLine[]];
  /**
   * Payment radios in order; the first is selected by default.
   *
   * @minItems 1
   */
  payments: [CheckoutPayment, ...CheckoutPayment[]];
}
/**
 * A country option.
 *
 * This interface was referenced by `CheckoutMockupDemoSection`'s JSON-Schema
 * via the `definition` "CheckoutCountry".
 */
export interface CheckoutCountry {
  /**
   * ISO 3166 code, the option value.
   */
  code: string;
  name: LocalizedText;
}
/**
 * A sample order line.
 *
 * This interface was referenced by `CheckoutMockupDemoSection`'s JSON-Schema
 * via the `definition` "CheckoutLine".
 */
export interface CheckoutLine {
  name: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  /**
   * Unit price in dollars, e.g. "15.99".
   */
  price: string;
  /**
   * Quantity of the line.
   */
  quantity: number;
}
/**
 * A payment choice with the text shown when it is selected.
 *
 * This interface was referenced by `CheckoutMockupDemoSection`'s JSON-Schema
 * via the `definition` "CheckoutPayment".
 */
export interface CheckoutPayment {
  /**
   * Value of the radio.
   */
  id: 'bank' | 'cheque' | 'card' | 'paypal';
  label: LocalizedText;
  description: LocalizedText;
}
/**
 * One chef in detail: bio, facts, skill bars and other chefs.
 */
export interface ChefDetailsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'chefDetailsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ChefDetailsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ChefDetailsDemoContent {
  /**
   * The chef.
   */
  chef: {
    name: LocalizedText;
    role: LocalizedText;
    /**
     * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
     */
    image: string;
    /**
     * Bio paragraphs.
     *
     * @minItems 1
     */
    bio: [LocalizedText, ...LocalizedText[]];
    /**
     * Label and value lines (experience, speciality...).
     *
     * @minItems 0
     *
     * Items: One fact.
     */
    facts?: {
      label: LocalizedText;
      value: LocalizedText;
    }[];
  };
  skillsTitle: LocalizedText;
  /**
   * Skill bars.
   *
   * @minItems 1
   *
   * Items: One skill.
   */
  skills: [
    {
      label: LocalizedText;
      /**
       * Percentage.
       */
      value: number;
    },
    ...{
      label: LocalizedText;
      /**
       * Percentage.
       */
      value: number;
    }[]
  ];
  othersHeading: SectionHeadingModel;
  /**
   * Other chefs.
   *
   * @minItems 1
   */
  others: [StaticPersonModel, ...StaticPersonModel[]];
}
/**
 * A person of the static demo pages (chef or guest): name, role, photo, and optionally a link, a quote and a star rating.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "StaticPersonModel".
 */
export interface StaticPersonModel {
  name: LocalizedText;
  role: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  /**
   * A path inside the site, starting with a slash.
   */
  href?: string;
  quote?: LocalizedText;
  /**
   * Stars out of 5.
   */
  rating?: number;
}
/**
 * Chefs of the kitchen as a grid of cards or a slider (3 shown, 2 below 1200px, 1 below 768px, autoplay 4s).
 */
export interface ChefsGridDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'chefsGridDemo';
  /**
   * grid (the default) shows every chef; slider shows 3, 2 below 1200px and 1 below 768px, autoplay 4s.
   */
  layout?: 'grid' | 'slider';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ChefsGridDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ChefsGridDemoContent {
  heading: SectionHeadingModel;
  /**
   * The chefs, in order.
   *
   * @minItems 1
   */
  chefs: [StaticPersonModel, ...StaticPersonModel[]];
}
/**
 * Static contact demo: four info boxes, a contact form that sends nothing and a map illustration.
 */
export interface ContactDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'contactDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ContactDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ContactDemoContent {
  eyebrow?: LocalizedText;
  heading: LocalizedText;
  intro?: LocalizedText;
  /**
   * The four info boxes (address, email, phone, opening hours).
   *
   * @minItems 4
   * @maxItems 4
   */
  boxes: [ContactInfoBox, ContactInfoBox, ContactInfoBox, ContactInfoBox];
  formHeading: LocalizedText;
  formIntro?: LocalizedText;
  /**
   * Options of the subject select.
   *
   * @minItems 1
   */
  subjects: [LocalizedText, ...LocalizedText[]];
  consent: LocalizedText;
  mapLabel: LocalizedText;
  mapCaption: LocalizedText;
}
/**
 * One info box: an icon, a title and a few lines, each optionally a link.
 *
 * This interface was referenced by `ContactDemoSection`'s JSON-Schema
 * via the `definition` "ContactInfoBox".
 */
export interface ContactInfoBox {
  /**
   * Icon of the box.
   */
  icon: 'pin' | 'mail' | 'phone' | 'clock';
  title: LocalizedText;
  /**
   * Lines of the box.
   *
   * @minItems 1
   */
  lines: [ContactInfoLine, ...ContactInfoLine[]];
}
/**
 * A line of an info box; with href (tel:, mailto:, a path) it is a link.
 *
 * This interface was referenced by `ContactDemoSection`'s JSON-Schema
 * via the `definition` "ContactInfoLine".
 */
export interface ContactInfoLine {
  text: LocalizedText;
  /**
   * An internal path, an in-page anchor ('#'), or an absolute http(s) address.
   */
  href?: string;
}
/**
 * Discount banner with a countdown to a fixed date.
 */
export interface CountdownDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'countdownDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: CountdownDemoContent;
}
/**
 * Static copy of the block.
 */
export interface CountdownDemoContent {
  eyebrow?: LocalizedText;
  title: LocalizedText;
  text?: LocalizedText;
  /**
   * Moment the offer ends (ISO 8601 date-time with zone).
   */
  target: string;
  button: Link;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image?: string;
}
/**
 * Explore the site: groups of links to the other pages.
 */
export interface ExploreLinksDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'exploreLinksDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ExploreLinksDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ExploreLinksDemoContent {
  heading: SectionHeadingModel;
  /**
   * Link groups.
   *
   * @minItems 1
   *
   * Items: One group.
   */
  groups: [
    {
      title: LocalizedText;
      /**
       * Links.
       *
       * @minItems 1
       */
      links: [Link, ...Link[]];
    },
    ...{
      title: LocalizedText;
      /**
       * Links.
       *
       * @minItems 1
       */
      links: [Link, ...Link[]];
    }[]
  ];
}
/**
 * FAQ accordion: one answer open at a time, the first open by default.
 */
export interface FaqAccordionDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'faqAccordionDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: FaqAccordionDemoContent;
}
/**
 * Static copy of the block.
 */
export interface FaqAccordionDemoContent {
  heading: SectionHeadingModel;
  /**
   * Questions and answers.
   *
   * @minItems 1
   *
   * Items: One question.
   */
  items: [
    {
      question: LocalizedText;
      answer: LocalizedText;
    },
    ...{
      question: LocalizedText;
      answer: LocalizedText;
    }[]
  ];
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image?: string;
}
/**
 * Slider of featured menu categories.
 */
export interface FeaturedCategorySliderDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'featuredCategorySliderDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: FeaturedCategorySliderDemoContent;
}
/**
 * Static copy of the block.
 */
export interface FeaturedCategorySliderDemoContent {
  heading: SectionHeadingModel;
  /**
   * The categories.
   *
   * @minItems 1
   *
   * Items: One category.
   */
  categories: [
    {
      name: LocalizedText;
      count: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    },
    ...{
      name: LocalizedText;
      count: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    }[]
  ];
}
/**
 * Gallery grid: image tiles, each linking to a page (the static menu).
 */
export interface GalleryGridDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'galleryGridDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: GalleryGridDemoContent;
}
/**
 * Static copy of the block.
 */
export interface GalleryGridDemoContent {
  heading?: SectionHeadingModel;
  /**
   * The tiles.
   *
   * @minItems 1
   *
   * Items: One tile.
   */
  tiles: [
    {
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      alt: LocalizedText;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    },
    ...{
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      alt: LocalizedText;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    }[]
  ];
}
/**
 * Gallery slider: 6 photos shown, 2 below 575px.
 */
export interface GallerySliderDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'gallerySliderDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: GallerySliderDemoContent;
}
/**
 * Static copy of the block.
 */
export interface GallerySliderDemoContent {
  heading?: SectionHeadingModel;
  /**
   * The photos.
   *
   * @minItems 1
   *
   * Items: One photo.
   */
  images: [
    {
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      alt: LocalizedText;
    },
    ...{
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      src: string;
      alt: LocalizedText;
    }[]
  ];
}
/**
 * Popular deals: dishes in two lists, a discount countdown and an order button.
 */
export interface MenuDealsListDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'menuDealsListDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: MenuDealsListDemoContent;
}
/**
 * Static copy of the block.
 */
export interface MenuDealsListDemoContent {
  heading: SectionHeadingModel;
  /**
   * The two lists.
   *
   * @minItems 1
   * @maxItems 2
   *
   * Items: One list.
   */
  lists:
    | [
        {
          title: LocalizedText;
          /**
           * Dishes.
           *
           * @minItems 1
           */
          dishes: [StaticDishModel, ...StaticDishModel[]];
        }
      ]
    | [
        {
          title: LocalizedText;
          /**
           * Dishes.
           *
           * @minItems 1
           */
          dishes: [StaticDishModel, ...StaticDishModel[]];
        },
        {
          title: LocalizedText;
          /**
           * Dishes.
           *
           * @minItems 1
           */
          dishes: [StaticDishModel, ...StaticDishModel[]];
        }
      ];
  /**
   * Discount countdown under the lists.
   */
  countdown: {
    title: LocalizedText;
    /**
     * Moment the offer ends (ISO 8601 date-time with zone).
     */
    target: string;
  };
  button: Link;
}
/**
 * Offer cards: limited offers with a start price, an image and a link each.
 */
export interface OfferCardsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'offerCardsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: OfferCardsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface OfferCardsDemoContent {
  heading?: SectionHeadingModel;
  /**
   * The offer cards, in order.
   *
   * @minItems 1
   *
   * Items: One offer card.
   */
  cards: [
    {
      title: LocalizedText;
      subtitle: LocalizedText;
      /**
       * Start price as printed, with its currency sign (e.g. $28).
       */
      price: string;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      link: Link;
    },
    ...{
      title: LocalizedText;
      subtitle: LocalizedText;
      /**
       * Start price as printed, with its currency sign (e.g. $28).
       */
      price: string;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      link: Link;
    }[]
  ];
}
/**
 * Popular dishes: a row of dish cards with prices.
 */
export interface PopularDishesDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'popularDishesDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: PopularDishesDemoContent;
}
/**
 * Static copy of the block.
 */
export interface PopularDishesDemoContent {
  heading: SectionHeadingModel;
  /**
   * The dishes.
   *
   * @minItems 1
   */
  dishes: [StaticDishModel, ...StaticDishModel[]];
  button?: Link;
}
/**
 * Service cards, each linking to its details.
 */
export interface ServiceCardsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'serviceCardsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ServiceCardsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ServiceCardsDemoContent {
  heading: SectionHeadingModel;
  /**
   * The cards.
   *
   * @minItems 1
   *
   * Items: One service.
   */
  cards: [
    {
      title: LocalizedText;
      text: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    },
    ...{
      title: LocalizedText;
      text: LocalizedText;
      /**
       * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
       */
      image: string;
      /**
       * A path inside the site, starting with a slash.
       */
      href: string;
    }[]
  ];
}
/**
 * One service in detail: sidebar of services and help box, text and a checklist.
 */
export interface ServiceDetailsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'serviceDetailsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ServiceDetailsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface ServiceDetailsDemoContent {
  title: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  /**
   * Body paragraphs.
   *
   * @minItems 1
   */
  paragraphs: [LocalizedText, ...LocalizedText[]];
  checklistTitle: LocalizedText;
  /**
   * What the service includes.
   *
   * @minItems 1
   */
  checklist: [LocalizedText, ...LocalizedText[]];
  /**
   * Sidebar content.
   */
  sidebar: {
    title: LocalizedText;
    /**
     * Links to the services.
     *
     * @minItems 1
     */
    links: [Link, ...Link[]];
    /**
     * Help box.
     */
    help: {
      title: LocalizedText;
      text: LocalizedText;
      /**
       * Phone number as dialled and shown.
       */
      phone: string;
    };
  };
}
/**
 * Static shop list of hardcoded dishes with dollar prices and a sidebar on either side; every dish leads to the live menu.
 */
export interface ShopListDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'shopListDemo';
  /**
   * Which side the sidebar stands on, in reading direction (start or end); sidebar-left is the default.
   */
  variant?: 'sidebar-left' | 'sidebar-right';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: ShopListDemoContent;
}
/**
 * The demo dishes and the sidebar copy.
 */
export interface ShopListDemoContent {
  /**
   * Hardcoded demo dishes, in display order.
   *
   * @minItems 1
   */
  dishes: [DemoDish, ...DemoDish[]];
  /**
   * Sidebar categories; each filters the list to dishes whose category matches (English name compared).
   */
  categories: LocalizedText[];
  promo: ShopListPromo;
}
/**
 * A dish of a static demo page, priced in dollars as in the original template.
 *
 * This interface was referenced by `ShopListDemoSection`'s JSON-Schema
 * via the `definition` "DemoDish".
 */
export interface DemoDish {
  /**
   * Stable key of the dish.
   */
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  category: LocalizedText;
  /**
   * Price in dollars as a string, e.g. "15.99".
   */
  price: string;
  /**
   * Struck-through earlier price, if the dish is on offer.
   */
  oldPrice?: string;
  /**
   * Stars out of five.
   */
  rating: number;
  /**
   * An internal path, an in-page anchor ('#'), or an absolute http(s) address.
   */
  href: string;
}
/**
 * A promotional card at the bottom of the sidebar.
 *
 * This interface was referenced by `ShopListDemoSection`'s JSON-Schema
 * via the `definition` "ShopListPromo".
 */
export interface ShopListPromo {
  title: LocalizedText;
  text: LocalizedText;
  link: Link;
}
/**
 * Static food menu in tabs (one active, the first by default), each tab listing dishes with prices.
 */
export interface TabbedMenuDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'tabbedMenuDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: TabbedMenuDemoContent;
}
/**
 * Static copy of the block.
 */
export interface TabbedMenuDemoContent {
  heading: SectionHeadingModel;
  /**
   * The tabs, in order.
   *
   * @minItems 1
   *
   * Items: One tab.
   */
  tabs: [
    {
      /**
       * Stable key, used in element ids.
       */
      key: string;
      label: LocalizedText;
      /**
       * Dishes of the tab.
       *
       * @minItems 1
       */
      dishes: [StaticDishModel, ...StaticDishModel[]];
    },
    ...{
      /**
       * Stable key, used in element ids.
       */
      key: string;
      label: LocalizedText;
      /**
       * Dishes of the tab.
       *
       * @minItems 1
       */
      dishes: [StaticDishModel, ...StaticDishModel[]];
    }[]
  ];
}
/**
 * Testimonial cards in a grid.
 */
export interface TestimonialCardsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'testimonialCardsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: TestimonialCardsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface TestimonialCardsDemoContent {
  heading: SectionHeadingModel;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  items: [StaticPersonModel, ...StaticPersonModel[]];
}
/**
 * Testimonial slider (demo): speed 2000ms, no autoplay, 2 wide, 1 below 1199px.
 */
export interface TestimonialsDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'testimonialsDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: TestimonialsDemoContent;
}
/**
 * Static copy of the block.
 */
export interface TestimonialsDemoContent {
  heading: SectionHeadingModel;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  items: [StaticPersonModel, ...StaticPersonModel[]];
}
/**
 * Static wishlist table with select-all, local remove, stock status and share links.
 */
export interface WishlistMockupDemoSection {
  /**
   * Stable identifier of a section, unique within its page; used as the React key and as the DOM id.
   */
  id: string;
  /**
   * Block type.
   */
  type: 'wishlistMockupDemo';
  /**
   * Reference to static content in content/: a file name and an optional JSON pointer, e.g. "about.json#/hero". Resolved into `content` at build time.
   */
  contentRef?: string;
  content: WishlistMockupDemoContent;
}
/**
 * The demo wishlist rows and the share text.
 */
export interface WishlistMockupDemoContent {
  /**
   * Demo rows of the wishlist.
   *
   * @minItems 1
   */
  items: [WishlistRow, ...WishlistRow[]];
  shareText: LocalizedText;
}
/**
 * One demo dish on the wishlist.
 *
 * This interface was referenced by `WishlistMockupDemoSection`'s JSON-Schema
 * via the `definition` "WishlistRow".
 */
export interface WishlistRow {
  /**
   * Stable key of the row.
   */
  slug: string;
  name: LocalizedText;
  /**
   * Path of a bundled image under public/, e.g. /assets/img/dishes/dish-01.webp.
   */
  image: string;
  /**
   * Unit price in dollars, e.g. "15.99".
   */
  price: string;
  /**
   * Struck-through earlier price, if any.
   */
  oldPrice?: string;
  /**
   * When the dish was added, YYYY-MM-DD.
   */
  dateAdded: string;
  /**
   * In stock (true) or Out of Stock (false).
   */
  inStock: boolean;
  /**
   * An internal path, an in-page anchor ('#'), or an absolute http(s) address.
   */
  href: string;
}
/**
 * The sites one installation publishes: one per restaurant, each at its own address. Every site shares the structure of site.config.json (routes, sections, layouts); what differs is the restaurant it shows, where it is served, the CMS it reads from and the few words the CMS has no field for.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "SiteList".
 */
export interface SiteList {
  /**
   * Editor hint pointing at this schema.
   */
  $schema?: string;
  /**
   * The sites, in the order the publisher names them. With one site, every host name gets it; with several, each is served at the host of its url.
   *
   * @minItems 1
   */
  sites: [SiteEntry, ...SiteEntry[]];
}
/**
 * One restaurant's site.
 *
 * This interface was referenced by `SiteList`'s JSON-Schema
 * via the `definition` "SiteEntry".
 */
export interface SiteEntry {
  /**
   * Slug of the restaurant record in its CMS (lower-case words joined by hyphens).
   */
  slug: string;
  /**
   * Public address of the site: scheme, host name and an optional port, no path and no trailing slash (each site is served at the root of its own host). Canonical links, hreflang alternates, Open Graph, JSON-LD, the sitemap and the QR cards use it; the web servers route requests for its host name to this site.
   */
  url: string;
  cms?: SiteCms;
  words?: SiteWords;
  /**
   * A file under content/ holding the site's words (the same shape as `words`), for a list that stays one line per site; use either words or wordsRef.
   */
  wordsRef?: string;
}
/**
 * The CMS this site reads from, when it is not the one of site.config.json (cms.url, CMS_URL). Sites of one CMS name it alike; each CMS has its own publisher token and notice secret, held in the environment variables named here.
 *
 * This interface was referenced by `SiteList`'s JSON-Schema
 * via the `definition` "SiteCms".
 */
export interface SiteCms {
  /**
   * Base address of the CMS, as the publisher reaches it.
   */
  url: string;
  /**
   * The environment variable holding the static token of that CMS's Site publisher user.
   */
  tokenEnv: string;
  /**
   * The environment variable holding the secret that CMS's notice hook sends (its PUBLISH_SECRET).
   */
  secretEnv: string;
  /**
   * The name of that CMS's admin session cookie (its SESSION_COOKIE_NAME; default directus_session_token). Live Preview tells the CMSs of one publisher apart by it, so each CMS names its own.
   */
  sessionCookie?: string;
}
/**
 * The restaurant's own words where its CMS has no field for them. Anything left out takes the shared words of site.config.json and content/, with {restaurant} filled in with the restaurant's name.
 *
 * This interface was referenced by `SiteList`'s JSON-Schema
 * via the `definition` "SiteWords".
 */
export interface SiteWords {
  /**
   * Meta descriptions by route path (a path of site.config.json's routes), in place of the route's own; 120–160 characters in English.
   */
  descriptions?: {
    [k: string]: LocalizedText | undefined;
  };
  /**
   * The cuisines the restaurant serves, for search engines (JSON-LD servesCuisine), in place of content/seo.json's.
   *
   * @minItems 1
   */
  cuisine?: [LocalizedText, ...LocalizedText[]];
}
/**
 * When a category's dishes can be ordered each day (menu_categories available_from and available_until), in the restaurant's time zone. A window whose end comes before its start runs past midnight.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "AvailabilityWindow".
 */
export interface AvailabilityWindow {
  /**
   * First minute, "HH:MM" (00:00 when the CMS gives only an end).
   */
  from: string;
  /**
   * Last minute, "HH:MM" (23:59 when the CMS gives only a start).
   */
  until: string;
}
/**
 * GENERATED from cms/schema/model.json by npm run gen:types (build/gen-cms.ts): do not edit. Each collection's fields holding a value of their own, as the normalisers read them (src/data/normalize/checks.ts, fieldValues): each field's value read by its check, its default when empty or refused.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "CmsFields".
 */
export interface CmsFields {
  website_color_scheme: WebsiteColorSchemeFields;
  restaurants: RestaurantsFields;
  opening_hours: OpeningHoursFields;
  hours_overrides: HoursOverridesFields;
  menu_categories: MenuCategoriesFields;
  allergens: AllergensFields;
  menu_variants: MenuVariantsFields;
  menu_addons: MenuAddonsFields;
  menu_items: MenuItemsFields;
  menu_services: MenuServicesFields;
  hero_slides: HeroSlidesFields;
  offer_items: OfferItemsFields;
  team: TeamFields;
  reviews: ReviewsFields;
}
/**
 * The values of a `website_color_scheme` record (Colours), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "WebsiteColorSchemeFields".
 */
export interface WebsiteColorSchemeFields {
  /**
   * name: Name: Label shown in the admin app only.
   */
  name: string;
  /**
   * root_body: Page background.
   */
  root_body: string | null;
  /**
   * root_black: Black.
   */
  root_black: string | null;
  /**
   * root_white: White.
   */
  root_white: string | null;
  /**
   * root_theme: Brand colour: Main brand colour.
   */
  root_theme: string | null;
  /**
   * root_theme2: Second brand colour.
   */
  root_theme2: string | null;
  /**
   * root_title: Headings.
   */
  root_title: string | null;
  /**
   * root_dark: Dark.
   */
  root_dark: string | null;
  /**
   * root_text: Text.
   */
  root_text: string | null;
  /**
   * root_text2: Light text.
   */
  root_text2: string | null;
  /**
   * root_bg: Dark background.
   */
  root_bg: string | null;
  /**
   * root_bg2: Light background.
   */
  root_bg2: string | null;
  /**
   * root_border: Border.
   */
  root_border: string | null;
  /**
   * root_border2: Light border.
   */
  root_border2: string | null;
  /**
   * root_border3: Faint border.
   */
  root_border3: string | null;
  /**
   * top_bar_background_color: Top bar.
   */
  top_bar_background_color: string | null;
  /**
   * header_background_color: Header.
   */
  header_background_color: string | null;
  /**
   * footer_background_color: Footer.
   */
  footer_background_color: string | null;
  /**
   * button_primary_color: Main button.
   */
  button_primary_color: string | null;
  /**
   * button_secondary_color: Second button.
   */
  button_secondary_color: string | null;
  /**
   * link_color: Links.
   */
  link_color: string | null;
  /**
   * link_hover_color: Links under the pointer.
   */
  link_hover_color: string | null;
  /**
   * accent_color: Accent.
   */
  accent_color: string | null;
  /**
   * success_color: Success.
   */
  success_color: string | null;
  /**
   * warning_color: Warning.
   */
  warning_color: string | null;
  /**
   * error_color: Error.
   */
  error_color: string | null;
  /**
   * info_color: Information.
   */
  info_color: string | null;
}
/**
 * The values of a `restaurants` record (Restaurant details), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "RestaurantsFields".
 */
export interface RestaurantsFields {
  /**
   * slug: Site key (slug): URL-safe key the site asks for, e.g. saffron-house.
   */
  slug: string;
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * email_id: Email.
   */
  email_id: string | null;
  /**
   * phone_no: Phone.
   */
  phone_no: string | null;
  /**
   * whatsapp_no: WhatsApp number: Orders and bookings go here. +966 55 218 4470, 00966…, or local 055 218 4470 all work.
   */
  whatsapp_no: string | null;
  /**
   * whatsapp_country_code: WhatsApp country code: Country code for numbers typed in local form (0552184470 becomes 966552184470). Digits only; "966" when empty or refused.
   */
  whatsapp_country_code: string;
  /**
   * enable_arabic: Arabic pages; true when empty or refused.
   */
  enable_arabic: boolean;
  /**
   * time_zone: Time zone: The restaurant's time zone (IANA name, e.g. Asia/Riyadh, Asia/Dubai): opening hours are read in it; "Asia/Riyadh" when empty or refused.
   */
  time_zone: string;
  /**
   * arabic_digits: Arabic-Indic digits: Arabic pages show Arabic-Indic digits (٠١٢٣) instead of 0123. Visitors may type either; false when empty or refused.
   */
  arabic_digits: boolean;
  /**
   * offers_pickup: Pickup orders: Visitors can order for pickup; true when empty or refused.
   */
  offers_pickup: boolean;
  /**
   * offers_delivery: Delivery orders: Visitors can order for delivery; true when empty or refused.
   */
  offers_delivery: boolean;
  /**
   * offers_dine_in: Table orders: Visitors at a table (from its QR card) can order to it; true when empty or refused.
   */
  offers_dine_in: boolean;
  /**
   * delivery_fee: Delivery fee (SAR): SAR, added to every delivery order; 0 when empty or refused.
   */
  delivery_fee: number;
  /**
   * delivery_minimum: Minimum delivery order (SAR): Smallest delivery order in SAR (before the fee); 0 for none; 0 when empty or refused.
   */
  delivery_minimum: number;
  /**
   * ordering_when_closed: Orders while closed: While closed: later = take orders for a time when you are open; off = take no orders until you open; "later" when empty or refused.
   */
  ordering_when_closed: 'later' | 'off';
  /**
   * order_lead_minutes: Preparation time (minutes): Minutes the kitchen needs: the earliest pickup or delivery time offered; 20 when empty or refused.
   */
  order_lead_minutes: number;
  /**
   * address_en: Address (English).
   */
  address_en: string;
  /**
   * address_ar: Address (Arabic).
   */
  address_ar: string;
  /**
   * short_address_en: Short address (English).
   */
  short_address_en: string;
  /**
   * short_address_ar: Short address (Arabic).
   */
  short_address_ar: string;
  /**
   * description_en: Description (English).
   */
  description_en: string;
  /**
   * description_ar: Description (Arabic).
   */
  description_ar: string;
  /**
   * opens_at: Usually opens at.
   */
  opens_at: string | null;
  /**
   * closes_at: Usually closes at.
   */
  closes_at: string | null;
  /**
   * facebook_url: Facebook link.
   */
  facebook_url: string | null;
  /**
   * tiktok_url: TikTok link.
   */
  tiktok_url: string | null;
  /**
   * instagram_url: Instagram link.
   */
  instagram_url: string | null;
  /**
   * google_maps_url: Google Maps link.
   */
  google_maps_url: string | null;
  /**
   * google_maps_iframe_html: Google Maps embed code: The <iframe> embed code from Google Maps.
   */
  google_maps_iframe_html: string;
}
/**
 * The values of a `opening_hours` record (Opening hours), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "OpeningHoursFields".
 */
export interface OpeningHoursFields {
  /**
   * Day: Day.
   */
  Day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday' | null;
  /**
   * closed_this_day: Closed all day; false when empty or refused.
   */
  closed_this_day: boolean;
  /**
   * opens_at: Opens at.
   */
  opens_at: string | null;
  /**
   * closes_at: Closes at.
   */
  closes_at: string | null;
  /**
   * opens_at_2: Opens again at: Second shift, after a break (e.g. 18:00 when the first ends at 15:00); empty for one shift.
   */
  opens_at_2: string | null;
  /**
   * closes_at_2: Closes again at: End of the second shift; may pass midnight (02:00).
   */
  closes_at_2: string | null;
  /**
   * sort: Order: Order in the list: Monday first (drag the rows to change it).
   */
  sort: number | null;
}
/**
 * The values of a `hours_overrides` record (Special days), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "HoursOverridesFields".
 */
export interface HoursOverridesFields {
  /**
   * date: Date: The day (the first day of a range).
   */
  date: string | null;
  /**
   * end_date: Until: Last day of a range, e.g. the end of Ramadan; empty for one day.
   */
  end_date: string | null;
  /**
   * closed: Closed: Closed all day. Not closed and no times: the week's hours stay, and the note is shown; false when empty or refused.
   */
  closed: boolean;
  /**
   * opens_at: Opens at.
   */
  opens_at: string | null;
  /**
   * closes_at: Closes at: May pass midnight (02:00).
   */
  closes_at: string | null;
  /**
   * opens_at_2: Opens again at: Second shift; empty for one shift.
   */
  opens_at_2: string | null;
  /**
   * closes_at_2: Closes again at.
   */
  closes_at_2: string | null;
  /**
   * note_en: Note for visitors (English): What visitors read, e.g. Ramadan hours, Closed for a private event.
   */
  note_en: string;
  /**
   * note_ar: Note for visitors (Arabic).
   */
  note_ar: string;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
}
/**
 * The values of a `menu_categories` record (Categories), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "MenuCategoriesFields".
 */
export interface MenuCategoriesFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * slug: Key in addresses (slug).
   */
  slug: string | null;
  /**
   * available_from: Orderable from: Optional: from when this category's dishes can be ordered, e.g. 07:00 for breakfast, in each restaurant's own time zone. Both empty: all day.
   */
  available_from: string | null;
  /**
   * available_until: Orderable until: Optional: until when, e.g. 11:30. Categories are shared, so the window applies to every restaurant's dishes in it.
   */
  available_until: string | null;
}
/**
 * The values of a `allergens` record (Allergens), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "AllergensFields".
 */
export interface AllergensFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * color: Colour.
   */
  color: string | null;
}
/**
 * The values of a `menu_variants` record (Sizes), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "MenuVariantsFields".
 */
export interface MenuVariantsFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * price: Price (SAR): SAR.
   */
  price: number | null;
  /**
   * calories: Calories.
   */
  calories: number | null;
  /**
   * calorie_burn_minutes: Minutes of walking to burn: Minutes of walking that burn these calories.
   */
  calorie_burn_minutes: number | null;
  /**
   * sold_out: Sold out: Sold out today: this size cannot be chosen. When every size of a dish is sold out, the dish shows as sold out; false when empty or refused.
   */
  sold_out: boolean;
}
/**
 * The values of a `menu_addons` record (Add-ons), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "MenuAddonsFields".
 */
export interface MenuAddonsFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * price: Price (SAR): SAR.
   */
  price: number | null;
  /**
   * calories: Calories.
   */
  calories: number | null;
}
/**
 * The values of a `menu_items` record (Dishes), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "MenuItemsFields".
 */
export interface MenuItemsFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * description_en: Description (English).
   */
  description_en: string;
  /**
   * description_ar: Description (Arabic).
   */
  description_ar: string;
  /**
   * default_price: Price (SAR): SAR.
   */
  default_price: number | null;
  /**
   * default_calories: Calories.
   */
  default_calories: number | null;
  /**
   * is_halal: Halal; true when empty or refused.
   */
  is_halal: boolean;
  /**
   * is_vegetarian: Vegetarian: No meat, poultry, fish or seafood (dairy, eggs and honey allowed); false when empty or refused.
   */
  is_vegetarian: boolean;
  /**
   * is_vegan: Vegan: Nothing from animals: no dairy, ghee, eggs or honey either. A vegan dish is shown as vegetarian too; false when empty or refused.
   */
  is_vegan: boolean;
  /**
   * is_gluten_free: Gluten-free: Only when the kitchen can promise it: no wheat, bulgur, barley or semolina, and no shared fryer; false when empty or refused.
   */
  is_gluten_free: boolean;
  /**
   * spice_level: Spice level: 0 not spicy, 1 mild, 2 medium, 3 hot; 0 when empty or refused.
   */
  spice_level: number;
  /**
   * sold_out: Sold out: Sold out today: the dish stays on the menu, greyed and marked, and cannot be ordered. Switch it off when it is back; the site follows within seconds; false when empty or refused.
   */
  sold_out: boolean;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
  /**
   * sort: Order.
   */
  sort: number | null;
}
/**
 * The values of a `menu_services` record (Services), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "MenuServicesFields".
 */
export interface MenuServicesFields {
  /**
   * title_en: Title (English).
   */
  title_en: string;
  /**
   * title_ar: Title (Arabic).
   */
  title_ar: string;
  /**
   * duration: Duration (minutes): Minutes.
   */
  duration: number | null;
  /**
   * price: Price (SAR): SAR.
   */
  price: number | null;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
}
/**
 * The values of a `hero_slides` record (Hero slides), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "HeroSlidesFields".
 */
export interface HeroSlidesFields {
  /**
   * subtitle_en: Subtitle (English).
   */
  subtitle_en: string;
  /**
   * subtitle_ar: Subtitle (Arabic).
   */
  subtitle_ar: string;
  /**
   * title_en: Title (English).
   */
  title_en: string;
  /**
   * title_ar: Title (Arabic).
   */
  title_ar: string;
  /**
   * button_text_en: Button text (English).
   */
  button_text_en: string;
  /**
   * button_text_ar: Button text (Arabic).
   */
  button_text_ar: string;
  /**
   * active: Shown; true when empty or refused.
   */
  active: boolean;
  /**
   * sort: Order.
   */
  sort: number | null;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
}
/**
 * The values of a `offer_items` record (Offers), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "OfferItemsFields".
 */
export interface OfferItemsFields {
  /**
   * title1_en: First line (English).
   */
  title1_en: string;
  /**
   * title1_ar: First line (Arabic).
   */
  title1_ar: string;
  /**
   * title2_en: Second line (English).
   */
  title2_en: string;
  /**
   * title2_ar: Second line (Arabic).
   */
  title2_ar: string;
  /**
   * content_en: Text (English).
   */
  content_en: string;
  /**
   * content_ar: Text (Arabic).
   */
  content_ar: string;
  /**
   * status: Offer status; "Active" when empty or refused.
   */
  status: 'Active' | 'Inactive';
  /**
   * sort: Order.
   */
  sort: number | null;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
}
/**
 * The values of a `team` record (Team), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "TeamFields".
 */
export interface TeamFields {
  /**
   * name_en: Name (English).
   */
  name_en: string;
  /**
   * name_ar: Name (Arabic).
   */
  name_ar: string;
  /**
   * position_en: Position (English).
   */
  position_en: string;
  /**
   * position_ar: Position (Arabic).
   */
  position_ar: string;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
  /**
   * sort: Order.
   */
  sort: number | null;
  /**
   * date_created: Added on.
   */
  date_created: string | null;
}
/**
 * The values of a `reviews` record (Reviews), as the model declares them.
 *
 * This interface was referenced by `CmsFields`'s JSON-Schema
 * via the `definition` "ReviewsFields".
 */
export interface ReviewsFields {
  /**
   * reviewer_name_en: Reviewer (English).
   */
  reviewer_name_en: string;
  /**
   * reviewer_name_ar: Reviewer (Arabic).
   */
  reviewer_name_ar: string;
  /**
   * review_content_en: Review (English).
   */
  review_content_en: string;
  /**
   * review_content_ar: Review (Arabic).
   */
  review_content_ar: string;
  /**
   * review_star_count: Stars: 1 to 5; empty means the site shows 5.
   */
  review_star_count: number | null;
  /**
   * publish_status: Status: Only published records are on the site; the next publish adds or removes it; "published" when empty or refused.
   */
  publish_status: 'draft' | 'published' | 'archived';
  /**
   * date_created: Date: Set automatically; may be edited.
   */
  date_created: string | null;
}
/**
 * A restaurant's colours, keyed by CSS custom property name (without the leading --). Only valid colours are kept; missing ones keep the defaults.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "ColorSchemeModel".
 */
export interface ColorSchemeModel {
  /**
   * A CSS colour value such as #EB0029.
   *
   * This interface was referenced by `ColorSchemeModel`'s JSON-Schema definition
   * via the `patternProperty` "^(root-[a-z0-9-]+|[a-z]+(-[a-z]+)*-color)$".
   */
  [k: string]: string | undefined;
}
/**
 * What a dish is suitable for and how hot it is (menu_items is_halal, is_vegetarian, is_vegan, is_gluten_free, spice_level), after normalisation. Shown with an icon and its words on menu rows, cards and the dish page, and filtered on in the menu.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "DietModel".
 */
export interface DietModel {
  /**
   * is_halal.
   */
  halal: boolean;
  /**
   * is_vegetarian, or is_vegan (a vegan dish is vegetarian too).
   */
  vegetarian: boolean;
  /**
   * is_vegan.
   */
  vegan: boolean;
  /**
   * is_gluten_free.
   */
  glutenFree: boolean;
  /**
   * spice_level: 0 not spicy, 1 mild, 2 medium, 3 hot (anything else reads as 0).
   */
  spiceLevel: number;
}
/**
 * A dish as a card shows it (home best sellers): name, price by the card price rule, first image.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "DishCardModel".
 */
export interface DishCardModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  name: LocalizedText;
  /**
   * The card's "Starts from" price: default_price when it is above 0, else the lowest price among its sizes, else 0 (the same on the menu's cards).
   */
  price: number;
  /**
   * First image of the dish, or null for the default dish image.
   */
  image: ImageModel | null;
}
/**
 * An image ready for <img>: a full address (CMS asset or bundled file).
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "ImageModel".
 */
export interface ImageModel {
  /**
   * Full address of the image.
   */
  src: string;
  /**
   * Intrinsic width in pixels, when known.
   */
  width?: number;
  /**
   * Intrinsic height in pixels, when known.
   */
  height?: number;
}
/**
 * One slide of the home hero (hero_slides), after normalisation.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "HeroSlideModel".
 */
export interface HeroSlideModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  subtitle: LocalizedText;
  title: LocalizedText;
  buttonText: LocalizedText;
  /**
   * The dish picture of the slide (image_item), or null.
   */
  image: ImageModel | null;
  /**
   * Background picture of the slide, or null for the default hero background.
   */
  background: ImageModel | null;
}
/**
 * A date, or a range of dates, on which the week's hours do not apply (hours_overrides): a holiday, Ramadan hours, a private event.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "HoursOverrideModel".
 */
export interface HoursOverrideModel {
  /**
   * First day, YYYY-MM-DD at the restaurant.
   */
  date: string;
  /**
   * Last day, YYYY-MM-DD; equal to date for one day.
   */
  endDate: string;
  /**
   * Closed all day on every date of the range.
   */
  closed: boolean;
  /**
   * At most two: the hours of each date of the range; empty when closed, or when only the note applies (the week's hours stay).
   */
  shifts: ShiftModel[];
  note: LocalizedText;
}
/**
 * One stretch of opening hours, in the restaurant's time zone. A closing time at or before the opening time runs past midnight (18:00 to 02:00); equal times mean 24 hours.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "ShiftModel".
 */
export interface ShiftModel {
  /**
   * Opening time, 24-hour HH:MM.
   */
  opensAt: string;
  /**
   * Closing time, 24-hour HH:MM; at or before opensAt when it runs past midnight.
   */
  closesAt: string;
}
/**
 * A dish as a card of the live menu (/shop) shows it, after normalisation.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "MenuCardModel".
 */
export interface MenuCardModel {
  /**
   * CMS id; the card links to the dish page with this id.
   */
  id: number | string;
  name: LocalizedText;
  description: LocalizedText;
  /**
   * The card's "Starts from" price: default_price when it is above 0, else the lowest price among its sizes, else 0 (the same on the home page's best sellers).
   */
  price: number;
  /**
   * First image of the dish, or null for the default dish image.
   */
  image: ImageModel | null;
  diet: DietModel;
  /**
   * Sold out today: the dish itself, or every one of its sizes. It stays listed, greyed and marked, and cannot be added.
   */
  soldOut: boolean;
  /**
   * A size must be chosen before ordering, so the quick add opens the dish page instead of adding it.
   */
  hasSizes: boolean;
  /**
   * Ordering windows of the dish's categories; empty when it can be ordered all day (at least one of its categories has no window). Whether it can be ordered now is worked out in the browser.
   */
  availability: AvailabilityWindow[];
}
/**
 * A menu category holding at least one dish of this restaurant (menu_categories), after normalisation.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "MenuCategoryModel".
 */
export interface MenuCategoryModel {
  /**
   * CMS id.
   */
  id: number | string;
  name: LocalizedText;
  /**
   * URL-safe key used in the menu address (?category=...).
   */
  slug: string;
  /**
   * When its dishes can be ordered each day (available_from, available_until), or null for all day.
   */
  availability: AvailabilityWindow | null;
}
/**
 * One dish with everything the item detail page shows (menu_items with its variants, add-ons, allergens, images and dietary facts), after normalisation. `fields` holds every field of the dish's own as cms/schema/model.json declares it, so a field added to the model reaches the page with no normaliser or schema touched.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "MenuItemModel".
 */
export interface MenuItemModel {
  /**
   * CMS id.
   */
  id: number | string;
  name: LocalizedText;
  description: LocalizedText;
  /**
   * default_price in SAR (0 when missing); the cart uses it when no size is chosen.
   */
  basePrice: number;
  /**
   * The price the dish page shows before a size is chosen: the first size's price, else default_price (0 when it has neither).
   */
  displayPrice: number;
  /**
   * default_calories, or null when unknown.
   */
  calories: number | null;
  diet: DietModel;
  /**
   * sold_out, or every size sold out: the dish cannot be added, and checkout leaves it out and says so.
   */
  soldOut: boolean;
  /**
   * Ordering windows of its categories; empty: all day.
   */
  availability: AvailabilityWindow[];
  /**
   * Gallery images in CMS order; empty uses the default dish image.
   */
  images: ImageModel[];
  /**
   * Sizes; when not empty one must be chosen before adding to the cart (a sold-out size cannot be).
   */
  variants: MenuSizeModel[];
  /**
   * Optional extras, each adding its price.
   */
  addons: MenuOptionModel[];
  /**
   * Allergens with their display colours.
   */
  allergens: AllergenModel[];
  fields: MenuItemsFields;
}
/**
 * A size (menu_variants) of a dish.
 *
 * This interface was referenced by `MenuItemModel`'s JSON-Schema
 * via the `definition` "MenuSizeModel".
 */
export interface MenuSizeModel {
  /**
   * CMS id.
   */
  id: number | string;
  name: LocalizedText;
  /**
   * Price in SAR (0 when missing).
   */
  price: number;
  /**
   * Calories, or null when unknown.
   */
  calories: number | null;
  /**
   * sold_out: this size cannot be chosen today.
   */
  soldOut: boolean;
}
/**
 * A size (menu_variants) or add-on (menu_addons) of a dish.
 *
 * This interface was referenced by `MenuItemModel`'s JSON-Schema
 * via the `definition` "MenuOptionModel".
 */
export interface MenuOptionModel {
  /**
   * CMS id.
   */
  id: number | string;
  name: LocalizedText;
  /**
   * Price in SAR (0 when missing).
   */
  price: number;
  /**
   * Calories, or null when unknown.
   */
  calories: number | null;
}
/**
 * An allergen of a dish.
 *
 * This interface was referenced by `MenuItemModel`'s JSON-Schema
 * via the `definition` "AllergenModel".
 */
export interface AllergenModel {
  /**
   * CMS id (or the position when the CMS gave none).
   */
  id: number | string;
  name: LocalizedText;
  /**
   * Safe CSS colour from the CMS, or null for the neutral badge colour.
   */
  color: string | null;
}
/**
 * A special or limited offer (offer_items with status Active), after normalisation.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "OfferModel".
 */
export interface OfferModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  title1: LocalizedText;
  title2: LocalizedText;
  content: LocalizedText;
  /**
   * Picture of the offer, or null for the default offer image.
   */
  image: ImageModel | null;
}
/**
 * The restaurant's hours on one weekday: up to two shifts, or closed.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "OpeningHoursModel".
 */
export interface OpeningHoursModel {
  day: Weekday;
  /**
   * At most two: the day's shifts in the order the CMS gives them (opens_at/closes_at, then opens_at_2/closes_at_2); empty when closed.
   */
  shifts: ShiftModel[];
  /**
   * The restaurant is closed all day (closed_this_day, or no complete shift).
   */
  closed: boolean;
}
/**
 * The restaurant as the site shows it, after normalisation (fallbacks applied except where null is meaningful).
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "RestaurantModel".
 */
export interface RestaurantModel {
  /**
   * CMS id; null for the built-in placeholder.
   */
  id: number | string | null;
  /**
   * Slug the restaurant was read by.
   */
  slug: string;
  name: LocalizedText;
  shortAddress: LocalizedText;
  address: LocalizedText;
  description: LocalizedText;
  /**
   * Contact e-mail.
   */
  email: string;
  /**
   * Phone number as editors typed it.
   */
  phone: string;
  /**
   * WhatsApp number as wa.me wants it (digits with the country code, src/whatsapp/link.ts): whatsapp_no, else phone_no; empty when neither is a phone number (ordering and booking then say so and send nothing).
   */
  whatsapp: string;
  /**
   * Daily opening time (24-hour HH:MM), or null when the CMS has none.
   */
  opensAt: string | null;
  /**
   * Daily closing time (24-hour HH:MM), or null when the CMS has none.
   */
  closesAt: string | null;
  /**
   * The restaurant's IANA time zone (time_zone, default Asia/Riyadh): its hours are in it, whatever the visitor's clock says.
   */
  timeZone: string;
  /**
   * Logo, or null for the bundled default logo.
   */
  logo: ImageModel | null;
  social: SocialLinks;
  /**
   * Show the language toggle in the header.
   */
  enableArabic: boolean;
  /**
   * Safe http(s) Google Maps address for reviews, or null.
   */
  googleMapsUrl: string | null;
  /**
   * Raw embed HTML from the CMS; only a sanitised Google Maps iframe is ever rendered from it.
   */
  mapEmbedHtml: string | null;
  /**
   * Background of page banners, or null for the default breadcrumb image.
   */
  bannerImage: ImageModel | null;
  /**
   * Theme colours, or null to keep the defaults.
   */
  colorScheme: ColorSchemeModel | null;
  /**
   * Per-weekday opening hours, Monday first; empty when the CMS has none.
   */
  hours: OpeningHoursModel[];
  /**
   * Dates with other hours (hours_overrides), soonest first: those not over on the day of the publish; the browser drops those that ended since.
   */
  overrides: HoursOverrideModel[];
  ordering: OrderingSettings;
  /**
   * Arabic pages show Arabic-Indic digits (٠١٢٣) instead of Western ones (0123).
   */
  arabicDigits: boolean;
}
/**
 * Safe http(s) social profile addresses; null when missing or unsafe.
 */
export interface SocialLinks {
  /**
   * Facebook profile address (http or https only), or null.
   */
  facebook: string | null;
  /**
   * Tiktok profile address (http or https only), or null.
   */
  tiktok: string | null;
  /**
   * Instagram profile address (http or https only), or null.
   */
  instagram: string | null;
}
/**
 * How the restaurant takes orders (CMS: offers_pickup, offers_delivery, offers_dine_in, delivery_fee, delivery_minimum, ordering_when_closed, order_lead_minutes).
 */
export interface OrderingSettings {
  /**
   * The order types offered, in this order; empty when the restaurant takes no orders on the site.
   */
  types: OrderType[];
  /**
   * Delivery fee in SAR, added to delivery orders.
   */
  deliveryFee: number;
  /**
   * Smallest subtotal in SAR a delivery order may have; 0 for none.
   */
  deliveryMinimum: number;
  /**
   * While the restaurant is closed: take orders for a later time only (later), or take none (off).
   */
  whenClosed: 'later' | 'off';
  /**
   * Minutes the kitchen needs: the earliest pickup or delivery time is this far from now.
   */
  leadMinutes: number;
}
/**
 * A customer review, after normalisation (fallbacks 'Anonymous' and 'No review content' applied).
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "ReviewModel".
 */
export interface ReviewModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  name: LocalizedText;
  content: LocalizedText;
  /**
   * Rating from 1 to 5; 5 when the CMS has none.
   */
  stars: number;
  /**
   * Profile picture, or null for the default avatar.
   */
  image: ImageModel | null;
  /**
   * When the review was written (ISO date), or null.
   */
  date: string | null;
}
/**
 * A bookable service (menu_services), after normalisation.
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "ServiceModel".
 */
export interface ServiceModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  title: LocalizedText;
  /**
   * Duration in minutes, or null when unknown.
   */
  duration: number | null;
  /**
   * Price in SAR, or null when unknown (shown as 0.00).
   */
  price: number | null;
  /**
   * Picture of the service, or null for the default service image.
   */
  image: ImageModel | null;
}
/**
 * A member of the team, after normalisation (fallbacks 'Team Member' and 'Staff' applied).
 *
 * This interface was referenced by `GeneratedRoot`'s JSON-Schema
 * via the `definition` "TeamMemberModel".
 */
export interface TeamMemberModel {
  /**
   * CMS id (placeholders use strings starting with 'placeholder-').
   */
  id: number | string;
  name: LocalizedText;
  position: LocalizedText;
  /**
   * Portrait, or null for the default chef image.
   */
  image: ImageModel | null;
}
