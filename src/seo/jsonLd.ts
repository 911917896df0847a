/**
 * schema.org JSON-LD for search engines, built from the site's normalised models (the same
 * shapes the blocks render). Pure functions: no data client, no DOM. Partial or placeholder
 * data never throws; a builder returns null (or `jsonLdForRoute` an empty list) when there is
 * nothing true to say. Embed the result with `safeJsonForHtml` (src/data/prerenderData.ts).
 */
import { decimalAmount } from '../i18n/money';
import { dishHref, dishIdOf, MENU_PAGE } from '../site/paths';
import { pickText } from '../i18n/pickText';
import { absoluteUrl, pageUrl } from './urls';
import seoContent from '../../content/seo.json';
import type {
  DishCardModel,
  HoursOverrideModel,
  ImageModel,
  LocalizedText,
  MenuCardModel,
  MenuCategoryModel,
  MenuItemModel,
  OpeningHoursModel,
  RestaurantModel,
  ReviewModel,
  ShiftModel,
} from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { languageOfPath, stripLanguage } from '../i18n/paths';
import { isWeekday, WEEK_FROM_MONDAY } from '../hours/weekdays';

/** One JSON-LD object (top-level ones carry `@context`). */
export interface JsonLd {
  [key: string]: JsonLdValue;
}
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** Where the page lives: the site's public origin and the page's language. */
export interface SeoContext {
  /** Public address of the site, no trailing slash (site.config.json `siteUrl`). */
  siteUrl: string;
  language: Language;
}

/** Cuisines the restaurant serves, from content/seo.json (the CMS has no cuisine field). */
export const DEFAULT_CUISINE: LocalizedText[] = seoContent.servesCuisine;
export const ADDRESS_COUNTRY: string = seoContent.addressCountry;
export const PRICE_CURRENCY = 'SAR';

const CONTEXT = 'https://schema.org';
/** schema.org's RestrictedDiet of each dietary fact a dish can have. */
const DIETS = [
  ['halal', 'https://schema.org/HalalDiet'],
  ['vegetarian', 'https://schema.org/VegetarianDiet'],
  ['vegan', 'https://schema.org/VeganDiet'],
  ['glutenFree', 'https://schema.org/GlutenFreeDiet'],
] as const;
const DEFAULT_LOGO = '/assets/img/logo/logo-dark.svg';

const MORE_SECTION: LocalizedText = { en: 'More', ar: 'المزيد' };
const ALL_DISHES_SECTION: LocalizedText = { en: 'Dishes', ar: 'الأطباق' };
const MENU_NAME: LocalizedText = { en: 'Menu', ar: 'القائمة' };

// ---------------------------------------------------------------- helpers

/** A price in SAR as schema.org wants it: a string with two decimals; null when not a positive finite number. */
export function offerPrice(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? decimalAmount(value) : null;
}

function itemUrl(siteUrl: string, id: string | number, language: Language): string {
  return pageUrl(siteUrl, dishHref(id), language);
}

function compact(object: Record<string, JsonLdValue | undefined>): JsonLd {
  const out: JsonLd = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** The list itself, or none when the CMS sent something else (Array.isArray alone types a readonly list as any[]). */
function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [];
}

// ---------------------------------------------------------------- restaurant

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How schema.org (and Google) read "closed all day": opens and closes at midnight. */
const CLOSED = { opens: '00:00', closes: '00:00' };

/** One OpeningHoursSpecification per shift with valid times (a closing before the opening is the next day's). */
function shiftSpecs(shifts: readonly ShiftModel[] | null | undefined, base: JsonLd): JsonLd[] {
  return listOf(shifts)
    .filter((shift) => shift && HHMM.test(shift.opensAt) && HHMM.test(shift.closesAt))
    .map((shift) => ({ '@type': 'OpeningHoursSpecification', ...base, opens: shift.opensAt, closes: shift.closesAt }));
}

/**
 * The week as OpeningHoursSpecification (schema.org day URLs, HH:MM): one per shift, a closed day
 * as opens and closes 00:00; rows without valid times are skipped. Without any row, the daily
 * hours apply every day.
 */
