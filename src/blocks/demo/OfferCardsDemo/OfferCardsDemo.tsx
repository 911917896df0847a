import type { OfferCardsDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import { SmartLink } from '../../../components/SmartLink';
import './OfferCardsDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface OfferCardsDemoViewProps {
  id: string;
  content: OfferCardsDemoContent;
}

/** Offer cards: title, subtitle with a start price, image and a link. */
export function OfferCardsDemo({ id, content }: OfferCardsDemoViewProps) {
  const { pick } = useLanguage();
  // Without a section heading the cards' titles are the section's headings (h2), not a level
  // below one that is not there.
  const CardTitle = content.heading ? 'h3' : 'h2';
  return (
    <section
      id={id}
      className="section offer-cards"
      aria-labelledby={content.heading ? `${id}-heading` : undefined}
      aria-label={content.heading ? undefined : pick(content.cards[0]?.title)}
    >
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="card-grid card-grid--3">
          {content.cards.map((card, index) => (
            <li key={index} className={`offer-card offer-card--${(index % 3) + 1}`}>
              <div className="offer-card__body">
                <CardTitle className="offer-card__title">{pick(card.title)}</CardTitle>
                <p className="offer-card__subtitle">
                  {pick(card.subtitle)} <bdi className="offer-card__price">{card.price}</bdi>
                </p>
                <SmartLink href={card.link.href} className="btn btn--primary offer-card__btn">
                  {pick(card.link.label)} <Icon name="arrow" />
                </SmartLink>
              </div>
              <Picture
                className="offer-card__img"
                image={{ src: card.image }}
                alt={pick(card.title)}
                width={260}
                height={260}
                sizes={SIZES.card}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
