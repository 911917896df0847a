import { Link } from '../../../router/links';
import { SIZES } from '../../../components/imageSizes';
import { Picture } from '../../../components/Picture';
import type { ImageModel, PageBannerContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
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
    // Not a landmark of its own: its h1 names the page, and the first section after it often has
    // the same title (two regions of one name could not be told apart).
    <div id={id} className="page-banner">
      {/* The banner opens every inner page: its background is the largest image of the first view,
          unless the page says a later picture is (`leadImage: false`): then it yields to that one. */}
      <Picture
        className="page-banner__bg"
        image={background}
        fallback={DEFAULT_BANNER_IMAGE}
        alt=""
        width={1920}
        height={480}
        sizes={SIZES.fullWidth}
        {...(content.leadImage === false ? { loading: 'eager', fetchPriority: 'low' } : { priority: true })}
      />
      <div className="container page-banner__inner">
        <h1 id={`${id}-title`} className="page-banner__title">
          {title}
        </h1>
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
    </div>
  );
}
