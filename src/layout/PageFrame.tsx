/** The layout every route stands in: header, main content and footer, sharing one restaurant read. */
import type { ReactNode } from 'react';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import type { Layout } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Rendered into the page's HTML and never hydrated: the header's and footer's behaviour in the
 * browser is the page script's (./behaviour/), and each interactive block of `children` hydrates
 * on its own (src/islands/).
 */
export function PageFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  return (
    <>
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <Header restaurant={restaurant} variant={layout.header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer restaurant={restaurant} variant={layout.footer} />
    </>
  );
}
