/** The layout every route stands in: header, main content and footer, sharing one restaurant read. */
import type { ReactNode } from 'react';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import type { Layout } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { FooterSlot } from './FooterSlot';
import { Header } from './Header';
import { useTableFromAddress } from './TableBadge';
import { useRestoredCart } from '../ordering/cart/CartProvider';

export function PageFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  // A table's QR code (`?table=12`) puts this visit in dine-in mode (src/ordering/order/table.ts).
  useTableFromAddress();
  useRestoredCart();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <Header restaurant={restaurant} variant={layout.header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterSlot variant={layout.footer} />
    </>
  );
}
