/**
 * The theme's events (SPEC.md §4), in the page script: a page is its HTML with the restaurant's
 * colours from its first frame (the published brand stylesheet), and no React runs on most pages.
 * Once the page script starts, `themeLoaded` announces the restaurant's scheme and slug. A
 * `themeChange` naming another restaurant applies that restaurant's published scheme (the
 * version's `data/themes.json`: none, for a restaurant the installation does not publish, gives
 * the default colours) and announces it; naming the page's own restaurant brings its colours back.
 * applyColorScheme writes only the colours that differ from what the page shows.
 */
import { THEMES_FILE, type PublishedData, type ThemesData } from '../../data/published';
import type { ColorSchemeModel } from '../../generated/types';
import { applyColorScheme, emitThemeLoaded, THEME_CHANGE_EVENT, type ThemeChangeDetail } from '../../theme/theme';

const SLUG = /^[a-z0-9-]{1,100}$/;

/** A restaurant's scheme in the version's themes file; null when it has none or the file cannot be read. */
async function publishedScheme(published: PublishedData, slug: string): Promise<ColorSchemeModel | null> {
  const file = (await published.file(THEMES_FILE).catch(() => null)) as Partial<ThemesData> | null;
  return file?.schemes && Object.hasOwn(file.schemes, slug) ? (file.schemes[slug] ?? null) : null;
}

/**
 * Announces the page's theme and answers `themeChange` from now on. `own` reads the page's
 * restaurant's scheme (null when it has none: the defaults). Returns a function that stops
 * listening.
 */
export function watchTheme(
  slug: string,
  own: () => Promise<ColorSchemeModel | null>,
  published: PublishedData,
): () => void {
  // The latest change wins: an answer for an earlier one that arrives late is dropped.
  let asked = 0;
  const show = async (target: string) => {
    const ask = ++asked;
    const scheme = target === slug ? await own().catch(() => null) : await publishedScheme(published, target);
    if (ask !== asked) return;
    applyColorScheme(scheme);
    emitThemeLoaded({ scheme, restaurantSlug: target });
  };
  const onChange = (event: Event) => {
    const target = (event as CustomEvent<Partial<ThemeChangeDetail>>).detail?.restaurantSlug;
    if (typeof target === 'string' && SLUG.test(target)) void show(target);
  };
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  // The page already shows its colours: only the announcement, once its scheme is read.
  const first = ++asked;
  void own()
    .catch(() => null)
    .then((scheme) => {
      if (first === asked) emitThemeLoaded({ scheme, restaurantSlug: slug });
    });
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}
