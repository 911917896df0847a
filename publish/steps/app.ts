/**
 * Publish step "app": the app's files in the staging folder, and its Node build to render with.
 * The publisher service builds the app once and keeps it (its hashed assets already compressed
 * at brotli's best), so each publish only copies it; `npm run publish` builds it into the
 * folder. `release` deletes a Node build made here once the pages are rendered.
 */
import { cp } from 'node:fs/promises';
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
    await cp(kept.clientDir, dir, { recursive: true });
    return { entry: kept.entry, release: () => Promise.resolve() };
  }
  const built = await build(dir);
  return { entry: built.entry, release: built.dispose };
}
