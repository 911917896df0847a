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

export function publisherCms(entry: Pick<ServerEntry, 'site' | 'createCmsClient'>, token: string): PublisherCms {
  const { url, timeoutMs } = entry.site.cms;
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

export async function load({ entry, cms, log }: LoadInput): Promise<SiteContent> {
  const { site } = entry;
  const slug = site.restaurant.slug;
  const failedReads: string[] = [];
  /** A read that failed: named in the log and in failedReads, so a publish keeps the live version. */
  const failed = (read: string, error: unknown, consequence: string) => {
    log(`[prerender] the CMS read of ${read} failed (${message(error)}); ${consequence}`);
    if (!failedReads.includes(read)) failedReads.push(read);
  };
  const files = await cms.listFiles().catch((error: unknown) => {
    failed('directus_files', error, 'no image can be published');
    return null;
  });
  const media = createMediaIndex(files ?? [], log);
  const watched = watchReads(cms.client);
  const reads = createPublishReads(watched.client, media);

  let menuRows: RawRecord[] = [];
  try {
    menuRows = await watched.client.readCollection('menu_items', {
      fields: [...entry.MENU_ITEM_FIELDS, 'categories.menu_categories_id.slug', 'sort'],
      filter: { _and: [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED] },
      sort: ['id'],
      limit: -1,
    });
  } catch (error) {
    failed('menu_items', error, 'no dish page, menu data or dish JSON-LD (item pages will render in the browser)');
  }

  const ctx = { client: reads.client, slug };
  let restaurantRead = true;
  const restaurant = await entry.queries.restaurant.fetch({}, ctx).catch((error: unknown) => {
    restaurantRead = false;
    failed('restaurants', error, 'the restaurant has placeholders');
    return entry.queries.restaurant.placeholder({}, ctx);
  });
  const rated = await ratedReviewIds(watched.client, slug).catch((error: unknown) => {
    failed('reviews (ratings)', error, 'no rating for search engines');
    return new Set<string>();
  });
  const reviews = (
    await entry.queries.reviews.fetch({ limit: -1 }, ctx).catch((error: unknown) => {
      failed('reviews', error, 'no reviews for search engines');
      return [];
    })
  ).filter((review) => rated.has(String(review.id)));
  const categories = await entry.queries.menuCategories.fetch({}, ctx).catch((error: unknown) => {
    failed('menu_categories', error, 'no categories for search engines');
    return [];
  });
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
    languages: publishedLanguages(site.languages.available, restaurantRead ? restaurant.enableArabic : true),
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
