/**
 * GENERATED FILE - DO NOT EDIT. Source: the block folders src/blocks/<live|demo>/<Name>/ (build/gen-blocks.ts).
 * Regenerate with `npm run gen:types`; `npm run gen:types -- --check` fails when it is stale.
 */
import { blockOf, type BlockRegistry } from '../blocks/block';

/**
 * Each block type's entry, loaded when a page first shows it, with the string areas its code
 * reads (found by following its imports): the block renders once both are in. An island is a
 * block the visitor acts on (its schema's "browser"): it alone hydrates in the browser.
 */
export const registry = {
  accessibilityStatement: blockOf('accessibilityStatement', () => import('../blocks/live/AccessibilityStatement')),
  bestSellers: blockOf('bestSellers', () => import('../blocks/live/BestSellers'), { strings: ['bestSellers'], }),
  cartPage: blockOf('cartPage', () => import('../blocks/live/CartPage'), { strings: ['cartPage', 'order'], island: true, }),
  contactDetails: blockOf('contactDetails', () => import('../blocks/live/ContactDetails'), { strings: ['contactDetails'], }),
  heroSlider: blockOf('heroSlider', () => import('../blocks/live/HeroSlider'), { strings: ['heroSlider'], island: true, }),
  itemDetail: blockOf('itemDetail', () => import('../blocks/live/ItemDetail'), { strings: ['diet', 'itemDetail'], island: true, }),
  menuBrowser: blockOf('menuBrowser', () => import('../blocks/live/MenuBrowser'), { strings: ['diet', 'menuBrowser'], island: true, }),
  orderConfirmation: blockOf('orderConfirmation', () => import('../blocks/live/OrderConfirmation'), { strings: ['order', 'orderConfirmation'], island: true, }),
  pageBanner: blockOf('pageBanner', () => import('../blocks/live/PageBanner')),
  reservationBooking: blockOf('reservationBooking', () => import('../blocks/live/ReservationBooking'), { strings: ['contactDetails', 'reservationBooking'], island: true, }),
  reviewsSlider: blockOf('reviewsSlider', () => import('../blocks/live/ReviewsSlider'), { strings: ['reviewsSlider', 'slider'], }),
  servicesOffered: blockOf('servicesOffered', () => import('../blocks/live/ServicesOffered'), { strings: ['servicesOffered'], }),
  specialOffers: blockOf('specialOffers', () => import('../blocks/live/SpecialOffers'), { strings: ['specialOffers'], island: true, }),
  teamSlider: blockOf('teamSlider', () => import('../blocks/live/TeamSlider'), { strings: ['slider', 'teamSlider'], }),
  aboutSectionDemo: blockOf('aboutSectionDemo', () => import('../blocks/demo/AboutSectionDemo'), { strings: ['aboutSectionDemo'], }),
  appDownloadDemo: blockOf('appDownloadDemo', () => import('../blocks/demo/AppDownloadDemo'), { strings: ['appDownloadDemo'], }),
  bannerSliderDemo: blockOf('bannerSliderDemo', () => import('../blocks/demo/BannerSliderDemo'), { strings: ['slider'], island: true, }),
  bestSellingGridDemo: blockOf('bestSellingGridDemo', () => import('../blocks/demo/BestSellingGridDemo'), { strings: ['bestSellingGridDemo'], island: true, }),
  blogDetailsDemo: blockOf('blogDetailsDemo', () => import('../blocks/demo/BlogDetailsDemo'), { strings: ['blogDetailsDemo', 'blogListDemo'], island: true, }),
  blogListDemo: blockOf('blogListDemo', () => import('../blocks/demo/BlogListDemo'), { strings: ['blogListDemo'], island: true, }),
  bookingFormDemo: blockOf('bookingFormDemo', () => import('../blocks/demo/BookingFormDemo'), { strings: ['bookingFormDemo'], island: true, }),
  brandLogosDemo: blockOf('brandLogosDemo', () => import('../blocks/demo/BrandLogosDemo')),
  callToActionDemo: blockOf('callToActionDemo', () => import('../blocks/demo/CallToActionDemo')),
  checkoutMockupDemo: blockOf('checkoutMockupDemo', () => import('../blocks/demo/CheckoutMockupDemo'), { strings: ['checkoutMockupDemo'], island: true, }),
  chefDetailsDemo: blockOf('chefDetailsDemo', () => import('../blocks/demo/ChefDetailsDemo'), { strings: ['people'], }),
  chefsGridDemo: blockOf('chefsGridDemo', () => import('../blocks/demo/ChefsGridDemo'), { strings: ['people', 'slider'], }),
  contactDemo: blockOf('contactDemo', () => import('../blocks/demo/ContactDemo'), { strings: ['contactDemo'], island: true, }),
  countdownDemo: blockOf('countdownDemo', () => import('../blocks/demo/CountdownDemo'), { strings: ['countdownDemo'], island: true, }),
  exploreLinksDemo: blockOf('exploreLinksDemo', () => import('../blocks/demo/ExploreLinksDemo')),
  faqAccordionDemo: blockOf('faqAccordionDemo', () => import('../blocks/demo/FaqAccordionDemo')),
  featuredCategorySliderDemo: blockOf('featuredCategorySliderDemo', () => import('../blocks/demo/FeaturedCategorySliderDemo'), { strings: ['slider'], }),
  galleryGridDemo: blockOf('galleryGridDemo', () => import('../blocks/demo/GalleryGridDemo'), { strings: ['galleryGridDemo'], }),
  gallerySliderDemo: blockOf('gallerySliderDemo', () => import('../blocks/demo/GallerySliderDemo'), { strings: ['slider'], }),
  menuDealsListDemo: blockOf('menuDealsListDemo', () => import('../blocks/demo/MenuDealsListDemo'), { strings: ['countdownDemo'], island: true, }),
  offerCardsDemo: blockOf('offerCardsDemo', () => import('../blocks/demo/OfferCardsDemo')),
  popularDishesDemo: blockOf('popularDishesDemo', () => import('../blocks/demo/PopularDishesDemo')),
  serviceCardsDemo: blockOf('serviceCardsDemo', () => import('../blocks/demo/ServiceCardsDemo'), { strings: ['serviceCardsDemo'], }),
  serviceDetailsDemo: blockOf('serviceDetailsDemo', () => import('../blocks/demo/ServiceDetailsDemo')),
  shopListDemo: blockOf('shopListDemo', () => import('../blocks/demo/ShopListDemo'), { strings: ['shopListDemo'], island: true, }),
  tabbedMenuDemo: blockOf('tabbedMenuDemo', () => import('../blocks/demo/TabbedMenuDemo'), { island: true, }),
  testimonialCardsDemo: blockOf('testimonialCardsDemo', () => import('../blocks/demo/TestimonialCardsDemo'), { strings: ['people'], }),
  testimonialsDemo: blockOf('testimonialsDemo', () => import('../blocks/demo/TestimonialsDemo'), { strings: ['people', 'slider'], }),
  wishlistMockupDemo: blockOf('wishlistMockupDemo', () => import('../blocks/demo/WishlistMockupDemo'), { strings: ['wishlistMockupDemo'], island: true, }),
} satisfies BlockRegistry;
