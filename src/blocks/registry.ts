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
} satisfies BlockRegistry;
