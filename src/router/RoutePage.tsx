/** One config route: its layout, document title and sections. */
import { useEffect } from 'react';
import { site, type RouteEntry } from 'virtual:site';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import type { Section } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from '../layout/PageFrame';
import { Sections } from '../render/Sections';

export function useDocumentTitle(title: string): void {
  const { pick } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  const brand = pick(restaurant.data.name);
  useEffect(() => {
    document.title = title && brand ? `${title} | ${brand}` : title || brand;
  }, [title, brand]);
}

export function RoutePage({ route, sections }: { route: RouteEntry; sections: Section[] }) {
  const { pick } = useLanguage();
  useDocumentTitle(pick(route.title));
  return (
    <PageFrame layout={site.layouts[route.layout]}>
      <Sections sections={sections} />
    </PageFrame>
  );
}
