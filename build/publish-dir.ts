/**
 * Where published versions are kept: PUBLISH_DIR, default `published/` in the repository. The
 * publisher writes them (publish/versions.ts, publish/layout.ts); the web servers, the dev server
 * (vite-plugin-site.ts) and the scripts read the live ones.
 *
 *   <root>/sites/<slug>/       one site's versions, `current` and publish.lock
 *   <root>/hosts/<host name>   a link to ../sites/<slug>/current: what a web server serves for that host
 *   <root>/hosts/_default      with a single site, a link to it: every host name gets that site
 *   <root>/media-cache/        the derived images every site's versions link to
 *   <root>/.app/<host>-<pid>/  the app build every site's versions take their assets from: one
 *                              per publisher process, so that publishers sharing the folder never
 *                              build over the files another is copying from
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { processAlive } from './process-alive.ts';
import { ROOT } from './schema-files.ts';

export const SITES_DIR = 'sites';
export const HOSTS_DIR = 'hosts';
/**
 * The host link a single site also gets, which the web servers serve for any other host name.
 * No host name can be it (host names have no `_`).
 */
export const DEFAULT_HOST = '_default';

export function publishRoot(env: Record<string, string | undefined> = process.env): string {
  return resolve(ROOT, env.PUBLISH_DIR ?? 'published');
}

/** One site's folder of versions (its `current` is its live version). */
export function siteRoot(root: string, slug: string): string {
  return join(root, SITES_DIR, slug);
}

/** The folder of host links the web servers serve from. */
export function hostsRoot(root: string): string {
  return join(root, HOSTS_DIR);
}

/** The app build of this publisher process (removed when it stops; see clearStaleApps). */
export function appDir(root: string): string {
  return join(root, '.app', `${hostname()}-${process.pid}`);
}

const APP_OF_PROCESS = /^(.+)-(\d+)$/;

/**
 * Removes the app builds of this machine's publishers that are gone (killed before they could
 * remove their own), and what an older layout kept directly in `.app/`. Other machines' builds
 * are theirs to remove.
 */
export async function clearStaleApps(root: string): Promise<void> {
  const dir = join(root, '.app');
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    const own = APP_OF_PROCESS.exec(name);
    if (own && (own[1] !== hostname() || processAlive(Number(own[2])))) continue;
    await rm(join(dir, name), { recursive: true, force: true });
  }
}
