import { describe, expect, it } from 'vitest';
import { hashOf, readKey } from './incremental';
import type { CmsClient } from '../src/data/client';
import { createPublishReads, readOfOneById, watchReads } from './reads';
import { testCms } from './steps/test-cms';

const media = { assetUrl: (id: string) => `/media/${id}-800/960.webp` };
const dishes = { fields: ['id', 'name_en'], limit: -1 };

describe('the reads of a prerender', () => {
  it('makes each read once for all pages', async () => {
    const cms = testCms();
    const reads = createPublishReads(cms, media);
    const first = await reads.client.readCollection('menu_items', dishes);
    const again = await reads.client.readCollection('menu_items', { fields: ['id', 'name_en'], limit: -1 });
    expect(again).toBe(first);
    await reads.client.readCollection('menu_items', { ...dishes, limit: 5 });
    expect(cms.calls).toEqual(['menu_items', 'menu_items']);
  });

  it('records what the page being rendered reads and shows, and only that page', async () => {
    const reads = createPublishReads(testCms(), media);
    await reads.client.readCollection('restaurants', {});
    const page = await reads.record(async () => {
      await reads.client.readCollection('menu_items', dishes);
      await reads.client.readCollectionWithCount('reviews', { limit: 3 });
      return reads.client.assetUrl('kabsa');
    });
    expect(page.result).toBe('/media/kabsa-800/960.webp');
    expect([...page.reads]).toEqual([readKey('list', 'menu_items', dishes), readKey('count', 'reviews', { limit: 3 })]);
    expect([...page.images]).toEqual(['kabsa']);
    // Outside a page's render nothing is recorded.
    const next = await reads.record(() => Promise.resolve(null));
    expect(next.reads.size + next.images.size).toBe(0);
  });

  it('stops recording when a render throws', async () => {
    const reads = createPublishReads(testCms(), media);
    await expect(reads.record(() => Promise.reject(new Error('window is not defined')))).rejects.toThrow('window');
    const after = await reads.record(() => Promise.resolve(1));
    expect(after.reads.size).toBe(0);
  });

  it('makes a recorded read again from its key, as a hash that changes with the CMS', async () => {
    const cms = testCms();
    const key = readKey('list', 'menu_items', dishes);
    const before = await createPublishReads(cms, media).readResult(key);
    expect(before).toBe(hashOf(cms.records.menu_items));
    cms.records.menu_items![0]!.default_price = '99.00';
    expect(await createPublishReads(cms, media).readResult(key)).not.toBe(before);
    cms.failing.add('menu_items');
    expect(await createPublishReads(cms, media).readResult(key)).toBe(`failed ${key}`);
    expect(await createPublishReads(cms, media).readResult('not a read')).toBe('unknown not a read');
  });

  it('notes every read that fails, even one a query answers with a fallback', async () => {
    const cms = testCms();
    cms.failing.add('opening_hours');
    const watched = watchReads(cms);
    // A query that falls back to no hours, as the restaurant query does.
    const hours = await watched.client.readCollection('opening_hours', {}).catch(() => []);
    expect(hours).toEqual([]);
    await watched.client.readCollection('menu_items', dishes);
    await expect(watched.client.readCollectionWithCount('opening_hours', {})).rejects.toThrow('did not answer');
    expect([...watched.failed()]).toEqual([['opening_hours', 'the CMS did not answer (opening_hours)']]);
  });
});

