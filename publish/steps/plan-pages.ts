/**
 * Prerender step "plan pages": every address of the version and what its page is made of,
 * before anything is rendered. Each route of site.config.json at its path (the dish route once
 * per published dish), in each language of the version; for each, its head (tags, JSON-LD,
 * font preloads, the boot script), its first-view stylesheets, the modules src/perf/boot.ts
 * loads, and the attributes of its <html>. Pure: combining the stylesheets is the next step's
 * (publish/steps/styles.ts), rendering and reuse the one after.
 */
import { pickText } from '../../src/i18n/pickText.ts';
import type { Language, StringArea } from '../../src/i18n/dictionary.ts';
import type { PageStrings } from '../../src/i18n/messages.ts';
import { languagesAttribute } from '../../src/i18n/available.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { fontLoading } from '../../src/perf/fontLoading.ts';
import { dishPath } from '../../src/site/pages.ts';
import { ISLANDS_PREFIX, ROUTE_PREFIX } from '../../build/virtual-ids.ts';
import { chunkAssets, routeChunkKey } from '../vite-manifest.ts';
import type { LocalizedText } from '../../src/generated/types.ts';
import type { RenderSite } from '../sites.ts';
import type { PageFrame } from './frame.ts';
import { manifestPathOf } from './offline.ts';
import type { SiteContent } from './load.ts';
import type { AppFrame, ServerEntry } from './read-app.ts';

export interface PlanInput {
  entry: Pick<
    ServerEntry,
    'routes' | 'pages' | 'headTags' | 'jsonLdForRoute' | 'blockStringAreas' | 'blockIsIsland' | 'areaStrings'
  >;
  /** The site: its public address, and its own words (cuisine; descriptions come in `descriptions`). */
  site: Pick<RenderSite, 'url' | 'words'>;
  app: Pick<AppFrame, 'scripts' | 'manifest' | 'folders' | 'modules' | 'fonts'>;
  content: Pick<SiteContent, 'itemIds' | 'items' | 'restaurant' | 'reviews' | 'categories' | 'languages'>;
  frame: Pick<PageFrame, 'brandSheet' | 'siteAttribute' | 'digitsAttribute' | 'zoneAttribute'>;
  /** Each route's description on this site, by route path (src/seo/routeDescriptions.ts). */
  descriptions: Record<string, LocalizedText>;
}

/** What src/perf/boot.ts loads for a page (its #boot-modules), and what each island needs beyond it. */
export interface BootModules {
  entry: string;
  modules: string[];
  sections: Record<string, string[]>;
  /** The held fonts' files, fetched for the pages that follow (src/perf/fontLoading.ts). */
  fonts: string[];
  /**
   * The language's web app manifest (publish/steps/offline.ts), which boot.ts names once the first
   * view is shown; src/main.tsx registers the service worker only on a page that names one. A
   * preview has none.
   */
  manifest?: string;
}

export interface PlannedPage {
  /** Where it is served: `/shop`, `/ar/shop`. */
  address: string;
  language: Language;
  /**
   * Everything in its <head> after the template's own tags, but its stylesheets: the next step
   * (publish/steps/styles.ts) adds them, inlined as one `<style>`.
   */
  head: string;
  /** The CSP hash source of that `<style>` (`sha256-…`): set by the styles step. */
  styleHash?: string;
  /**
   * Set by the styles step: the first view's CSS as combined, and the head before it, from which
   * the render step fits the style to the page's HTML (`fitStyles`).
   */
  firstView?: { css: string; head: string };
  /** The stylesheets of its first view (`/assets/….css`), in cascade order. */
  stylesheets: string[];
  bootModules: BootModules;
  /**
   * The interface strings the page's script and islands read, for its data file: `common` and its
   * islands' areas, in its language. Their chunks are then not among the modules boot loads.
   */
  strings: PageStrings;
  /** The attributes of its <html>. */
  htmlAttributes: string;
}

/** Shown by link previews when a page has no picture of its own (a bundled illustration). */
const DEFAULT_SHARE_IMAGE = { src: '/assets/img/bg/hero-1.webp', width: 1920, height: 1080 };

