/**
 * GENERATED FILE - DO NOT EDIT. Source: src/i18n/strings/ and each block folder's strings.ts (build/gen-blocks.ts).
 * Regenerate with `npm run gen:types`; `npm run gen:types -- --check` fails when it is stale.
 */
import commonStrings from '../i18n/strings/common';
import carouselStrings from '../i18n/strings/carousel';
import dietStrings from '../i18n/strings/diet';
import dishFieldsStrings from '../i18n/strings/dishFields';
import orderStrings from '../i18n/strings/order';
import peopleStrings from '../i18n/strings/people';
import sliderStrings from '../i18n/strings/slider';
import bestSellersStrings from '../blocks/live/BestSellers/strings';
import cartPageStrings from '../blocks/live/CartPage/strings';
import contactDetailsStrings from '../blocks/live/ContactDetails/strings';
import heroSliderStrings from '../blocks/live/HeroSlider/strings';
import itemDetailStrings from '../blocks/live/ItemDetail/strings';
import menuBrowserStrings from '../blocks/live/MenuBrowser/strings';
import orderConfirmationStrings from '../blocks/live/OrderConfirmation/strings';
import reservationBookingStrings from '../blocks/live/ReservationBooking/strings';
import reviewsSliderStrings from '../blocks/live/ReviewsSlider/strings';
import servicesOfferedStrings from '../blocks/live/ServicesOffered/strings';
import specialOffersStrings from '../blocks/live/SpecialOffers/strings';
import teamSliderStrings from '../blocks/live/TeamSlider/strings';
import aboutSectionDemoStrings from '../blocks/demo/AboutSectionDemo/strings';
import appDownloadDemoStrings from '../blocks/demo/AppDownloadDemo/strings';
import bestSellingGridDemoStrings from '../blocks/demo/BestSellingGridDemo/strings';
import blogDetailsDemoStrings from '../blocks/demo/BlogDetailsDemo/strings';
import blogListDemoStrings from '../blocks/demo/BlogListDemo/strings';
import bookingFormDemoStrings from '../blocks/demo/BookingFormDemo/strings';
import checkoutMockupDemoStrings from '../blocks/demo/CheckoutMockupDemo/strings';
import contactDemoStrings from '../blocks/demo/ContactDemo/strings';
import countdownDemoStrings from '../blocks/demo/CountdownDemo/strings';
import galleryGridDemoStrings from '../blocks/demo/GalleryGridDemo/strings';
import serviceCardsDemoStrings from '../blocks/demo/ServiceCardsDemo/strings';
import shopListDemoStrings from '../blocks/demo/ShopListDemo/strings';
import wishlistMockupDemoStrings from '../blocks/demo/WishlistMockupDemo/strings';

/** Every interface string in English and Arabic, by area (src/i18n/dictionary.ts). */
export const stringAreas = {
  common: [commonStrings, carouselStrings],
  diet: [dietStrings],
  dishFields: [dishFieldsStrings],
  order: [orderStrings],
  people: [peopleStrings],
  slider: [sliderStrings],
  bestSellers: [bestSellersStrings],
  cartPage: [cartPageStrings],
  contactDetails: [contactDetailsStrings],
  heroSlider: [heroSliderStrings],
  itemDetail: [itemDetailStrings],
  menuBrowser: [menuBrowserStrings],
  orderConfirmation: [orderConfirmationStrings],
  reservationBooking: [reservationBookingStrings],
  reviewsSlider: [reviewsSliderStrings],
  servicesOffered: [servicesOfferedStrings],
  specialOffers: [specialOffersStrings],
  teamSlider: [teamSliderStrings],
  aboutSectionDemo: [aboutSectionDemoStrings],
  appDownloadDemo: [appDownloadDemoStrings],
  bestSellingGridDemo: [bestSellingGridDemoStrings],
  blogDetailsDemo: [blogDetailsDemoStrings],
  blogListDemo: [blogListDemoStrings],
  bookingFormDemo: [bookingFormDemoStrings],
  checkoutMockupDemo: [checkoutMockupDemoStrings],
  contactDemo: [contactDemoStrings],
  countdownDemo: [countdownDemoStrings],
  galleryGridDemo: [galleryGridDemoStrings],
  serviceCardsDemo: [serviceCardsDemoStrings],
  shopListDemo: [shopListDemoStrings],
  wishlistMockupDemo: [wishlistMockupDemoStrings],
} as const;