export function openingHoursJsonLd(
  hours: readonly OpeningHoursModel[] | null | undefined,
  daily?: { opensAt: string | null; closesAt: string | null },
): JsonLd[] {
  const rows = listOf(hours);
  const specs: JsonLd[] = [];
  for (const row of rows) {
    if (!row || !isWeekday(row.day)) continue;
    const base = { dayOfWeek: `${CONTEXT}/${row.day}` };
    if (row.closed) specs.push({ '@type': 'OpeningHoursSpecification', ...base, ...CLOSED });
    else specs.push(...shiftSpecs(row.shifts, base));
  }
  // No per-day rows at all: the restaurant's daily hours apply every day.
  if (rows.length === 0 && daily?.opensAt && daily.closesAt)
    specs.push(
      ...shiftSpecs([{ opensAt: daily.opensAt, closesAt: daily.closesAt }], {
        dayOfWeek: WEEK_FROM_MONDAY.map((d) => `${CONTEXT}/${d}`),
      }),
    );
  return specs;
}

/**
 * Date overrides as specialOpeningHoursSpecification: validFrom and validThrough, one per shift,
 * a closed date as opens and closes 00:00. An override that keeps the week's hours (a note only)
 * says nothing to search engines and is left out.
 */
export function specialOpeningHoursJsonLd(overrides: readonly HoursOverrideModel[] | null | undefined): JsonLd[] {
  return listOf(overrides).flatMap((override) => {
    if (!override || !ISO_DATE.test(override.date) || !ISO_DATE.test(override.endDate)) return [];
    const base = { validFrom: override.date, validThrough: override.endDate };
    if (override.closed) return [{ '@type': 'OpeningHoursSpecification', ...base, ...CLOSED }];
    return shiftSpecs(override.shifts, base);
  });
}

/** AggregateRating over the reviews' stars (1..5), average rounded to one decimal; null without rated reviews. Placeholder reviews are ignored. */
export function aggregateRatingJsonLd(reviews: readonly ReviewModel[] | null | undefined): JsonLd | null {
  const stars = listOf(reviews)
    .filter((r) => r && !(typeof r.id === 'string' && r.id.startsWith('placeholder-')))
    .map((r) => r.stars)
    .filter((s): s is number => typeof s === 'number' && Number.isFinite(s) && s >= 1 && s <= 5);
  if (stars.length === 0) return null;
  const average = stars.reduce((sum, s) => sum + s, 0) / stars.length;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: stars.length,
    bestRating: 5,
    worstRating: 1,
  };
}

/** "SAR 8.00-250.00" from the dishes' prices; null without a positive price. */
export function priceRangeOf(items: readonly SeoMenuItem[] | null | undefined): string | null {
  const prices = listOf(items).flatMap((item) => itemPrices(item).map((p) => p.price));
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? `${PRICE_CURRENCY} ${decimalAmount(low)}`
    : `${PRICE_CURRENCY} ${decimalAmount(low)}-${decimalAmount(high)}`;
}

export interface RestaurantJsonLdOptions extends SeoContext {
  /** Reviews for aggregateRating (omitted when none has a rating). */
  reviews?: readonly ReviewModel[] | null;
  /** Dishes, to derive priceRange. */
  items?: readonly SeoMenuItem[] | null;
  /** Cuisines; defaults to content/seo.json. */
  cuisine?: readonly LocalizedText[];
  /** Only identity, address, phone, cuisine and the menu link (for /shop). */
  minimal?: boolean;
}

/**
 * schema.org Restaurant: name, url, telephone, email, PostalAddress, images, servesCuisine,
 * priceRange, openingHoursSpecification, specialOpeningHoursSpecification, hasMenu,
 * acceptsReservations, sameAs, aggregateRating.
 * Null for the built-in placeholder restaurant (id null), whose contact data is not real.
 */
