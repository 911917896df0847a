/**
 * The images of a version. The CMS's files are listed once per publish (with the publisher's
 * token); while pages render, every file they show gets its published address
 * (src/components/media.ts) and is remembered; then each of those is derived with sharp (AVIF
 * and WebP at the fixed widths) into a cache shared by all versions, and hard-linked into the
 * version. A file version is derived once: the next publish finds it in the cache and links it
 * again, so a dish edit costs no image work, and an unchanged image keeps its address.
 *
 *   <cache>/<key>-<width>/<w>.avif|webp     derived once per file version
 *   <version>/media/<key>-<width>/…          hard links to the cache (copies across disks)
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDirectus, readFiles, rest, staticToken } from '@directus/sdk';
import sharp, { type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import {
  MEDIA_DIR,
  MEDIA_FORMATS,
  mediaFolder,
  mediaSrc,
  mediaWidths,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaOriginal,
} from '../src/components/media.ts';

/** What the publisher needs to know of a CMS file (directus_files). */
export interface CmsFile {
  id: string;
  filename_disk?: string | null;
  filename_download?: string | null;
  type?: string | null;
  filesize?: number | string | null;
  width?: number | null;
  height?: number | null;
  modified_on?: string | null;
  uploaded_on?: string | null;
}

/** Encoder settings; part of every key, so changing them derives every image again. */
export const ENCODING = {
  webp: { quality: 70 },
  // effort 2 of 9: a 1920 px photo in well under a second on two cores, at nearly the same size.
  avif: { quality: 50, effort: 2 },
} as const;
/** Originals larger than this are refused rather than read into memory (counted as they arrive). */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
/**
 * Originals with more pixels than this are refused before they are decoded: a PNG of a flat
 * colour can be small on disk and gigabytes once decoded (16000 x 16000 is under 1 MB). 50 MP is
 * more than any phone or camera photo a restaurant uploads (a 48 MP phone writes 8000 x 6000).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** How long the images of one original may take to derive, decode and every output together. */
export const IMAGE_TIME_LIMIT_MS = 60_000;
/**
 * How long a derived folder is kept before pruning may take it, linked or not: a preview derives
 * a draft's images and links them into no version, and a publish derives before it links. Far
 * longer than any derivation takes (IMAGE_TIME_LIMIT_MS plus the download), so pruning never
 * takes the folder of a derivation in progress either.
 */
export const PRUNE_GRACE_MS = 60 * 60_000;

export class MediaError extends Error {
  override name = 'MediaError';
}

