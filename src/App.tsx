import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider } from './ordering/cart/CartProvider';
import { type QueryCache } from './data/cache';
import type { CmsClient } from './data/client';
import type { PublishedData } from './data/published';
import { DataProvider } from './data/DataProvider';
import type { Language } from './i18n/dictionary';
import { LanguageProvider } from './i18n/LanguageProvider';
import { AppRoutes } from './render/routes';
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
  /** Prerendering: data reads suspend the render until they settle. */
  prerender?: boolean;
  /** Hydrating prerendered HTML: the cart starts empty like the HTML and is restored right after. */
  hydrating?: boolean;
  children: ReactNode;
}

/** Everything the pages share, in the browser and in the prerender (publish/prerender.ts). */
export function AppProviders({
  client,
  published,
  site,
  cache,
  language,
  languages,
  prerender = false,
  hydrating = false,
  children,
}: ProvidersProps) {
  return (
    <SiteProvider site={site}>
      <DataProvider client={client} published={published} slug={site.slug} cache={cache} suspend={prerender}>
        <LanguageProvider initial={language} available={languages}>
          <CartProvider {...(prerender || hydrating ? { initialLines: [], restoreAfterMount: hydrating } : {})}>
            {children}
          </CartProvider>
        </LanguageProvider>
      </DataProvider>
    </SiteProvider>
  );
}

export type AppProps = Omit<ProvidersProps, 'children' | 'prerender'>;

/** The app in the browser (the prerender renders AppRoutes inside a StaticRouter instead). */
export function App(providers: AppProps) {
  return (
    <AppProviders {...providers}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
