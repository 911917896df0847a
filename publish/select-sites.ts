/**
 * Which sites a save republishes. A notice names the event, the collection and the records
 * saved (cms/extensions/directus-extension-publish-notice); it came from one CMS, so only that
 * CMS's sites can be touched. Of those, a site is republished when
 *
 *   - its live version was made from one of the records (publish/usage.ts): an edit or a delete
 *     of anything it shows, a dish, a size, an allergen, a file; or
 *   - one of the records belongs to its restaurant now (publish/owners.ts): a new dish, a draft
 *     published, a dish moved to it, an allergen added to one of its dishes.
 *
 * So a Cedar Grill dish republishes Cedar Grill alone, and an allergen, a category or a file that
 * several restaurants' dishes use republishes each of them. When it cannot be told (the notice
 * names no record, or a collection the model does not describe, or the CMS does not answer),
 * every site of that CMS is republished: a publish too many costs a few seconds, one too few
 * leaves a change unpublished.
 */

export interface Notice {
  event?: string;
  collection?: string;
  keys: (string | number)[];
}

export interface SelectionLookups {
  /** The `collection:id` records a site's live version was made from (empty before its first publish). */
  usedBy: (site: string) => Promise<ReadonlySet<string>>;
  /**
   * The restaurants the records belong to now; null when the model knows no way to tell. May
   * reject (the CMS did not answer).
   */
  owners: (collection: string, keys: readonly (string | number)[]) => Promise<ReadonlySet<string> | null>;
}

export interface Selection {
  sites: string[];
  /** Why, in a few words, for the publisher's log. */
  why: string;
}

/** The parts of a notice's body the selection uses; anything else is ignored. */
export function noticeOf(body: unknown): Notice {
  if (typeof body !== 'object' || body === null) return { keys: [] };
  const { event, collection, keys } = body as Record<string, unknown>;
  const word = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined);
  return {
    event: word(event),
    collection: word(collection),
    keys: (Array.isArray(keys) ? keys : [])
      .filter((key): key is string | number => typeof key === 'number' || (typeof key === 'string' && key !== ''))
      .slice(0, 1000),
  };
}

export async function selectSites(
  notice: Notice,
  candidates: readonly string[],
  lookups: SelectionLookups,
): Promise<Selection> {
  const { collection, keys, event } = notice;
  if (!collection || keys.length === 0) return { sites: [...candidates], why: 'the notice names no record' };
  const names = new Set(keys.map((key) => `${collection}:${key}`));
  const used = await Promise.all(
    candidates.map(async (site) => {
      const records = await lookups.usedBy(site);
      return [...names].some((name) => records.has(name)) ? site : null;
    }),
  );
  const showing = used.filter((site): site is string => site !== null);
  // A deleted record has no owner any more: the versions that showed it are the ones to change.
  if (event?.endsWith('.delete'))
    return { sites: showing, why: showing.length ? 'their live versions showed it' : 'no live version showed it' };
  let owners: ReadonlySet<string> | null;
  try {
    owners = await lookups.owners(collection, keys);
  } catch (error) {
    return {
      sites: [...candidates],
      why: `the CMS could not say whose it is (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (owners === null && collection !== 'directus_files')
    return { sites: [...candidates], why: `${collection} is not in the CMS model` };
  const chosen = candidates.filter((site) => showing.includes(site) || owners?.has(site));
  return {
    sites: chosen,
    why: chosen.length ? 'they show it or it is theirs' : 'no site shows it and it is no site’s',
  };
}
