/**
 * Prerender step "derive images": every CMS image the version's pages and data show, as AVIF
 * and WebP at the published widths (publish/media.ts, docs/images.md). Each file version is
 * derived once into the cache all versions share and hard-linked into the version, so an
 * unchanged image costs nothing and keeps its address. Without the CMS's list of files there
 * is nothing to derive (that read failed, and a publish stops anyway).
 */
import { deriveMedia, type DeriveReport } from '../media.ts';
import type { PublisherCms, SiteContent } from './load.ts';

export interface DeriveImagesInput {
  content: Pick<SiteContent, 'media' | 'filesListed'>;
  cms: Pick<PublisherCms, 'url' | 'token' | 'timeoutMs'>;
  /** The cache of derived files (the publisher keeps it beside its versions). */
  cacheDir: string;
  outDir: string;
  log: (line: string) => void;
}

export async function deriveImages({ content, cms, cacheDir, outDir, log }: DeriveImagesInput): Promise<DeriveReport> {
  if (!content.filesListed) return { derived: 0, reused: 0, copied: 0 };
  const { url, token, timeoutMs } = cms;
  return deriveMedia(content.media.used(), { cms: { url, token, timeoutMs }, cacheDir, outDir, log });
}
