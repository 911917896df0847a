/** One config route: its layout, document title, head tags and sections. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site, type RouteEntry, type RouteModule } from 'virtual:site';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from '../layout/PageFrame';
import { hasPageHeading } from '../render/pageHeading';
import { Sections } from '../render/Sections';
import { documentTitle } from '../seo/head';
import { useHead } from '../seo/useHead';

/** Sets document.title in the same form as the prerendered <title> ("Menu | Saffron House"). */
export function useDocumentTitle(title: string): void {
  const { pick } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  const brand = pick(restaurant.data.name);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle({ path: pathname, title, brand });
  }, [title, brand, pathname]);
}

/** A route with parameters (a dish page) names itself once its data is in (see ItemDetail). */
function RouteTitle({ title }: { title: RouteModule['title'] }) {
  const { pick } = useLanguage();
  useDocumentTitle(pick(title));
  return null;
}

export function RoutePage({ route, module }: { route: RouteEntry; module: RouteModule }) {
  const { pick, language, available } = useLanguage();
  const { pathname } = useLocation();
  // After client-side navigation, keep description, canonical, alternates and robots in step.
  useHead({
    language,
    languages: available,
    path: pathname,
    description: pick(module.description),
    siteUrl: site.siteUrl,
    noindex: !route.index,
  });
  return (
    <PageFrame layout={site.layouts[route.layout]}>
      {!route.path.includes(':') && <RouteTitle title={module.title} />}
      {!hasPageHeading(module.sections) && <h1 className="visually-hidden">{pick(module.title)}</h1>}
      <Sections sections={module.sections} />
    </PageFrame>
  );
}
