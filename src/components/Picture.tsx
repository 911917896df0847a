/**
 * Every image of the site goes through this <img>:
 * - CMS assets get a srcset of Directus transforms (WebP, capped at the original width) and the
 *   caller's `sizes` (the slot's width at each breakpoint, see imageSizes.ts); bundled files are used as they are;
 * - lazy by default; `priority` (one per page view: the largest image of the first view) makes it
 *   eager with fetchpriority=high and asks React to put a <link rel="preload"> in the document head,
 *   so the prerendered HTML starts the download before any script runs;
 * - width/height attributes (the slot's, or the model's) reserve the space so nothing shifts;
 * - a failed source swaps to the bundled fallback (or hides the image when there is none).
 * Rendering reads neither window nor document, so server and client output match.
 * A CMS asset is recognised by its shape (http(s) …/assets/<id>, no extension, no query; see imageSources.ts),
 * so the view needs neither the data client nor the site config.
 */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { ImageModel } from '../generated/types';
import { imageSources, type ImageSourceOptions } from './imageSources';

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
  /** `low`: a first-view image that should yield to the priority one (React then does not preload it either). */
  fetchPriority?: 'low';
  /** Candidate widths of the srcset (default 320…1920). */
  widths?: ImageSourceOptions['widths'];
  /** Width ÷ height of a slot that crops (object-fit: cover): the CMS crops to it as well. */
  aspectRatio?: number;
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
  widths,
  aspectRatio,
  decoding,
  ...rest
}: PictureProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [image?.src]);
  const useImage = !failed && Boolean(image?.src);
  const sources =
    useImage && image ? imageSources(image, { widths, aspectRatio }) : fallback ? { src: fallback } : null;
  if (!sources || (failed && !fallback)) return null;
  const { src, srcSet } = sources;
  if (priority) {
    preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
  }
  return (
    <img
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding={decoding ?? (priority ? undefined : 'async')}
      width={width ?? (useImage ? image?.width : undefined)}
      height={height ?? (useImage ? image?.height : undefined)}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      onError={() => {
        if (!failed) {
          console.warn(`[image] failed to load ${src}`);
          setFailed(true);
        }
      }}
      {...rest}
    />
  );
}