export function restaurantJsonLd(
  restaurant: RestaurantModel | null | undefined,
  options: RestaurantJsonLdOptions,
): JsonLd | null {
  if (!restaurant || typeof restaurant !== 'object' || restaurant.id === null || restaurant.id === undefined)
    return null;
  const { siteUrl, language } = options;
  const name = pickText(restaurant.name, language);
  if (!name) return null;
  const home = pageUrl(siteUrl, '/', language);
  const address = pickText(restaurant.address, language) || pickText(restaurant.shortAddress, language);
  const cuisine = (options.cuisine ?? DEFAULT_CUISINE).map((c) => pickText(c, language)).filter(Boolean);
  const base = {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    '@id': `${pageUrl(siteUrl, '/', 'en')}#restaurant`,
    name,
    url: home,
    telephone: typeof restaurant.phone === 'string' ? restaurant.phone.trim() : undefined,
    address: address
      ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: ADDRESS_COUNTRY }
      : undefined,
    servesCuisine: cuisine,
    hasMenu: pageUrl(siteUrl, MENU_PAGE, language),
  };
  if (options.minimal) return compact(base);
  const images = [restaurant.logo?.src ?? DEFAULT_LOGO, restaurant.bannerImage?.src]
    .map((src) => absoluteUrl(siteUrl, src))
    .filter((src): src is string => Boolean(src));
  const social = restaurant.social ?? { facebook: null, tiktok: null, instagram: null };
  const sameAs = [social.facebook, social.instagram, social.tiktok]
    .map((u) => (typeof u === 'string' && /^https?:\/\//i.test(u) ? u : null))
    .filter((u): u is string => Boolean(u));
  return compact({
    ...base,
    description: pickText(restaurant.description, language),
    email: typeof restaurant.email === 'string' ? restaurant.email.trim() : undefined,
    image: images,
    logo: images[0],
    priceRange: priceRangeOf(options.items) ?? undefined,
    openingHoursSpecification: openingHoursJsonLd(restaurant.hours, {
      opensAt: restaurant.opensAt,
      closesAt: restaurant.closesAt,
    }),
    specialOpeningHoursSpecification: specialOpeningHoursJsonLd(restaurant.overrides),
    acceptsReservations: pageUrl(siteUrl, '/reservation', language),
    hasMap:
      typeof restaurant.googleMapsUrl === 'string' && /^https?:\/\//i.test(restaurant.googleMapsUrl)
        ? restaurant.googleMapsUrl
        : undefined,
    sameAs,
    aggregateRating: aggregateRatingJsonLd(options.reviews) ?? undefined,
  });
}

// ---------------------------------------------------------------- menu

/**
 * A dish in any of the site's normalised shapes (item page, menu card, home card), optionally
 * with the ids or slugs of its categories (MenuItemModel does not carry them).
 */
export type SeoMenuItem = (MenuItemModel | MenuCardModel | DishCardModel) & {
  categories?: readonly (string | number)[];
};

interface PricedOption {
  price: number;
  name: string | null;
  nameText?: LocalizedText;
}

function itemPrices(item: SeoMenuItem): PricedOption[] {
  if (!item || typeof item !== 'object') return [];
  if ('variants' in item && Array.isArray(item.variants) && item.variants.length > 0) {
    const variants = item.variants
      .filter((v) => v && offerPrice(v.price) !== null)
      .map((v) => ({ price: v.price, name: null, nameText: v.name }));
    if (variants.length > 0) return variants;
  }
  // The price each shape carries (menu card, item page, home card), in that order of preference.
  const candidates: unknown[] = [
    'displayPrice' in item ? item.displayPrice : undefined,
    'basePrice' in item ? item.basePrice : undefined,
    'price' in item ? item.price : undefined,
  ];
  for (const value of candidates) {
    if (typeof value === 'number' && offerPrice(value) !== null) return [{ price: value, name: null }];
  }
  return [];
}

function itemImage(item: SeoMenuItem, siteUrl: string): string | null {
  let image: ImageModel | null | undefined;
  if ('images' in item && Array.isArray(item.images)) image = item.images[0];
  else if ('image' in item) image = item.image;
  return absoluteUrl(siteUrl, image?.src);
}

function offersOf(item: SeoMenuItem, context: SeoContext, url: string | undefined): JsonLd[] {
  return itemPrices(item).map((option) =>
    compact({
      '@type': 'Offer',
      name: option.nameText ? pickText(option.nameText, context.language) : undefined,
      price: offerPrice(option.price),
      priceCurrency: PRICE_CURRENCY,
      url,
    }),
  );
}

function categoryKeys(item: SeoMenuItem): readonly (string | number)[] {
  const value: unknown = item.categories;
  return Array.isArray(value) ? (value as (string | number)[]) : [];
}

/** The diets a dish suits: one address, a list of them, or none. */
function suitableForDiet(item: SeoMenuItem): string | string[] | undefined {
  if (!('diet' in item) || typeof item.diet !== 'object' || item.diet === null) return undefined;
  const { diet } = item;
  const diets = DIETS.filter(([fact]) => diet[fact] === true).map(([, address]) => address);
  return diets.length > 1 ? diets : diets[0];
}

/**
 * One MenuItem (no @context): name, url and offers in SAR; `whole` (the dish's own page) adds its
 * description, image, diets (halal, vegan…) and calories, and each offer's url. The menu's entries
 * stay brief: the same `@id` joins them to their dish page's whole one, and on `/shop` the whole
 * menu's descriptions and images were 1.9 KB of the page's brotli bytes, and its diets 0.14 KB
 * more, which took it past what a first round trip carries (docs/speed.md). Null without a name
 * or id.
 */
function menuItemNode(item: SeoMenuItem, context: SeoContext, whole: boolean): JsonLd | null {
  if (!item || typeof item !== 'object') return null;
  if (typeof item.id !== 'number' && typeof item.id !== 'string') return null;
  const name = pickText(item.name, context.language);
  if (!name) return null;
  const url = itemUrl(context.siteUrl, item.id, context.language);
  const offers = offersOf(item, context, whole ? url : undefined);
  const calories =
    whole &&
    'calories' in item &&
    typeof item.calories === 'number' &&
    Number.isFinite(item.calories) &&
    item.calories >= 0
      ? item.calories
      : null;
  return compact({
    '@type': 'MenuItem',
    '@id': `${itemUrl(context.siteUrl, item.id, 'en')}#item`,
    name,
    description: whole && 'description' in item ? pickText(item.description, context.language) : undefined,
    url,
    image: whole ? (itemImage(item, context.siteUrl) ?? undefined) : undefined,
    offers: offers.length === 1 ? offers[0] : offers,
    suitableForDiet: whole ? suitableForDiet(item) : undefined,
    nutrition:
      calories !== null ? { '@type': 'NutritionInformation', calories: `${Math.round(calories)} calories` } : undefined,
  });
}

/** The item page's MenuItem (with @context); sizes become one Offer each. Null when the item is missing. */
export function menuItemJsonLd(item: SeoMenuItem | null | undefined, context: SeoContext): JsonLd | null {
  if (!item) return null;
  const node = menuItemNode(item, context, true);
  return node ? { '@context': CONTEXT, ...node } : null;
}

export interface MenuJsonLdInput extends SeoContext {
  categories?: readonly MenuCategoryModel[] | null;
  items?: readonly SeoMenuItem[] | null;
  /** Menu name; defaults to "Menu — <restaurant>" when given a restaurant name. */
  restaurantName?: LocalizedText | null;
}

/**
 * schema.org Menu with one MenuSection per category (in the given order, empty ones left out)
 * holding its MenuItems, brief (`menuItemNode`); dishes in no known category go to a last section "More"/"المزيد"
 * (named "Dishes"/"الأطباق" when there is no other section). Null without any dish.
 */
export function menuJsonLd(input: MenuJsonLdInput): JsonLd | null {
  const { siteUrl, language } = input;
  const items = listOf(input.items).filter((i) => i && typeof i === 'object');
  const categories = listOf(input.categories).filter((c) => c && typeof c === 'object');
  const context = { siteUrl, language };
  const placed = new Set<SeoMenuItem>();
  const sections: JsonLd[] = [];
  const section = (name: string, members: SeoMenuItem[], key: string) => {
    const nodes = members.map((m) => menuItemNode(m, context, false)).filter((n): n is JsonLd => n !== null);
    if (nodes.length && name)
      sections.push({
        '@type': 'MenuSection',
        '@id': `${pageUrl(siteUrl, MENU_PAGE, 'en')}#section-${encodeURIComponent(key)}`,
        name,
        hasMenuItem: nodes,
      });
  };
  for (const category of categories) {
    const keys = new Set([String(category.id), category.slug]);
    const members = items.filter((item) => categoryKeys(item).some((c) => keys.has(String(c))));
    members.forEach((m) => placed.add(m));
    section(pickText(category.name, language), members, category.slug || String(category.id));
  }
  const rest = items.filter((item) => !placed.has(item));
  section(pickText(sections.length ? MORE_SECTION : ALL_DISHES_SECTION, language), rest, 'more');
  if (sections.length === 0) return null;
  const brand = pickText(input.restaurantName, language);
  const menuName = pickText(MENU_NAME, language);
  return {
    '@context': CONTEXT,
    '@type': 'Menu',
    '@id': `${pageUrl(siteUrl, MENU_PAGE, 'en')}#menu`,
    name: brand ? `${menuName} — ${brand}` : menuName,
    url: pageUrl(siteUrl, MENU_PAGE, language),
    inLanguage: language,
    hasMenuSection: sections,
  };
}

// ---------------------------------------------------------------- breadcrumbs

export interface Crumb {
  name: string;
  /** Site path without the language prefix. */
  path: string;
}

/** BreadcrumbList of the given trail (names already localised); null when empty. */
export function breadcrumbJsonLd(trail: readonly Crumb[], context: SeoContext): JsonLd | null {
  const crumbs = trail.filter((c) => c?.name && c.path);
  if (crumbs.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: pageUrl(context.siteUrl, c.path, context.language),
    })),
  };
}

