/**
 * Publish step "write worker": the worker the app build made (src/sw/sw.ts, built once into the
 * app's `.sw/` folder by publish/build-site.ts) written into the version as /sw.js, with the
 * version's id and its precache list filled in (docs/offline.md). Files whose name carries a
 * content hash need no revision; the others (the offline pages, the boot-free favicon…) get the
 * hash of their bytes, so a new version's worker fetches them again only when they changed.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileOfUrl } from '../url-file.ts';

/** Where the app build leaves the worker (publish/build-site.ts). */
export const WORKER_TEMPLATE_DIR = '.sw';
export const WORKER_FILE = 'sw.js';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export interface ServiceWorkerInput {
  /** The staging folder (the version being written). */
  dir: string;
  /** The version's id (publish/versions.ts). */
  id: string;
  /** Addresses of the version's files to precache: `/assets/index-AbCd1234.js`, `/offline.html`. */
  precache: readonly string[];
}

/** A name with a content hash (`index-AbCd1234.js`): the same name never holds other bytes. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The precache list: each address once, hashed ones without a revision, others with their bytes' hash. */
export async function precacheEntries(dir: string, urls: readonly string[]): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for (const url of [...new Set(urls)]) {
    if (!url.startsWith('/') || url.startsWith('//'))
      throw new Error(`service worker: not an address of the site: ${url}`);
    const bytes = await readFile(fileOfUrl(dir, url));
    const hashed = url.startsWith('/assets/') && HASHED.test(url);
    entries.push({ url, revision: hashed ? null : createHash('sha256').update(bytes).digest('hex').slice(0, 16) });
  }
  return entries;
}

/** The worker's source with the version's id and precache list in place of its placeholders. */
export function fillWorker(template: string, id: string, entries: readonly PrecacheEntry[]): string {
  if (!/^[0-9A-Za-z-]+$/.test(id)) throw new Error(`service worker: not a version id: ${id}`);
  const list = /(["'`])__SITE_PRECACHE__\1/g;
  if (!template.includes('__SITE_VERSION__') || !list.test(template))
    throw new Error('service worker: the built worker has no version or precache placeholder (src/sw/sw.ts)');
  return template.replace(list, () => JSON.stringify(entries)).replaceAll('__SITE_VERSION__', id);
}

export async function writeServiceWorker({ dir, id, precache }: ServiceWorkerInput): Promise<PrecacheEntry[]> {
  const templateDir = join(dir, WORKER_TEMPLATE_DIR);
  const template = await readFile(join(templateDir, WORKER_FILE), 'utf8');
  const entries = await precacheEntries(dir, precache);
  await writeFile(join(dir, WORKER_FILE), fillWorker(template, id, entries));
  // The template was for this step; visitors have no use for it.
  await rm(templateDir, { recursive: true, force: true });
  return entries;
}
