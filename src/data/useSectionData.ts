/**
 * The loader layer: resolves a section's `data` bindings (site.config.json) through the shared
 * cache. The block passes the query of each binding (the binding's schema fixes its name, and
 * the types make the query match it): a page loads only the reads its own sections use.
 */
import type { Resource } from './cache';
import { useQueries, type QueryRequest } from './DataProvider';
import type { queries, QueryName, QueryResult } from './queries';

interface BindingLike {
  query: QueryName;
  limit?: number;
}

type BindingsOf<S> = S extends { data?: infer D } ? NonNullable<D> : Record<never, never>;
type QueryOf<B> = NonNullable<B> extends { query: infer N extends QueryName } ? N : never;

/** One Resource per bound prop, typed by the query each binding names. */
export type SectionResources<S> = {
  [K in keyof BindingsOf<S>]-?: Resource<QueryResult<QueryOf<BindingsOf<S>[K]>>>;
};

/** The query each of the section's bindings names, by prop. */
export type SectionQueries<S> = {
  [K in keyof BindingsOf<S>]-?: (typeof queries)[QueryOf<BindingsOf<S>[K]>];
};

export function useSectionData<S extends { data?: object }>(
  section: S,
  queryOf: SectionQueries<S>,
): SectionResources<S> {
  const entries = Object.entries((section.data ?? {}) as Record<string, BindingLike>);
  const defs = queryOf as Record<string, unknown>;
  const requests = entries.map(([prop, binding]) => ({
    def: defs[prop],
    params: binding.limit ? { limit: binding.limit } : {},
  })) as unknown as readonly QueryRequest<never, unknown>[];
  const results: readonly Resource<unknown>[] = useQueries(requests);
  return Object.fromEntries(entries.map(([prop], i) => [prop, results[i]])) as SectionResources<S>;
}
