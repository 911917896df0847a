/** An <img> that swaps to a bundled fallback (or hides itself) when its source fails. */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import type { ImageModel } from '../generated/types';

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  image: ImageModel | null | undefined;
  /** Bundled image used when `image` is missing or fails; without one, a failed image hides. */
  fallback?: string;
  alt: string;
}

export function Picture({ image, fallback, alt, width, height, ...rest }: PictureProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [image?.src]);
  const src = !failed && image?.src ? image.src : fallback;
  if (!src || (failed && !fallback)) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width ?? image?.width}
      height={height ?? image?.height}
      decoding="async"
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
