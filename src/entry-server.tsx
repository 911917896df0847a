/**
 * The prerender's side of the app (publish/prerender.ts builds this for Node): renders one
 * address to HTML with the CMS data of build time, waiting for every section's code and data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStringAsync } from 'preact-render-to-string';
import { pages, routes, site } from 'virtual:site';
import { AppProviders } from './App';
import { registry } from './generated/blocks';
import { QueryCache } from './data/cache';
import { createCmsClient, type CmsClient } from './data/client';
import { dictionary, type Language, type StringArea } from './i18n/dictionary';
import { setArabicDigits } from './i18n/digits';
import { registerMessages } from './i18n/messages';
import { languageOfPath } from './i18n/paths';
import { PageAtAddress } from './render/routes';
import { AddressProvider } from './router/address';
import { setImagePreloadSink } from './components/imagePreload';
import { preloadRoute, routeAt } from './router/routeCode';
import type { PageSite } from './site/pageSite';

/**
 * What every site shares (build/vite-plugin-site.ts): languages, navigation, layouts, the routes.
 * A site's own facts (its restaurant, address and CMS) are given per call: one build renders
 * every site of the installation.
 */
export { pages, routes, site };
export { createCmsClient };
export { queries } from './generated/queries';
export { menuItemQuery, MENU_ITEM_FIELDS } from './blocks/live/ItemDetail/data';
export { seoMenuItems } from './seo/menuData';
export { headTags } from './seo/head';
export { jsonLdForRoute } from './seo/jsonLd';
export { setMapEmbedParser } from './data/normalize/mapEmbed';
export { ARABIC_DIGITS_ATTRIBUTE } from './i18n/digits';
export { siteAttributes, type PageSite } from './site/pageSite';
export { siteDescriptions } from './seo/routeDescriptions';

/** The string areas a block type reads (its page preloads them with the block's code). */
export function blockStringAreas(type: string): readonly StringArea[] {
  return type in registry ? registry[type as keyof typeof registry].strings : [];
}

/** One string area's strings in a language (a page's data file carries its areas': plan-pages.ts). */
export { areaStrings } from './i18n/dictionary';

/** Whether a block type hydrates in the browser (its schema's "browser" is "island"). */
export function blockIsIsland(type: string): boolean {
  return type in registry && registry[type as keyof typeof registry].island;
}

// The prerender renders both languages: all strings are in from the start.
registerMessages('en', dictionary.en);
registerMessages('ar', dictionary.ar);

/**
 * The page being rendered, for what the app reads outside React (the digits of Arabic pages):
 * two sites' pages may render at once in one publisher, each with its restaurant's choice.
 */
const rendering = new AsyncLocalStorage<{ arabicDigits: boolean; preloads: Set<string> }>();
setArabicDigits(() => rendering.getStore()?.arabicDigits ?? false);
setImagePreloadSink(() => {
  const preloads = rendering.getStore()?.preloads;
  return preloads ? (link) => void preloads.add(link) : null;
});

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  /** 404 when no route matched. */
  status: number;
  /** The query cache after rendering (its entries go into the page). */
  cache: QueryCache;
  /** Errors thrown while rendering (a section that failed shows its notice; the build fails). */
  errors: string[];
}

export interface RenderOptions {
  client: CmsClient;
  /** The site the page belongs to: its restaurant and public address. */
  site: PageSite;
  cache?: QueryCache;
  languages?: readonly Language[];
  /** Arabic pages show Arabic-Indic digits (the restaurant's `arabic_digits`). */
  arabicDigits?: boolean;
}

export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  const preloads = new Set<string>();
  const page = await rendering.run({ arabicDigits: options.arabicDigits ?? false, preloads }, () =>
    renderPageOfSite(url, options),
  );
  // The priority image's preload first, where publish/page-template.ts looks for it.
  return { ...page, html: [...preloads].join('') + page.html };
}

async function renderPageOfSite(url: string, options: RenderOptions): Promise<RenderedPage> {
  const { pathname } = new URL(url);
  await preloadRoute(pathname);
  const cache = options.cache ?? new QueryCache();
  const errors: string[] = [];
  let html = '';
  try {
    // Preact's renderer (build/preact.ts) waits for every read and every lazily loaded block a
    // Suspense boundary holds, so the page comes out whole in one pass, with no inline script
    // to reveal a late part (the CSP forbids those).
    html = await renderToStringAsync(
      <AppProviders
        client={options.client}
        site={options.site}
        cache={cache}
        language={languageOfPath(pathname)}
        languages={options.languages}
        prerender
      >
        <AddressProvider address={{ pathname, search: '', hash: '' }}>
          <PageAtAddress />
        </AddressProvider>
      </AppProviders>,
    );
  } catch (error) {
    errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  return { html, status: routeAt(pathname) ? 200 : 404, cache, errors };
}
