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
}

/** One language's interface strings (build/vite-plugin-site.ts, from src/i18n/dictionary.ts). */
declare module 'virtual:messages/*' {
  import type { Messages } from '~/i18n/messages';
  const messages: Messages;
  export default messages;
}
