/**
 * What the owner can click and edit in Directus's Visual Editor (docs/publishing.md, "Edit where
 * you see it"): the preview of a page (publish/preview.ts) is the page the publish would write,
 * and this module marks its editable parts with the `data-directus` attribute of the
 * `@directus/visual-editing` library (collection, item, fields, mode), which opens that record's
 * fields in the editor's drawer.
 *
 * The marks are put on the rendered HTML here, in the preview only: the site's blocks, its
 * server render and its browser code know nothing of them, so a published page and its scripts
 * are byte for byte what they were without the Visual Editor (tests/unit/visual-editing.test.ts).
 * Each part is found by what the blocks already render (their `data-testid`s and class names)
 * and tied to its record by the page's own data (the entries the render read, in the order the
 * blocks show them). A card whose text does not match its record is left unmarked: a part that
 * cannot be edited is better than one that opens another record.
 */
/** One editable part: the record and the fields the drawer shows (the library's EditConfig). */
export interface EditTarget {
  collection: string;
  item: number | string;
  fields: readonly string[];
  mode?: 'drawer' | 'modal' | 'popover';
}

/** The `data-directus` value of a target, as the library's `setAttr` writes it. */
export function editAttr({ collection, item, fields, mode = 'drawer' }: EditTarget): string {
  return `collection:${collection};item:${item};fields:${fields.join(',')};mode:${mode}`;
}

/** What the marks are made from: the page's data entries and the ids of the week's hours. */
export interface EditablePage {
  /** The entries the page was rendered from (its prerender data: `restaurant:…`, `heroSlides:…`). */
  entries: Record<string, unknown>;
  /** The restaurant's opening_hours records by weekday (`Monday` → id). */
  hoursIds: Readonly<Record<string, number | string>>;
  /** The site's dish page path (`/shop/shop-details/:id`): a link there names its dish. */
  dishPath: string;
}

/** A bilingual text of the page's data. */
interface Text {
  en?: string | null;
  ar?: string | null;
}
type Row = Record<string, unknown> & { id?: number | string };

/** Both languages' fields of a bilingual text field. */
const both = (field: string) => [`${field}_en`, `${field}_ar`];

/** A part of a card: the element (a selector inside it, or the card itself) and its fields. */
interface Part {
  selector: string | null;
  fields: readonly string[];
  /** Only the elements holding this (the sizes' group, not the add-ons'). */
  holding?: string;
}

/** A list the home page shows: its cards, the entry they come from, and what each card edits. */
interface CardList {
  card: string;
  entry: string;
  collection: string;
  /** The card's text that must be its record's (the selector, and the record's field). */
  check: { selector: string; field: string };
  parts: readonly Part[];
}

const DISH_PARTS = {
  name: both('name'),
  description: both('description'),
  // A dish with sizes shows its first size's price: the sizes come with the price.
  price: ['default_price', 'variants', 'sold_out'],
  soldOut: ['sold_out'],
  photos: ['cover', 'images'],
  sizes: ['variants'],
} as const;

const CARD_LISTS: readonly CardList[] = [
  {
    card: '[data-testid="hero-slide"]',
    entry: 'heroSlides:',
    collection: 'hero_slides',
    check: { selector: '.hero__title', field: 'title' },
    parts: [
      { selector: '.hero__title', fields: both('title') },
      { selector: '.hero__subtitle', fields: both('subtitle') },
      { selector: '.hero__text .btn', fields: both('button_text') },
      { selector: '.hero__dish', fields: ['image_item', 'background_image'] },
    ],
  },
  {
    card: '[data-testid="service-card"]',
    entry: 'services:',
    collection: 'menu_services',
    check: { selector: '.live-card__title', field: 'title' },
    parts: [{ selector: null, fields: [...both('title'), 'duration', 'price', 'image'] }],
  },
  {
    card: '[data-testid="dish-card"]',
    entry: 'bestSellers:',
    collection: 'menu_items',
    check: { selector: '.live-card__title', field: 'name' },
    parts: [
      { selector: '.live-card__title', fields: DISH_PARTS.name },
      { selector: '.live-card__price', fields: DISH_PARTS.price },
      { selector: '.live-card__media', fields: DISH_PARTS.photos },
    ],
  },
  {
    card: '[data-testid="offer-card"]',
    entry: 'offers:',
    collection: 'offer_items',
    check: { selector: '.live-card__title', field: 'title2' },
    parts: [{ selector: null, fields: [...both('title1'), ...both('title2'), ...both('content'), 'item_image'] }],
  },
  {
    card: '[data-testid="team-member"]',
    entry: 'team:',
    collection: 'team',
    check: { selector: '.live-card__title', field: 'name' },
    parts: [{ selector: null, fields: [...both('name'), ...both('position'), 'image'] }],
  },
  {
    card: '[data-testid="review"]',
    entry: 'reviews:',
    collection: 'reviews',
    check: { selector: '.review__name', field: 'name' },
    parts: [
      {
        selector: null,
        fields: [...both('reviewer_name'), ...both('review_content'), 'review_star_count', 'profile_img'],
      },
    ],
  },
];

