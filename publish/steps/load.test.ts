import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawRecord } from '../../src/data/client';
import * as entry from '../../src/entry-server';
import { readCmsFiles, type CmsFile } from '../media';
import { load } from './load';
import { KABSA_IMAGE, seededRecords, serveTestCms, testCms, type Fault, type ServedTestCms } from './test-cms';
import { writeVersion } from './write-version';

const kabsaFile: CmsFile = { id: KABSA_IMAGE, type: 'image/png', width: 700, filename_download: 'kabsa.png' };

function run(client = testCms(), listFiles = () => Promise.resolve([kabsaFile])) {
  const lines: string[] = [];
  return {
    client,
    lines,
    loaded: load({ entry, slug: 'saffron-house', cms: { client, listFiles }, log: (line) => lines.push(line) }),
  };
}

describe('the load step', () => {
  it('reads the restaurant, the dishes and the rated reviews, each shared read once', async () => {
    const { client, loaded } = run();
    const content = await loaded;
    expect(content.restaurant.name.en).toBe('Saffron House');
    expect(content.languages).toEqual(['en', 'ar']);
    expect(content.itemIds).toEqual(['12', '14']);
    expect(content.items.map((item) => item.name.en)).toEqual(['Chicken Kabsa', 'Moutabal']);
    // The unrated review would show five stars; it must not lift the rating search engines see.
    expect(content.reviews.map((review) => review.id)).toEqual([1]);
    expect(content.failedReads).toEqual([]);
    expect(content.filesListed).toBe(true);
    // Pages asking the restaurant again get the same read, not a new one.
    const before = client.calls.length;
    await entry.queries.restaurant.fetch({}, { client: content.reads.client, slug: 'saffron-house' });
    expect(client.calls.length).toBe(before);
  });

  it('makes its reads at once, not one after another (an edit is served sooner)', async () => {
    const base = testCms();
    let inFlight = 0;
    /** Times the CMS went from idle to busy: one per wait the step makes in turn. */
    let rounds = 0;
    const slowly = async <T>(read: () => Promise<T>): Promise<T> => {
      if (inFlight++ === 0) rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      try {
        return await read();
      } finally {
        inFlight -= 1;
      }
    };
    const client = {
      ...base,
      readCollection: (collection: string, query: Parameters<typeof base.readCollection>[1]) =>
        slowly(() => base.readCollection(collection, query)),
      readCollectionWithCount: (collection: string, query: Parameters<typeof base.readCollection>[1]) =>
        slowly(() => base.readCollectionWithCount(collection, query)),
    };
    const content = await run(client, () => slowly(() => Promise.resolve([kabsaFile]))).loaded;
    expect(content.failedReads).toEqual([]);
    // The files, the menu and the ratings together; then the restaurant, reviews and categories
    // (one after another, that was six waits).
    expect(rounds).toBeLessThanOrEqual(3);
  });

  it('gives every image a published address, and remembers the ones shown', async () => {
    const content = await run().loaded;
    expect(JSON.stringify(content.items[0])).toMatch(/"src":"\/media\/[0-9a-f]{16}-700\/\d+\.webp"/);
    expect(content.media.used().map((image) => image.file.id)).toEqual([KABSA_IMAGE]);
  });

  it('leaves Arabic out when the restaurant turned it off', async () => {
    const client = testCms();
    client.records.restaurants![0]!.enable_arabic = false;
    expect((await run(client).loaded).languages).toEqual(['en']);
  });

  it('keeps every language when the restaurant cannot be read, and names each read that failed', async () => {
    const client = testCms();
    client.failing.add('restaurants');
    const { loaded, lines } = run(client, () => Promise.reject(new Error('connect ECONNREFUSED')));
    const content = await loaded;
    expect(content.languages).toEqual(['en', 'ar']);
    expect(content.restaurant.slug).toBe('saffron-house');
    expect(content.failedReads).toEqual(['directus_files', 'restaurants']);
    expect(content.filesListed).toBe(false);
    expect(lines.join('\n')).toContain('the CMS read of directus_files failed (connect ECONNREFUSED)');
    expect(lines.join('\n')).toContain('the CMS read of restaurants failed (the CMS did not answer (restaurants))');
  });

  it('counts a menu that cannot be read as a failed read: no version without its dishes', async () => {
    const client = testCms();
    client.failing.add('menu_items');
    const { loaded, lines } = run(client);
    const content = await loaded;
    expect(content.itemIds).toEqual([]);
    expect(content.failedReads).toEqual(['menu_items']);
    expect(lines.join('\n')).toMatch(/the CMS read of menu_items failed .*no dish page/);
  });
});

