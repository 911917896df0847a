import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { LiveHeading } from '../../../components/LiveHeading';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import type { ServiceModel, ServicesOfferedContent } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';

export const DEFAULT_SERVICE_IMAGE = '/assets/img/defaults/service.webp';

export interface ServicesOfferedViewProps {
  id: string;
  content: ServicesOfferedContent;
  services: ServiceModel[];
}

/** Up to five services with image, duration, price and Book Now. */
export function ServicesOffered({ id, content, services }: ServicesOfferedViewProps) {
  const { t, pick, language } = useLanguage();
  return (
    <section id={id} className="live-section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <LiveHeading id={id} eyebrow={content.eyebrow} title={content.title} />
        <ul className="live-grid" data-testid="services">
          {services.slice(0, 5).map((service) => (
            <li key={service.id}>
              <article className="live-card" data-testid="service-card">
                <div className="live-card__media">
                  <Picture
                    image={service.image}
                    fallback={DEFAULT_SERVICE_IMAGE}
                    alt={pick(service.title)}
                    width={400}
                    height={300}
                    sizes={SIZES.liveGrid}
                  />
                </div>
                <div className="live-card__body">
                  <h3 className="live-card__title">{pick(service.title)}</h3>
                  <dl className="live-card__meta">
                    {service.duration !== null && (
                      <div>
                        <dt className="visually-hidden">{t('services.duration')}</dt>
                        <dd className="m-0">
                          <Icon name="clock" /> {t('services.minutes', { n: service.duration })}
                        </dd>
                      </div>
                    )}
                    <div>
                      <dt className="visually-hidden">{t('services.price')}</dt>
                      <dd className="live-card__price m-0">
                        <bdi>{formatPrice(service.price ?? 0, language)}</bdi>
                      </dd>
                    </div>
                  </dl>
                  <Link className="btn btn--primary" to={content.bookHref}>
                    {t('services.bookNow')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