// ---------------------------------------------------------------- per route

/** Whatever normalised models the caller has for a page; every field is optional. */
export interface JsonLdData {
  siteUrl: string;
  /** Language of the page; taken from an `/ar` prefix of the path when there is one, else 'en'. */
  language?: Language;
  restaurant?: RestaurantModel | null;
  reviews?: readonly ReviewModel[] | null;
  categories?: readonly MenuCategoryModel[] | null;
  /** Every dish of the menu (with `categories` ids/slugs to fill the menu sections). */
  items?: readonly SeoMenuItem[] | null;
  /** The dish of an item page. */
  item?: SeoMenuItem | null;
  cuisine?: readonly LocalizedText[];
}

/**
 * The JSON-LD blocks of a page: home and /contact → Restaurant; the menu page → Restaurant
 * (minimal) and Menu; a dish's page → MenuItem and BreadcrumbList; other pages → [].
 * `path` may carry the `/ar` prefix, a query or a hash. Never throws.
 */
export function jsonLdForRoute(path: string, data: JsonLdData): JsonLd[] {
  try {
    if (!data || typeof data.siteUrl !== 'string' || !data.siteUrl) return [];
    const pathname = (typeof path === 'string' ? path : '/').split(/[?#]/)[0] || '/';
    const language: Language = languageOfPath(pathname) === 'ar' ? 'ar' : (data.language ?? 'en');
    const bare = stripLanguage(pathname).replace(/(.)\/+$/, '$1');
    const context = { siteUrl: data.siteUrl, language };
    const restaurantOptions = { ...context, reviews: data.reviews, items: data.items, cuisine: data.cuisine };
    const out: (JsonLd | null)[] = [];
    if (bare === '/' || bare === '/contact') {
      out.push(restaurantJsonLd(data.restaurant, restaurantOptions));
    } else if (bare === MENU_PAGE) {
      out.push(restaurantJsonLd(data.restaurant, { ...restaurantOptions, minimal: true }));
      out.push(
        menuJsonLd({
          ...context,
          categories: data.categories,
          items: data.items,
          restaurantName: data.restaurant?.id != null ? data.restaurant.name : null,
        }),
      );
    } else if (dishIdOf(bare) !== null) {
      const item = menuItemJsonLd(data.item, context);
      out.push(item);
      if (item && data.item) {
        const menuName = pickText(MENU_NAME, language);
        out.push(
          breadcrumbJsonLd(
            [
              { name: pickText({ en: 'Home', ar: 'الرئيسية' }, language), path: '/' },
              { name: menuName, path: MENU_PAGE },
              {
                name: pickText(data.item.name, language),
                path: dishHref(data.item.id),
              },
            ],
            context,
          ),
        );
      }
    }
    return out.filter((x): x is JsonLd => x !== null);
  } catch (error) {
    console.warn('[seo] JSON-LD skipped:', error instanceof Error ? error.message : error);
    return [];
  }
}
