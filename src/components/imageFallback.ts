/**
 * A failed image swaps to its bundled fallback, or hides when it has none: the page's one listener
 * for every image (`watchImageFallbacks`, started by the page script, src/main.tsx). Picture
 * names each image's fallback in `data-fallback` ("" to hide it), so an image of a block that is
 * never hydrated falls back as one inside an island does, and no image needs a handler of its own.
 */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

/** An image failed: its fallback now (its sources dropped), or nothing at all. */
function fallBack(img: HTMLImageElement): void {
  const fallback = img.getAttribute(FALLBACK_ATTRIBUTE);
  if (fallback === null) return;
  img.removeAttribute(FALLBACK_ATTRIBUTE);
  console.warn(`[image] failed to load ${img.currentSrc || img.src}`);
  if (!fallback) {
    // Written through the CSSOM, which the page's style policy allows (it refuses style attributes).
    img.style.display = 'none';
    return;
  }
  // The <source> elements stay (React may own them), without the sets that failed.
  if (img.parentElement instanceof HTMLPictureElement)
    for (const source of img.parentElement.querySelectorAll('source')) source.removeAttribute('srcset');
  for (const name of ['srcset', 'sizes', 'width', 'height']) img.removeAttribute(name);
  img.src = fallback;
}

const broken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.currentSrc || img.src);

/**
 * Falls back every image that fails from now on (error events do not bubble: one listener in the
 * capture phase sees them all), and those that failed before the page script ran.
 */
export function watchImageFallbacks(root: Document): void {
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`))
    if (broken(img)) fallBack(img);
}
