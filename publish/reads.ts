/**
 * The CMS reads of one prerender. Every page asks the same shared reads (the restaurant, the
 * theme), so each read is made once for all pages; and while a page renders, its reads and the
 * images it shows are recorded: that is what publish/incremental.ts compares on the next
 * publish to tell whether the page changed. The records every read answered with are kept for
 * the publish's content checks (publish/validate.ts), which read the CMS no second time.
 */
import type { CmsClient, RawRecord } from '../src/data/client.ts';
import { toCmsError } from '../src/data/errors.ts';
import { eachAtOnce } from './at-once.ts';
import { hashOf, parseReadKey, readKey } from './incremental.ts';
import type { MediaIndex } from './media.ts';

/** What one page read and showed while it rendered. */
export interface PageInputs {
  /** Keys of its CMS reads (publish/incremental.ts, `readKey`). */
  reads: Set<string>;
  /** CMS file ids of the images it shows. */
  images: Set<string>;
}

export interface PublishReads {
  /** The client pages render with: each read made once, images given their published address. */
  client: CmsClient;
  /** Runs a page's render and says what it read and showed (pages render one after another). */
  record: <T>(render: () => Promise<T>) => Promise<{ result: T } & PageInputs>;
  /** A read made again from its key (made once, like any other), as a hash of its result. */
  readResult: (key: string) => Promise<string>;
  /**
   * Makes many reads again, `atOnce` at a time, so that `readResult` answers them at once: reads
   * of one record by id (a dish page's dish) that differ only in the id are made as one read.
   */
  readResults: (keys: readonly string[], atOnce: number) => Promise<void>;
  /** The records of every read that answered so far, by collection. */
  rows: () => { collection: string; rows: RawRecord[] }[];
}

export function createPublishReads(base: CmsClient, media: Pick<MediaIndex, 'assetUrl'>): PublishReads {
  const memo = new Map<string, Promise<unknown>>();
  const answered = new Map<string, { collection: string; rows: RawRecord[] }>();
  const hashes = new Map<string, Promise<string>>();
  let recording: PageInputs | null = null;
  /** Keeps a read's answer under its key (and its rows for the checks, once it has answered). */
  const keep = (key: string, collection: string, made: Promise<unknown>) => {
    memo.set(key, made);
    made.then(
      (result) => {
        const rows = Array.isArray(result) ? result : (result as { items?: unknown }).items;
        if (Array.isArray(rows)) answered.set(key, { collection, rows: rows as RawRecord[] });
      },
      () => undefined,
    );
  };
  const remember = <T>(key: string, collection: string, run: () => Promise<T>): Promise<T> => {
    recording?.reads.add(key);
    if (!memo.has(key)) keep(key, collection, run());
    return memo.get(key) as Promise<T>;
  };
  const client: CmsClient = {
    url: base.url,
    assetUrl: (id) => {
      recording?.images.add(id);
      return media.assetUrl(id);
    },
    readCollection: (collection, query) =>
      remember(readKey('list', collection, query), collection, () => base.readCollection(collection, query)),
    readCollectionWithCount: (collection, query) =>
      remember(readKey('count', collection, query), collection, () => base.readCollectionWithCount(collection, query)),
  };
  return {
    client,
    rows: () => [...answered.values()],
    async record(render) {
      const made: PageInputs = { reads: new Set(), images: new Set() };
      recording = made;
      try {
        return { result: await render(), ...made };
      } finally {
        recording = null;
      }
    },
    readResult,
    async readResults(keys, atOnce) {
      const groups = new Map<string, { collection: string; query: ByIdQuery; ids: Map<string, string> }>();
      const single: string[] = [];
      for (const key of new Set(keys)) {
        if (hashes.has(key)) continue;
        const one = readOfOneById(key);
        if (!one) {
          single.push(key);
          continue;
        }
        const group = groups.get(one.group) ?? { collection: one.collection, query: one.query, ids: new Map() };
        group.ids.set(String(one.id), key);
        groups.set(one.group, group);
      }
      const work: (() => Promise<unknown>)[] = single.map((key) => () => readResult(key));
      for (const group of groups.values()) {
        if (group.ids.size === 1) work.push(() => readResult([...group.ids.values()][0]!));
        else work.push(() => readTogether(group.collection, group.query, group.ids));
      }
      await eachAtOnce(work, atOnce, (run) => run());
    },
  };

  function readResult(key: string): Promise<string> {
    // Many pages share a read (the restaurant, the menu): its result is hashed once.
    let hashed = hashes.get(key);
    if (!hashed) hashes.set(key, (hashed = hashResult(key)));
    return hashed;
  }

  /**
   * The reads of one record each, `ids` (id → key), as one read of them all: each key's hash is
   * that of the rows of its id, as its own read would give them. Should that one read fail, each
   * is made on its own.
   */
  async function readTogether(collection: string, query: ByIdQuery, ids: Map<string, string>): Promise<void> {
    const [, ...rest] = query.filter._and;
    const together = client.readCollection(collection, {
      ...query,
      filter: { _and: [{ id: { _in: [...ids.keys()].map(Number) } }, ...rest] },
      limit: ids.size,
    });
    const each = [...ids].map(([id, key]) => {
      const own = together.then((rows) => rows.filter((row) => String(row.id) === id));
      // The page that makes this read renders from these rows too, with no read of its own: a
      // dish edit re-renders every dish page of the menu, one CMS round trip each otherwise.
      if (!memo.has(key))
        keep(
          key,
          collection,
          own.catch(() => base.readCollection(collection, parseReadKey(key)!.query as typeof query)),
        );
      const hashed = own.then(hashOf, () => hashResult(key));
      hashes.set(key, hashed);
      return hashed;
    });
    await Promise.all(each);
  }

  async function hashResult(key: string): Promise<string> {
    const read = parseReadKey(key);
    if (!read) return `unknown ${key}`;
    const query = read.query as Parameters<CmsClient['readCollection']>[1];
    const result =
      read.kind === 'list'
        ? client.readCollection(read.collection, query)
        : client.readCollectionWithCount(read.collection, query);
    return result.then(
      (value) => hashOf(value),
      () => `failed ${key}`,
    );
  }
}

