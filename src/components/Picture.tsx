/**
 * Every image of the site goes through this <img>:
 * - published images (src/components/media.ts) get AVIF and WebP srcsets of every derived width,
 *   in a <picture>, with the caller's `sizes` (the slot's width at each breakpoint, see
 *   imageSizes.ts); bundled files are used as they are;
 * - lazy by default; `priority` (one per page view: the largest image of the first view) makes it
 *   eager with fetchpriority=high and asks the prerender to put a <link rel="preload"> in the document head
 *   (for the AVIF set, the one the browser will take), so the prerendered HTML starts the download
 *   before any script runs (imagePreload.ts);
 * - a lazy image is fetchpriority=low: one laid out in a phone's first view (the offer cards under
 *   /about's banner) would otherwise be raised to high and share the slow link with the priority
 *   image, and Lighthouse counts a high image's download in the LCP (docs/speed.md, "Lazy images
 *   yield to the priority one");
 * - width/height attributes (the slot's, or the model's) reserve the space so nothing shifts;
 *   a slot that crops shows the middle of the picture (object-fit: cover in its CSS);
 * - a failed source swaps to the bundled fallback (or hides the image when there is none), which
 *   the image names in `data-fallback` for the page's one listener (imageFallback.ts): it keeps no
 *   state of its own, so it serves blocks that are never hydrated as well as islands.
 * Rendering reads neither window nor document, so server and client output match.
 */
import type { ImgHTMLAttributes } from 'react';
import type { ImageModel } from '../generated/types';
import { FALLBACK_ATTRIBUTE } from './imageFallback';
import { preloadImage } from './imagePreload';
import { imageSources, type ImageSources } from './media';

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'onError' | 'loading' | 'fetchPriority'
> {
  image: ImageModel | null | undefined;
  /** Bundled image used when `image` is missing or fails; without one, a failed image hides. */
  fallback?: string;
  alt: string;
  /** Rendered width of the slot at each breakpoint (the `sizes` attribute), e.g. SIZES.liveGrid from imageSizes.ts. */
  sizes: string;
  /** The largest image of the first view: eager, fetchpriority=high, preloaded. One per page view. */
  priority?: boolean;
  /** Below-the-fold images stay lazy (the default); an above-the-fold image that is not the priority one may be eager. */
  loading?: 'lazy' | 'eager';
  /** `low`: an eager image that should yield to the priority one (a lazy image always does). */
  fetchPriority?: 'low';
}

export function Picture({
  image,
  fallback,
  alt,
  width,
  height,
  sizes,
  priority = false,
  loading,
  fetchPriority,
  decoding,
  ...rest
}: PictureProps) {
  const useImage = Boolean(image?.src);
  const sources: ImageSources | null = useImage && image ? imageSources(image) : fallback ? { src: fallback } : null;
  if (!sources) return null;
  const { src, srcSet, avif } = sources;
  if (priority) {
    // A browser without AVIF skips a preload of that type, and takes the WebP <img> as it is.
    if (avif) preloadImage({ type: 'image/avif', imageSrcSet: avif.srcSet, imageSizes: sizes });
    else preloadImage({ href: src });
  }
  const lazy = !priority && loading !== 'eager';
  const img = (
    <img
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : lazy ? 'low' : fetchPriority}
      decoding={decoding ?? (priority ? undefined : 'async')}
      width={width ?? (useImage ? image?.width : undefined)}
      height={height ?? (useImage ? image?.height : undefined)}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      // What the page does when it fails (imageFallback.ts); the fallback itself has none.
      {...{ [FALLBACK_ATTRIBUTE]: useImage ? (fallback ?? '') : undefined }}
      {...rest}
    />
  );
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
