/**
 * Gives the tree its data source (the published files in the browser, the CMS in the prerender),
 * one request cache and the restaurant slug.
 */
import { createContext, use, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { type QueryCache, type Resource } from './cache';
import type { CmsClient } from './client';
import type { PublishedData } from './published';
import { DEFAULT_STALE_MS, runQuery, type QueryContext, type QueryDef } from './query';

interface DataContextValue extends QueryContext {
  cache: QueryCache;
  /** Prerendering: reads start during render and the render waits for them (React `use`). */
  suspend: boolean;
}

const DataContext = createContext<DataContextValue | null>(null);

export function DataProvider({
  client,
  published,
  slug,
  cache,
  suspend = false,
  children,
}: {
  client?: CmsClient;
  published?: PublishedData;
  slug: string;
  cache: QueryCache;
  suspend?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ client, published, slug, cache, suspend }), [client, published, slug, cache, suspend]);
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('useQuery must be used inside <DataProvider>');
  return value;
}

/**
 * True inside a section hydrating after the page did (src/render/deferSections.ts): its first
 * render reads the values the prerendered HTML was made from, so hydration matches; the next
 * render reads the cache as usual.
 */
export const HydrationDataContext = createContext(false);

/** A wait that is already over: `use` returns at once without suspending. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

export interface QueryRequest<P = unknown, T = unknown> {
  def: QueryDef<P, T>;
  params: P;
}

/** Resolves several queries at once; results come back in the order asked. */
export function useQueries<const R extends readonly QueryRequest<never, unknown>[]>(
  requests: R,
): { [I in keyof R]: R[I] extends QueryRequest<never, infer T> ? Resource<T> : never } {
  const ctx = useDataContext();
  const { cache } = ctx;
  const fromHtml = useContext(HydrationDataContext);
  useSyncExternalStore(cache.subscribe, cache.getVersion, cache.getVersion);
  const keys = requests.map((r) => r.def.key(r.params, ctx));
  const keySignature = keys.join('\n');

  if (ctx.suspend) {
    // Prerendering has no effects: start every read now, then wait for each. `use` is called
    // once per request, in order, settled or not: React matches a retried render's `use` calls
    // to the previous attempt's by position, so skipping settled ones would make a later read
    // borrow an earlier, already-settled wait and render as still loading.
    requests.forEach((r, i) => void cache.ensure(keys[i]!, () => runQuery(r.def, r.params, ctx), Infinity));
    for (const key of keys) {
      const entry = cache.peek(key);
      use(entry?.status === 'loading' && entry.promise ? entry.promise : SETTLED);
    }
  }

  useEffect(() => {
    requests.forEach((r, i) => {
      void cache.ensure(keys[i]!, () => runQuery(r.def, r.params, ctx), r.def.staleMs ?? DEFAULT_STALE_MS);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key signature captures everything the requests depend on; the request objects are new on every render
  }, [cache, keySignature]);

  return requests.map((r, i) => {
    const entry = cache.peek(keys[i]!);
    const placeholder = () => r.def.placeholder(r.params, ctx);
    const html = fromHtml ? cache.prerenderedValue(keys[i]!) : undefined;
    if (html !== undefined || entry?.status === 'success') {
      const value = html !== undefined ? html : entry!.value;
      const empty = r.def.isEmpty?.(value) ?? false;
      return { status: 'success', data: empty ? placeholder() : value };
    }
    if (entry?.status === 'error') return { status: 'error', data: placeholder(), error: entry.error };
    return { status: 'loading', data: placeholder() };
  }) as never;
}

export function useQuery<P, T>(def: QueryDef<P, T>, params: P): Resource<T> {
  const [resource] = useQueries([{ def, params } as QueryRequest<never, T>]);
  return resource;
}
