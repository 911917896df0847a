/**
 * The one typed dictionary: every interface string in English and Arabic, grouped in areas.
 * Areas keep their strings in ./strings/<area>.ts; add a module to an area here to include it.
 *
 * A page loads the `common` area (layout, navigation, errors) of its language at once and each
 * other area with the first block that needs it (src/blocks/registry.ts names a block's areas),
 * so the home page does not carry the checkout's or the blog's strings.
 * Browser code reads the strings through ./messages.ts, never from here.
 */
import { common } from './strings/common';
import { carousel } from './strings/carousel';
import { staticPages } from './strings/static';
import { live } from './strings/live';
import { booking } from './strings/booking';
import { blog } from './strings/blog';
import { contactDemo } from './strings/contact-demo';
import { shopList } from './strings/shop-list';
import { checkout } from './strings/checkout';
import { shop } from './strings/shop';
import { order } from './strings/order';
import { menu } from './strings/menu';
import { wishlist } from './strings/wishlist';

export const stringAreas = {
  /** Every page: the header, footer, error catalogue, days and the carousel controls. */
  common: [common, carousel],
  /** The home page's showcase blocks. */
  live: [live],
  /** The reservation form and the contact details. */
  booking: [booking],
  /** The menu, the item page, the cart, ordering and the WhatsApp order. */
  shop: [shop, menu, order],
  blog: [blog],
  contactDemo: [contactDemo],
  shopList: [shopList],
  checkout: [checkout],
  wishlist: [wishlist],
  /** The static demo pages' blocks. */
  static: [staticPages],
} as const;

export type StringArea = keyof typeof stringAreas;
export type Language = 'en' | 'ar';

type KeysOf<M> = M extends { en: Record<infer K, string> } ? K : never;
export type MessageKey = KeysOf<(typeof stringAreas)[StringArea][number]>;

/** One area's strings in one language. */
export function areaStrings(area: StringArea, language: Language): Partial<Record<MessageKey, string>> {
  return Object.assign({}, ...stringAreas[area].map((module) => module[language])) as Partial<
    Record<MessageKey, string>
  >;
}

const areaNames = Object.keys(stringAreas) as StringArea[];

export const dictionary: Record<Language, Record<MessageKey, string>> = {
  en: Object.assign({}, ...areaNames.map((area) => areaStrings(area, 'en'))) as Record<MessageKey, string>,
  ar: Object.assign({}, ...areaNames.map((area) => areaStrings(area, 'ar'))) as Record<MessageKey, string>,
};
