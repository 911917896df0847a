/**
 * The block registry: one lazily loaded entry per block type. The mapped type makes a
 * missing or misspelt block a compile error. `npm run new:block` adds the line for you.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithReload } from '../router/importWithReload';
import type { SectionProps, SectionType } from './types';

export type BlockRegistry = { [K in SectionType]: LazyExoticComponent<ComponentType<SectionProps<K>>> };

export const registry = {
  pageBanner: lazy(() => importWithReload(() => import('./PageBanner'))),
  blogList: lazy(() => importWithReload(() => import('./BlogList'))),
  blogDetails: lazy(() => importWithReload(() => import('./BlogDetails'))),
  contactDemo: lazy(() => importWithReload(() => import('./ContactDemo'))),
  shopListDemo: lazy(() => importWithReload(() => import('./ShopListDemo'))),
  heroSlider: lazy(() => importWithReload(() => import('./HeroSlider'))),
  servicesOffered: lazy(() => importWithReload(() => import('./ServicesOffered'))),
  bestSellers: lazy(() => importWithReload(() => import('./BestSellers'))),
  specialOffers: lazy(() => importWithReload(() => import('./SpecialOffers'))),
  teamSlider: lazy(() => importWithReload(() => import('./TeamSlider'))),
  reviewsSlider: lazy(() => importWithReload(() => import('./ReviewsSlider'))),
  reservationBooking: lazy(() => importWithReload(() => import('./ReservationBooking'))),
  contactDetails: lazy(() => importWithReload(() => import('./ContactDetails'))),
  checkoutMockup: lazy(() => importWithReload(() => import('./CheckoutMockup'))),
  menuBrowser: lazy(() => importWithReload(() => import('./MenuBrowser'))),
  itemDetail: lazy(() => importWithReload(() => import('./ItemDetail'))),
  cartPage: lazy(() => importWithReload(() => import('./CartPage'))),
  wishlistMockup: lazy(() => importWithReload(() => import('./WishlistMockup'))),
  offerCards: lazy(() => importWithReload(() => import('./OfferCards'))),
  aboutSection: lazy(() => importWithReload(() => import('./AboutSection'))),
  callToAction: lazy(() => importWithReload(() => import('./CallToAction'))),
  chefsGrid: lazy(() => importWithReload(() => import('./ChefsGrid'))),
  appDownload: lazy(() => importWithReload(() => import('./AppDownload'))),
  testimonials: lazy(() => importWithReload(() => import('./Testimonials'))),
  gallerySlider: lazy(() => importWithReload(() => import('./GallerySlider'))),
  galleryGrid: lazy(() => importWithReload(() => import('./GalleryGrid'))),
  popularDishes: lazy(() => importWithReload(() => import('./PopularDishes'))),
  tabbedMenu: lazy(() => importWithReload(() => import('./TabbedMenu'))),
  faqAccordion: lazy(() => importWithReload(() => import('./FaqAccordion'))),
  bookingForm: lazy(() => importWithReload(() => import('./BookingForm'))),
  brandLogos: lazy(() => importWithReload(() => import('./BrandLogos'))),
  countdown: lazy(() => importWithReload(() => import('./Countdown'))),
  serviceCards: lazy(() => importWithReload(() => import('./ServiceCards'))),
  serviceDetails: lazy(() => importWithReload(() => import('./ServiceDetails'))),
  chefDetails: lazy(() => importWithReload(() => import('./ChefDetails'))),
  bannerSlider: lazy(() => importWithReload(() => import('./BannerSlider'))),
  featuredCategorySlider: lazy(() => importWithReload(() => import('./FeaturedCategorySlider'))),
  menuDealsList: lazy(() => importWithReload(() => import('./MenuDealsList'))),
  bestSellingGrid: lazy(() => importWithReload(() => import('./BestSellingGrid'))),
  testimonialCards: lazy(() => importWithReload(() => import('./TestimonialCards'))),
  exploreLinks: lazy(() => importWithReload(() => import('./ExploreLinks'))),
} satisfies BlockRegistry;
