import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from './pipeline';
import { createVersionStore } from './versions';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('publishVersion', () => {
  it('keeps the live version and cleans up when the CMS cannot be read', { timeout: 120_000 }, async () => {
    const store = createVersionStore(root);
    const { id, dir } = await store.begin();
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.html'), 'good version');
    await store.commit(id, { trigger: 'test', pages: 1 });

    const site = {
      slug: 'saffron-house',
      url: 'http://127.0.0.1:4173',
      words: {},
      // Nothing listens on port 9 of loopback: every CMS read fails at once.
      cms: { url: 'http://127.0.0.1:9', token: 'a-test-token' },
    };
    await expect(publishVersion(store, 'test', { site, mediaCache: join(root, 'media-cache') })).rejects.toThrow(
      /the CMS did not answer \d+ reads .*the live version was kept/,
    );
    expect(readFileSync(join(root, 'current', 'index.html'), 'utf8')).toBe('good version');
    expect((await store.list()).map((v) => v.id)).toEqual([id]);
    const staging = join(root, '.staging');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  });
});
