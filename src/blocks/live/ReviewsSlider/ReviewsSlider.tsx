import { ScrollRow } from '../../../components/carousel/ScrollRow';
import { Icon } from '../../../components/Icon';
import { LiveHeading } from '../../../components/LiveHeading';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import { StarRating } from '../../../components/StarRating';
import type { Status } from '../../../data/cache';
import type { ReviewModel, ReviewsSliderContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import './ReviewsSlider.css';

export const DEFAULT_AVATAR = '/assets/img/defaults/avatar.webp';

export interface ReviewsSliderViewProps {
  id: string;
  content: ReviewsSliderContent;
  status: Status;
  reviews: ReviewModel[];
  /** Safe http(s) Google Maps address, or null (the review link is then left out). */
  googleMapsUrl: string | null;
}

/**
 * Recent Reviews (newest first, one at a time in a row the visitor scrolls, count badge) beside the
 * Love Our Food panel. It only shows content: no script (ScrollRow).
 */
export function ReviewsSlider({ id, content, status, reviews, googleMapsUrl }: ReviewsSliderViewProps) {
  const { t, pick } = useLanguage();
  let body;
  if (status === 'loading' && !reviews.length)
    body = (
      <p role="status" className="reviews__note">
        {t('reviews.loading')}
      </p>
    );
  else if (!reviews.length)
    body = (
      <p role="status" className="reviews__note">
        {t('reviews.empty')}
      </p>
    );
  else
    body = (
      <ScrollRow
        label={t('static.slider.label', { title: pick(content.title) || t('reviews.title') })}
        className="reviews__slider"
        settings={{ perView: 1 }}
        slides={reviews.map((review) => ({
          key: String(review.id),
          node: (
            <figure className="review" data-testid="review">
              <StarRating count={review.stars} label={(n) => t('reviews.stars', { n })} className="review__stars" />
              <blockquote className="review__text">{pick(review.content)}</blockquote>
              <figcaption className="review__who">
                <Picture
                  image={review.image}
                  fallback={DEFAULT_AVATAR}
                  alt=""
                  width={56}
                  height={56}
                  className="review__avatar"
                  sizes={SIZES.avatar}
                />
                <span className="review__name">{pick(review.name)}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    );
  return (
    <section id={id} className="live-section" aria-labelledby={`${id}-heading`} data-testid="reviews">
      <div className="container reviews">
        <div className="reviews__list">
          <LiveHeading id={id} eyebrow={content.eyebrow} title={content.title}>
            {reviews.length > 0 && (
              <span className="reviews__badge" data-testid="reviews-count">
                {t('reviews.count', { count: reviews.length })}
              </span>
            )}
          </LiveHeading>
          {body}
        </div>
        <aside className="reviews__panel" aria-labelledby={`${id}-love`}>
          <h3 id={`${id}-love`}>{t('reviews.loveTitle')}</h3>
          <p>{t('reviews.loveText')}</p>
          {googleMapsUrl && (
            <a
              className="btn btn--primary"
              href={googleMapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="google-review-link"
            >
              {t('reviews.leaveReview')}
            </a>
          )}
          <p className="reviews__verified">
            <Icon name="check" /> <strong>{t('reviews.verified')}</strong>
            <span>{t('reviews.verifiedText')}</span>
          </p>
        </aside>
      </div>
    </section>
  );
}
