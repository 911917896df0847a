/** A named, cacheable read with a placeholder of the same shape as its result. */
import type { CmsClient } from './client';
import { CmsError } from './errors';
import type { PublishedData } from './published';

/**
 * Where reads go. The publisher's prerender reads the CMS (`client`, with its token); the
 * browser reads the live version's data files (`published`) and never the CMS.
 */
export interface QueryContext {
  /** Slug of the restaurant this site shows. */
  slug: string;
  client?: CmsClient;
  published?: PublishedData;
}

/** A context that reads the CMS. */
export interface CmsContext extends QueryContext {
  client: CmsClient;
}

/* eslint-disable @typescript-eslint/method-signature-style -- methods keep QueryDef's parameters bivariant, so every query fits the catalogue's QueryDef<never, unknown> */
export interface QueryDef<P, T> {
  /**
   * The query's name: its entry in the catalogue (src/generated/queries.ts, generated from the block folders), the name a section's
   * binding gives in site.config.json, and the start of its cache keys.
   */
  readonly name: string;
  /** Cache key of one request; equal keys share one request. */
  key(params: P, ctx: QueryContext): string;
  /** Reads the CMS and normalises; rejects with CmsError. */
  fetch(params: P, ctx: CmsContext): Promise<T>;
  /**
   * Reads the published data files instead (the browser). Without it the value is the one the
   * publisher stored under this query's key (data/site.json): what the pages were rendered with.
   */
  fromPublished?(params: P, data: PublishedData, ctx: QueryContext): Promise<T>;
  /** What blocks show while loading, or when the read failed or came back empty. */
  placeholder(params: P, ctx: QueryContext): T;
  /** Treat an empty result as "show the placeholder" (hero, offers, team, services, best sellers). */
  isEmpty?(value: T): boolean;
  /** How long a successful result is reused; Infinity keeps it for the session. */
  staleMs?: number;
}
/* eslint-enable @typescript-eslint/method-signature-style */

export function defineQuery<P, T>(def: QueryDef<P, T>): QueryDef<P, T> {
  return def;
}

/**
 * A value filed under one of the query's keys: by this query's own read, or by the publisher
 * (data/site.json, the page's prerender data) from the same query. Nothing else is filed under a
 * query's key, so the value is the query's result. The one place the data layer takes a stored
 * value's type on trust; checking every result against its JSON Schema in the browser would cost
 * more than the publisher's checks leave to catch.
 */
export function storedResult<P, T>(_def: QueryDef<P, T>, value: unknown): T {
  return value as T;
}

/** Runs a query against the context's source: the CMS when it has a client, else the published files. */
export function runQuery<P, T>(def: QueryDef<P, T>, params: P, ctx: QueryContext): Promise<T> {
  const { client, published } = ctx;
  if (client) return def.fetch(params, { ...ctx, client });
  if (published)
    return def.fromPublished
      ? def.fromPublished(params, published, ctx)
      : published.entry(def.key(params, ctx)).then((value) => storedResult(def, value));
  return Promise.reject(new CmsError('No data source: give the DataProvider a CMS client or the published data'));
}

export const DEFAULT_STALE_MS = 5 * 60_000;

/*
 * Whether a build reads the CMS is `import.meta.env.CMS_READS` (src/env.d.ts). The publisher's
 * build and the tests do; the browser's does not (it reads published data only), so vite.config.ts
 * defines it false there and each query's `fetch: !import.meta.env.CMS_READS ? publisherOnly : …`
 * drops, with the normalisers and the CMS field lists only the read used. The test is written in
 * each module, not imported as a constant: Rolldown folds a constant only within its module, and a
 * read that survives linking keeps the field lists of src/generated/cms.ts in a chunk every page
 * loads.
 */

/** A query's `fetch` in the browser's build, which never reads the CMS. */
export const publisherOnly = (): Promise<never> =>
  Promise.reject(new CmsError('The browser reads published data only; CMS reads are made by the publisher'));
