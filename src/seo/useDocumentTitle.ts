import { useEffect } from 'react';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import { useLanguage } from '../i18n/LanguageProvider';
import { useAddress } from '../router/address';
import { documentTitle } from './head';

/** Sets document.title in the same form as the prerendered <title> ("Menu | Saffron House"). */
export function useDocumentTitle(title: string): void {
  const { pick } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  const brand = pick(restaurant.data.name);
  const { pathname } = useAddress();
  useEffect(() => {
    document.title = documentTitle({ path: pathname, title, brand });
  }, [title, brand, pathname]);
}
