/**
 * Speed technique: when each page loads its web fonts. Two halves of one per-page decision,
 * made by the publisher (publish/steps/plan-pages.ts) from the page's first section:
 *
 * - **Font preloads** on a page that opens on a banner and a heading (it paints text first): the
 *   first view's font files are preloaded, so they do not wait for the stylesheets to name them.
 *   Bought: LCP 1.81–1.84 → 1.54–1.77 s on those pages (2026-11-22).
 * - **Held fonts** on a page that opens on the hero slider (it paints its large image first):
 *   no preload, and `<html data-fonts="later">`, under which held-fonts.css names no web font, so
 *   the browser fetches none; src/perf/boot.ts fetches them once the hero image is on screen and
 *   removes the attribute when they have loaded (in one relayout: see FIRST_VIEW_FACES there). Lighthouse's simulation counts every request that finished before the hero image
 *   painted, and the two fonts (58–66 KB) often did: with them held, LCP on `/` 1.23–1.27 s in
 *   five runs of five, about 0.5 s less (2026-11-22). The preload there cost LCP 2.5 s instead
 *   of 1.8–2.1 s. The text meanwhile shows in font-stand-in.css's stand-in, which keeps the swap
 *   from moving the page.
 *
 * When it could go: the preloads, if the fonts were inlined or the banner pages' LCP element
 * were an image; the hold, if the hero pages had no web font in their first view, or if
 * Lighthouse stopped counting the fonts against the hero image (re-measure `/` and `/ar/`).
 */
import type { Language } from '../i18n/dictionary.ts';

/**
 * The font files every page of a language shows text in on its first view (src/main.tsx imports
 * the faces; src/styles sets which text uses which), by the start of their built names.
 * English: Cairo's Latin subset (body) and Playfair Display's bold Latin (headings); Arabic:
 * Cairo's Arabic and Latin subsets (all text).
 */
export const FIRST_VIEW_FONTS: Record<Language, string[]> = {
  en: ['cairo-latin-wght-normal-', 'playfair-display-latin-700-normal-'],
  ar: ['cairo-arabic-wght-normal-', 'cairo-latin-wght-normal-'],
};

/** The attribute (on `<html>`) that holds the web fonts; see held-fonts.css and boot.ts. */
export const HELD_FONTS_ATTRIBUTE = ' data-fonts="later"';

export interface FontLoading {
  /** `<link rel="preload">` tags for the page's head. */
  preloads: string[];
  /** What the page's `<html>` gets: the hold, or nothing. */
  htmlAttribute: string;
}

/**
 * @param firstSection the type of the page's first section
 * @param files the first view's font files of the page's language (paths under the site root)
 */
export function fontLoading(firstSection: string | undefined, files: readonly string[]): FontLoading {
  if (firstSection === 'heroSlider') return { preloads: [], htmlAttribute: HELD_FONTS_ATTRIBUTE };
  return {
    preloads: files.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
    htmlAttribute: '',
  };
}
