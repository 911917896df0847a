/**
 * For the steps' unit tests only: a CMS in memory that answers each collection with its records
 * (whatever the query) and counts the reads, and a small restaurant's raw records in the shape
 * Directus gives them. End-to-end tests run the steps against the real seeded CMS.
 */
import type { CmsClient, ItemsQuery, RawRecord } from '../../src/data/client.ts';
import { CmsError } from '../../src/data/errors.ts';

export interface TestCms extends CmsClient {
  /** Every read made, in order: "collection". */
  calls: string[];
  /** The records it answers with, by collection; change them between publishes. */
  records: Record<string, RawRecord[]>;
  /** Collections whose reads fail, as when the CMS is down or refuses them. */
  failing: Set<string>;
}

export function testCms(records: Record<string, RawRecord[]> = seededRecords()): TestCms {
  const calls: string[] = [];
  const failing = new Set<string>();
  const read = (collection: string, _query: ItemsQuery): Promise<RawRecord[]> => {
    calls.push(collection);
    if (failing.has(collection) || failing.has('*'))
      return Promise.reject(new CmsError(`the CMS did not answer (${collection})`));
    return Promise.resolve(structuredClone(records[collection] ?? []));
  };
  return {
    url: 'http://cms.test',
    calls,
    records,
    failing,
    readCollection: read,
    readCollectionWithCount: async (collection, query) => {
      const items = await read(collection, query);
      return { items, total: items.length };
    },
    assetUrl: (id) => `http://cms.test/assets/${id}`,
  };
}

export const KABSA_IMAGE = '11111111-2222-4333-8444-555555555555';

/** The site the steps' tests publish: the seeded restaurant at an address of its own. */
export const TEST_SITE = {
  slug: 'saffron-house',
  url: 'https://saffron.example',
  words: {},
  cms: { url: 'http://cms.test', token: 'a-test-token' },
};

/** One restaurant with two dishes, a rated and an unrated review, in Directus's raw shape. */
export function seededRecords(): Record<string, RawRecord[]> {
  return {
    restaurants: [
      {
        id: 1,
        slug: 'saffron-house',
        name_en: 'Saffron House',
        name_ar: 'بيت الزعفران',
        description_en: 'A Saudi family table in the heart of Riyadh.',
        description_ar: 'مائدة سعودية عائلية في قلب الرياض.',
        enable_arabic: true,
        arabic_digits: false,
        opens_at: '12:00:00',
        closes_at: '23:30:00',
        website_color_scheme: { root_theme: '#D9480F', link_color: '#B8400C' },
      },
    ],
    menu_items: [
      {
        id: 12,
        name_en: 'Chicken Kabsa',
        name_ar: 'كبسة دجاج',
        description_en: 'Rice slow-cooked with whole spices.',
        description_ar: 'أرز مطهو على مهل بالبهارات.',
        default_price: '45.00',
        publish_status: 'published',
        images: [{ directus_files_id: { id: KABSA_IMAGE, filename_download: 'kabsa.png', width: 700, height: 500 } }],
        categories: [],
      },
      {
        id: 14,
        name_en: 'Moutabal',
        name_ar: 'متبل',
        default_price: '22.00',
        publish_status: 'published',
        categories: [],
      },
    ],
    reviews: [
      { id: 1, name_en: 'Lina', name_ar: 'لينا', content_en: 'Excellent mezze.', review_star_count: 5 },
      { id: 2, name_en: 'Omar', name_ar: 'عمر', content_en: 'Good.', review_star_count: null },
    ],
  };
}

/** How a read fails: no answer before the client's timeout, a 500, or JSON cut off half-way. */
export type Fault = 'timeout' | 'error500' | 'truncated';

export interface ServedTestCms {
  url: string;
  /** The fault of the reads that `faultOn` matches; null: every read is answered. */
  fault: Fault | null;
  /** Which reads fail (by path and query of the request). */
  faultOn: (url: URL) => boolean;
  /** Every read seen: path and query. */
  seen: string[];
  close: () => Promise<void>;
}

/**
 * The test records over real HTTP on loopback, in Directus's answers (`/items/<collection>`,
 * `/files`), for tests of the real CMS client with reads that fail the ways a real CMS does.
 */
export async function serveTestCms(
  records: Record<string, RawRecord[]> = seededRecords(),
  files: RawRecord[] = [],
): Promise<ServedTestCms> {
  const { createServer } = await import('node:http');
  const state: ServedTestCms = {
    url: '',
    fault: null,
    faultOn: () => false,
    seen: [],
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms.test');
    state.seen.push(url.pathname + url.search);
    const collection = url.pathname === '/files' ? 'directus_files' : url.pathname.replace(/^\/items\//, '');
    const data = collection === 'directus_files' ? files : (records[collection] ?? []);
    const body = JSON.stringify({ data, meta: { filter_count: data.length } });
    const fault = state.fault && state.faultOn(url) ? state.fault : null;
    if (fault === 'timeout') return; // the connection stays open, unanswered
    if (fault === 'error500') {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: 'Internal Server Error', extensions: { code: 'INTERNAL' } }] }));
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(fault === 'truncated' ? body.slice(0, Math.floor(body.length / 2)) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
