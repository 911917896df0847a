import { Link } from '../../../router/links';
import type { ServiceCardsDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './ServiceCardsDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface ServiceCardsDemoViewProps {
  id: string;
  content: ServiceCardsDemoContent;
}

/** Service cards, each linking to the service details page. */
export function ServiceCardsDemo({ id, content }: ServiceCardsDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="card-grid card-grid--3">
          {content.cards.map((card, index) => (
            <li key={index}>
              <article className="service-card">
                <Picture image={{ src: card.image }} alt="" width={480} height={320} sizes={SIZES.card} />
                <div className="service-card__body">
                  <h3>
                    <Link to={card.href}>{pick(card.title)}</Link>
                  </h3>
                  <p>{pick(card.text)}</p>
                  <Link to={card.href} className="service-card__more" aria-hidden="true" tabIndex={-1}>
                    {t('static.viewDetails')} <Icon name="arrow" />
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
