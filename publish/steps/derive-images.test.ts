import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaIndex, type CmsFile } from '../media';
import { deriveImages } from './derive-images';
import { KABSA_IMAGE } from './test-cms';

const TOKEN = 'publisher-token-for-tests';
const kabsa: CmsFile = { id: KABSA_IMAGE, type: 'image/png', width: 400, height: 300, filename_download: 'kabsa.png' };
const unused: CmsFile = { ...kabsa, id: '22222222-2222-4333-8444-555555555555' };

let server: Server;
let url: string;
let dir: string;
const downloads: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  // The CMS's asset endpoint, as far as this step uses it (unit tier only).
  server = createServer((req, res) => {
    downloads.push(req.url ?? '');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(403).end();
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'derive-images-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

function run(version: string, filesListed = true) {
  const media = createMediaIndex([kabsa, unused]);
  const src = media.assetUrl(KABSA_IMAGE);
  return {
    src,
    report: deriveImages({
      content: { media, filesListed },
      cms: { url, token: TOKEN, timeoutMs: 5000 },
      cacheDir: join(dir, 'cache'),
      outDir: join(dir, version),
      log: () => undefined,
    }),
  };
}

describe('the derive-images step', () => {
  it('derives the images the pages show, once, and links them into each version', async () => {
    const first = run('v1');
    expect(await first.report).toEqual({ derived: 1, reused: 0, copied: 0 });
    expect(existsSync(join(dir, 'v1', first.src))).toBe(true);
    expect(readdirSync(join(dir, 'v1', 'media'))).toHaveLength(1);
    expect(downloads).toEqual([`/assets/${KABSA_IMAGE}`]);

    const second = run('v2');
    expect(await second.report).toEqual({ derived: 0, reused: 1, copied: 0 });
    expect(second.src).toBe(first.src);
    expect(existsSync(join(dir, 'v2', second.src))).toBe(true);
    expect(downloads).toHaveLength(1);
  });

  it('derives nothing when the CMS’s files could not be listed', async () => {
    const before = downloads.length;
    expect(await run('v3', false).report).toEqual({ derived: 0, reused: 0, copied: 0 });
    expect(existsSync(join(dir, 'v3'))).toBe(false);
    expect(downloads).toHaveLength(before);
  });
});
