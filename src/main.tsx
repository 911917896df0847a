// Fonts and global styles first, so component styles can override them.
// Fonts are bundled from npm (@fontsource), split by unicode-range, font-display: swap.
import '@fontsource-variable/cairo/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { site } from 'virtual:site';
import { App } from './App';
import { QueryCache } from './data/cache';
import { createCmsClient } from './data/client';
import { applyDocumentLanguage, storedLanguage } from './i18n/LanguageProvider';
import { createRouter } from './router/createRouter';
import { applyDefaultColors } from './theme/theme';

const language = storedLanguage(site.languages.default);
applyDocumentLanguage(language);
applyDefaultColors();

const client = createCmsClient({ url: site.cms.url, timeoutMs: site.cms.timeoutMs });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} slug={site.restaurant.slug} cache={new QueryCache()} language={language} router={createRouter()} />
  </StrictMode>,
);
