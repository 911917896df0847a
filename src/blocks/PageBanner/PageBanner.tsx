import { Link } from 'react-router-dom';
import type { ImageModel, PageBannerContent } from '../../generated/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import './PageBanner.css';

export const DEFAULT_BANNER_IMAGE = '/assets/img/bg/breadcumb.jpg';

export interface PageBannerViewProps {
  id: string;
  content: PageBannerContent;
  /** Background from the CMS; null uses the default breadcrumb image. */
  background: ImageModel | null;
}

/** Pure view: title and breadcrumb over a background image. */
export function PageBanner({ id, content, background }: PageBannerViewProps) {
  const { t, pick } = useLanguage();
  const title = pick(content.title);
  return (
    <section id={id} className="page-banner" aria-labelledby={`${id}-title`}>
      <img
        className="page-banner__bg"
        src={background?.src ?? DEFAULT_BANNER_IMAGE}
        alt=""
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(DEFAULT_BANNER_IMAGE)) {
            console.warn('[banner] background failed to load; using the default image');
            img.src = DEFAULT_BANNER_IMAGE;
          }
        }}
      />
      <div className="container page-banner__inner">
        <h1 id={`${id}-title`} className="page-banner__title">{title}</h1>
        <nav aria-label={t('breadcrumb.label')}>
          <ol className="page-banner__trail">
            <li>
              <Link to="/">{t('breadcrumb.home')}</Link>
            </li>
            {content.trail?.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{pick(link.label)}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
