/**
 * Prerender step "load": the CMS reads every page shares, made once before any page renders.
 * The CMS's files (so every image a page shows gets its address on this site), the whole menu
 * (its ids give the dish pages, its records the menu's JSON-LD and data file), the restaurant
 * (its languages, colours and digits), the rated reviews and the categories. Every read is made
 * with the Site publisher's token, never anonymously. Every read that fails, even one a query
 * answers with a fallback, is logged by name and listed in `failedReads`: a build goes on with
 * placeholders and a warning, a publish refuses the version and the live one stays
 * (write-version.ts). A version is never published with fewer dishes than the CMS holds.
 */
import type { CmsClient, RawRecord } from '../../src/data/client.ts';
import { toCmsError } from '../../src/data/errors.ts';
import { PUBLISHED } from '../../src/data/queries/shared.ts';
import type { Language } from '../../src/i18n/dictionary.ts';
import { publishedLanguages } from '../../src/i18n/available.ts';
import { createMediaIndex, readCmsFiles, type CmsFile, type MediaIndex } from '../media.ts';
import { createPublishReads, watchReads, type PublishReads } from '../reads.ts';
import type { ServerEntry } from './read-app.ts';

/** The CMS as the publisher reads it. */
export interface PublisherCms {
  url: string;
  /** The static token of the CMS's read-only "Site publisher" user. */
  token: string;
  timeoutMs: number;
  /** Items, read with the token. */
  client: CmsClient;
  /** The CMS's files (directus_files). */
  listFiles: () => Promise<CmsFile[]>;
}

/** The site's CMS (its own, or the default one: publish/sites.ts), read with the Site publisher's token. */
export function publisherCms(
  entry: Pick<ServerEntry, 'site' | 'createCmsClient'>,
  { url, token }: { url: string; token: string },
): PublisherCms {
  const { timeoutMs } = entry.site.cms;
  return {
    url,
    token,
    timeoutMs,
    client: entry.createCmsClient({ url, timeoutMs, token }),
    listFiles: () => readCmsFiles({ url, token, timeoutMs }),
  };
}

type Queries = ServerEntry['queries'];
export type Restaurant = Awaited<ReturnType<Queries['restaurant']['fetch']>>;

export interface LoadInput {
  entry: Pick<ServerEntry, 'site' | 'queries' | 'MENU_ITEM_FIELDS' | 'seoMenuItems'>;
  /** The restaurant the site shows. */
  slug: string;
  cms: Pick<PublisherCms, 'client' | 'listFiles'>;
  log: (line: string) => void;
}

export interface SiteContent {
  /** The reads pages render with (each made once, and recorded per page). */
  reads: PublishReads;
  /** The published address of each CMS file; remembers the ones pages show. */
  media: MediaIndex;
  /** Whether the CMS's files could be listed (no image can be derived without). */
  filesListed: boolean;
  /** Every published dish of the restaurant, as the CMS gives it. */
  menuRows: RawRecord[];
  /** Their ids: one dish page each. */
  itemIds: string[];
  /** The dishes as search engines see them (JSON-LD). */
  items: ReturnType<ServerEntry['seoMenuItems']>;
  restaurant: Restaurant;
  /** The languages of this version (without Arabic when the restaurant turned it off). */
  languages: Language[];
  /** Reviews that carry stars in the CMS: the rating search engines see. */
  reviews: Awaited<ReturnType<Queries['reviews']['fetch']>>;
  categories: Awaited<ReturnType<Queries['menuCategories']['fetch']>>;
  /**
   * Reads of this step that failed, each named once (their sections get placeholders; a publish
   * refuses the version, a build warns).
   */
  failedReads: string[];
  /** Every collection whose read failed so far, pages' reads included (a query may hide one behind a fallback). */
  readFailures: () => string[];
}

const message = (error: unknown) => toCmsError(error).message;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
/** A read under way, whose failure is looked at later (so none goes unhandled meanwhile). */
const settle = <T>(read: Promise<T>): Promise<Settled<T>> =>
  read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

