/**
 * Responsive sources for an image: CMS assets go through Directus's image transformations
 * (`/assets/<id>?width=…&format=webp&quality=…`), everything else (bundled files under
 * /assets/img/, other hosts) is used as it is.
 */
import type { ImageModel } from '../generated/types';

/** Candidate widths of a srcset, in CSS-independent image pixels. */
// 768: a phone of 412 CSS px at 1.75x (and 384 px at 2x) needs 721–768 px; the next step, 960, costs about half as much again.
export const DEFAULT_WIDTHS: readonly number[] = [320, 480, 640, 768, 960, 1280, 1920];
/** WebP at 70 keeps food photos clean at a third of the original bytes. */
export const DEFAULT_QUALITY = 70;
/** `src` (what a browser without srcset support, and the preload fallback, takes): the candidate nearest this width. */
export const DEFAULT_SRC_WIDTH = 960;

export interface ImageSourceOptions {
  /** Candidate widths; only those below the original width (when known) are kept, plus the original width. */
  widths?: readonly number[];
  /** Width ÷ height of a slot that crops (object-fit: cover): the CMS crops to it too (fit=cover), saving bytes. */
  aspectRatio?: number;
  /** Output format; WebP is fast to encode (AVIF costs ~0.6 s per first request on the CMS). */
  format?: 'webp' | 'avif';
  /** 1–100. */
  quality?: number;
  /** Preferred width of `src`. */
  srcWidth?: number;
  /** The CMS address; when given, images elsewhere are never transformed. */
  cmsBase?: string;
}

export interface ImageSources {
  src: string;
  /** Present only for CMS assets. */
  srcSet?: string;
}

/** A Directus asset address as `assetUrl(id)` builds it: http(s), path ending in /assets/<id>, no query, no file extension. */
const ASSET_PATH = /\/assets\/[A-Za-z0-9][A-Za-z0-9_%-]{0,383}$/;

/**
 * The URL of a CMS asset that can be transformed, or null for bundled files and anything else.
 * With `cmsBase` (the CMS address the data client uses), only addresses under `<cmsBase>/assets/` count.
 */
export function cmsAssetUrl(src: string, cmsBase?: string): URL | null {
  if (!/^https?:\/\//i.test(src)) return null;
  if (cmsBase !== undefined && !src.startsWith(`${cmsBase.replace(/\/+$/, '')}/assets/`)) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.search || url.hash || url.username || url.password) return null;
  return ASSET_PATH.test(url.pathname) ? url : null;
}

export interface TransformOptions {
  width: number;
  height?: number;
  format: 'webp' | 'avif';
  quality: number;
}

/** One transform address. `withoutEnlargement` keeps Directus from upscaling an original narrower than `width`. */
export function transformUrl(asset: URL, { width, height, format, quality }: TransformOptions): string {
  // cmsAssetUrl admits no query or fragment, so the parameters are the whole query. Built as a
  // string: a page's images make dozens of these while it hydrates, and a URL object each costs.
  const query = new URLSearchParams({
    width: String(width),
    ...(height ? { height: String(height), fit: 'cover' } : {}),
    format,
    quality: String(quality),
    withoutEnlargement: 'true',
  });
  return `${asset.href}?${query}`;
}

/** The widths to offer: sorted, unique, positive; capped at the original width (which is then offered itself). */
export function candidateWidths(widths: readonly number[], originalWidth?: number): number[] {
  const clean = [...new Set(widths.filter((w) => Number.isInteger(w) && w > 0))].sort((a, b) => a - b);
  if (!originalWidth || originalWidth <= 0) return clean;
  const below = clean.filter((w) => w < originalWidth);
  return clean.some((w) => w >= originalWidth) ? [...below, originalWidth] : below;
}

/** `src` and `srcSet` for an image model; a non-CMS image keeps its address and has no srcset. */
export function imageSources(image: ImageModel, options: ImageSourceOptions = {}): ImageSources {
  const asset = cmsAssetUrl(image.src, options.cmsBase);
  if (!asset) return { src: image.src };
  const format = options.format ?? 'webp';
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? DEFAULT_QUALITY)));
  const ratio =
    options.aspectRatio && Number.isFinite(options.aspectRatio) && options.aspectRatio > 0
      ? options.aspectRatio
      : undefined;
  const widths = candidateWidths(options.widths ?? DEFAULT_WIDTHS, image.width);
  if (widths.length === 0) return { src: image.src };
  const url = (width: number) =>
    transformUrl(asset, { width, height: ratio ? Math.max(1, Math.round(width / ratio)) : undefined, format, quality });
  const target = options.srcWidth ?? DEFAULT_SRC_WIDTH;
  const srcWidth = widths.reduce((best, w) => (Math.abs(w - target) < Math.abs(best - target) ? w : best));
  return {
    src: url(srcWidth),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
  };
}
