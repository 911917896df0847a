import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaIndex, deriveMedia, fileKey, pruneMediaCache, type CmsFile } from './media';

const TOKEN = 'publisher-token-for-tests';
const photo: CmsFile = {
  id: '11111111-2222-4333-8444-555555555555',
  filename_download: 'kabsa.png',
  type: 'image/png',
  filesize: 1234,
  width: 700,
  height: 500,
  modified_on: '2026-11-20T10:00:00.000Z',
};
const broken: CmsFile = { ...photo, id: '99999999-2222-4333-8444-555555555555', filename_download: 'broken.jpg' };

let server: Server;
let cms: string;
let dir: string;
const downloads: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    downloads.push(req.url ?? '');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(403).end();
    if (req.url === `/assets/${photo.id}`) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    if (req.url === `/assets/${broken.id}`)
      return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('not a jpeg');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cms = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'media-'));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

describe('the media index', () => {
  it('gives an image file its published address, and nothing to a file that is not a known image', () => {
    const lines: string[] = [];
    const index = createMediaIndex(
      [photo, { id: 'doc', type: 'application/pdf', filename_download: 'menu.pdf' }],
      (line) => lines.push(line),
    );
    expect(index.assetUrl(photo.id)).toBe(`/media/${fileKey(photo)}-700/700.webp`);
    expect(index.assetUrl('doc')).toBe('');
    expect(index.assetUrl('gone')).toBe('');
    expect(index.used().map((entry) => entry.file.id)).toEqual([photo.id]);
    expect(lines.join('\n')).toMatch(/menu\.pdf.*application\/pdf, not an image/);
    expect(lines.join('\n')).toMatch(/no file gone in the CMS/);
  });

  it('keys a file by its version: a replaced file gets new addresses', () => {
    expect(fileKey({ ...photo, modified_on: '2026-11-21T10:00:00.000Z' })).not.toBe(fileKey(photo));
    expect(fileKey({ ...photo })).toBe(fileKey(photo));
  });
});

describe('deriveMedia', () => {
  it('derives AVIF and WebP at each width once, links them into each version, and prunes what no version holds', async () => {
    const cacheDir = join(dir, 'cache');
    const options = { cms: { url: cms, token: TOKEN }, cacheDir };
    const images = () => {
      const index = createMediaIndex([photo]);
      index.assetUrl(photo.id);
      return index.used();
    };
    const first = await deriveMedia(images(), { ...options, outDir: join(dir, 'v1') });
    expect(first).toEqual({ derived: 1, reused: 0, copied: 0 });
    const folder = join(dir, 'v1', 'media', `${fileKey(photo)}-700`);
    for (const width of [160, 320, 640, 700]) {
      const avif = await sharp(join(folder, `${width}.avif`)).metadata();
      const webp = await sharp(join(folder, `${width}.webp`)).metadata();
      expect([avif.format, avif.width]).toEqual(['heif', width]);
      expect([webp.format, webp.width]).toEqual(['webp', width]);
    }

    // The next version reuses the cache: no download, the same files linked again.
    const before = downloads.length;
    const second = await deriveMedia(images(), { ...options, outDir: join(dir, 'v2') });
    expect(second).toEqual({ derived: 0, reused: 1, copied: 0 });
    expect(downloads.length).toBe(before);
    expect((await stat(join(folder, '700.webp'))).nlink).toBe(3);

    // While a version holds them they stay; once none does, the cache lets them go.
    await rm(join(dir, 'v1'), { recursive: true });
    expect(await pruneMediaCache(cacheDir)).toBe(0);
    await rm(join(dir, 'v2'), { recursive: true });
    expect(await pruneMediaCache(cacheDir)).toBe(1);
    expect(existsSync(join(cacheDir, `${fileKey(photo)}-700`))).toBe(false);
  });

  it('names the file that stops a publish: unreadable, refused, or missing', async () => {
    const derive = (file: CmsFile, token = TOKEN) => {
      const index = createMediaIndex([file]);
      index.assetUrl(file.id);
      return deriveMedia(index.used(), {
        cms: { url: cms, token },
        cacheDir: join(dir, 'cache'),
        outDir: join(dir, 'v'),
      });
    };
    await expect(derive(broken)).rejects.toThrow(
      `the image directus_files ${broken.id} ("broken.jpg") could not be read as a picture`,
    );
    await expect(derive(photo, 'wrong-token')).rejects.toThrow(
      `the image directus_files ${photo.id} ("kabsa.png") could not be downloaded: the CMS answered 403`,
    );
    await expect(derive({ ...photo, id: 'missing-file' })).rejects.toThrow(/missing-file .*the CMS answered 404/);
    // Nothing half-derived is left to be taken for a complete image.
    expect(existsSync(join(dir, 'cache', `${fileKey(broken)}-700`))).toBe(false);
  });
});
