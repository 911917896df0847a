/**
 * GENERATED FILE - DO NOT EDIT. Source: the block folders src/blocks/<live|demo>/<Name>/ (build/gen-blocks.ts).
 * Regenerate with `npm run gen:types`; `npm run gen:types -- --check` fails when it is stale.
 */
import { blockOf, type BlockRegistry } from '../blocks/block';

/**
 * Each block type's entry, loaded when a page first shows it, with the string areas its code
 * reads (found by following its imports): the block renders once both are in.
 */
export const registry = {
  accessibilityStatement: blockOf('accessibilityStatement', () => import('../blocks/live/AccessibilityStatement')),
  bestSellers: blockOf('bestSellers', () => import('../blocks/live/BestSellers'), ['bestSellers']),
  cartPage: blockOf('cartPage', () => import('../blocks/live/CartPage'), ['cartPage', 'order']),
  contactDetails: blockOf('contactDetails', () => import('../blocks/live/ContactDetails'), ['contactDetails']),
  heroSlider: blockOf('heroSlider', () => import('../blocks/live/HeroSlider'), ['heroSlider']),
  itemDetail: blockOf('itemDetail', () => import('../blocks/live/ItemDetail'), ['diet', 'itemDetail']),
  menuBrowser: blockOf('menuBrowser', () => import('../blocks/live/MenuBrowser'), ['diet', 'menuBrowser']),
  orderConfirmation: blockOf('orderConfirmation', () => import('../blocks/live/OrderConfirmation'), ['order', 'orderConfirmation']),
  pageBanner: blockOf('pageBanner', () => import('../blocks/live/PageBanner')),
  reservationBooking: blockOf('reservationBooking', () => import('../blocks/live/ReservationBooking'), ['contactDetails', 'reservationBooking']),
  reviewsSlider: blockOf('reviewsSlider', () => import('../blocks/live/ReviewsSlider'), ['reviewsSlider']),
  servicesOffered: blockOf('servicesOffered', () => import('../blocks/live/ServicesOffered'), ['servicesOffered']),
  specialOffers: blockOf('specialOffers', () => import('../blocks/live/SpecialOffers'), ['specialOffers']),
  teamSlider: blockOf('teamSlider', () => import('../blocks/live/TeamSlider'), ['teamSlider']),
  aboutSectionDemo: blockOf('aboutSectionDemo', () => import('../blocks/demo/AboutSectionDemo'), ['aboutSectionDemo']),
  appDownloadDemo: blockOf('appDownloadDemo', () => import('../blocks/demo/AppDownloadDemo'), ['appDownloadDemo']),
  bannerSliderDemo: blockOf('bannerSliderDemo', () => import('../blocks/demo/BannerSliderDemo'), ['slider']),
  bestSellingGridDemo: blockOf('bestSellingGridDemo', () => import('../blocks/demo/BestSellingGridDemo'), ['bestSellingGridDemo']),
  blogDetailsDemo: blockOf('blogDetailsDemo', () => import('../blocks/demo/BlogDetailsDemo'), ['blogDetailsDemo', 'blogListDemo']),
  blogListDemo: blockOf('blogListDemo', () => import('../blocks/demo/BlogListDemo'), ['blogListDemo']),
  bookingFormDemo: blockOf('bookingFormDemo', () => import('../blocks/demo/BookingFormDemo'), ['bookingFormDemo']),
  brandLogosDemo: blockOf('brandLogosDemo', () => import('../blocks/demo/BrandLogosDemo')),
  callToActionDemo: blockOf('callToActionDemo', () => import('../blocks/demo/CallToActionDemo')),
  checkoutMockupDemo: blockOf('checkoutMockupDemo', () => import('../blocks/demo/CheckoutMockupDemo'), ['checkoutMockupDemo']),
  chefDetailsDemo: blockOf('chefDetailsDemo', () => import('../blocks/demo/ChefDetailsDemo'), ['people']),
  chefsGridDemo: blockOf('chefsGridDemo', () => import('../blocks/demo/ChefsGridDemo'), ['people', 'slider']),
  contactDemo: blockOf('contactDemo', () => import('../blocks/demo/ContactDemo'), ['contactDemo']),
  countdownDemo: blockOf('countdownDemo', () => import('../blocks/demo/CountdownDemo'), ['countdownDemo']),
  exploreLinksDemo: blockOf('exploreLinksDemo', () => import('../blocks/demo/ExploreLinksDemo')),
  faqAccordionDemo: blockOf('faqAccordionDemo', () => import('../blocks/demo/FaqAccordionDemo')),
  featuredCategorySliderDemo: blockOf('featuredCategorySliderDemo', () => import('../blocks/demo/FeaturedCategorySliderDemo'), ['slider']),
  galleryGridDemo: blockOf('galleryGridDemo', () => import('../blocks/demo/GalleryGridDemo'), ['galleryGridDemo']),
  gallerySliderDemo: blockOf('gallerySliderDemo', () => import('../blocks/demo/GallerySliderDemo'), ['slider']),
  menuDealsListDemo: blockOf('menuDealsListDemo', () => import('../blocks/demo/MenuDealsListDemo'), ['countdownDemo']),
  offerCardsDemo: blockOf('offerCardsDemo', () => import('../blocks/demo/OfferCardsDemo')),
  popularDishesDemo: blockOf('popularDishesDemo', () => import('../blocks/demo/PopularDishesDemo')),
  serviceCardsDemo: blockOf('serviceCardsDemo', () => import('../blocks/demo/ServiceCardsDemo'), ['serviceCardsDemo']),
  serviceDetailsDemo: blockOf('serviceDetailsDemo', () => import('../blocks/demo/ServiceDetailsDemo')),
  shopListDemo: blockOf('shopListDemo', () => import('../blocks/demo/ShopListDemo'), ['shopListDemo']),
  tabbedMenuDemo: blockOf('tabbedMenuDemo', () => import('../blocks/demo/TabbedMenuDemo')),
  testimonialCardsDemo: blockOf('testimonialCardsDemo', () => import('../blocks/demo/TestimonialCardsDemo'), ['people']),
  testimonialsDemo: blockOf('testimonialsDemo', () => import('../blocks/demo/TestimonialsDemo'), ['people', 'slider']),
  wishlistMockupDemo: blockOf('wishlistMockupDemo', () => import('../blocks/demo/WishlistMockupDemo'), ['wishlistMockupDemo']),
} satisfies BlockRegistry;
