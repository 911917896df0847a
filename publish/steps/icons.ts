/**
 * Prerender step "icons": the site's own icons, drawn once the images are derived. From the
 * restaurant's logo when its CMS has one (the widest WebP the version holds of it), else from the
 * app's bundled favicon.svg: the 192 and 512 px icons and the maskable one (the logo inside its
 * safe zone, on the theme colour) that the web app manifests name (publish/steps/offline.ts), and
 * the tab's icon (FAVICON, a PNG: offline.ts says why), so a browser tab shows each restaurant's
 * own mark.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { mediaFile, mediaWidths, parseMediaSrc } from '../../src/components/media.ts';
import type { PageFrame } from './frame.ts';
import type { SiteContent } from './load.ts';
import { FAVICON, ICONS } from './offline.ts';
import { fileOfUrl } from '../url-file.ts';

export interface IconsInput {
  content: { restaurant: Pick<SiteContent['restaurant'], 'logo'> };
  frame: Pick<PageFrame, 'themeColor'>;
  /** The version, with its images derived and the app's favicon.svg in it. */
  outDir: string;
}

/** The widest derived WebP of the restaurant's logo in the version, or null (no logo, or not published here). */
export async function logoFile(logo: { src: string } | null | undefined, outDir: string): Promise<Buffer | null> {
  const original = logo ? parseMediaSrc(logo.src) : null;
  if (!original) return null;
  const widest = Math.max(...mediaWidths(original.width));
  const file = fileOfUrl(outDir, mediaFile(original, widest, 'webp'));
  return existsSync(file) ? readFile(file) : null;
}

/**
 * The icons as palette PNGs (up to 256 colours, quantised and dithered by libimagequant): a third
 * of truecolour's bytes for a logo's flat colours, and no change to see at an icon's size. Chromium
 * fetches the manifest's 192 px icon while the first page loads, at high priority, beside the
 * page's own images (Saffron House's: 36 → 14 KB; the 512 px one 210 → 73 KB; the tab's icon
 * 6.4 → 2.5 KB). Effort 1, the quickest: a higher effort saved under 10 % more for 3 to 6 times
 * the CPU of every publish.
 */
const ICON_PNG = { palette: true, quality: 90, effort: 1, compressionLevel: 9 } as const;

export async function writeIcons({ content, frame, outDir }: IconsInput): Promise<{ fromLogo: boolean }> {
  const logo = await logoFile(content.restaurant.logo, outDir);
  const source = logo ?? (await readFile(join(outDir, 'favicon.svg')));
  // An SVG is drawn at 300 dpi, so its small viewBox comes out sharp at 512 px.
  const read = () => (logo ? sharp(logo) : sharp(source, { density: 300 }));
  await mkdir(join(outDir, 'icons'), { recursive: true });
  const drawn = (size: number) => read().resize(size, size, { fit: 'contain', background: '#0000' }).png(ICON_PNG);
  for (const { src, size, purpose } of ICONS) {
    if (purpose === 'maskable') {
      const mark = await drawn(Math.round(size * 0.6)).toBuffer();
      await sharp({ create: { width: size, height: size, channels: 4, background: frame.themeColor } })
        .composite([{ input: mark, gravity: 'centre' }])
        // Truecolour: its corners are the theme colour exactly, which a palette only comes near.
        // Only a phone adding the site to its home screen fetches it.
        .png({ compressionLevel: 9 })
        .toFile(fileOfUrl(outDir, src));
    } else {
      await drawn(size).toFile(fileOfUrl(outDir, src));
    }
  }
  await drawn(FAVICON.size).toFile(fileOfUrl(outDir, FAVICON.src));
  return { fromLogo: logo !== null };
}
