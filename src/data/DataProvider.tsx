/**
 * Gives the tree its data source (the published files in the browser, the CMS in the prerender),
 * one request cache and the restaurant slug.
 */
import { createContext, use, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { type QueryCache, type Resource } from './cache';
import type { CmsClient } from './client';
import type { PublishedData } from './published';
import { DEFAULT_STALE_MS, runQuery, storedResult, type QueryContext, type QueryDef } from './query';

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
 * True inside a section hydrating after the page did (src/perf/deferSections.ts): its first
 * render reads the values the prerendered HTML was made from, so hydration matches; the next
 * render reads the cache as usual.
 */
export const HydrationDataContext = createContext(false);

export interface QueryRequest<P, T> {
  def: QueryDef<P, T>;
  params: P;
}

/** What a block sees of one request: the cached value (or what the HTML was made from), else the placeholder. */
function resourceOf<P, T>(
  { def, params }: QueryRequest<P, T>,
  key: string,
  ctx: DataContextValue,
  fromHtml: boolean,
): Resource<T> {
  const entry = ctx.cache.peek(key);
  const placeholder = () => def.placeholder(params, ctx);
  const html = fromHtml ? ctx.cache.prerenderedValue(key) : undefined;
  const found = html !== undefined ? { value: html } : entry?.status === 'success' ? { value: entry.value } : null;
  if (found) {
    const value = storedResult(def, found.value);
    return { status: 'success', data: def.isEmpty?.(value) ? placeholder() : value };
  }
  if (entry?.status === 'error') return { status: 'error', data: placeholder(), error: entry.error };
  return { status: 'loading', data: placeholder() };
}

/**
 * Resolves several queries of one shape at once (a section's bindings); results come back in
 * the order asked.
 */
export function useQueries<P, T>(requests: readonly QueryRequest<P, T>[]): Resource<T>[] {
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
    // borrow an earlier, already-settled wait and render as still loading. Each wait is the
    // cache's own promise for the read, the same object on every pass (QueryCache.ensure):
    // React marks it settled the first time, and a later pass goes through without waiting. A
    // read that failed stays failed for the render (its section shows its placeholder, and the
    // publish counts the failure): trying it again would make the render wait for ever.
    const reads = requests.map((r, i) => cache.ensure(keys[i]!, () => runQuery(r.def, r.params, ctx), Infinity, true));
    for (const read of reads) use(read);
  }

  useEffect(() => {
    requests.forEach((r, i) => {
      void cache.ensure(keys[i]!, () => runQuery(r.def, r.params, ctx), r.def.staleMs ?? DEFAULT_STALE_MS);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key signature captures everything the requests depend on; the request objects are new on every render
  }, [cache, keySignature]);

  return requests.map((r, i) => resourceOf(r, keys[i]!, ctx, fromHtml));
}

export function useQuery<P, T>(def: QueryDef<P, T>, params: P): Resource<T> {
  const [resource] = useQueries([{ def, params }]);
  return resource!;
}
