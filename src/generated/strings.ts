/**
 * GENERATED FILE - DO NOT EDIT. Source: src/i18n/strings/ and each block folder's strings.ts (build/gen-blocks.ts).
 * Regenerate with `npm run gen:types`; `npm run gen:types -- --check` fails when it is stale.
 */
import commonStrings from '../i18n/strings/common';
import carouselStrings from '../i18n/strings/carousel';
import dietStrings from '../i18n/strings/diet';
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
import aboutSectionStrings from '../blocks/demo/AboutSection/strings';
import appDownloadStrings from '../blocks/demo/AppDownload/strings';
import bestSellingGridStrings from '../blocks/demo/BestSellingGrid/strings';
import blogDetailsStrings from '../blocks/demo/BlogDetails/strings';
import blogListStrings from '../blocks/demo/BlogList/strings';
import bookingFormStrings from '../blocks/demo/BookingForm/strings';
import checkoutMockupStrings from '../blocks/demo/CheckoutMockup/strings';
import contactDemoStrings from '../blocks/demo/ContactDemo/strings';
import countdownStrings from '../blocks/demo/Countdown/strings';
import galleryGridStrings from '../blocks/demo/GalleryGrid/strings';
import serviceCardsStrings from '../blocks/demo/ServiceCards/strings';
import shopListDemoStrings from '../blocks/demo/ShopListDemo/strings';
import wishlistMockupStrings from '../blocks/demo/WishlistMockup/strings';

/** Every interface string in English and Arabic, by area (src/i18n/dictionary.ts). */
export const stringAreas = {
  common: [commonStrings, carouselStrings],
  diet: [dietStrings],
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
  aboutSection: [aboutSectionStrings],
  appDownload: [appDownloadStrings],
  bestSellingGrid: [bestSellingGridStrings],
  blogDetails: [blogDetailsStrings],
  blogList: [blogListStrings],
  bookingForm: [bookingFormStrings],
  checkoutMockup: [checkoutMockupStrings],
  contactDemo: [contactDemoStrings],
  countdown: [countdownStrings],
  galleryGrid: [galleryGridStrings],
  serviceCards: [serviceCardsStrings],
  shopListDemo: [shopListDemoStrings],
  wishlistMockup: [wishlistMockupStrings],
} as const;
