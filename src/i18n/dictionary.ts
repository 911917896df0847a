/**
 * The one typed dictionary: every interface string in English and Arabic.
 * Areas keep their strings in ./strings/<area>.ts; add a module here to include it.
 * Browser code reads the strings through ./messages.ts (one language per page), never from here.
 */
import { common } from './strings/common';
import { staticPages } from './strings/static';
import { live } from './strings/live';
import { blog } from './strings/blog';
import { contactDemo } from './strings/contact-demo';
import { shopList } from './strings/shop-list';
import { checkout } from './strings/checkout';
import { shop } from './strings/shop';
import { wishlist } from './strings/wishlist';
import { carousel } from './strings/carousel';

const modules = [common, live, blog, contactDemo, shopList, checkout, shop, wishlist, staticPages, carousel] as const;

type KeysOf<M> = M extends { en: Record<infer K, string> } ? K : never;
export type MessageKey = KeysOf<(typeof modules)[number]>;
export type Language = 'en' | 'ar';

export const dictionary: Record<Language, Record<MessageKey, string>> = {
  en: Object.assign({}, ...modules.map((m) => m.en)) as Record<MessageKey, string>,
  ar: Object.assign({}, ...modules.map((m) => m.ar)) as Record<MessageKey, string>,
};
