/** One config route: its layout, its page heading when no section has one, and its sections. */
import { site, type RouteEntry, type RouteModule } from 'virtual:site';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from '../layout/PageFrame';
import { hasPageHeading } from './pageHeading';
import { Sections } from './Sections';

export function RoutePage({ route, module }: { route: RouteEntry; module: RouteModule }) {
  const { pick } = useLanguage();
  return (
    <PageFrame layout={site.layouts[route.layout]}>
      {!hasPageHeading(module.sections) && <h1 className="visually-hidden">{pick(module.title)}</h1>}
      <Sections sections={module.sections} blocks={module.blocks} />
    </PageFrame>
  );
}