describe('making the live version’s reads again', () => {
  interface Row {
    id: number;
    name_en: string;
  }
  /** A CMS that answers `id` filters (`_eq`, `_in`) as Directus does, and counts its reads. */
  function cmsOf(rows: Row[]) {
    const reads: unknown[] = [];
    let failTogether = false;
    const client: CmsClient = {
      url: 'http://cms.test',
      assetUrl: (id) => id,
      readCollection: (_collection, query) => {
        reads.push(query);
        const id = (query as { filter?: { _and?: { id?: { _eq?: number; _in?: number[] } }[] } }).filter?._and?.[0]?.id;
        if (failTogether && id?._in) return Promise.reject(new Error('CMS 500'));
        const picked = rows.filter((row) =>
          id?._eq !== undefined ? row.id === id._eq : (id?._in?.includes(row.id) ?? true),
        );
        return Promise.resolve(picked.map((row) => ({ ...row })));
      },
      readCollectionWithCount: () => Promise.resolve({ items: [], total: 0 }),
    };
    return { client, reads, failing: () => (failTogether = true) };
  }
  const dish = (id: number) => ({
    fields: ['id', 'name_en'],
    filter: { _and: [{ id: { _eq: id } }, { publish_status: { _eq: 'published' } }] },
    limit: 1,
  });
  const keys = [1, 2, 3].map((id) => readKey('list', 'menu_items', dish(id)));
  const menu = readKey('list', 'menu_items', dishes);

  it('reads the dishes of the dish pages in one read, each with the hash its own read gives', async () => {
    const rows = [1, 2, 3, 4].map((id) => ({ id, name_en: `Dish ${id}` }));
    const cms = cmsOf(rows);
    // What the pages were made with: each dish read on its own.
    const own = createPublishReads(cms.client, media);
    const made = await Promise.all([...keys, menu].map((key) => own.readResult(key)));
    cms.reads.length = 0;

    const again = createPublishReads(cms.client, media);
    await again.readResults([...keys, menu, keys[0]!], 6);
    expect(cms.reads).toHaveLength(2);
    expect(await Promise.all([...keys, menu].map((key) => again.readResult(key)))).toEqual(made);
    expect(cms.reads).toHaveLength(2);

    // A changed dish changes its own read's hash only.
    rows[1]!.name_en = 'Dish two';
    const later = createPublishReads(cms.client, media);
    await later.readResults(keys, 6);
    const hashes = await Promise.all(keys.map((key) => later.readResult(key)));
    expect(hashes[1]).not.toBe(made[1]);
    expect([hashes[0], hashes[2]]).toEqual([made[0], made[2]]);
    // A dish gone reads as no rows, as its own read would say.
    rows.splice(2, 1);
    const gone = createPublishReads(cms.client, media);
    await gone.readResults(keys, 6);
    expect(await gone.readResult(keys[2]!)).toBe(hashOf([]));
  });

  it('renders the dish pages from that one read, with the rows their own reads would give', async () => {
    const cms = cmsOf([1, 2, 3].map((id) => ({ id, name_en: `Dish ${id}` })));
    const own = await Promise.all([1, 2, 3].map((id) => cms.client.readCollection('menu_items', dish(id))));
    cms.reads.length = 0;
    const again = createPublishReads(cms.client, media);
    await again.readResults(keys, 6);
    expect(cms.reads).toHaveLength(1);
    const page = await again.record(() => again.client.readCollection('menu_items', dish(2)));
    expect(page.result).toEqual(own[1]);
    expect([...page.reads]).toEqual([keys[1]]);
    expect(again.rows()).toContainEqual({ collection: 'menu_items', rows: own[1] });
    // No read of its own.
    expect(cms.reads).toHaveLength(1);
  });

  it('makes each read on its own when the one read fails', async () => {
    const cms = cmsOf([1, 2, 3].map((id) => ({ id, name_en: `Dish ${id}` })));
    const made = await Promise.all(keys.map((key) => createPublishReads(cms.client, media).readResult(key)));
    cms.failing();
    cms.reads.length = 0;
    const again = createPublishReads(cms.client, media);
    await again.readResults(keys, 6);
    expect(await Promise.all(keys.map((key) => again.readResult(key)))).toEqual(made);
    expect(cms.reads).toHaveLength(4);
    // A page then renders from its own read, made once.
    expect(await again.client.readCollection('menu_items', dish(3))).toEqual([{ id: 3, name_en: 'Dish 3' }]);
    expect(cms.reads).toHaveLength(4);
  });

  it('tells a read of one record by id from any other', () => {
    expect(readOfOneById(keys[0]!)).toMatchObject({ collection: 'menu_items', id: 1 });
    expect(readOfOneById(keys[0]!)!.group).toBe(readOfOneById(keys[2]!)!.group);
    expect(readOfOneById(menu)).toBeNull();
    expect(readOfOneById(readKey('list', 'menu_items', { ...dish(1), limit: 2 }))).toBeNull();
    expect(readOfOneById(readKey('count', 'menu_items', dish(1)))).toBeNull();
    expect(
      readOfOneById(readKey('list', 'menu_items', { ...dish(1), filter: { _and: [{ id: { _eq: '1' } }] } })),
    ).toBeNull();
  });
});
