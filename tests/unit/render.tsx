/** Test helpers: render a component inside the app's providers with an in-memory CMS stand-in (unit tier only). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CartProvider } from '../../src/ordering/cart/CartProvider';
import type { CartLine } from '../../src/ordering/cart/model';
import { QueryCache } from '../../src/data/cache';
import type { CmsClient, ItemsQuery, RawRecord } from '../../src/data/client';
import { DataProvider } from '../../src/data/DataProvider';
import type { PublishedData } from '../../src/data/published';
import type { Language } from '../../src/i18n/dictionary';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';
import { AddressProvider } from '../../src/router/address';
import type { PageSite } from '../../src/site/pageSite';
import { SiteProvider } from '../../src/site/SiteProvider';

/** The site components render for in these tests (a published page names it on <html>). */
export const TEST_PAGE_SITE: PageSite = { slug: 'saffron-house', url: 'https://saffron.example' };

export type CollectionHandler = (query: ItemsQuery) => RawRecord[] | Promise<RawRecord[]>;

/** A CmsClient answering from handlers per collection; an unknown collection never answers (stays loading). */
export function memoryClient(
  handlers: Record<string, CollectionHandler> = {},
): CmsClient & { calls: { collection: string; query: ItemsQuery }[] } {
  const calls: { collection: string; query: ItemsQuery }[] = [];
  const read = async (collection: string, query: ItemsQuery) => {
    calls.push({ collection, query });
    const handler = handlers[collection];
    if (!handler) return new Promise<RawRecord[]>(() => {});
    return handler(query);
  };
  return {
    url: 'http://cms.test',
    calls,
    readCollection: read,
    readCollectionWithCount: async (collection, query) => {
      const items = await read(collection, query);
      return { items, total: items.length };
    },
    assetUrl: (id) => `http://cms.test/assets/${id}`,
  };
}

export interface RenderOptions {
  language?: Language;
  /** The languages of the published version; both by default. */
  languages?: readonly Language[];
  client?: CmsClient;
  /** The live version's data files, as the browser reads them (in place of `client`). */
  published?: PublishedData;
  cache?: QueryCache;
  route?: string;
  cart?: CartLine[];
  site?: PageSite;
}

/** A site address (`/shop?q=tea#menu`) as the prerender gives it to a page. */
function addressOf(route: string) {
  const url = new URL(route, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.published ? undefined : (options.client ?? memoryClient());
  const cache = options.cache ?? new QueryCache();
  const site = options.site ?? TEST_PAGE_SITE;
  return render(
    <SiteProvider site={site}>
      <DataProvider client={client} published={options.published} slug={site.slug} cache={cache}>
        <LanguageProvider initial={options.language ?? 'en'} available={options.languages}>
          <CartProvider initialLines={options.cart ?? []}>
            <AddressProvider address={addressOf(options.route ?? '/')}>{ui}</AddressProvider>
          </CartProvider>
        </LanguageProvider>
      </DataProvider>
    </SiteProvider>,
  );
}
