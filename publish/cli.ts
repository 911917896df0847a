/**
 * `npm run publish`: builds the site from the CMS content of now into a new version and
 * switches the live version to it; keeps the last 5 versions.
 * `npm run publish -- --rollback`: the live version goes back one.
 * `npm run publish -- --list`: the versions there are, the live one marked.
 *
 * Versions live in PUBLISH_DIR (default `published/`); serve `published/current`. A publish
 * whose CMS reads fail leaves the live version as it is and exits 1, naming the reads.
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildSite, type AppBuild } from '../build/build-site.ts';
import { prerenderSite, type PrerenderReport } from '../build/prerender.ts';
import { withPublishLock } from './lock.ts';
import { pruneMediaCache } from './media.ts';
import { precompress } from './precompress.ts';
import { createVersionStore, publishRoot, type VersionInfo, type VersionStore } from './versions.ts';

export const KEEP_VERSIONS = 5;
/** The derived images all versions share (publish/media.ts), beside the versions so they can be hard-linked. */
export const MEDIA_CACHE = 'media-cache';

/** The publish secret of a local instance (like the local admin password: set PUBLISH_SECRET anywhere else). */
export const LOCAL_PUBLISH_SECRET = 'saffron-publish-local-secret';

/** A version just made live, with what editors should know of it (values the site left out). */
export type PublishedVersion = VersionInfo & { notes?: string[] };

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
  options: { app?: AppBuild; log?: (line: string) => void; token?: string } = {},
): Promise<PublishedVersion> {
  const log = options.log ?? (() => undefined);
  await store.recover();
  const { id, dir } = await store.begin();
  try {
    let report: PrerenderReport;
    const mediaCache = join(store.root, MEDIA_CACHE);
    // Pages that did not change are linked from the live version (publish/incremental.ts).
    const live = (await store.current()) ? join(store.root, 'current') : undefined;
    if (options.app) {
      await cp(options.app.clientDir, dir, { recursive: true });
      report = await prerenderSite({
        entry: options.app.entry,
        outDir: dir,
        log,
        token: options.token,
        mediaCache,
        previous: live,
      });
    } else {
      report = await buildSite({ outDir: dir, sourcemap: false, log, token: options.token, mediaCache });
    }
    if (report.failedReads.length > 0)
      throw new PublishError(
        `the CMS did not answer ${report.failedReads.length} reads (${report.failedReads.slice(0, 5).join(', ')}); ` +
          'the live version was kept',
      );
    // The build manifest was for the prerender; visitors have no use for it.
    await rm(join(dir, '.vite'), { recursive: true, force: true });
    await carryOverAssets(join(store.root, 'current'), dir);
    // Pages change with every publish: a quick brotli setting keeps a dish edit within seconds.
    await precompress(dir, { quality: 6 });
    const info: PublishedVersion = {
      ...(await store.commit(id, { trigger, pages: report.pages })),
      notes: report.notes,
    };
    await store.prune(KEEP_VERSIONS);
    // Images only versions pruned just now held go too.
    if (report.images.copied === 0) await pruneMediaCache(mediaCache);
    return info;
  } catch (error) {
    await store.discard(id);
    throw error;
  }
}

/** Lists, in a version's folder, the assets it carried over from the version before it. */
export const CARRIED_FILE = '.carried-assets';

/**
 * Copies the live version's assets that the new version lacks (the previous brand stylesheet,
 * an app chunk of the build before): a page loaded just before the switch still finds every
 * file it names. Names are content hashes, so nothing is overwritten. Only what the live
 * version made itself is carried, once: a file carried into it is not carried again, so an
 * old file lives one publish longer and no more.
 */
export async function carryOverAssets(fromVersion: string, toVersion: string): Promise<number> {
  const from = join(fromVersion, 'assets');
  if (!existsSync(from)) return 0;
  const carriedBefore = new Set(
    (await readFile(join(fromVersion, CARRIED_FILE), 'utf8').catch(() => '')).split('\n').filter(Boolean),
  );
  const names = new Set(await readdir(join(toVersion, 'assets')).catch(() => []));
  const carried: string[] = [];
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!entry.isFile() || names.has(entry.name) || carriedBefore.has(entry.name)) continue;
    await mkdir(join(toVersion, 'assets'), { recursive: true });
    await copyFile(join(from, entry.name), join(toVersion, 'assets', entry.name));
    carried.push(entry.name);
  }
  if (carried.length > 0) await writeFile(join(toVersion, CARRIED_FILE), `${carried.join('\n')}\n`);
  return carried.length;
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
