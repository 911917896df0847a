import type { ReactNode } from 'react';
import { CartProvider } from './ordering/cart/CartProvider';
import type { CartStore } from './ordering/cart/CartProvider';
import { type QueryCache } from './data/cache';
import type { CmsClient } from './data/client';
import type { PublishedData } from './data/published';
import { DataProvider } from './data/DataProvider';
import type { Language } from './i18n/dictionary';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { PageSite } from './site/pageSite';
import { SiteProvider } from './site/SiteProvider';

export interface ProvidersProps {
  /** The CMS, read by the prerender. */
  client?: CmsClient;
  /** The live version's data files, read by the browser. */
  published?: PublishedData;
  /** The restaurant and public address of the site the page belongs to (src/site/pageSite.ts). */
  site: PageSite;
  cache: QueryCache;
  language: Language;
  /** The languages of the published version (src/i18n/available.ts); both when absent. */
  languages?: readonly Language[];
  /** Prerendering: data reads suspend the render until they settle; the cart is the published page's, empty. */
  prerender?: boolean;
  /** The cart the page's islands share (src/islands/start.tsx); one of its own otherwise. */
  cart?: CartStore;
  children: ReactNode;
}

/**
 * Everything a page's blocks share, in the prerender (around the whole page), around each island
 * in the browser (src/islands/start.tsx), and around a page the browser renders whole
 * (src/render/clientPage.tsx).
 */
export function AppProviders({
  client,
  published,
  site,
  cache,
  language,
  languages,
  prerender = false,
  cart,
  children,
}: ProvidersProps) {
  return (
    <SiteProvider site={site}>
      <DataProvider client={client} published={published} slug={site.slug} cache={cache} suspend={prerender}>
        <LanguageProvider initial={language} available={languages}>
          <CartProvider store={cart} {...(prerender ? { initialLines: [] } : {})}>
            {children}
          </CartProvider>
        </LanguageProvider>
      </DataProvider>
    </SiteProvider>
  );
}
