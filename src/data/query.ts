/** A named, cacheable read of the CMS with a placeholder of the same shape as its result. */
import type { CmsClient } from './client';

export interface QueryContext {
  client: CmsClient;
  /** Slug of the restaurant this site shows. */
  slug: string;
}

/* eslint-disable @typescript-eslint/method-signature-style -- methods keep QueryDef's parameters bivariant, so every query fits the catalogue's QueryDef<never, unknown> */
export interface QueryDef<P, T> {
  /** Cache key of one request; equal keys share one request. */
  key(params: P, ctx: QueryContext): string;
  /** Reads and normalises; rejects with CmsError. */
  fetch(params: P, ctx: QueryContext): Promise<T>;
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

export const DEFAULT_STALE_MS = 5 * 60_000;