export async function load({ entry, slug, cms, log }: LoadInput): Promise<SiteContent> {
  const { site } = entry;
  const failedReads: string[] = [];
  /** A read that failed: named in the log and in failedReads, so a publish keeps the live version. */
  const failed = (read: string, error: unknown, consequence: string) => {
    log(`[prerender] the CMS read of ${read} failed (${message(error)}); ${consequence}`);
    if (!failedReads.includes(read)) failedReads.push(read);
  };
  // The reads are made at once (those that give images their address once the files are
  // listed), and their failures are named in a fixed order.
  const watched = watchReads(cms.client);
  const filesRead = settle(cms.listFiles());
  const menuRead = settle(
    watched.client.readCollection('menu_items', {
      fields: [...entry.MENU_ITEM_FIELDS, 'categories.menu_categories_id.slug', 'sort'],
      filter: { _and: [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED] },
      sort: ['id'],
      limit: -1,
    }),
  );
  const ratedRead = settle(ratedReviewIds(watched.client, slug));
  const listed = await filesRead;
  if (!listed.ok) failed('directus_files', listed.error, 'no image can be published');
  const files = listed.ok ? listed.value : null;
  const media = createMediaIndex(files ?? [], log);
  const reads = createPublishReads(watched.client, media);
  const ctx = { client: reads.client, slug };
  const restaurantRead = settle(entry.queries.restaurant.fetch({}, ctx));
  const reviewsRead = settle(entry.queries.reviews.fetch({ limit: -1 }, ctx));
  const categoriesRead = settle(entry.queries.menuCategories.fetch({}, ctx));

  const menu = await menuRead;
  if (!menu.ok)
    failed('menu_items', menu.error, 'no dish page, menu data or dish JSON-LD (item pages will render in the browser)');
  const menuRows: RawRecord[] = menu.ok ? menu.value : [];
  const restaurantResult = await restaurantRead;
  if (!restaurantResult.ok) failed('restaurants', restaurantResult.error, 'the restaurant has placeholders');
  const restaurant = restaurantResult.ok ? restaurantResult.value : entry.queries.restaurant.placeholder({}, ctx);
  const ratedResult = await ratedRead;
  if (!ratedResult.ok) failed('reviews (ratings)', ratedResult.error, 'no rating for search engines');
  const rated = ratedResult.ok ? ratedResult.value : new Set<string>();
  const reviewsResult = await reviewsRead;
  if (!reviewsResult.ok) failed('reviews', reviewsResult.error, 'no reviews for search engines');
  const reviews = (reviewsResult.ok ? reviewsResult.value : []).filter((review) => rated.has(String(review.id)));
  const categoriesResult = await categoriesRead;
  if (!categoriesResult.ok) failed('menu_categories', categoriesResult.error, 'no categories for search engines');
  const categories = categoriesResult.ok ? categoriesResult.value : [];
  const restaurantReadOk = restaurantResult.ok;
  // Reads a query answered with a fallback (the categories from the dishes, the restaurant
  // without its hours): fine in a browser, a partial site if published.
  for (const [collection, error] of watched.failed())
    if (!failedReads.some((read) => read === collection || read.startsWith(`${collection} `)))
      failed(collection, error, 'a query fell back to less');
  return {
    reads,
    media,
    filesListed: files !== null,
    menuRows,
    itemIds: menuRows.map((row) => String(row.id)).filter((id) => /^\d+$/.test(id)),
    items: entry.seoMenuItems(menuRows, media.assetUrl),
    restaurant,
    // A restaurant that could not be read (a build with the CMS down) keeps every configured language.
    languages: publishedLanguages(site.languages.available, restaurantReadOk ? restaurant.enableArabic : true),
    reviews,
    categories,
    failedReads,
    readFailures: () => [...watched.failed().keys()],
  };
}

/**
 * The reviews that carry stars in the CMS: the site shows an unrated review with five stars,
 * which must not lift the average search engines are given.
 */
async function ratedReviewIds(client: CmsClient, slug: string): Promise<Set<string>> {
  const rows = await client.readCollection('reviews', {
    fields: ['id', 'review_star_count'],
    filter: { _and: [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED] },
    limit: -1,
  });
  return new Set(
    rows
      .filter(
        (row) =>
          Number.isInteger(Number(row.review_star_count)) &&
          Number(row.review_star_count) >= 1 &&
          Number(row.review_star_count) <= 5 &&
          row.review_star_count !== null,
      )
      .map((row) => String(row.id)),
  );
}