export function planPages({ entry, site, app, content, frame, descriptions }: PlanInput): PlannedPage[] {
  const { routes } = entry;
  const { manifest, scripts } = app;
  const { restaurant, languages, items } = content;
  const dishPage = entry.pages.dish;
  const stringsOf = (language: Language, areas: readonly StringArea[]): PageStrings => ({
    language,
    areas: [...areas],
    messages: Object.assign({}, ...areas.map((area) => entry.areaStrings(area, language))) as PageStrings['messages'],
  });
  const blockKey = (type: string) => {
    const folder = app.folders.get(type);
    // Without it the page would lose its sections' stylesheets and module preloads.
    if (!folder) throw new Error(`prerender: no block folder declares the type "${type}" (src/blocks/)`);
    const key = `src/blocks/${folder}/index.tsx`;
    if (!manifest[key]) throw new Error(`prerender: the build manifest has no ${key}`);
    return key;
  };
  const planned: PlannedPage[] = [];
  for (const [index, route] of routes.entries()) {
    const paths = route.path.includes(':')
      ? route.path === dishPage
        ? content.itemIds.map((id) => dishPath(dishPage, id))
        : []
      : [route.path];
    const { title, sections } = app.modules[index]!;
    const description = descriptions[route.path];
    const blockKeys = sections.map((section) => blockKey(section.type));
    const routeKey = routeChunkKey(manifest, ROUTE_PREFIX, index);
    const assets = chunkAssets(manifest, [...(routeKey ? [routeKey] : []), ...blockKeys]);
    // What the page's script loads for its blocks: the islands' chunk, none on a page without them.
    const islandsKey = routeChunkKey(manifest, ISLANDS_PREFIX, index);
    const routeJs = islandsKey ? chunkAssets(manifest, [islandsKey]).js : [];
    // Preload the fonts of a page that opens on text; hold them on one that opens on the hero.
    const fonts = (language: Language) => fontLoading(sections[0]?.type, app.fonts[language]);
    const islandSections = sections.filter((section) => entry.blockIsIsland(section.type));
    // Each island's own modules, past those the page loads anyway: boot.ts preloads them for the
    // islands in the viewport; the others load when the visitor nears them
    // (src/perf/deferSections.ts). A section that is not an island never loads its code. Its
    // strings come in the page's data file.
    const sectionModules = (page: ReadonlySet<string>) =>
      Object.fromEntries(
        islandSections.map((section) => {
          const code = chunkAssets(manifest, [blockKey(section.type)]).js.map((file) => `/${file}`);
          return [section.id, code.filter((href) => !page.has(href))];
        }),
      );
    // The areas the page's script (`common`: the header's words) and its islands read: the same
    // for every path of the route (each dish page), so made once per language.
    const areas = [
      ...new Set<StringArea>(['common', ...islandSections.flatMap((section) => entry.blockStringAreas(section.type))]),
    ];
    const routeStrings = new Map(languages.map((language) => [language, stringsOf(language, areas)]));
    for (const path of paths) {
      for (const language of languages) {
        const address = localizePath(path, language);
        const links = [
          ...fonts(language).preloads,
          // Low: it waits for the first view anyway (src/perf/boot.ts), so it must not look
          // render-blocking. At the module default (high), Lighthouse's simulation counted its
          // request, on a connection of its own over HTTP/1.1, before the first paint: mobile FCP
          // on `/` and `/shop` 0.96 → 0.84 s without it (medians of 7, 2026-11-28).
          `<script type="module" src="${scripts.boot}" fetchpriority="low"></script>`,
        ];
        // In the order the head named them before they were combined: the sections', the brand's,
        // then the template's (which stood after the page's own tags).
        const stylesheets = [
          ...assets.css.map((file) => `/${file}`).filter((href) => !scripts.styles.includes(href)),
          ...(frame.brandSheet ? [frame.brandSheet] : []),
          ...scripts.styles,
        ];
        const modules = [...new Set([...scripts.modules, ...routeJs.map((file) => `/${file}`)])].filter(
          (href) => href !== scripts.entry,
        );
        const bootModules: BootModules = {
          entry: scripts.entry,
          modules,
          sections: sectionModules(new Set([scripts.entry, ...modules])),
          fonts: fonts(language).later,
          manifest: manifestPathOf(language),
        };
        const found = route.path.includes(':')
          ? items.find((candidate) => dishPath(dishPage, candidate.id) === path)
          : undefined;
        // seoMenuItems gives full dish models (with images and a description) for these rows.
        const item = found && 'images' in found && 'description' in found ? found : undefined;
        const head = [
          entry.headTags({
            language,
            path,
            title: item ? pickText(item.name, language) : pickText(title, language),
            description:
              (item && pickText(item.description, language)) ||
              pickText(description, language) ||
              pickText(restaurant.description, language),
            brand: pickText(restaurant.name, language),
            siteUrl: site.url,
            image: item?.images[0] ?? DEFAULT_SHARE_IMAGE,
            jsonLd: entry.jsonLdForRoute(address, {
              siteUrl: site.url,
              ...(site.words.cuisine ? { cuisine: site.words.cuisine } : {}),
              language,
              restaurant,
              reviews: content.reviews,
              categories: content.categories,
              items,
              item,
            }),
            noindex: !route.index,
            languages,
          }),
          ...links,
        ].join('\n    ');
        const htmlAttributes = ` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"${languagesAttribute(languages)}${fonts(language).htmlAttribute}${frame.siteAttribute}${frame.digitsAttribute}${frame.zoneAttribute}`;
        const strings = routeStrings.get(language)!;
        planned.push({ address, language, head, stylesheets, htmlAttributes, bootModules, strings });
      }
    }
  }
  return planned;
}
