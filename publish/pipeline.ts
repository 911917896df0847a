/**
 * One publish, step by step (docs/publishing.md): a staging folder with the app in it, the
 * prerender (publish/prerender.ts: load, validate, render routes, derive images, …), the version
 * written, then the switch. Any step that fails discards the staging folder: the live version
 * is untouched, and the error names why (a record, a read, an image).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppBuild } from './build-site.ts';
import { prerenderSite } from './prerender.ts';
import { SiteConfigError } from '../build/site-config.ts';
import { MediaError } from './media.ts';
import { InvalidContentError } from './validate.ts';
import type { VersionStore } from './versions.ts';
import type { Timings } from './timings.ts';
import type { PublishTurn } from './precedence.ts';
import { placeApp } from './steps/app.ts';
import { stageVersion } from './steps/stage.ts';
import { switchLive, type PublishedVersion } from './steps/switch-live.ts';
import { writeServiceWorker } from './steps/write-worker.ts';
import { writeVersion } from './steps/write-version.ts';
import { PUBLISH_QUALITY } from './precompress.ts';
import type { RenderSite } from './sites.ts';
import type { Schemes } from './themes.ts';
import { USAGE_FILE } from './usage.ts';

export type { PublishedVersion };

/**
 * The derived images every site's versions share (publish/media.ts), in the published folder, so
 * they can be hard-linked into each version (publish/layout.ts).
 */
export const MEDIA_CACHE = 'media-cache';

export interface PublishOptions {
  /** The site to publish: its restaurant, address, own words and CMS (publish/sites.ts). */
  site: RenderSite;
  /** The installation's other restaurants, for data/themes.json (publish/themes.ts). */
  themes?: { published: Schemes; sameCms: readonly string[] };
  /** The derived images' cache, shared by every site (default: media-cache/ beside the site's folder's parent). */
  mediaCache: string;
  /** A build kept by the publisher service: only the prerender runs. Without it the app is built first. */
  app?: AppBuild;
  log?: (line: string) => void;
  /** Where each step's time is added (publish/timings.ts), for the publisher's log line. */
  timings?: Timings;
  /** This publish's turn among the publisher's others: a large one pauses between steps while a small one runs (publish/precedence.ts). */
  turn?: PublishTurn;
}

export async function publishVersion(
  store: VersionStore,
  trigger: string,
  { app: kept, site, themes, mediaCache, log = () => undefined, timings, turn }: PublishOptions,
): Promise<PublishedVersion> {
  const time = async <T>(step: string, work: () => Promise<T>) => {
    await turn?.yield();
    return timings ? timings.time(step, work) : work();
  };
  const { id, dir, live } = await time('stage', () => stageVersion({ store }));
  try {
    const app = await time('app', () => placeApp({ dir, kept }));
    const prerender = prerenderSite({
      entry: app.entry,
      site,
      themes,
      outDir: dir,
      previous: live,
      mediaCache,
      log,
      timings,
      turn,
      // Pages get their copies as they are written; write-version compresses the rest.
      compress: PUBLISH_QUALITY,
    });
    const made = await prerender.finally(app.release);
    // The worker names this version's id and files, so it is written once the pages are.
    await time('worker', () => writeServiceWorker({ dir, id, precache: made.precache }));
    // What the version was made from, for the choice of sites a later save republishes.
    await writeFile(join(dir, USAGE_FILE), JSON.stringify(made.records));
    await writeVersion({ dir, live: join(store.root, 'current'), failedReads: made.failedReads, timings });
    const { pages, notes, images } = made;
    const imagesCopied = images.copied;
    const published = await switchLive({ store, id, trigger, pages, notes, mediaCache, imagesCopied, timings });
    return {
      ...published,
      rendered: made.rendered,
      names: made.names,
      scheme: made.scheme,
      restaurant: made.restaurant,
    };
  } catch (error) {
    await store.discard(id);
    throw error;
  }
}

/**
 * Whether trying a failed publish again later may succeed: a busy lock, a CMS that did not
 * answer or an image that could not be downloaded may heal by waiting. A wrong value in a
 * record (the validate step), a file that is not a picture or is too large, or a broken site
 * configuration does not: it waits for an editor's fix, whose save publishes again.
 */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof InvalidContentError || error instanceof SiteConfigError) return false;
  // An image the CMS did not hand over may come next time; any other image error is the file's own.
  return !(error instanceof MediaError) || error.message.includes('could not be downloaded');
}