/** A list read of one record by its numeric id: `filter: { _and: [{ id: { _eq: N } }, …rest] }`, `limit: 1`. */
interface ByIdQuery {
  filter: { _and: [{ id: { _eq: number } }, ...unknown[]] };
  limit: 1;
  [part: string]: unknown;
}

/**
 * Whether a read key is such a read: then its id, and the key of its group (the same read for
 * any id), or null.
 */
export function readOfOneById(key: string): { group: string; collection: string; query: ByIdQuery; id: number } | null {
  const read = parseReadKey(key);
  if (read?.kind !== 'list' || !read.query || typeof read.query !== 'object') return null;
  const query = read.query as Record<string, unknown>;
  const and: unknown = (query.filter as { _and?: unknown } | undefined)?._and;
  if (query.limit !== 1 || !Array.isArray(and) || and.length === 0) return null;
  const first = and[0] as Record<string, unknown> | null;
  const byId = first && Object.keys(first).length === 1 ? (first.id as Record<string, unknown> | undefined) : undefined;
  const id = byId && Object.keys(byId).length === 1 ? byId._eq : undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  const group = readKey('list', read.collection, {
    ...query,
    filter: { _and: [{ id: { _eq: '*' } }, ...(and as unknown[]).slice(1)] },
  });
  return { group, collection: read.collection, query: query as ByIdQuery, id };
}

/** A client that notes every read that fails, even one a query catches and answers with a fallback. */
export interface WatchedClient {
  client: CmsClient;
  /** The collections whose reads failed so far, each with the first error. */
  failed: () => Map<string, string>;
}

/**
 * Wraps the publisher's client so that no failed read goes unnoticed: some queries answer a
 * failed read with a fallback (the restaurant without its hours, the menu without allergens),
 * which is right in a visitor's browser but would publish a partial site.
 */
export function watchReads(base: CmsClient): WatchedClient {
  const failed = new Map<string, string>();
  const note =
    <T>(collection: string) =>
    (error: unknown): T => {
      if (!failed.has(collection)) failed.set(collection, toCmsError(error).message);
      throw error;
    };
  return {
    client: {
      url: base.url,
      assetUrl: (id) => base.assetUrl(id),
      readCollection: (collection, query) => base.readCollection(collection, query).catch(note(collection)),
      readCollectionWithCount: (collection, query) =>
        base.readCollectionWithCount(collection, query).catch(note(collection)),
    },
    failed: () => new Map(failed),
  };
}