/** The dish cards of the menu, and the dish page: their dish is named by their link or the page. */
const MENU_CARD_PARTS: readonly Part[] = [
  { selector: '.menu-card__title', fields: DISH_PARTS.name },
  { selector: '.menu-card__text', fields: DISH_PARTS.description },
  { selector: '.menu-card__price', fields: DISH_PARTS.price },
  { selector: '.menu-card__status', fields: DISH_PARTS.soldOut },
  { selector: '.menu-card__media', fields: DISH_PARTS.photos },
];
const DISH_PAGE_PARTS: readonly Part[] = [
  { selector: '.item-detail__name', fields: DISH_PARTS.name },
  { selector: '.item-detail__price', fields: DISH_PARTS.price },
  { selector: '.item-unavailable', fields: DISH_PARTS.soldOut },
  { selector: '.item-detail__description', fields: DISH_PARTS.description },
  { selector: '.item-gallery', fields: DISH_PARTS.photos },
  { selector: '.item-choices__group', holding: '[data-testid="size-option"]', fields: DISH_PARTS.sizes },
];

/** The restaurant's parts of the header and the footer, every page's. */
const RESTAURANT_PARTS: readonly Part[] = [
  { selector: '.site-header .logo', fields: [...both('name'), 'logo'] },
  { selector: '[data-testid="short-address"]', fields: both('short_address') },
  { selector: '[data-testid="header-hours"]', fields: ['opens_at', 'closes_at'] },
  { selector: '.site-footer .logo', fields: [...both('name'), 'logo'] },
  { selector: '[data-testid="footer-description"]', fields: both('description') },
  { selector: '[data-testid="footer-address"]', fields: both('address') },
  {
    selector: '.site-footer__contact a[href^="tel:"]',
    fields: ['phone_no', 'whatsapp_country_code', 'whatsapp_no'],
  },
  { selector: '.site-footer__bottom p', fields: both('name') },
];

/** A day's opening hours, as the footer lists the week. */
const HOURS_FIELDS = ['closed_this_day', 'opens_at', 'closes_at', 'opens_at_2', 'closes_at_2'];

const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const isText = (value: unknown): value is Text => typeof value === 'object' && value !== null;
const sameText = (shown: string, value: unknown) =>
  isText(value) && [value.en, value.ar].some((text) => typeof text === 'string' && text.trim() === shown);

/** The entry whose key starts with `prefix` (the keys end with the restaurant and the query's arguments). */
function entryOf(entries: Record<string, unknown>, prefix: string): unknown {
  const key = Object.keys(entries).find((name) => name.startsWith(prefix));
  return key === undefined ? undefined : entries[key];
}

function mark(element: Element | null, target: EditTarget): number {
  if (!element) return 0;
  element.setAttribute('data-directus', editAttr(target));
  return 1;
}

function markParts(root: Element, parts: readonly Part[], collection: string, item: number | string): number {
  let marked = 0;
  for (const { selector, fields, holding } of parts)
    for (const element of selector === null ? [root] : root.querySelectorAll(selector))
      if (!holding || element.querySelector(holding)) marked += mark(element, { collection, item, fields });
  return marked;
}

/** The dish a link names, from the dish page's path. */
function dishOfLink(href: string | null, dishPath: string): string | null {
  if (!href) return null;
  const [before, after = ''] = dishPath.split(':id');
  const path = href.replace(/^\/ar(?=\/)/, '');
  if (!path.startsWith(before!) || !path.endsWith(after)) return null;
  const id = path.slice(before!.length, path.length - after.length);
  return /^\d{1,12}$/.test(id) ? id : null;
}

/**
 * The page's HTML with `data-directus` on each part the owner can edit; how many were marked is
 * `marked` (0 for a page with nothing of the CMS on it).
 */
export async function markEditable(html: string, page: EditablePage): Promise<{ html: string; marked: number }> {
  // jsdom loads on the first preview, not with the publisher.
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM(html);
  const document = dom.window.document;
  let marked = 0;

  const restaurant = entryOf(page.entries, 'restaurant:') as (Row & { hours?: { day?: string }[] | null }) | undefined;
  if (restaurant?.id !== undefined) {
    for (const part of RESTAURANT_PARTS)
      for (const element of document.querySelectorAll(part.selector ?? ''))
        marked += mark(element, { collection: 'restaurants', item: restaurant.id, fields: part.fields });
    // The footer lists the week in the restaurant's hours' order: each row is its day's record.
    const rows = document.querySelectorAll('[data-testid="footer-hours"] > div');
    (restaurant.hours ?? []).forEach((day, index) => {
      const id = day.day === undefined ? undefined : page.hoursIds[day.day];
      if (id !== undefined)
        marked += mark(rows[index] ?? null, { collection: 'opening_hours', item: id, fields: HOURS_FIELDS });
    });
  }

  for (const list of CARD_LISTS) {
    const rows = entryOf(page.entries, list.entry);
    if (!Array.isArray(rows)) continue;
    document.querySelectorAll(list.card).forEach((card, index) => {
      const row = rows[index] as Row | undefined;
      if (row?.id === undefined) return;
      if (!sameText(textOf(card.querySelector(list.check.selector)), row[list.check.field])) return;
      marked += markParts(card, list.parts, list.collection, row.id);
    });
  }

  for (const card of document.querySelectorAll('[data-testid="menu-card"]')) {
    const id = dishOfLink(card.querySelector('a[href]')?.getAttribute('href') ?? null, page.dishPath);
    if (id !== null) marked += markParts(card, MENU_CARD_PARTS, 'menu_items', id);
  }

  const dish = entryOf(page.entries, 'menuItem:') as Row | null | undefined;
  const detail = document.querySelector('section.item-detail');
  if (dish?.id !== undefined && detail) marked += markParts(detail, DISH_PAGE_PARTS, 'menu_items', dish.id);

  return { html: marked === 0 ? html : dom.serialize(), marked };
}
