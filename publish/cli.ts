/**
 * `npm run publish`: builds the site from the CMS content of now into a new version and
 * switches the live version to it; keeps the last 5 versions.
 * `npm run publish -- --rollback`: the live version goes back one.
 * `npm run publish -- --list`: the versions there are, the live one marked.
 *
 * Versions live in PUBLISH_DIR (default `published/`); serve `published/current`. A publish
 * whose CMS reads fail leaves the live version as it is and exits 1, naming the reads.
 */
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildSite, type AppBuild } from '../build/build-site.ts';
import { prerenderSite, type PrerenderReport } from '../build/prerender.ts';
import { ROOT } from '../build/schema-files.ts';
import { withPublishLock } from './lock.ts';
import { createVersionStore, type VersionInfo, type VersionStore } from './versions.ts';

export const KEEP_VERSIONS = 5;

/** The publish secret of a local instance (like the local admin password: set PUBLISH_SECRET anywhere else). */
export const LOCAL_PUBLISH_SECRET = 'saffron-publish-local-secret';

export function publishRoot(): string {
  return resolve(ROOT, process.env.PUBLISH_DIR ?? 'published');
}

export class PublishError extends Error {
  override name = 'PublishError';
}

/**
 * One whole publish: stage, render, then switch; the live version is untouched on failure.
 * With `app` (a build kept by the publisher service) only the prerender runs; without it the
 * app is built into the staging folder first.
 */
export async function publishVersion(
  store: VersionStore,
  trigger: string,
  options: { app?: AppBuild; log?: (line: string) => void } = {},
): Promise<VersionInfo> {
  const log = options.log ?? (() => undefined);
  await store.recover();
  const { id, dir } = await store.begin();
  try {
    let report: PrerenderReport;
    if (options.app) {
      await cp(options.app.clientDir, dir, { recursive: true });
      report = await prerenderSite({ entry: options.app.entry, outDir: dir, log });
    } else {
      report = await buildSite({ outDir: dir, sourcemap: false, log });
    }
    if (report.failedReads.length > 0)
      throw new PublishError(
        `the CMS did not answer ${report.failedReads.length} reads (${report.failedReads.slice(0, 5).join(', ')}); ` +
          'the live version was kept',
      );
    // The build manifest was for the prerender; visitors have no use for it.
    await rm(join(dir, '.vite'), { recursive: true, force: true });
    const info = await store.commit(id, { trigger, pages: report.pages });
    await store.prune(KEEP_VERSIONS);
    return info;
  } catch (error) {
    await store.discard(id);
    throw error;
  }
}

async function main(args: string[]): Promise<void> {
  const store = createVersionStore(publishRoot());
  if (args.includes('--list')) {
    const live = await store.current();
    for (const v of await store.list())
      console.log(`${v.id === live ? '*' : ' '} ${v.id}  ${v.pages} pages  ${v.trigger}  ${v.publishedAt}`);
    return;
  }
  await withPublishLock(store.root, async () => {
    if (args.includes('--rollback')) {
      const back = await store.rollback();
      if (!back) throw new PublishError('there is no earlier version to go back to');
      console.log(`Live version is now ${back.id} (published ${back.publishedAt}).`);
      return;
    }
    const started = Date.now();
    const info = await publishVersion(store, 'manual', { log: (line) => console.log(line) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Published ${info.id}: ${info.pages} pages in ${seconds} s; live at ${store.root}/current`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✖ publish failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
