import { describe, expect, it } from 'vitest';
import { hashOf, readKey } from './incremental';
import { createPublishReads, watchReads } from './reads';
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