/** The file's version: anything that changes when its content is replaced, and the encoder settings. */
export function fileKey(file: CmsFile): string {
  const parts = [
    file.id,
    file.filename_disk ?? '',
    String(file.filesize ?? ''),
    file.modified_on ?? '',
    file.uploaded_on ?? '',
    JSON.stringify(ENCODING),
    MEDIA_WIDTHS.join(','),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

/** Every file the CMS holds, with what the keys need. */
export async function readCmsFiles(cms: { url: string; token: string; timeoutMs?: number }): Promise<CmsFile[]> {
  const client = createDirectus(cms.url)
    .with(staticToken(cms.token))
    .with(rest({ onRequest: (init) => ({ ...init, signal: AbortSignal.timeout(cms.timeoutMs ?? 15_000) }) }));
  const rows = await client.request(
    readFiles({
      fields: [
        'id',
        'filename_disk',
        'filename_download',
        'type',
        'filesize',
        'width',
        'height',
        'modified_on',
        'uploaded_on',
      ],
      limit: -1,
    }),
  );
  return (rows as unknown[]).filter(
    (row): row is CmsFile => typeof row === 'object' && row !== null && typeof (row as CmsFile).id === 'string',
  );
}

export interface MediaIndex {
  /** The published address of a file (what the normalisers put in `src`); '' for a file that is not a known image. */
  assetUrl: (id: string) => string;
  /** The files given an address so far, each once. */
  used: () => { file: CmsFile; original: MediaOriginal }[];
}

/** The widest an original may be taken as when the CMS does not know its width. */
const UNKNOWN_WIDTH = MEDIA_WIDTHS.at(-1)!;

export function createMediaIndex(files: readonly CmsFile[], log: (line: string) => void = () => undefined): MediaIndex {
  const byId = new Map(files.map((file) => [file.id, file]));
  const used = new Map<string, { file: CmsFile; original: MediaOriginal }>();
  const warned = new Set<string>();
  const warn = (id: string, why: string) => {
    if (warned.has(id)) return;
    warned.add(id);
    log(`[media] ${why}; the page shows its default picture`);
  };
  return {
    assetUrl(id) {
      const known = used.get(id);
      if (known) return mediaSrc(known.original);
      const file = byId.get(id);
      if (!file) {
        warn(id, `no file ${id} in the CMS (deleted?)`);
        return '';
      }
      if (!file.type?.startsWith('image/')) {
        warn(
          id,
          `the file ${id} (${file.filename_download ?? 'no name'}) is ${file.type ?? 'of no known type'}, not an image`,
        );
        return '';
      }
      const width = Number.isInteger(file.width) && file.width! > 0 ? file.width! : UNKNOWN_WIDTH;
      const original = { key: fileKey(file), width };
      used.set(id, { file, original });
      return mediaSrc(original);
    },
    used: () => [...used.values()],
  };
}

export interface DeriveOptions {
  cms: { url: string; token: string; timeoutMs?: number };
  /** The shared cache of derived files. */
  cacheDir: string;
  /** The version being written; its `media/` folder gets the files. */
  outDir: string;
  log?: (line: string) => void;
  /** Originals derived at a time (each uses libvips's threads too). */
  parallel?: number;
  /** Per original, download excluded (default IMAGE_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** The largest original downloaded, in bytes (default MAX_ORIGINAL_BYTES). */
  maxOriginalBytes?: number;
  /** The largest original decoded, in pixels (default MAX_INPUT_PIXELS). */
  maxInputPixels?: number;
  /** sharp itself, or a wrapper around it (tests count what it is asked to open). */
  sharp?: SharpFactory;
}

/** What publish/media.ts calls sharp with. */
export type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;

export interface DeriveReport {
  derived: number;
  reused: number;
  /** Files copied instead of linked (the cache is on another disk): the cache cannot then be pruned by its links. */
  copied: number;
}

/** Derives (or finds in the cache) every used image and links it into the version. */
export async function deriveMedia(
  images: readonly { file: CmsFile; original: MediaOriginal }[],
  options: DeriveOptions,
): Promise<DeriveReport> {
  const report: DeriveReport = { derived: 0, reused: 0, copied: 0 };
  await mkdir(options.cacheDir, { recursive: true });
  const queue = [...images];
  let failed = false;
  const worker = async () => {
    for (let next = queue.shift(); next && !failed; next = queue.shift()) {
      const folder = join(options.cacheDir, folderName(next.original));
      if (complete(folder, next.original)) report.reused += 1;
      else {
        await derive(next.file, next.original, folder, options);
        report.derived += 1;
      }
      const target = join(options.outDir, mediaFolder(next.original));
      try {
        report.copied += await linkFolder(folder, target);
      } catch (error) {
        // Pruned meanwhile by a process that does not hold this publish's lock: derive it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await derive(next.file, next.original, folder, options);
        report.copied += await linkFolder(folder, target);
      }
    }
  };
  // One image failing stops the others from starting, and the publish fails only once the
  // images already under way have finished: nothing is still writing when the lock is let go.
  const results = await Promise.allSettled(
    Array.from({ length: Math.max(1, options.parallel ?? 2) }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
  return report;
}

const folderName = (original: MediaOriginal) => mediaFolder(original).slice(MEDIA_DIR.length + 1);

function expectedFiles(original: MediaOriginal): string[] {
  return mediaWidths(original.width).flatMap((w) => MEDIA_FORMATS.map((format) => `${w}.${format}`));
}

function complete(folder: string, original: MediaOriginal): boolean {
  return expectedFiles(original).every((name) => existsSync(join(folder, name)));
}

async function derive(file: CmsFile, original: MediaOriginal, folder: string, options: DeriveOptions): Promise<void> {
  const name = `${file.id}${file.filename_download ? ` ("${file.filename_download}")` : ''}`;
  const bytes = await download(file, name, options);
  // Written beside the final folder and renamed into place: a crash leaves no half folder that
  // looks complete, and a preview and a publish deriving the same image never write one file.
  const temporary = `${folder}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  await mkdir(temporary, { recursive: true });
  try {
    const widths = mediaWidths(original.width);
    const timeLimitMs = options.timeLimitMs ?? IMAGE_TIME_LIMIT_MS;
    const limits = {
      name,
      deadline: Date.now() + timeLimitMs,
      timeLimitMs,
      maxInputPixels: options.maxInputPixels ?? MAX_INPUT_PIXELS,
    };
    const make = options.sharp ?? sharp;
    const pixels = await decode(make, bytes, widths.at(-1)!, limits);
    for (const width of widths) {
      // Both formats of a width at a time; each waited for, so nothing still runs once this throws.
      const results = await Promise.allSettled(
        MEDIA_FORMATS.map(async (format) => {
          const data = await withinDeadline(limits, (seconds) => encode(make, pixels, width, format, seconds)).catch(
            (error: unknown) => {
              throw unreadable(name, error);
            },
          );
          await writeFile(join(temporary, `${width}.${format}`), data);
        }),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    await putInPlace(temporary, folder, original);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/**
 * Renames a derived folder into place, but never over a complete one: another derivation of the
 * same image (a preview beside a publish) may have finished first, and a publish may be linking
 * its files right now. Ours is then left for the caller to delete. A folder left incomplete (its
 * files pruned) is moved aside whole first, so nothing links from a folder being emptied.
 */
async function putInPlace(temporary: string, folder: string, original: MediaOriginal): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(temporary, folder);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt === 2) throw error;
    }
    if (complete(folder, original)) return;
    const aside = `${folder}.tmp-stale-${randomBytes(6).toString('hex')}`;
    await rename(folder, aside).catch(() => undefined);
    await rm(aside, { recursive: true, force: true });
  }
}

interface Limits {
  /** The file, as messages name it. */
  name: string;
  /** Date.now() past which no more work is started, and running work is stopped. */
  deadline: number;
  timeLimitMs: number;
  maxInputPixels: number;
}

/** An original decoded once: upright, no wider than its widest output, as raw pixels. */
interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

class ImageTimeout extends Error {}

function unreadable(name: string, error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const why = error instanceof Error ? error.message : String(error);
  return new MediaError(
    `the image directus_files ${name} could not be read as a picture (${why}); replace the file in the CMS`,
  );
}

/**
 * Runs one sharp pipeline within the original's deadline: sharp stops it itself (its timeout,
 * whole seconds), and this waits for it to stop before throwing, so nothing keeps running after
 * the publish has failed.
 */
async function withinDeadline<T>(limits: Limits, work: (seconds: number) => Promise<T>): Promise<T> {
  const timedOut = () =>
    new MediaError(
      `the image directus_files ${limits.name} took longer than ${limits.timeLimitMs / 1000} s to derive; replace it with a smaller file in the CMS`,
    );
  const remaining = limits.deadline - Date.now();
  if (remaining <= 0) throw timedOut();
  const running = work(Math.max(1, Math.ceil(remaining / 1000)));
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<ImageTimeout>((resolve) => {
    timer = setTimeout(() => resolve(new ImageTimeout()), remaining);
  });
  try {
    const first = await Promise.race([running.then((value) => ({ value })), expired]);
    if (first instanceof ImageTimeout) {
      await running.catch(() => undefined);
      throw timedOut();
    }
    return first.value;
  } catch (error) {
    if (error instanceof MediaError) throw error;
    if (error instanceof Error && /timeout/i.test(error.message)) throw timedOut();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Decodes the original once, for all of its outputs: refused unread beyond the pixel limit,
 * turned upright by its EXIF orientation (photos from phones), scaled to its widest output.
 */
async function decode(make: SharpFactory, bytes: Buffer, widest: number, limits: Limits): Promise<Pixels> {
  const image = make(bytes, { failOn: 'error', limitInputPixels: limits.maxInputPixels });
  try {
    return await withinDeadline(limits, (seconds) =>
      image
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .timeout({ seconds })
        // 8-bit sRGB whatever the original (16-bit PNG, CMYK or wide-gamut JPEG), as the encoders take it.
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    // libvips refuses it from its header, before decoding anything: say how large it is.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      const { width = 0, height = 0 } = await make(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => ({ width: 0, height: 0 }));
      throw new MediaError(
        `the image directus_files ${limits.name} is ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); images up to ${Math.round(limits.maxInputPixels / 1e6)} megapixels are published: replace it with a smaller file in the CMS`,
      );
    }
    throw unreadable(limits.name, error);
  }
}

function encode(
  make: SharpFactory,
  { data, info }: Pixels,
  width: number,
  format: MediaFormat,
  seconds: number,
): Promise<Buffer> {
  // Metadata is dropped: raw pixels carry none.
  const image = make(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds });
  return (format === 'avif' ? image.avif(ENCODING.avif) : image.webp(ENCODING.webp)).toBuffer();
}

async function download(file: CmsFile, name: string, options: DeriveOptions): Promise<Buffer> {
  const { cms } = options;
  const limit = options.maxOriginalBytes ?? MAX_ORIGINAL_BYTES;
  const tooLarge = () =>
    new MediaError(
      `the image directus_files ${name} is larger than ${Math.round(limit / 1048576)} MB, the most a published image may be; replace it with a smaller file in the CMS`,
    );
  const url = `${cms.url.replace(/\/+$/, '')}/assets/${encodeURIComponent(file.id)}`;
  const failed = (error: unknown) =>
    new MediaError(
      `the image directus_files ${name} could not be downloaded from the CMS (${error instanceof Error ? error.message : String(error)})`,
    );
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${cms.token}` },
      signal: AbortSignal.timeout(Math.max(cms.timeoutMs ?? 0, 60_000)),
    });
  } catch (error) {
    throw failed(error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MediaError(
      `the image directus_files ${name} could not be downloaded: the CMS answered ${response.status}`,
    );
  }
  const declared = Number(response.headers.get('Content-Length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  // Counted as it arrives: a reply without Content-Length (chunked), or one that sends more than
  // it said, is cut off at the limit rather than read to its end.
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
      received += chunk.value.length;
      if (received > limit) {
        await reader!.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw failed(error);
  }
  return Buffer.concat(chunks);
}

/** Links a cached folder's files into a version; returns how many had to be copied. */
async function linkFolder(from: string, to: string): Promise<number> {
  let copied = 0;
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    const target = join(to, name);
    if (existsSync(target)) continue;
    try {
      await link(join(from, name), target);
    } catch {
      // Another disk (or a file system without hard links): a copy serves as well.
      await copyFile(join(from, name), target);
      copied += 1;
    }
  }
  return copied;
}

/**
 * Deletes cached images no kept version links to any more (each of their files has one link
 * left: the cache's own). Only for a cache the versions link to (see DeriveReport.copied).
 * A folder younger than PRUNE_GRACE_MS stays, linked or not: a preview's images, a publish's
 * before it links them, a derivation still writing (`.tmp-` folders).
 */
export async function pruneMediaCache(cacheDir: string, { graceMs = PRUNE_GRACE_MS } = {}): Promise<number> {
  if (!existsSync(cacheDir)) return 0;
  let removed = 0;
  const young = async (folder: string) => Date.now() - ((await stat(folder).catch(() => null))?.mtimeMs ?? 0) < graceMs;
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(cacheDir, entry.name);
    if (await young(folder)) continue;
    if (entry.name.includes('.tmp-')) {
      await rm(folder, { recursive: true, force: true });
      continue;
    }
    const names = await readdir(folder).catch(() => []);
    const links = await Promise.all(
      names.map(async (name) => (await stat(join(folder, name)).catch(() => null))?.nlink ?? 0),
    );
    if (links.every((count) => count <= 1)) {
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
