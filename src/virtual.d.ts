/** Virtual modules served by build/vite-plugin-site.ts from the validated site.config.json. */
declare module 'virtual:site' {
  import type { SiteConfig, Route, Section, LocalizedText } from '~/generated/types';
  export const site: Omit<SiteConfig, 'routes'>;
  export interface RouteEntry {
    path: Route['path'];
    layout: Route['layout'];
    /** false: kept out of search (noindex, not in sitemap.xml). */
    index: boolean;
    load: () => Promise<RouteModule>;
  }
  /** A route's own chunk. */
  export interface RouteModule {
    title: LocalizedText;
    description: LocalizedText | null;
    sections: Section[];
  }
  export const routes: RouteEntry[];
  /** The menu, dish, cart and order pages' paths (src/site/pages.ts). */
  export const pages: import('~/site/pages').SitePages;
}

/** A loader for each language's string areas (build/vite-plugin-site.ts, from src/i18n/dictionary.ts). */
declare module 'virtual:messages' {
  import type { Language, StringArea } from '~/i18n/dictionary';
  import type { Messages } from '~/i18n/messages';
  export const loaders: Record<Language, Record<StringArea, () => Promise<{ default: Partial<Messages> }>>>;
}

/** One string area in one language (`virtual:messages/<language>/<area>`). */
declare module 'virtual:messages/*' {
  import type { Messages } from '~/i18n/messages';
  const messages: Partial<Messages>;
  export default messages;
}

/** The still carousel view's generated classes (build/vite-plugin-site.ts, from src/perf/carousel/stillCss.ts). */
declare module 'virtual:carousel-still.css';
