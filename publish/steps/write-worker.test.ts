import { readFileSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillWorker, writeServiceWorker } from './write-worker';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-worker-'));
  const files: Record<string, string> = {
    // What the minified build of src/sw/sw.ts holds: the id inside a longer string, the list alone.
    '.sw/sw.js': 'var V=`__SITE_VERSION__`,P=`__SITE_PRECACHE__`;n(`site-pages-__SITE_VERSION__`);precache(P);',
    'assets/index-AbCd1234.js': 'app',
    'assets/boot-ZyXw9876.js': 'boot',
    'offline.html': '<p>You are offline</p>',
    'ar/offline.html': '<p>أنت غير متصل</p>',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ID = '20261127T061000000Z-abcdef';

describe('the write-worker step', () => {
  it('writes /sw.js with the version id and its precache list, and drops the template', async () => {
    const entries = await writeServiceWorker({
      dir,
      id: ID,
      precache: [
        '/assets/boot-ZyXw9876.js',
        '/assets/index-AbCd1234.js',
        '/offline.html',
        '/ar/offline.html',
        '/offline.html',
      ],
    });
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('__SITE_');
    expect(worker).toContain(`site-pages-${ID}`);
    expect(worker).toContain(`V=\`${ID}\``);
    const list = JSON.parse(/P=(\[.*?\]);/.exec(worker)![1]!) as { url: string; revision: string | null }[];
    expect(list).toEqual(entries);
    // Each address once; hashed names need no revision, the offline pages have their bytes' hash.
    expect(list.map((entry) => entry.url)).toEqual([
      '/assets/boot-ZyXw9876.js',
      '/assets/index-AbCd1234.js',
      '/offline.html',
      '/ar/offline.html',
    ]);
    expect(list[0]!.revision).toBeNull();
    expect(list[2]!.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(list[3]!.revision).not.toBe(list[2]!.revision);
    expect(existsSync(join(dir, '.sw'))).toBe(false);
  });

  it('gives an offline page a new revision when its bytes change, the same one when they do not', async () => {
    const revision = async () =>
      (
        await writeServiceWorker({ dir, id: ID, precache: ['/offline.html'] }).finally(() =>
          mkdir(join(dir, '.sw'), { recursive: true }).then(() =>
            writeFile(join(dir, '.sw', 'sw.js'), 'var V=`__SITE_VERSION__`,P=`__SITE_PRECACHE__`;'),
          ),
        )
      )[0]!.revision;
    const first = await revision();
    expect(await revision()).toBe(first);
    await writeFile(join(dir, 'offline.html'), '<p>You are offline.</p>');
    expect(await revision()).not.toBe(first);
  });

  it('fails the publish when a precached file is missing or the worker has no placeholders', async () => {
    await expect(writeServiceWorker({ dir, id: ID, precache: ['/assets/gone-AbCd1234.js'] })).rejects.toThrow();
    expect(() => fillWorker('var V="x";', ID, [])).toThrow(/placeholder/);
    expect(() => fillWorker('`__SITE_VERSION__``__SITE_PRECACHE__`', '"; evil()', [])).toThrow(/version id/);
  });
});
