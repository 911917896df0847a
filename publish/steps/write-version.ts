/**
 * Publish step "write version": turns the prerendered staging folder into a version a web server
 * can send as it is. A version made with placeholders (CMS reads that failed) is refused here,
 * so the live version stays: placeholders over a real menu would be worse than an old menu.
 * The build manifest goes (it was for the prerender), the live version's assets a page loaded
 * just before the switch may still ask for are carried over, and the text files get their
 * `.br` and `.gz` copies (publish/precompress.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress, PUBLISH_QUALITY } from '../precompress.ts';
import type { Timings } from '../timings.ts';

export class PublishError extends Error {
  override name = 'PublishError';
}

export interface WriteVersionInput {
  /** The staging folder, prerendered. */
  dir: string;
  /** The live version's folder (`current`); it may not exist yet. */
  live: string;
  /** Reads that failed while prerendering. */
  failedReads: readonly string[];
  /** Where the carry-over's and the compression's times are added (publish/timings.ts). */
  timings?: Timings;
}

export interface WrittenVersion {
  /** Assets carried over from the live version. */
  carried: number;
  /** Files given compressed copies now. */
  compressed: number;
}

export async function writeVersion({ dir, live, failedReads, timings }: WriteVersionInput): Promise<WrittenVersion> {
  const time = <T>(step: string, work: () => Promise<T>) => (timings ? timings.time(step, work) : work());
  if (failedReads.length > 0)
    throw new PublishError(
      `the CMS did not answer ${failedReads.length} reads (${failedReads.slice(0, 5).join(', ')}); ` +
        'the live version was kept',
    );
  // The build manifest was for the prerender; visitors have no use for it.
  await rm(join(dir, '.vite'), { recursive: true, force: true });
  const carried = await time('carry', () => carryOverAssets(live, dir));
  // Pages change with every publish: a quick brotli setting keeps a dish edit within seconds, and
  // files the live version holds unchanged (data files, the sitemap) take its compressed copies.
  // The pages rendered now have theirs already (render-routes.ts).
  const compressed = await time('compress', () => precompress(dir, { quality: PUBLISH_QUALITY, previous: live }));
  return { carried, compressed };
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
