import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_LIST, writeFileList, type FileList } from './file-list';
import { INCOMING, receiveVersions } from './receive';
import { createVersionStore } from './versions';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'receive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A version published on "the publisher's machine", with a page, an asset and its file list. */
async function publishOn(root: string, page: string) {
  const store = createVersionStore(root);
  const { id, dir: staged } = await store.begin();
  mkdirSync(join(staged, 'assets'), { recursive: true });
  writeFileSync(join(staged, 'index.html'), page);
  writeFileSync(join(staged, 'assets', 'app-abcdefgh.js'), 'console.log(1)'.repeat(100));
  await store.commit(id, { trigger: 'test', pages: 1 });
  // As the publisher does before its post-publish command ships the version.
  await writeFileList(join(root, 'versions', id), id);
  return { id, folder: join(root, 'versions', id) };
}

describe('versions received from another machine', () => {
  it('lists every file of a version with its size and hash', async () => {
    const { folder } = await publishOn(join(dir, 'publisher'), '<p>one</p>');
    const list = JSON.parse(readFileSync(join(folder, FILE_LIST), 'utf8')) as FileList;
    expect(Object.keys(list.files)).toEqual(['.publish.json', 'assets/app-abcdefgh.js', 'index.html', 'version.json']);
    expect(list.files['index.html']).toEqual({
      size: 10,
      sha256: createHash('sha256').update('<p>one</p>').digest('hex'),
    });
  });

  it('goes live only once every listed file has arrived whole, and never goes back to an older copy', async () => {
    const publisher = join(dir, 'publisher');
    const web = join(dir, 'web');
    const first = await publishOn(publisher, '<p>first</p>');
    const second = await publishOn(publisher, '<p>second</p>');
    const incoming = (id: string) => join(web, 'sites', 'saffron-house', INCOMING, id);
    const live = () => createVersionStore(join(web, 'sites', 'saffron-house')).current();

    // The second version arrives first, and only partly: its asset is missing.
    cpSync(second.folder, incoming(second.id), { recursive: true });
    rmSync(join(incoming(second.id), 'assets', 'app-abcdefgh.js'));
    let seen = await receiveVersions(web, ['saffron-house']);
    expect(seen.taken).toEqual([]);
    expect(seen.waiting).toEqual([
      { site: 'saffron-house', id: second.id, why: 'assets/app-abcdefgh.js has not arrived' },
    ]);
    expect(await live()).toBeNull();

    // Truncated, then the right size with other bytes: still not whole.
    cpSync(join(second.folder, 'assets'), join(incoming(second.id), 'assets'), { recursive: true });
    truncateSync(join(incoming(second.id), 'index.html'), 3);
    seen = await receiveVersions(web, ['saffron-house']);
    expect(seen.waiting[0]!.why).toBe('index.html is 3 of 13 bytes');
    writeFileSync(join(incoming(second.id), 'index.html'), '<p>SECOND</p>');
    seen = await receiveVersions(web, ['saffron-house']);
    expect(seen.waiting[0]!.why).toBe('index.html differs from the list');
    expect(await live()).toBeNull();

    // Whole: live.
    writeFileSync(join(incoming(second.id), 'index.html'), '<p>second</p>');
    seen = await receiveVersions(web, ['saffron-house']);
    expect(seen.taken).toEqual([{ site: 'saffron-house', id: second.id, live: true }]);
    expect(await live()).toBe(second.id);
    expect(readFileSync(join(web, 'sites', 'saffron-house', 'current', 'index.html'), 'utf8')).toBe('<p>second</p>');

    // The older copy finishes later: kept, not switched to.
    cpSync(first.folder, incoming(first.id), { recursive: true });
    seen = await receiveVersions(web, ['saffron-house']);
    expect(seen.taken).toEqual([{ site: 'saffron-house', id: first.id, live: false }]);
    expect(await live()).toBe(second.id);
  });
});
