import { describe, expect, it } from 'vitest';
import { noticeOf, selectSites, type SelectionLookups } from './select-sites';

/**
 * Two restaurants of one CMS as their live versions were made: Saffron House shows dish 1 with
 * its size 10, Cedar Grill dish 2; both list the allergen 7 and show the file `shared-photo`.
 */
const USED: Record<string, string[]> = {
  'saffron-house': ['restaurants:1', 'menu_items:1', 'menu_variants:10', 'allergens:7', 'directus_files:shared-photo'],
  'cedar-grill': [
    'restaurants:2',
    'menu_items:2',
    'allergens:7',
    'directus_files:shared-photo',
    'directus_files:cedar-logo',
  ],
};
/** Whose the records are now, as the CMS would say (publish/owners.ts). */
const OWNERS: Record<string, Record<string, string[]>> = {
  menu_items: { '1': ['saffron-house'], '2': ['cedar-grill'], '3': ['cedar-grill'] },
  menu_variants: { '10': ['saffron-house'] },
  allergens: { '7': ['saffron-house', 'cedar-grill'], '8': ['cedar-grill'] },
  menu_categories: { '4': ['saffron-house', 'cedar-grill'] },
  restaurants: { '1': ['saffron-house'], '2': ['cedar-grill'], '9': ['new-place'] },
};
const SITES = ['saffron-house', 'cedar-grill'];

function lookups(overrides: Partial<SelectionLookups> = {}): SelectionLookups & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    usedBy: async (site) => new Set(USED[site] ?? []),
    owners: async (collection, keys) => {
      asked.push(`${collection} ${keys.join(',')}`);
      if (collection === 'directus_files') return null;
      const table = OWNERS[collection];
      if (!table) return null;
      return new Set(keys.flatMap((key) => table[String(key)] ?? []));
    },
    ...overrides,
  };
}

const select = (body: unknown, sites = SITES, with_ = lookups()) => selectSites(noticeOf(body), sites, with_);

describe('the sites a save republishes', () => {
  it('republishes only the site of the restaurant whose dish was saved', async () => {
    expect((await select({ event: 'items.update', collection: 'menu_items', keys: ['2'] })).sites).toEqual([
      'cedar-grill',
    ]);
    expect((await select({ event: 'items.update', collection: 'menu_items', keys: [1] })).sites).toEqual([
      'saffron-house',
    ]);
    // A dish's size, reached through the dish that lists it.
    expect((await select({ event: 'items.update', collection: 'menu_variants', keys: ['10'] })).sites).toEqual([
      'saffron-house',
    ]);
  });

  it('republishes each site that uses a shared record: an allergen, a category, a file', async () => {
    for (const body of [
      { event: 'items.update', collection: 'allergens', keys: ['7'] },
      { event: 'items.update', collection: 'menu_categories', keys: ['4'] },
      { event: 'files.update', collection: 'directus_files', keys: ['shared-photo'] },
    ])
      expect((await select(body)).sites, body.collection).toEqual(SITES);
    // A file only one site shows republishes that one.
    expect((await select({ event: 'files.update', collection: 'directus_files', keys: ['cedar-logo'] })).sites).toEqual(
      ['cedar-grill'],
    );
  });

  it('republishes the restaurant a new record belongs to, though no live version shows it yet', async () => {
    expect((await select({ event: 'items.create', collection: 'menu_items', keys: ['3'] })).sites).toEqual([
      'cedar-grill',
    ]);
    // An allergen added to one of Cedar Grill's dishes only.
    expect((await select({ event: 'items.update', collection: 'allergens', keys: ['8'] })).sites).toEqual([
      'cedar-grill',
    ]);
  });

  it('republishes the sites that showed a deleted record, without asking the CMS whose it was', async () => {
    const asked = lookups();
    const chosen = await select({ event: 'items.delete', collection: 'menu_items', keys: ['2'] }, SITES, asked);
    expect(chosen.sites).toEqual(['cedar-grill']);
    expect(asked.asked).toEqual([]);
    expect((await select({ event: 'items.delete', collection: 'menu_items', keys: ['99'] })).sites).toEqual([]);
  });

  it('republishes no site for a record no site shows and none owns: a new file, a restaurant without a site', async () => {
    expect((await select({ event: 'files.upload', collection: 'directus_files', keys: ['new-photo'] })).sites).toEqual(
      [],
    );
    expect((await select({ event: 'items.create', collection: 'restaurants', keys: ['9'] })).sites).toEqual([]);
  });

  it('keeps to the sites of the CMS that sent the notice', async () => {
    expect(
      (await select({ event: 'items.update', collection: 'allergens', keys: ['7'] }, ['cedar-grill'])).sites,
    ).toEqual(['cedar-grill']);
  });

  it('republishes every site of that CMS when it cannot tell', async () => {
    // The notice names no record (a deploy script's "publish everything").
    expect((await select({})).sites).toEqual(SITES);
    expect((await select({ event: 'items.update', collection: 'menu_items', keys: [] })).sites).toEqual(SITES);
    // A collection the model does not describe.
    expect((await select({ event: 'items.update', collection: 'new_collection', keys: ['1'] })).sites).toEqual(SITES);
    // The CMS does not answer the question whose it is.
    const down = lookups({ owners: () => Promise.reject(new Error('the CMS did not answer')) });
    const chosen = await select({ event: 'items.update', collection: 'menu_items', keys: ['3'] }, SITES, down);
    expect(chosen.sites).toEqual(SITES);
    expect(chosen.why).toContain('the CMS did not answer');
  });

  it('reads only the parts of a notice it knows, whatever else the body holds', () => {
    expect(noticeOf({ event: 'items.update', collection: 'menu_items', keys: ['12', 13, '', null, {}], x: 1 })).toEqual(
      {
        event: 'items.update',
        collection: 'menu_items',
        keys: ['12', 13],
      },
    );
    expect(noticeOf({ collection: '../etc', keys: 'x' })).toEqual({
      event: undefined,
      collection: undefined,
      keys: [],
    });
    expect(noticeOf(null)).toEqual({ keys: [] });
  });
});
