/** One config route: its layout, document title, head tags and sections. */
import { useLocation } from 'react-router-dom';
import { site, type RouteEntry, type RouteModule } from 'virtual:site';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from '../layout/PageFrame';
import { hasPageHeading } from './pageHeading';
import { Sections } from './Sections';
import { useDocumentTitle } from '../seo/useDocumentTitle';
import { useHead } from '../seo/useHead';
import { useSite } from '../site/SiteProvider';

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
    routePath: route.path,
    siteUrl: useSite().url,
    noindex: !route.index,
  });
  return (
    <PageFrame layout={site.layouts[route.layout]}>
      {!route.path.includes(':') && <RouteTitle title={module.title} />}
      {!hasPageHeading(module.sections) && <h1 className="visually-hidden">{pick(module.title)}</h1>}
      <Sections sections={module.sections} blocks={module.blocks} />
    </PageFrame>
  );
}
