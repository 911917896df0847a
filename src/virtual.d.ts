/** Virtual modules served by build/vite-plugin-site.ts from the validated site.config.json. */
declare module 'virtual:site' {
  import type { SiteConfig, CmsConfig, Route, Section, LocalizedText } from '~/generated/types';
  /** The frame every site shares, without the CMS address (the browser never reads the CMS). */
  export const site: Omit<SiteConfig, 'routes' | 'cms'> & { cms: Omit<CmsConfig, 'url'> };
  export interface RouteEntry {
    path: Route['path'];
    layout: Route['layout'];
    /** false: kept out of search (noindex, not in sitemap.xml). */
    index: boolean;
    load: () => Promise<RouteModule>;
    /** Its islands' chunk (virtual:site-islands/<n>), or null when no section of it is an island. */
    islands: (() => Promise<IslandsModule>) | null;
  }
  /**
   * A route's islands' chunk: its sections whose block is an island and their entries, with the
   * islands' runtime (src/islands/start.tsx), which it imports: one request brings all a page's
   * islands need, and a page without islands loads none of it.
   */
  export interface IslandsModule {
    sections: Section[];
    blocks: import('~/blocks/block').RouteBlocks;
    startIslands: typeof import('~/islands/start').startIslands;
  }
  /** A route's own chunk. */
  export interface RouteModule {
    title: LocalizedText;
    description: LocalizedText | null;
    sections: Section[];
    /** The block entries of its sections' types (the whole registry stays out of the browser). */
    blocks: import('~/blocks/block').RouteBlocks;
  }
  export const routes: RouteEntry[];
  /** The menu, dish, cart and order pages' paths (src/site/pages.ts). */
  export const pages: import('~/site/pages').SitePages;
}

/**
 * The loaders of each language's `common` strings (build/vite-plugin-site.ts, from
 * src/i18n/dictionary.ts); the other areas' loaders travel with the blocks that read them.
 */
declare module 'virtual:messages' {
  import type { AreaLoaders } from '~/i18n/messages';
  export const loaders: AreaLoaders;
}

/** One string area in one language (`virtual:messages/<language>/<area>`). */
declare module 'virtual:messages/*' {
  import type { Messages } from '~/i18n/messages';
  const messages: Partial<Messages>;
  export default messages;
}

/** The still carousel view's generated classes (build/vite-plugin-site.ts, from src/components/carousel/stillCss.ts). */
declare module 'virtual:carousel-still.css';
