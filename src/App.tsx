import { RouterProvider } from 'react-router-dom';
import { CartProvider } from './cart/CartProvider';
import { QueryCache } from './data/cache';
import type { CmsClient } from './data/client';
import { DataProvider } from './data/DataProvider';
import type { Language } from './i18n/dictionary';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { createRouter } from './router/createRouter';

export interface AppProps {
  client: CmsClient;
  slug: string;
  cache: QueryCache;
  language: Language;
  router: ReturnType<typeof createRouter>;
}

export function App({ client, slug, cache, language, router }: AppProps) {
  return (
    <DataProvider client={client} slug={slug} cache={cache}>
      <LanguageProvider initial={language}>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </LanguageProvider>
    </DataProvider>
  );
}
