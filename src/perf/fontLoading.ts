/**
 * Speed technique: when each page loads its web fonts. Two halves of one per-page decision,
 * made by the publisher (publish/steps/plan-pages.ts) from the page's first section:
 *
 * - **Held fonts** on a page that opens on a large image (the hero slider, a page banner): no
 *   preload, and `<html data-fonts="later">`, under which held-fonts.css names no web font, so
 *   the browser fetches none; src/perf/boot.ts fetches them once that image is on screen, for
 *   the pages that follow, whose boot lets them in at once (the site's files are then in the
 *   browser's cache). This page's text stays in the stand-in, as
 *   `font-display: optional` would keep it: letting the fonts in cost a relayout of the whole
 *   page, the longest task after its first paint. A returning visitor (the site's files in the
 *   cache) gets them at once.
 *   Lighthouse's simulation counts every request that started before the image painted, and the
 *   two fonts (58–66 KB) did. Bought: LCP on `/` 1.23–1.27 s, about 0.5 s less (2026-11-22); on
 *   the banner pages (whose LCP element became the banner image once it was preloaded)
 *   `/shop` 1.67–1.69 → 1.13–1.23 s (2026-11-27). The text meanwhile shows in
 *   font-stand-in.css's stand-in, which keeps the swap from moving the page.
 * - **Font preloads** on a page that opens on text: the first view's font files are preloaded, so
 *   they do not wait for the stylesheets to name them (LCP 1.81–1.84 → 1.54–1.77 s on the pages
 *   that opened on their heading, 2026-11-22).
 *
 * When it could go: the hold, if these pages had no web font in their first view, or if
 * Lighthouse stopped counting the fonts against the image (re-measure `/`, `/ar/` and `/shop`).
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
  /**
   * The font files src/perf/boot.ts fetches for the pages that follow once the image is on
   * screen (`/assets/….woff2`): the held page's first-view files; none on a page that preloads.
   */
  later: string[];
}

/**
 * The sections that open a page on a large image, their `priority` one (components/Picture.tsx):
 * a page that starts with one of them holds its fonts. tests/e2e/prerender.e2e.ts checks
 * that every page holding its fonts has that image.
 */
export const IMAGE_FIRST_SECTIONS: ReadonlySet<string> = new Set(['heroSlider', 'pageBanner', 'bannerSliderDemo']);

/**
 * @param firstSection the type of the page's first section
 * @param files the first view's font files of the page's language (paths under the site root)
 */
export function fontLoading(firstSection: string | undefined, files: readonly string[]): FontLoading {
  if (firstSection !== undefined && IMAGE_FIRST_SECTIONS.has(firstSection))
    return { preloads: [], htmlAttribute: HELD_FONTS_ATTRIBUTE, later: files.map((file) => `/${file}`) };
  return {
    preloads: files.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
    htmlAttribute: '',
    later: [],
  };
}
