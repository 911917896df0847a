/** Gives the tree one CMS client, one request cache and the restaurant slug. */
import { createContext, use, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryCache, type Resource } from './cache';
import type { CmsClient } from './client';
import { DEFAULT_STALE_MS, type QueryContext, type QueryDef } from './query';

interface DataContextValue extends QueryContext {
  cache: QueryCache;
  /** Prerendering: reads start during render and the render waits for them (React `use`). */
  suspend: boolean;
}

const DataContext = createContext<DataContextValue | null>(null);

export function DataProvider({
  client,
  slug,
  cache,
  suspend = false,
  children,
}: {
  client: CmsClient;
  slug: string;
  cache: QueryCache;
  suspend?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ client, slug, cache, suspend }), [client, slug, cache, suspend]);
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('useQuery must be used inside <DataProvider>');
  return value;
}

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
  useSyncExternalStore(cache.subscribe, cache.getVersion, cache.getVersion);
  const keys = requests.map((r) => r.def.key(r.params, ctx));
  const keySignature = keys.join('\n');

  if (ctx.suspend) {
    // Prerendering has no effects: start every read now, then wait for them together.
    const pending = requests.map((r, i) => cache.ensure(keys[i]!, () => r.def.fetch(r.params, ctx), Infinity));
    if (requests.some((_, i) => cache.peek(keys[i]!)?.status === 'loading')) use(Promise.all(pending));
  }

  useEffect(() => {
    requests.forEach((r, i) => {
      void cache.ensure(keys[i]!, () => r.def.fetch(r.params, ctx), r.def.staleMs ?? DEFAULT_STALE_MS);
    });
    // keys capture everything the requests depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, keySignature]);

  return requests.map((r, i) => {
    const entry = cache.peek(keys[i]!);
    const placeholder = () => r.def.placeholder(r.params, ctx);
    if (entry?.status === 'success') {
      const value = entry.value;
      const empty = r.def.isEmpty?.(value as never) ?? false;
      return { status: 'success', data: empty ? placeholder() : value };
    }
    if (entry?.status === 'error') return { status: 'error', data: placeholder(), error: entry.error };
    return { status: 'loading', data: placeholder() };
  }) as never;
}

export function useQuery<P, T>(def: QueryDef<P, T>, params: P): Resource<T> {
  const [resource] = useQueries([{ def, params } as QueryRequest<never, T>]);
  return resource as Resource<T>;
}
