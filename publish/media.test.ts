import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type SharpOptions } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMediaIndex,
  deriveMedia,
  fileKey,
  pruneMediaCache,
  type CmsFile,
  type DeriveOptions,
  type SharpFactory,
} from './media';

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
/** 16000 x 16000, turned by its EXIF orientation: a few dozen KB that decode to 256 megapixels. */
const huge: CmsFile = {
  ...photo,
  id: '16000000-2222-4333-8444-555555555555',
  filename_download: 'poster.png',
  width: 16000,
  height: 16000,
};
/** A large photo (3000 x 2000): hundreds of milliseconds of work for its fourteen files. */
const slow: CmsFile = {
  ...photo,
  id: '30002000-2222-4333-8444-555555555555',
  filename_download: 'terrace.jpg',
  type: 'image/jpeg',
  width: 3000,
  height: 2000,
};

/**
 * A valid PNG of `size` x `size` black pixels, one bit each, with an EXIF orientation. Built by
 * hand: sharp takes 10 s or more to write one this large.
 */
function bigPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // EXIF (big-endian TIFF): one entry, Orientation (0x0112) = 6, turned 90 degrees.
  const exif = Buffer.from('4d4d002a000000080001011200030000000100060000000000000000', 'hex');
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('eXIf', exif),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: Server;
let cms: string;
let dir: string;
const downloads: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const poster = bigPng(16000);
  // Smooth shapes, as a photo has (noise would take AVIF seconds).
  const terrace = await sharp(
    await sharp({
      create: {
        width: 30,
        height: 20,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer(),
  )
    .resize(3000, 2000)
    .jpeg({ quality: 90 })
    .toBuffer();
  server = createServer((req, res) => {
    downloads.push(req.url ?? '');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(403).end();
    if (req.url === `/assets/${photo.id}`) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    if (req.url === `/assets/${huge.id}`) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(poster);
    if (req.url === `/assets/${slow.id}`) return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(terrace);
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

    // While a version holds them they stay; once none does, the cache lets them go, after a
    // grace time that keeps a preview's images (linked into no version) while an editor looks.
    await rm(join(dir, 'v1'), { recursive: true });
    expect(await pruneMediaCache(cacheDir, { graceMs: 0 })).toBe(0);
    await rm(join(dir, 'v2'), { recursive: true });
    expect(await pruneMediaCache(cacheDir)).toBe(0);
    expect(existsSync(join(cacheDir, `${fileKey(photo)}-700`, '700.webp'))).toBe(true);
    expect(await pruneMediaCache(cacheDir, { graceMs: 0 })).toBe(1);
    expect(existsSync(join(cacheDir, `${fileKey(photo)}-700`))).toBe(false);
  });

  it('derives one image for a preview and publishes at once, pruning meanwhile, each ending whole', async () => {
    // A save and a preview reload: the publish and the preview derive the same new image, and
    // the publish prunes the cache, with no lock between them.
    const cacheDir = join(dir, 'shared-cache');
    const options = { cms: { url: cms, token: TOKEN }, cacheDir };
    const images = () => {
      const index = createMediaIndex([slow]);
      index.assetUrl(slow.id);
      return index.used();
    };
    let pruning = true;
    const prune = (async () => {
      while (pruning) {
        await pruneMediaCache(cacheDir);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const outs = ['preview', 'publish-a', 'publish-b'].map((name) => join(dir, 'race', name));
      await Promise.all(outs.map((outDir) => deriveMedia(images(), { ...options, outDir })));
      const folder = `${fileKey(slow)}-3000`;
      const expected = (await readdir(join(cacheDir, folder))).sort();
      expect(expected).toHaveLength(14);
      for (const outDir of outs) expect((await readdir(join(outDir, 'media', folder))).sort()).toEqual(expected);
      // Only the one folder is left in the cache: each derivation's own work was moved in or removed.
      expect(await readdir(cacheDir)).toEqual([folder]);
    } finally {
      pruning = false;
      await prune;
    }
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

describe('an image that would take too much', () => {
  const derive = (file: CmsFile, options: Partial<DeriveOptions> = {}) => {
    const index = createMediaIndex([file]);
    index.assetUrl(file.id);
    return deriveMedia(index.used(), {
      cms: { url: cms, token: TOKEN },
      cacheDir: join(dir, 'cache-limits'),
      outDir: join(dir, 'v-limits'),
      ...options,
    });
  };
  /** Nothing half-derived is left, and libvips has nothing queued or running. */
  const nothingLeft = async () => {
    const left = existsSync(join(dir, 'cache-limits')) ? await readdir(join(dir, 'cache-limits')) : [];
    expect(left).toEqual([]);
    expect(sharp.counters()).toEqual({ queue: 0, process: 0 });
  };

  it('refuses an original of more than 50 megapixels before decoding it, naming the file and the limit', async () => {
    const started = Date.now();
    await expect(derive(huge)).rejects.toThrow(
      `the image directus_files ${huge.id} ("poster.png") is 16000 x 16000 pixels (256 megapixels); images up to 50 megapixels are published`,
    );
    // Decoded fourteen times, it took 24 s and 450 MB.
    expect(Date.now() - started).toBeLessThan(3000);
    await nothingLeft();
  });

  it('stops downloading a reply without Content-Length once it passes the size limit', async () => {
    let written = 0;
    let finished = false;
    const total = 64 * 1024 * 1024;
    const chunked = createServer((req, res) => {
      // No Content-Length: the body is sent in chunks until it ends.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      const block = Buffer.alloc(64 * 1024, 1);
      const more = () => {
        while (written < total && !res.destroyed) {
          written += block.length;
          if (!res.write(block)) return void res.once('drain', more);
        }
        if (written >= total) {
          finished = true;
          res.end();
        }
      };
      more();
    });
    await new Promise<void>((resolve) => chunked.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(chunked.address() as AddressInfo).port}`;
      await expect(derive(photo, { cms: { url, token: TOKEN }, maxOriginalBytes: 1024 * 1024 })).rejects.toThrow(
        `the image directus_files ${photo.id} ("kabsa.png") is larger than 1 MB, the most a published image may be`,
      );
      expect(finished).toBe(false);
      expect(written).toBeLessThan(total / 4);
    } finally {
      chunked.closeAllConnections();
      await new Promise<void>((resolve) => chunked.close(() => resolve()));
    }
    await nothingLeft();
  });

  it('stops an image that takes longer than its time limit, and leaves nothing running', async () => {
    const started = Date.now();
    await expect(derive(slow, { timeLimitMs: 50 })).rejects.toThrow(
      `the image directus_files ${slow.id} ("terrace.jpg") took longer than 0.05 s to derive`,
    );
    // sharp stops its own work within a second of the limit.
    expect(Date.now() - started).toBeLessThan(3000);
    await nothingLeft();
  });

  it('fails the publish only once the images already under way are done, and starts no more', async () => {
    const later: CmsFile = { ...photo, id: '77777777-2222-4333-8444-555555555555' };
    const index = createMediaIndex([huge, photo, later]);
    for (const file of [huge, photo, later]) index.assetUrl(file.id);
    const cacheDir = join(dir, 'cache-stop');
    const before = downloads.length;
    await expect(
      deriveMedia(index.used(), {
        cms: { url: cms, token: TOKEN },
        cacheDir,
        outDir: join(dir, 'v-stop'),
        parallel: 2,
      }),
    ).rejects.toThrow(`the image directus_files ${huge.id} ("poster.png") is 16000 x 16000 pixels`);
    // The photo started beside the refused image was finished; nothing runs or is half-written.
    expect(sharp.counters()).toEqual({ queue: 0, process: 0 });
    expect(await readdir(cacheDir)).toEqual([`${fileKey(photo)}-700`]);
    // The image after them was never started.
    expect(downloads.slice(before)).not.toContain(`/assets/${later.id}`);
  });

  it('decodes each original once for all its widths and formats', async () => {
    const opened: string[] = [];
    const counting: SharpFactory = (input: Buffer, options: SharpOptions) => {
      opened.push(options.raw ? 'pixels' : 'original');
      return sharp(input, options);
    };
    expect(await derive(photo, { sharp: counting, cacheDir: join(dir, 'cache-once') })).toEqual({
      derived: 1,
      reused: 0,
      copied: 0,
    });
    // One decode of the PNG; each of its 8 files (160, 320, 640 and 700 px, AVIF and WebP) made
    // from the decoded pixels.
    expect(opened.filter((what) => what === 'original')).toHaveLength(1);
    expect(opened.filter((what) => what === 'pixels')).toHaveLength(8);
    const folder = join(dir, 'cache-once', `${fileKey(photo)}-700`);
    expect((await readdir(folder)).sort()).toEqual(
      ['160', '320', '640', '700'].flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );
    const { width, height } = await sharp(join(folder, '320.webp')).metadata();
    expect([width, height]).toEqual([320, Math.round((320 * 500) / 700)]);
  });
});
