/**
 * Incremental publishing. Each version keeps, beside its pages, what each page was made from
 * (`.pages.json`, never served): the CMS reads it made, the images it shows, its head tags, and
 * the data it hydrates with (and the name of that data's file). The next publish re-asks those same reads (each read once for all
 * pages, as always) and renders only the pages whose inputs changed; every other page is
 * hard-linked from the live version with its data file and their compressed copies. A dish edit so re-renders that
 * dish's two pages and the pages that list it (menu, home), not all 150; a restaurant-wide edit
 * (name, colours, hours: read by every page's header) re-renders everything, and so does a new
 * build of the app.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const PAGES_FILE = '.pages.json';

export interface PageRecord {
  /** Hash of everything the page was made from. */
  hash: string;
  /** Keys of the CMS reads it made (see `readKey`). */
  reads: string[];
  /** CMS file ids of the images it shows. */
  images: string[];
  /** The query results it hydrates with (they go into the version's data files). */
  entries: Record<string, unknown>;
  /**
   * Its data file's name in `data/pages/` (src/data/prerenderData.ts), linked with the page.
   * Missing in a version published before pages had one: such a page is rendered again.
   */
  data?: string;
}

export interface PagesManifest {
  /** Hash of what every page shares: the app build, the template, the brand stylesheet. */
  shared: string;
  pages: Record<string, PageRecord>;
}

export const hashOf = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);

/** The key of one CMS read: kind, collection and query, from which the read can be made again. */
export function readKey(kind: 'list' | 'count', collection: string, query: unknown): string {
  return `${kind} ${collection} ${JSON.stringify(query)}`;
}

/** The parts of a read key, or null for one not made by `readKey`. */
export function parseReadKey(key: string): { kind: 'list' | 'count'; collection: string; query: unknown } | null {
  const match = /^(list|count) (\S+) (.*)$/s.exec(key);
  if (!match) return null;
  try {
    return { kind: match[1] as 'list' | 'count', collection: match[2]!, query: JSON.parse(match[3]!) as unknown };
  } catch {
    return null;
  }
}

/** The page's hash: its head tags, the results of its reads (in order) and its image addresses. */
export function pageHash(shared: string, head: string, readResults: readonly string[], images: readonly string[]) {
  return hashOf(shared, head, readResults, images);
}

/** The live version's manifest, or null (first publish, or a version from before manifests). */
export async function readPagesManifest(versionDir: string | undefined): Promise<PagesManifest | null> {
  if (!versionDir) return null;
  try {
    const manifest = JSON.parse(await readFile(join(versionDir, PAGES_FILE), 'utf8')) as PagesManifest;
    return typeof manifest.shared === 'string' && manifest.pages && typeof manifest.pages === 'object'
      ? manifest
      : null;
  } catch {
    return null;
  }
}

export async function writePagesManifest(versionDir: string, manifest: PagesManifest): Promise<void> {
  await writeFile(join(versionDir, PAGES_FILE), JSON.stringify(manifest));
}

/**
 * Links a page file of the previous version, and its compressed copies, into the new version.
 * Returns false when the previous version lacks the page (then it is rendered). `folders`
 * remembers the folders made already (many pages share one).
 */
export async function reusePage(fromFile: string, toFile: string, folders?: Set<string>): Promise<boolean> {
  const folder = dirname(toFile);
  if (!folders?.has(folder)) {
    await mkdir(folder, { recursive: true });
    folders?.add(folder);
  }
  if (!(await placeLink(fromFile, toFile))) return false;
  for (const suffix of ['.br', '.gz'])
    // A copy the previous version lacks: none stays beside the page (the shell's would be wrong).
    if (!(await placeLink(fromFile + suffix, toFile + suffix))) await rm(toFile + suffix, { force: true });
  return true;
}

/** Hard-links a file (copies it across disks); false when there is no such file to link. */
async function placeLink(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // Whatever stands there (the app's shell at /index.html) gives way to the page.
    if (code === 'EEXIST') {
      await rm(to, { force: true });
      return placeLink(from, to);
    }
    await copyFile(from, to);
    return true;
  }
}
