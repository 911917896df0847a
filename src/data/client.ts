/**
 * The typed Directus client: every CMS read goes through `readCollection`, which adds the
 * timeout, refuses what the site never reads (core collections), and turns failures into CmsError.
 */
import { queryToParams } from '@directus/sdk';
import { CmsError, toCmsError } from './errors';

/** Raw records are unknown until a normaliser has looked at them. */
export type RawRecord = Record<string, unknown>;

/**
 * A record of a known collection as a read answers it (`RawOf<MenuItemsRecord>`, from the
 * generated types of src/generated/cms.ts): only the model's field names, any value in them, so a
 * normaliser reading a field the model does not have fails the type-check.
 */
export type RawOf<R> = { [K in keyof R]?: unknown };

export type Filter = Record<string, unknown>;
export interface ItemsQuery {
  fields?: string[];
  filter?: Filter;
  search?: string;
  sort?: string[];
  limit?: number;
  offset?: number;
  page?: number;
  deep?: Record<string, unknown>;
  alias?: Record<string, string>;
  aggregate?: Record<string, string | string[]>;
  groupBy?: string[];
  meta?: 'total_count' | 'filter_count' | '*';
}

export interface CmsClientOptions {
  url: string;
  timeoutMs: number;
  /** Optional bearer token; the public site sets none. */
  token?: string;
  fetch?: typeof globalThis.fetch;
}

export interface CmsClient {
  readonly url: string;
  /** Reads items of a collection; resolves to the unwrapped `data` array. */
  readCollection: (collection: string, query: ItemsQuery) => Promise<RawRecord[]>;
  /** Reads items plus the total count Directus reports in meta. */
  readCollectionWithCount: (collection: string, query: ItemsQuery) => Promise<{ items: RawRecord[]; total: number }>;
  /** Full address of a file stored in the CMS. */
  assetUrl: (fileId: string) => string;
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * GET /items/<collection>, refusing core or empty collections; the SDK writes the query as
   * Directus parameters (fields, JSON filters, deep reads). Its typed readItems would need a
   * compile-time schema of every relation; this site treats records as unknown until a
   * normaliser has looked at them. The body keeps `meta`.
   */
  async function get(
    collection: string,
    query: ItemsQuery,
  ): Promise<{ data: unknown; meta?: Record<string, unknown> }> {
    if (!collection) throw new CmsError('Collection cannot be empty');
    if (collection.startsWith('directus_')) throw new CmsError('Cannot use readItems for core collections');
    const url = new URL(`${base}/items/${encodeURIComponent(collection)}`);
    const params: Record<string, unknown> = { ...query };
    let search: Record<string, string>;
    try {
      search = queryToParams(params);
    } catch (reason) {
      throw toCmsError(reason);
    }
    for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
    // A plain GET with no Content-Type is a "simple" cross-origin request: no CORS preflight,
    // so each read is one round trip.
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    try {
      const response = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
      const type = response.headers.get('Content-Type')?.toLowerCase() ?? '';
      if (type.startsWith('application/json')) {
        const body: unknown = await response.json();
        const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : undefined;
        if (!response.ok || errors !== undefined)
          throw toCmsError({ errors: errors ?? `CMS answered ${response.status}`, response });
        if (!body || typeof body !== 'object' || !('data' in body))
          throw new CmsError(`CMS answered ${collection} without data`);
        return body;
      }
      const text = await response.text();
      // A text or HTML answer (proxy error page, captive portal) is thrown as its text.
      throw new CmsError(
        text.trim().slice(0, 500) || `CMS answered ${response.status} with ${type || 'no content type'}`,
        response.status,
      );
    } catch (reason) {
      throw toCmsError(reason);
    }
  }

  function records(collection: string, data: unknown): RawRecord[] {
    if (!Array.isArray(data)) throw new CmsError(`CMS answered ${collection} with something other than a list`);
    return data.filter((r): r is RawRecord => typeof r === 'object' && r !== null && !Array.isArray(r));
  }

  return {
    url: base,
    async readCollection(collection, query) {
      return records(collection, (await get(collection, query)).data);
    },
    async readCollectionWithCount(collection, query) {
      const body = await get(collection, { ...query, meta: 'filter_count' });
      const items = records(collection, body.data);
      const count = Number(body.meta?.filter_count ?? body.meta?.total_count ?? items.length);
      return { items, total: Number.isInteger(count) && count >= 0 ? count : items.length };
    },
    assetUrl: (fileId) => `${base}/assets/${encodeURIComponent(fileId)}`,
  };
}
