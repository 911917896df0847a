/**
 * Published images. The publisher (publish/media.ts) derives every CMS image it publishes once
 * per file version, as AVIF and WebP at the widths below (never wider than the original), into
 *
 *   /media/<key>-<original width>/<width>.<avif|webp>
 *
 * on the site's own origin; `<key>` names the file version, so an unchanged image keeps its
 * addresses from one version to the next (and stays in every cache). An image model's `src` is
 * the WebP nearest DEFAULT_SRC_WIDTH; its folder name says which widths exist, so the page can
 * offer all of them without knowing anything else. The browser never asks the CMS for an image.
 */
import type { ImageModel } from '../generated/types';

/**
 * Widths derived of each image: 160 for logos and thumbnails … 1920 for full-width backgrounds.
 * 768 is for phones: a 412 CSS px screen at 1.75x needs 721 px; without it the hero's LCP on the
 * mobile bench went from 1.30 s to 1.52 s (the 960 file instead).
 */
export const MEDIA_WIDTHS: readonly number[] = [160, 320, 640, 768, 960, 1440, 1920];
/** Formats derived, best first (the browser takes the first it supports). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** Where published images live in a version. */
export const MEDIA_DIR = 'media';
/** `src` (the preload fallback, and what a browser without srcset takes): the width nearest this. */
export const DEFAULT_SRC_WIDTH = 960;

/** One original as the publisher publishes it. */
export interface MediaOriginal {
  /** 16 hex digits naming the file version. */
  key: string;
  /** The original's width in pixels. */
  width: number;
}

const SRC = /^\/media\/([0-9a-f]{16})-([1-9]\d{0,4})\/([1-9]\d{0,4})\.(avif|webp)$/;

/** The widths derived of an original: those below its width, then its own when it is narrower than the widest. */
export function mediaWidths(originalWidth: number): number[] {
  const below = MEDIA_WIDTHS.filter((w) => w < originalWidth);
  return MEDIA_WIDTHS.some((w) => w >= originalWidth) ? [...below, originalWidth] : below;
}

/** The folder of an original's derived files, relative to the version root (no leading slash). */
export function mediaFolder({ key, width }: MediaOriginal): string {
  return `${MEDIA_DIR}/${key}-${width}`;
}

/** The address of one derived file. */
export function mediaFile(original: MediaOriginal, width: number, format: MediaFormat): string {
  return `/${mediaFolder(original)}/${width}.${format}`;
}

/** The `src` of an image model: the WebP nearest DEFAULT_SRC_WIDTH. */
export function mediaSrc(original: MediaOriginal): string {
  const widths = mediaWidths(original.width);
  const nearest = widths.reduce((best, w) =>
    Math.abs(w - DEFAULT_SRC_WIDTH) < Math.abs(best - DEFAULT_SRC_WIDTH) ? w : best,
  );
  return mediaFile(original, nearest, 'webp');
}

/** The original behind a published image address, or null for anything else (bundled files). */
export function parseMediaSrc(src: string): MediaOriginal | null {
  const match = SRC.exec(src);
  if (!match) return null;
  const original = { key: match[1]!, width: Number(match[2]) };
  return mediaWidths(original.width).includes(Number(match[3])) ? original : null;
}

export interface ImageSources {
  src: string;
  /** WebP candidates; present only for published images. */
  srcSet?: string;
  /** AVIF candidates, for a <source type="image/avif">, and the AVIF of `src`: present only for published images. */
  avif?: { src: string; srcSet: string };
}

/** `src` and the srcsets of an image model; a bundled image keeps its address and has no srcset. */
export function imageSources(image: ImageModel): ImageSources {
  const original = parseMediaSrc(image.src);
  if (!original) return { src: image.src };
  const set = (format: MediaFormat) =>
    mediaWidths(original.width)
      .map((w) => `${mediaFile(original, w, format)} ${w}w`)
      .join(', ');
  return {
    src: image.src,
    srcSet: set('webp'),
    avif: { src: image.src.replace(/\.webp$/, '.avif'), srcSet: set('avif') },
  };
}
