import { describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import type { CmsFile } from '../media';
import { load } from './load';
import { KABSA_IMAGE, testCms } from './test-cms';

const kabsaFile: CmsFile = { id: KABSA_IMAGE, type: 'image/png', width: 700, filename_download: 'kabsa.png' };

function run(client = testCms(), listFiles = () => Promise.resolve([kabsaFile])) {
  const lines: string[] = [];
  return { client, lines, loaded: load({ entry, cms: { client, listFiles }, log: (line) => lines.push(line) }) };
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

  it('keeps every language when the restaurant cannot be read, and names a files list that failed', async () => {
    const client = testCms();
    client.failing.add('restaurants');
    const { loaded, lines } = run(client, () => Promise.reject(new Error('connect ECONNREFUSED')));
    const content = await loaded;
    expect(content.languages).toEqual(['en', 'ar']);
    expect(content.restaurant.slug).toBe('saffron-house');
    expect(content.failedReads).toEqual(['directus_files']);
    expect(content.filesListed).toBe(false);
    expect(lines.join('\n')).toContain("could not list the CMS's files (connect ECONNREFUSED)");
  });

  it('leaves dish pages to the browser when the menu cannot be read', async () => {
    const client = testCms();
    client.failing.add('menu_items');
    const { loaded, lines } = run(client);
    expect((await loaded).itemIds).toEqual([]);
    expect(lines.join('\n')).toMatch(/could not list the dishes .*item pages will render in the browser/);
  });
});
