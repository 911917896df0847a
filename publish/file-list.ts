/**
 * Every version carries the list of its files (`.files.json`: each file's path, size and
 * SHA-256), written as it is committed (publish/versions.ts). A web server that receives versions
 * from elsewhere (publish/receive.ts) switches to one only when it has every listed file, whole:
 * a version half-copied by rsync, an interrupted upload or a truncated file never goes live.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { eachAtOnce } from './at-once.ts';

export const FILE_LIST = '.files.json';

export interface FileList {
  /** The version's id. */
  id: string;
  /** Path (with `/`) → size in bytes and SHA-256 in hex. */
  files: Record<string, { size: number; sha256: string }>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== FILE_LIST)
    .sort();
}

/** Files up to this size are read whole; larger ones are streamed. */
const READ_WHOLE = 4 * 1024 * 1024;
/** How many files are looked at at a time: a version has a few thousand, mostly small. */
const FILES_AT_ONCE = 16;

async function sha256Of(file: string, size = Infinity): Promise<string> {
  if (size <= READ_WHOLE)
    return createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function readList(dir: string): Promise<FileList | null> {
  try {
    const list = JSON.parse(await readFile(join(dir, FILE_LIST), 'utf8')) as FileList;
    return typeof list.files === 'object' && list.files !== null ? list : null;
  } catch {
    return null;
  }
}

/**
 * Writes the list of the version's files in `dir`, the last file of the version. A file that is
 * the very file of the live version in `previous` (a hard link: the app's assets, the derived
 * images, unchanged pages) takes its hash from that version's list instead of being read again.
 */
export async function writeFileList(dir: string, id: string, previous?: string): Promise<void> {
  const before = previous ? await readList(previous) : null;
  const paths = await filesUnder(dir);
  const found = new Map<string, FileList['files'][string]>();
  await eachAtOnce(paths, FILES_AT_ONCE, async (path) => {
    const file = join(dir, path);
    const stat = await lstat(file);
    const known = before?.files[path];
    const linked =
      known?.size === stat.size &&
      stat.nlink > 1 &&
      (await lstat(join(previous!, path)).catch(() => null))?.ino === stat.ino;
    found.set(path, { size: stat.size, sha256: linked ? known.sha256 : await sha256Of(file, stat.size) });
  });
  const files: FileList['files'] = {};
  for (const path of paths) {
    const entry = found.get(path);
    // A file that could not be read leaves the version unlistable: the publish fails, nothing half-listed.
    if (!entry) throw new Error(`${FILE_LIST}: ${path} could not be read`);
    files[path] = entry;
  }
  await writeFile(join(dir, FILE_LIST), `${JSON.stringify({ id, files } satisfies FileList)}\n`);
}

export type Completeness = { complete: true } | { complete: false; why: string };

/**
 * Whether `dir` holds version `id` whole: its file list, and every file listed with its size and
 * hash. Sizes are compared first, so a version still arriving costs no hashing.
 */
export async function checkFileList(dir: string, id: string): Promise<Completeness> {
  const list = await readList(dir);
  if (!list) return { complete: false, why: `no readable ${FILE_LIST} yet` };
  if (list.id !== id) return { complete: false, why: `${FILE_LIST} is not the list of ${id}` };
  const entries = Object.entries(list.files);
  for (const [path, { size }] of entries) {
    if (path.split('/').includes('..')) return { complete: false, why: `${FILE_LIST} names ${path}` };
    const stat = await lstat(join(dir, path)).catch(() => null);
    if (!stat?.isFile()) return { complete: false, why: `${path} has not arrived` };
    if (stat.size !== size) return { complete: false, why: `${path} is ${stat.size} of ${size} bytes` };
  }
  const differing: string[] = [];
  await eachAtOnce(entries, FILES_AT_ONCE, async ([path, { size, sha256 }]) => {
    if ((await sha256Of(join(dir, path), size).catch(() => '')) !== sha256) differing.push(path);
  });
  if (differing.length > 0) return { complete: false, why: `${differing.sort()[0]} differs from the list` };
  return { complete: true };
}
