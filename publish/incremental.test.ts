import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHash, parseReadKey, readKey, readPagesManifest, reusePage, writePagesManifest } from './incremental';

let dir: string;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('incremental publishing', () => {
  it('makes a read again from its key', () => {
    const query = { fields: ['id', 'name_en'], filter: { restaurant: { slug: { _eq: 'saffron-house' } } }, limit: -1 };
    expect(parseReadKey(readKey('list', 'menu_items', query))).toEqual({
      kind: 'list',
      collection: 'menu_items',
      query,
    });
    expect(parseReadKey(readKey('count', 'reviews', { search: 'a b' }))?.query).toEqual({ search: 'a b' });
    expect(parseReadKey('something else')).toBeNull();
    expect(parseReadKey('list menu_items {not json')).toBeNull();
  });

  it('changes a page’s hash with its head, any read result or any image address, and nothing else', () => {
    const base = pageHash('build-1', '<title>Menu</title>', ['r1', 'r2'], ['/media/a-800/640.webp']);
    expect(pageHash('build-1', '<title>Menu</title>', ['r1', 'r2'], ['/media/a-800/640.webp'])).toBe(base);
    for (const changed of [
      pageHash('build-2', '<title>Menu</title>', ['r1', 'r2'], ['/media/a-800/640.webp']),
      pageHash('build-1', '<title>Menu!</title>', ['r1', 'r2'], ['/media/a-800/640.webp']),
      pageHash('build-1', '<title>Menu</title>', ['r1', 'r3'], ['/media/a-800/640.webp']),
      pageHash('build-1', '<title>Menu</title>', ['r1', 'r2'], ['/media/b-800/640.webp']),
    ])
      expect(changed).not.toBe(base);
  });

  it('links an unchanged page and its compressed copies over whatever stood there', async () => {
    dir = await mkdtemp(join(tmpdir(), 'incremental-'));
    const from = join(dir, 'v1', 'index.html');
    const to = join(dir, 'v2', 'index.html');
    await mkdir(join(dir, 'v1'), { recursive: true });
    await writeFile(from, '<html>home</html>');
    await writeFile(`${from}.br`, 'br');
    await mkdir(join(dir, 'v2'), { recursive: true });
    await writeFile(to, '<html>the app shell</html>');
    expect(await reusePage(from, to)).toBe(true);
    expect(await readFile(to, 'utf8')).toBe('<html>home</html>');
    expect(await readFile(`${to}.br`, 'utf8')).toBe('br');
    expect((await stat(to)).nlink).toBe(2);
    expect(await reusePage(join(dir, 'v1', 'gone.html'), join(dir, 'v2', 'gone.html'))).toBe(false);
  });

  it('reads back the manifest it wrote, and nothing from a version without one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'incremental-'));
    const manifest = { shared: 'abc', pages: { '/': { hash: 'h', reads: ['list a {}'], images: [], entries: {} } } };
    await writePagesManifest(dir, manifest);
    expect(await readPagesManifest(dir)).toEqual(manifest);
    expect(await readPagesManifest(join(dir, 'nothing'))).toBeNull();
    expect(await readPagesManifest(undefined)).toBeNull();
  });
});