/** The reads of the load step, each told apart by the request it makes. */
const READS: { read: string; on: (url: URL) => boolean }[] = [
  { read: 'directus_files', on: (url) => url.pathname === '/files' },
  { read: 'menu_items', on: (url) => url.pathname === '/items/menu_items' },
  { read: 'restaurants', on: (url) => url.pathname === '/items/restaurants' },
  { read: 'opening_hours', on: (url) => url.pathname === '/items/opening_hours' },
  { read: 'hours_overrides', on: (url) => url.pathname === '/items/hours_overrides' },
  {
    read: 'reviews (ratings)',
    on: (url) => url.pathname === '/items/reviews' && url.searchParams.get('fields') === 'id,review_star_count',
  },
  {
    read: 'reviews',
    on: (url) => url.pathname === '/items/reviews' && url.searchParams.get('fields') !== 'id,review_star_count',
  },
  { read: 'menu_categories', on: (url) => url.pathname === '/items/menu_categories' },
];
const FAULTS: { fault: Fault; says: RegExp }[] = [
  { fault: 'timeout', says: /timed out/ },
  { fault: 'error500', says: /Internal Server Error/ },
  { fault: 'truncated', says: /JSON/ },
];

describe('a read of the load step that fails', () => {
  let cms: ServedTestCms;
  let live: string;
  beforeAll(async () => {
    cms = await serveTestCms(seededRecords(), [kabsaFile as unknown as RawRecord]);
    live = mkdtempSync(join(tmpdir(), 'live-'));
    writeFileSync(join(live, 'index.html'), 'the live version');
  });
  afterAll(async () => {
    await cms.close();
    rmSync(live, { recursive: true, force: true });
  });

  /** The load step over real HTTP with the real CMS client, as a publish makes it. */
  function loadOverHttp() {
    const lines: string[] = [];
    const cmsOptions = { url: cms.url, token: 'publisher-token', timeoutMs: 300 };
    const loaded = load({
      entry,
      slug: 'saffron-house',
      cms: { client: entry.createCmsClient(cmsOptions), listFiles: () => readCmsFiles(cmsOptions) },
      log: (line) => lines.push(line),
    });
    return { loaded, lines };
  }

  it('is none when the CMS answers every read: all the dishes it holds', async () => {
    cms.fault = null;
    const content = await loadOverHttp().loaded;
    expect(content.failedReads).toEqual([]);
    expect(content.itemIds).toEqual(['12', '14']);
    // Each read above was made (the fault cases below would otherwise prove nothing).
    for (const { read, on } of READS)
      expect(
        cms.seen.some((seen) => on(new URL(seen, cms.url))),
        read,
      ).toBe(true);
  });

  describe.each(READS)('$read', ({ read, on }) => {
    it.each(FAULTS)(
      'fails the publish on $fault, naming the read, and the live version stays',
      async ({ fault, says }) => {
        cms.fault = fault;
        cms.faultOn = on;
        const { loaded, lines } = loadOverHttp();
        const content = await loaded;
        expect(content.failedReads).toContain(read);
        const line = lines.find((line) => line.includes(`the CMS read of ${read} failed (`));
        expect(line, lines.join('\n')).toMatch(says);
        // The version is refused, so the live one stays as it is.
        const staged = mkdtempSync(join(tmpdir(), 'staged-'));
        try {
          await expect(writeVersion({ dir: staged, live, failedReads: content.failedReads })).rejects.toThrow(
            new RegExp(`did not answer .*${read.replace(/[()]/g, '\\$&')}.*the live version was kept`),
          );
        } finally {
          rmSync(staged, { recursive: true, force: true });
        }
        expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('the live version');
        // A version that would go live has every dish the CMS holds.
        if (content.failedReads.length === 0) expect(content.itemIds).toEqual(['12', '14']);
      },
    );
  });
});
