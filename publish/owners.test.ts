import { describe, expect, it } from 'vitest';
import type { ItemsQuery, RawRecord } from '../src/data/client';
import { ownerReads, ownersOf } from './owners';

describe('whose a saved record is', () => {
  it('follows the CMS model from each collection to its restaurant', () => {
    const reads = (collection: string) =>
      ownerReads(collection)?.map((read) => ({
        collection: read.collection,
        slug: read.slug,
        filter: read.filter([5]),
      }));
    expect(reads('restaurants')).toEqual([{ collection: 'restaurants', slug: 'slug', filter: { id: { _in: [5] } } }]);
    expect(reads('menu_items')).toEqual([
      { collection: 'menu_items', slug: 'restaurant.slug', filter: { id: { _in: [5] } } },
    ]);
    expect(reads('opening_hours')).toEqual([
      { collection: 'opening_hours', slug: 'restaurant.slug', filter: { id: { _in: [5] } } },
    ]);
    // What a restaurant links to: every restaurant that links to it.
    expect(reads('website_color_scheme')).toEqual([
      { collection: 'restaurants', slug: 'slug', filter: { website_color_scheme: { _in: [5] } } },
    ]);
    // What a dish lists: the restaurants of the dishes that list it.
    expect(reads('allergens')).toEqual([
      { collection: 'menu_items', slug: 'restaurant.slug', filter: { allergens: { allergens_id: { _in: [5] } } } },
    ]);
    // A junction row of a dish's list: its dish's restaurant.
    expect(reads('menu_items_menu_categories')).toEqual([
      { collection: 'menu_items_menu_categories', slug: 'menu_items_id.restaurant.slug', filter: { id: { _in: [5] } } },
    ]);
    // Files are told by the versions that show them; a collection the model lacks, by nothing.
    expect(ownerReads('directus_files')).toBeNull();
    expect(ownerReads('publish_log')).toBeNull();
  });

  it('asks the CMS with those reads and gathers the slugs', async () => {
    const asked: { collection: string; query: ItemsQuery }[] = [];
    const client = {
      readCollection: async (collection: string, query: ItemsQuery): Promise<RawRecord[]> => {
        asked.push({ collection, query });
        return [
          { restaurant: { slug: 'cedar-grill' } },
          { restaurant: { slug: 'saffron-house' } },
          { restaurant: null },
        ];
      },
    };
    expect(await ownersOf(client, 'menu_variants', ['10', '11'])).toEqual(new Set(['cedar-grill', 'saffron-house']));
    expect(asked).toEqual([
      {
        collection: 'menu_items',
        query: {
          fields: ['restaurant.slug'],
          filter: { variants: { menu_variants_id: { _in: ['10', '11'] } } },
          limit: -1,
        },
      },
    ]);
    expect(await ownersOf(client, 'directus_files', ['x'])).toBeNull();
  });
});
