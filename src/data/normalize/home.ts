/**
 * Raw home-page records (hero_slides, menu_services, menu_items, offer_items, team, reviews)
 * -> the models blocks render. Any JSON in any field gives a valid model; records without a
 * usable id are dropped.
 */
import type {
  DishCardModel,
  HeroSlideModel,
  LocalizedText,
  OfferModel,
  ReviewModel,
  ServiceModel,
  TeamMemberModel,
} from '../../generated/types';
import { image, integer, isRecord, list, localized, number, recordId, text, withFallback } from './fields';

type AssetUrl = (id: string) => string;

export const TEAM_NAME_FALLBACK: LocalizedText = { en: 'Team Member', ar: 'عضو الفريق' };
export const TEAM_POSITION_FALLBACK: LocalizedText = { en: 'Staff', ar: 'طاقم العمل' };
export const REVIEWER_FALLBACK: LocalizedText = { en: 'Anonymous', ar: 'مجهول' };
export const REVIEW_CONTENT_FALLBACK: LocalizedText = { en: 'No review content', ar: 'لا يوجد محتوى للمراجعة' };
export const SERVICE_TITLE_FALLBACK: LocalizedText = { en: 'Service', ar: 'خدمة' };

/** Applies `one` to every record with an id; the rest are dropped (and logged once). */
function each<T>(rows: unknown, collection: string, one: (row: Record<string, unknown>, id: number | string) => T): T[] {
  const out: T[] = [];
  let dropped = 0;
  for (const row of list(rows)) {
    const id = isRecord(row) ? recordId(row.id) : null;
    if (!isRecord(row) || id === null) dropped += 1;
    else out.push(one(row, id));
  }
  if (dropped) console.warn(`[cms] ${collection}: ignored ${dropped} record(s) without an id`);
  return out;
}

export function normalizeHeroSlides(rows: unknown, assetUrl: AssetUrl): HeroSlideModel[] {
  return each(rows, 'hero_slides', (row, id) => ({
    id,
    subtitle: localized(row, 'subtitle'),
    title: localized(row, 'title'),
    buttonText: localized(row, 'button_text'),
    image: image(row.image_item, assetUrl),
    background: image(row.background_image, assetUrl),
  }));
}

function nonNegative(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= 0 ? n : null;
}

export function normalizeServices(rows: unknown, assetUrl: AssetUrl): ServiceModel[] {
  return each(rows, 'menu_services', (row, id) => {
    const duration = integer(row.duration);
    return {
      id,
      title: withFallback(localized(row, 'title'), SERVICE_TITLE_FALLBACK),
      duration: duration !== null && duration >= 0 ? duration : null,
      price: nonNegative(row.price),
      image: image(row.image, assetUrl),
    };
  });
}

/** A file of an m2m image list: the junction row's directus_files_id (id or object), or the file itself. */
function firstImage(value: unknown, assetUrl: AssetUrl) {
  const rows = list(value)
    .filter(isRecord)
    .sort((a, b) => (number(a.sort) ?? 0) - (number(b.sort) ?? 0));
  for (const row of rows) {
    const found = image('directus_files_id' in row ? row.directus_files_id : row, assetUrl);
    if (found) return found;
  }
  return null;
}

/** SPEC section 9: default_price, else the lowest variant price, else 0. */
export function cardPrice(defaultPrice: unknown, variants: unknown): number {
  const base = nonNegative(defaultPrice);
  if (base) return base;
  const prices = list(variants)
    .map((v) => (isRecord(v) ? nonNegative(isRecord(v.menu_variants_id) ? v.menu_variants_id.price : v.price) : null))
    .filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : 0;
}

export function normalizeDishCards(rows: unknown, assetUrl: AssetUrl): DishCardModel[] {
  return each(rows, 'menu_items', (row, id) => ({
    id,
    name: localized(row, 'name'),
    price: cardPrice(row.default_price, row.variants),
    image: firstImage(row.images, assetUrl),
  }));
}

export function normalizeOffers(rows: unknown, assetUrl: AssetUrl): OfferModel[] {
  return each(rows, 'offer_items', (row, id) => ({
    id,
    title1: localized(row, 'title1'),
    title2: localized(row, 'title2'),
    content: localized(row, 'content'),
    image: image(row.item_image, assetUrl),
  }));
}

export function normalizeTeam(rows: unknown, assetUrl: AssetUrl): TeamMemberModel[] {
  return each(rows, 'team', (row, id) => ({
    id,
    name: withFallback(localized(row, 'name'), TEAM_NAME_FALLBACK),
    position: withFallback(localized(row, 'position'), TEAM_POSITION_FALLBACK),
    image: image(row.image, assetUrl),
  }));
}

/** 1 to 5; anything missing or out of range shows 5 stars (SPEC section 3). */
export function starCount(value: unknown): number {
  const n = integer(value);
  return n !== null && n >= 1 && n <= 5 ? n : 5;
}

export function normalizeReviews(rows: unknown, assetUrl: AssetUrl): ReviewModel[] {
  return each(rows, 'reviews', (row, id) => ({
    id,
    name: withFallback(localized(row, 'reviewer_name'), REVIEWER_FALLBACK),
    content: withFallback(localized(row, 'review_content'), REVIEW_CONTENT_FALLBACK),
    stars: starCount(row.review_star_count),
    image: image(row.profile_img, assetUrl),
    date: text(row.date_created) || null,
  }));
}
