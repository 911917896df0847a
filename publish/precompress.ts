/**
 * Precompressed copies of a version's text files (`x.html.br`, `x.html.gz` beside `x.html`),
 * so the web server sends them as they are (nginx's brotli_static and gzip_static) instead of
 * compressing on every request. A file that already has both copies is skipped: the app's
 * hashed assets are compressed once, at the strongest setting, when the publisher builds the
 * app, and each publish compresses only what it wrote (pages, data, sitemap) at a quicker one;
 * a file the live version holds with the same bytes takes that version's copies (hard-links)
 * instead of being compressed again (a dish's data file, the sitemap, after a price edit).
 * A page the quicker setting leaves past a first round trip gets the strongest one after all
 * (`FIRST_WINDOW_BYTES`).
 */
import { existsSync } from 'node:fs';
import { copyFile, link, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Smaller bodies gain nothing (a compressed copy would not be smaller than the headers it saves). */
export const MIN_COMPRESS_BYTES = 256;

export interface PrecompressOptions {
  /** Brotli quality: 11 for files compressed once, lower for each publish's pages (default 11). */
  quality?: number;
  /** How many files are compressed at a time (zlib works on libuv's threads). */
  parallel?: number;
  /**
   * The live version's folder: a file it holds with the same bytes, and both compressed copies,
   * gets those copies linked instead of compressed anew.
   */
  previous?: string;
}

/** Links (or, across disks, copies) the live version's compressed copies of an unchanged file. */
async function reuseCopies(data: Buffer, file: string, earlier: string): Promise<boolean> {
  if (!(existsSync(`${earlier}.br`) && existsSync(`${earlier}.gz`))) return false;
  const before = await readFile(earlier).catch(() => null);
  if (!before?.equals(data)) return false;
  for (const suffix of ['.br', '.gz']) {
    if (existsSync(file + suffix)) continue;
    await link(earlier + suffix, file + suffix).catch(() => copyFile(earlier + suffix, file + suffix));
  }
  return true;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Brotli quality of each publish's pages and data files: a quick setting keeps an edit within
 * a second or two (quality 11 costs about 30 times as much for 8–10 % less; `brotliCopy` spends
 * it where a page would spill past the first round trip).
 */
export const PUBLISH_QUALITY = 6;

/**
 * What a new connection's first round trip carries: TCP's initial window of 10 segments of 1,460
 * bytes (RFC 6928), as on a phone's first visit and in Lighthouse's simulation. A page whose
 * response is larger waits one round trip more for its last bytes (docs/speed.md, "A first view
 * within one round trip").
 */
export const FIRST_WINDOW_BYTES = 10 * 1460;
/**
 * What a page's response headers take of that window, at most: nginx's with deploy/nginx.conf's
 * security headers over HTTPS (tests/e2e/nginx.e2e.ts measures them against this).
 */
export const PAGE_HEADER_BYTES = 1024;
/** Brotli's strongest setting: about 30 times the quick one's time, 8–10 % smaller on a page. */
const STRONGEST = 11;

const brotliAt = (data: Buffer, quality: number) =>
  brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } });

/**
 * The brotli copy of `data` at `quality`; a page (`.html`) that copy leaves past the first round
 * trip, headers included, is compressed again at the strongest setting: a few large pages of a
 * site (the home pages, the menu, about), about 0.1 s each, for 1.2–1.7 KB fewer bytes each on
 * every first visit, which can be the round trip.
 */
async function brotliCopy(file: string, data: Buffer, quality: number): Promise<Buffer> {
  const quick = await brotliAt(data, quality);
  const spills = extname(file) === '.html' && quick.length + PAGE_HEADER_BYTES > FIRST_WINDOW_BYTES;
  return spills && quality < STRONGEST ? brotliAt(data, STRONGEST) : quick;
}

/** Writes the `.br` and `.gz` copies of one file, whose bytes are `data`. */
export async function compressCopies(file: string, data: Buffer, quality: number): Promise<void> {
  if (data.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await Promise.all([brotliCopy(file, data, quality), gzipAsync(data, { level: 9 })]);
  // A copy no smaller than the file is left out; the server then sends the file itself.
  // A copy that is there already is kept: it may be a hard-link shared with the app's build
  // and other versions (publish/steps/app.ts), which a write would change for all of them.
  if (br.length < data.length && !existsSync(`${file}.br`)) await writeFile(`${file}.br`, br);
  if (gz.length < data.length && !existsSync(`${file}.gz`)) await writeFile(`${file}.gz`, gz);
}

/** Writes the missing `.br` and `.gz` copies under `dir`; resolves to how many files got them. */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  const quality = options.quality ?? STRONGEST;
  const todo: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.has(extname(file)) && !(existsSync(`${file}.br`) && existsSync(`${file}.gz`))) todo.push(file);
  }
  let done = 0;
  const work = async () => {
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      const data = await readFile(file);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      if (options.previous && (await reuseCopies(data, file, join(options.previous, relative(dir, file))))) {
        continue;
      }
      await compressCopies(file, data, quality);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, work));
  return done;
}
