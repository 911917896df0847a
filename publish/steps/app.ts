/**
 * Publish step "app": the app's files in the staging folder, and its Node build to render with.
 * The publisher service builds the app once and keeps it (its hashed assets already compressed
 * at brotli's best), so each publish only places it: its hashed assets (nearly all of its
 * files and bytes) are hard-linked, the rest copied; `npm run publish` builds it into the
 * folder. `release` deletes a Node build made here once the pages are rendered.
 */
import { copyFile, cp, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp, type AppBuild } from '../build-site.ts';
import type { ServerEntry } from './read-app.ts';

export interface AppInput {
  /** The staging folder. */
  dir: string;
  /** A build kept by the publisher service; without it the app is built now. */
  kept?: Pick<AppBuild, 'clientDir' | 'entry'>;
  /** Builds the app into a folder (tests give a stand-in). */
  build?: (outDir: string) => Promise<AppBuild>;
}

export interface StagedApp {
  entry: ServerEntry;
  release: () => Promise<void>;
}

export async function placeApp({ dir, kept, build = (outDir) => buildApp({ outDir }) }: AppInput): Promise<StagedApp> {
  if (kept) {
    await placeKeptBuild(kept.clientDir, dir);
    return { entry: kept.entry, release: () => Promise.resolve() };
  }
  const built = await build(dir);
  return { entry: built.entry, release: built.dispose };
}

/** The folder of the app's hashed assets: named by their content, so no step writes over one. */
export const ASSETS_DIR = 'assets';

/**
 * The kept build's files in the staging folder. Its assets are hard-links: the build is never
 * changed in place (a new build replaces its files), a version is immutable, and no publish step
 * writes over an asset (their names are content hashes; precompress only adds missing copies).
 * The other files (the shell at index.html, which the home page replaces; the public folder's
 * files, which a step may write anew) are copied, so a write into the version cannot reach the
 * build or another version. Where links cannot be made (another disk), assets are copied.
 */
export async function placeKeptBuild(clientDir: string, dir: string): Promise<void> {
  await cp(clientDir, dir, { recursive: true, filter: (source) => source !== join(clientDir, ASSETS_DIR) });
  const from = join(clientDir, ASSETS_DIR);
  const names = await readdir(from, { withFileTypes: true }).catch(() => []);
  if (names.length === 0) return;
  const to = join(dir, ASSETS_DIR);
  await mkdir(to, { recursive: true });
  await Promise.all(
    names.map(async (entry) => {
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) return cp(source, target, { recursive: true });
      if (!entry.isFile()) return;
      await link(source, target).catch(() => copyFile(source, target));
    }),
  );
}
