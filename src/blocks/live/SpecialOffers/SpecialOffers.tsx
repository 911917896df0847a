import { Link } from '../../../router/links';
import { Carousel } from '../../../components/carousel/Carousel';
import { LiveHeading } from '../../../components/LiveHeading';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import type { OfferModel, SpecialOffersContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';

export const DEFAULT_OFFER_IMAGE = '/assets/img/defaults/offer.webp';
/** With this many offers or fewer the row stands still. */
export const STATIC_OFFER_LIMIT = 3;

export interface SpecialOffersViewProps {
  id: string;
  content: SpecialOffersContent;
  offers: OfferModel[];
}

function OfferCard({ offer, orderHref }: { offer: OfferModel; orderHref: string }) {
  const { t, pick } = useLanguage();
  return (
    <article className="live-card offer-card" data-testid="offer-card">
      <div className="live-card__media">
        <Picture
          image={offer.image}
          fallback={DEFAULT_OFFER_IMAGE}
          alt={pick(offer.title2) || pick(offer.title1)}
          width={400}
          height={300}
          sizes={SIZES.offerSlider}
        />
      </div>
      <div className="live-card__body">
        {pick(offer.title1) && <p className="live-head__eyebrow">{pick(offer.title1)}</p>}
        <h3 className="live-card__title">{pick(offer.title2)}</h3>
        {pick(offer.content) && <p className="m-0">{pick(offer.content)}</p>}
        <Link className="btn btn--primary" to={orderHref}>
          {t('offers.order')}
        </Link>
      </div>
    </article>
  );
}

/** Static row with three or fewer offers, else a slider: 3 / 2 below 1199 px / 1 below 767 px, autoplay 5 s (3 s on phones). */
export function SpecialOffers({ id, content, offers }: SpecialOffersViewProps) {
  const { t, pick } = useLanguage();
  const isStatic = offers.length <= STATIC_OFFER_LIMIT;
  return (
    <section
      id={id}
      className="live-section"
      aria-labelledby={`${id}-heading`}
      data-testid="offers"
      data-layout={isStatic ? 'static' : 'slider'}
    >
      <div className="container">
        <LiveHeading id={id} eyebrow={content.eyebrow} title={content.title} />
        {isStatic ? (
          <ul className="live-grid">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} orderHref={content.orderHref} />
              </li>
            ))}
          </ul>
        ) : (
          <Carousel
            label={pick(content.title) || t('offers.title')}
            options={{
              slidesPerView: 1,
              spaceBetween: 24,
              speed: 800,
              autoplay: { delay: 3000, disableOnInteraction: false },
              breakpoints: {
                767: { slidesPerView: 2, autoplay: { delay: 5000, disableOnInteraction: false } },
                1199: { slidesPerView: 3, autoplay: { delay: 5000, disableOnInteraction: false } },
              },
            }}
            slides={offers.map((offer) => ({
              key: String(offer.id),
              node: <OfferCard offer={offer} orderHref={content.orderHref} />,
            }))}
          />
        )}
      </div>
    </section>
  );
}
