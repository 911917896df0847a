/**
 * Publish step "switch live": the staged version moves into `versions/` with its version.json
 * (public: id, time, page count) and its trigger in `.publish.json` (a dotfile, never served),
 * and `current` points at it, in one atomic rename (publish/versions.ts): the web server sees
 * one whole version or the next, never a mix. Then the oldest versions go (the last 5 stay,
 * the live one always): moved out of `versions/` at once, their files deleted in the background
 * so the next publish does not wait; the derived images only they held go at the next switch
 * after that.
 */
import type { ColorSchemeModel, LocalizedText } from '../../src/generated/types.ts';
import { pruneMediaCache } from '../media.ts';
import type { Timings } from '../timings.ts';
import type { VersionInfo, VersionStore } from '../versions.ts';

export const KEEP_VERSIONS = 5;

/**
 * A version just made live, with what editors should know of it: values the site left out, how
 * many pages were written anew, and the dishes' names (for the publish log's words).
 */
export type PublishedVersion = VersionInfo & {
  notes?: string[];
  rendered?: number;
  names?: Record<string, { en: string; ar: string }>;
  /** The restaurant's colour scheme as published (publish/themes.ts). */
  scheme?: ColorSchemeModel | null;
  /** The restaurant's record id and name, for the publish log. */
  restaurant?: { id: string | null; name: LocalizedText };
};

export interface SwitchInput {
  store: Pick<VersionStore, 'commit' | 'prune'>;
  id: string;
  trigger: string;
  /** Pages the version holds, and notes for the publish log. */
  pages: number;
  notes: string[];
  /** The cache of derived images, and whether this version copied images from it instead of linking them. */
  mediaCache: string;
  imagesCopied: number;
  /** Where the switch's and the pruning's times are added (publish/timings.ts). */
  timings?: Timings;
}

export async function switchLive(input: SwitchInput): Promise<PublishedVersion> {
  const { store, timings } = input;
  const time = <T>(step: string, work: () => Promise<T>) => (timings ? timings.time(step, work) : work());
  const info = await time('switch', () => store.commit(input.id, { trigger: input.trigger, pages: input.pages }));
  await time('prune', async () => {
    await store.prune(KEEP_VERSIONS);
    // Images no version holds any more go too (those of versions pruned just now, once their
    // files are deleted); a cache that versions copy from (another disk) cannot tell by its
    // links which images are still used, so it is kept whole.
    if (input.imagesCopied === 0) await pruneMediaCache(input.mediaCache);
  });
  return { ...info, notes: input.notes };
}
