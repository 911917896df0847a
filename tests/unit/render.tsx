/** Test helpers: render a component inside the app's providers with an in-memory CMS stand-in (unit tier only). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CartProvider } from '../../src/ordering/cart/CartProvider';
import type { CartLine } from '../../src/ordering/cart/model';
import { QueryCache } from '../../src/data/cache';
import type { CmsClient, ItemsQuery, RawRecord } from '../../src/data/client';
import { DataProvider } from '../../src/data/DataProvider';
import type { Language } from '../../src/i18n/dictionary';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';
import { AddressProvider } from '../../src/router/address';

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
  cache?: QueryCache;
  route?: string;
  cart?: CartLine[];
}

/** A site address (`/shop?q=tea#menu`) as the prerender gives it to a page. */
function addressOf(route: string) {
  const url = new URL(route, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? memoryClient();
  const cache = options.cache ?? new QueryCache();
  return render(
    <DataProvider client={client} slug="saffron-house" cache={cache}>
      <LanguageProvider initial={options.language ?? 'en'} available={options.languages}>
        <CartProvider initialLines={options.cart ?? []}>
          <AddressProvider address={addressOf(options.route ?? '/')}>{ui}</AddressProvider>
        </CartProvider>
      </LanguageProvider>
    </DataProvider>,
  );
}
