/**
 * The block registry: one lazily loaded entry per block type, with the string areas its
 * component reads (src/i18n/dictionary.ts; `common` is always in). A block renders once its
 * code and those strings are in. The mapped type makes a missing or misspelt block a compile
 * error; tests/unit/i18n-areas.test.ts fails when a block reads a string of an area it does
 * not name here (or names one it never reads). `npm run new:block` adds the line for you.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StringArea } from '../i18n/dictionary';
import { loadStringAreas } from '../i18n/messages';
import { importWithReload } from '../router/importWithReload';
import type { SectionProps, SectionType } from './types';

export type BlockEntry<P> = LazyExoticComponent<ComponentType<P>> & { readonly strings: readonly StringArea[] };
export type BlockRegistry = { [K in SectionType]: BlockEntry<SectionProps<K>> };

function block<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  strings: readonly StringArea[] = [],
): BlockEntry<P> {
  const component = lazy(() =>
    Promise.all([importWithReload(load), loadStringAreas(strings)]).then(([module]) => module),
  );
  return Object.assign(component, { strings });
}

export const registry = {
  pageBanner: block(() => import('./PageBanner')),
  blogList: block(() => import('./BlogList'), ['blog']),
  blogDetails: block(() => import('./BlogDetails'), ['blog']),
  contactDemo: block(() => import('./ContactDemo'), ['contactDemo']),
  shopListDemo: block(() => import('./ShopListDemo'), ['shopList']),
  heroSlider: block(() => import('./HeroSlider'), ['live']),
  servicesOffered: block(() => import('./ServicesOffered'), ['live']),
  bestSellers: block(() => import('./BestSellers'), ['live']),
  specialOffers: block(() => import('./SpecialOffers'), ['live']),
  teamSlider: block(() => import('./TeamSlider'), ['live']),
  reviewsSlider: block(() => import('./ReviewsSlider'), ['live']),
  reservationBooking: block(() => import('./ReservationBooking'), ['booking']),
  contactDetails: block(() => import('./ContactDetails'), ['booking']),
  checkoutMockup: block(() => import('./CheckoutMockup'), ['checkout']),
  menuBrowser: block(() => import('./MenuBrowser'), ['shop']),
  itemDetail: block(() => import('./ItemDetail'), ['shop']),
  cartPage: block(() => import('./CartPage'), ['shop']),
  wishlistMockup: block(() => import('./WishlistMockup'), ['wishlist']),
  offerCards: block(() => import('./OfferCards')),
  aboutSection: block(() => import('./AboutSection'), ['static']),
  callToAction: block(() => import('./CallToAction')),
  chefsGrid: block(() => import('./ChefsGrid'), ['static']),
  appDownload: block(() => import('./AppDownload'), ['static']),
  testimonials: block(() => import('./Testimonials'), ['static']),
  gallerySlider: block(() => import('./GallerySlider'), ['static']),
  galleryGrid: block(() => import('./GalleryGrid'), ['static']),
  popularDishes: block(() => import('./PopularDishes')),
  tabbedMenu: block(() => import('./TabbedMenu')),
  faqAccordion: block(() => import('./FaqAccordion')),
  bookingForm: block(() => import('./BookingForm'), ['static']),
  brandLogos: block(() => import('./BrandLogos')),
  countdown: block(() => import('./Countdown'), ['static']),
  serviceCards: block(() => import('./ServiceCards'), ['static']),
  serviceDetails: block(() => import('./ServiceDetails')),
  chefDetails: block(() => import('./ChefDetails'), ['static']),
  bannerSlider: block(() => import('./BannerSlider'), ['static']),
  featuredCategorySlider: block(() => import('./FeaturedCategorySlider'), ['static']),
  menuDealsList: block(() => import('./MenuDealsList'), ['static']),
  bestSellingGrid: block(() => import('./BestSellingGrid'), ['static']),
  testimonialCards: block(() => import('./TestimonialCards'), ['static']),
  exploreLinks: block(() => import('./ExploreLinks')),
  orderConfirmation: block(() => import('./OrderConfirmation'), ['shop']),
  accessibilityStatement: block(() => import('./AccessibilityStatement')),
} satisfies BlockRegistry;
