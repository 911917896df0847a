/** The loader layer: resolves a section's `data` bindings (site.config.json) through the shared cache. */
import type { Resource } from './cache';
import { useQueries, type QueryRequest } from './DataProvider';
import { queries, type QueryName, type QueryResult } from './queries';

interface BindingLike {
  query: QueryName;
  limit?: number;
}

type BindingsOf<S> = S extends { data?: infer D } ? NonNullable<D> : Record<never, never>;

/** One Resource per bound prop, typed by the query each binding names. */
export type SectionResources<S> = {
  [K in keyof BindingsOf<S>]-?: NonNullable<BindingsOf<S>[K]> extends { query: infer N extends QueryName } ? Resource<QueryResult<N>> : never;
};

export function useSectionData<S extends { data?: object }>(section: S): SectionResources<S> {
  const entries = Object.entries((section.data ?? {}) as Record<string, BindingLike>);
  const requests = entries.map(([, binding]) => ({
    def: queries[binding.query],
    params: binding.limit ? { limit: binding.limit } : {},
  })) as unknown as readonly QueryRequest<never, unknown>[];
  const results = useQueries(requests) as readonly Resource<unknown>[];
  return Object.fromEntries(entries.map(([prop], i) => [prop, results[i]])) as SectionResources<S>;
}
