/**
 * Which restaurants a saved record belongs to now, asked of its CMS with the Site publisher's
 * token. The way from each collection to its restaurant follows the relations of the CMS model
 * (src/generated/cms.ts, from cms/schema/model.json), so a collection added to the model is
 * covered with no code here:
 *
 *   restaurants                        its own slug
 *   a collection with a restaurant     (menu_items, team, opening_hours, …) that restaurant
 *   what a restaurant links to         (its colour scheme) every restaurant that links to it
 *   what a dish lists                  (sizes, add-ons, categories, allergens) the restaurants of
 *                                      every dish that lists it, drafts included
 *   a junction row of such a list      the restaurant of its dish
 *
 * Files have no owner here: which sites show a file is known from the versions themselves
 * (publish/usage.ts), and a new file shows nowhere until a record names it, whose own save
 * publishes. A record that is gone (a delete) has no owner either: the versions that showed it say.
 */
import type { CmsClient, Filter, RawRecord } from '../src/data/client.ts';
import { isRecord, text } from '../src/data/normalize/fields.ts';
import { CMS_COLLECTIONS } from '../src/generated/cms.ts';
import { FILES_COLLECTION } from './usage.ts';

interface Relation {
  related: string;
  key?: string;
  junction?: string;
  self?: string;
}
const collections = CMS_COLLECTIONS as Record<string, { relations: Record<string, Relation> }>;
const RESTAURANTS = 'restaurants';

/** One read that answers "whose is it": the collection read, its filter on the keys, and where the slug is. */
export interface OwnerRead {
  collection: string;
  filter: (keys: readonly (string | number)[]) => Filter;
  /** The slug's path in each row (`slug`, `restaurant.slug`, `menu_items_id.restaurant.slug`). */
  slug: string;
}

/** The field of `collection` that names its restaurant, if it has one. */
const restaurantField = (collection: string) =>
  Object.entries(collections[collection]?.relations ?? {}).find(
    ([, relation]) => relation.related === RESTAURANTS,
  )?.[0];

/** Where a record of a restaurant-keyed collection (or a restaurant) names its restaurant's slug. */
export const slugPathOf = (collection: string): string | null => {
  if (collection === RESTAURANTS) return 'slug';
  const field = restaurantField(collection);
  return field ? `${field}.slug` : null;
};

/**
 * How to find the restaurants of records of `collection`, from the model; null when the model
 * knows no way (files, or a collection it does not describe): the caller decides.
 */
export function ownerReads(collection: string): OwnerRead[] | null {
  if (collection === FILES_COLLECTION) return null;
  const own = slugPathOf(collection);
  if (own) return [{ collection, filter: (keys) => ({ id: { _in: [...keys] } }), slug: own }];
  const reads: OwnerRead[] = [];
  for (const [parent, { relations }] of Object.entries(collections)) {
    const parentSlug = slugPathOf(parent);
    if (!parentSlug) continue;
    for (const [field, relation] of Object.entries(relations)) {
      // A junction row of the parent's list: its restaurant is its parent record's.
      if (relation.junction === collection && relation.self)
        reads.push({
          collection,
          filter: (keys) => ({ id: { _in: [...keys] } }),
          slug: `${relation.self}.${parentSlug}`,
        });
      if (relation.related !== collection) continue;
      // A record the parent links to (m2o) or lists (m2m, through its junction key).
      reads.push({
        collection: parent,
        filter: (keys) =>
          relation.key ? { [field]: { [relation.key]: { _in: [...keys] } } } : { [field]: { _in: [...keys] } },
        slug: parentSlug,
      });
    }
  }
  return reads.length > 0 ? reads : null;
}

/** The value at a dotted path of a row (`restaurant.slug`). */
function at(row: RawRecord, path: string): string {
  let value: unknown = row;
  for (const part of path.split('.')) value = isRecord(value) ? value[part] : undefined;
  return text(value);
}

/**
 * The restaurants (slugs) the records `keys` of `collection` belong to now; null when the model
 * knows no way to tell. A read that fails rejects: the caller publishes every site it could be.
 */
export async function ownersOf(
  client: Pick<CmsClient, 'readCollection'>,
  collection: string,
  keys: readonly (string | number)[],
): Promise<Set<string> | null> {
  const reads = ownerReads(collection);
  if (!reads) return null;
  const slugs = new Set<string>();
  for (const read of reads) {
    const rows = await client.readCollection(read.collection, {
      fields: [read.slug],
      filter: read.filter(keys),
      limit: -1,
    });
    for (const row of rows) {
      const slug = at(row, read.slug);
      if (slug) slugs.add(slug);
    }
  }
  return slugs;
}
