/**
 * The priority image's `<link rel="preload">`, written by the prerender at the start of the page
 * (publish/page-template.ts moves it to the head), so the browser starts the download before any
 * script runs. Preact has no counterpart of React DOM's `preload()`: the prerender
 * (src/entry-server.tsx) gives each page render a sink, and this module writes to it. In the
 * browser there is no sink: a prerendered page already has its preload, and an image rendered in
 * the browser is eager with fetchpriority=high, which starts it as soon as it is in the document.
 */
import { escapeHtml } from '../site/html';

export interface ImagePreload {
  href?: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

let sink: () => ((link: string) => void) | null = () => null;

/** The prerender's: where the page being rendered collects its preloads (null: nowhere). */
export function setImagePreloadSink(current: () => ((link: string) => void) | null): void {
  sink = current;
}

/** The link for one image, as the HTML the prerender writes. */
export function imagePreloadLink({ href, type, imageSrcSet, imageSizes }: ImagePreload): string {
  const attributes: [string, string | undefined][] = [
    ['href', href],
    ['as', 'image'],
    ['type', type],
    ['fetchpriority', 'high'],
    ['imagesrcset', imageSrcSet],
    ['imagesizes', imageSizes],
  ];
  const written = attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link rel="preload" ${written.join(' ')}>`;
}

/** Asks for the image's preload in the page being prerendered; in the browser it does nothing. */
export function preloadImage(image: ImagePreload): void {
  sink()?.(imagePreloadLink(image));
}
