import type { AppDownloadDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './AppDownloadDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface AppDownloadDemoViewProps {
  id: string;
  content: AppDownloadDemoContent;
}

const BADGE = {
  appStore: '/assets/img/app/app-store-badge.svg',
  playStore: '/assets/img/app/play-store-badge.svg',
} as const;

/** Food app download banner; the store badges open the stores in a new tab. */
export function AppDownloadDemo({ id, content }: AppDownloadDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section app-download" aria-labelledby={`${id}-heading`}>
      <div className="container app-download__layout">
        <div className="app-download__body">
          <SectionHeading id={id} heading={content.heading} align="start" />
          {content.points && content.points.length > 0 && (
            <ul className="check-list app-download__points">
              {content.points.map((point, index) => (
                <li key={index}>
                  <Icon name="check" /> {pick(point)}
                </li>
              ))}
            </ul>
          )}
          <ul className="app-download__badges">
            {content.badges.map((badge) => (
              <li key={badge.store}>
                <a href={badge.href} target="_blank" rel="noopener noreferrer">
                  <Picture
                    image={{ src: BADGE[badge.store] }}
                    alt={`${pick(badge.label)} ${t('static.newTab')}`}
                    width={180}
                    height={54}
                    sizes="180px"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          className="app-download__phone"
          image={{ src: content.image }}
          alt=""
          width={420}
          height={620}
          sizes={SIZES.column}
        />
      </div>
    </section>
  );
}
