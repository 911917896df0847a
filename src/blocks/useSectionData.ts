/**
 * The loader layer: resolves a section's `data` bindings (site.config.json) through the shared
 * cache. The block passes the query of each binding (the binding's schema fixes its name, and
 * the types make the query match it): a page loads only the reads its own sections use.
 */
import type { Resource } from '../data/cache';
import { useQueries, type QueryRequest } from '../data/DataProvider';
import type { QueryDef } from '../data/query';
import type { queries, QueryName, QueryResult } from '../generated/queries';
import type { LimitParams } from '../data/queries/shared';

type BindingsOf<S> = S extends { data?: infer D } ? NonNullable<D> : Record<never, never>;
type QueryOf<B> = NonNullable<B> extends { query: infer N extends QueryName } ? N : never;

/** One Resource per bound prop, typed by the query each binding names; absent when an optional binding is. */
export type SectionResources<S> = {
  [K in keyof BindingsOf<S>]: Resource<QueryResult<QueryOf<BindingsOf<S>[K]>>>;
};

/** The query each of the section's bindings names, by prop. */
export type SectionQueries<S> = {
  [K in keyof BindingsOf<S>]-?: (typeof queries)[QueryOf<BindingsOf<S>[K]>];
};

/** A binding as the site config's schema allows it (schemas/common.schema.json#/definitions/Binding). */
interface Binding {
  query: string;
  limit?: number;
}

function isBinding(value: unknown): value is Binding {
  if (typeof value !== 'object' || value === null || !('query' in value) || typeof value.query !== 'string')
    return false;
  return !('limit' in value) || value.limit === undefined || typeof value.limit === 'number';
}

/**
 * The request of each binding the section has, by prop (an optional binding may be left out). A block handing over a query other
 * than the one its binding names (two reads can share a result type, such as `services` and
 * `serviceOptions`) throws here, naming both: the prerender renders every section, so the
 * publish fails before a visitor sees the wrong data.
 */
function requestsOf(
  id: string,
  data: object,
  queryOf: Readonly<Record<string, QueryDef<LimitParams, unknown>>>,
): [string, QueryRequest<LimitParams, unknown>][] {
  return Object.entries(queryOf).flatMap(([prop, def]): [string, QueryRequest<LimitParams, unknown>][] => {
    const binding: unknown = Reflect.get(data, prop);
    if (binding === undefined) return [];
    if (!isBinding(binding)) throw new Error(`Section "${id}": the binding "${prop}" is not { query, limit }`);
    if (binding.query !== def.name)
      throw new Error(
        `Section "${id}": the binding "${prop}" names the query "${binding.query}", but the block passed "${def.name}"`,
      );
    return [[prop, { def, params: binding.limit ? { limit: binding.limit } : {} }]];
  });
}

export function useSectionData<S extends { id: string; data?: object }>(
  section: S,
  queryOf: SectionQueries<S>,
): SectionResources<S> {
  const defs: Readonly<Record<string, QueryDef<LimitParams, unknown>>> = queryOf;
  const bound = requestsOf(section.id, section.data ?? {}, defs);
  const results = useQueries(bound.map(([, request]) => request));
  // The one step the types cannot follow: a record built prop by prop is the mapped type whose
  // every prop holds the result of the query passed for it.
  return Object.fromEntries(bound.map(([prop], i) => [prop, results[i]])) as SectionResources<S>;
}
