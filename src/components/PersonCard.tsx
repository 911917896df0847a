/** People of the static pages: a chef card (photo, name, role, optional profile link) and a testimonial card. */
import { Link } from '../router/links';
import type { StaticPersonModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { Icon } from './Icon';
import './demo-blocks.css';
import { Picture } from './Picture';
import { SIZES } from './imageSizes';
import { StarRating } from './StarRating';

export function ChefCard({ person }: { person: StaticPersonModel }) {
  const { pick, t } = useLanguage();
  const name = pick(person.name);
  return (
    <article className="person-card">
      <div className="person-card__media">
        <Picture image={{ src: person.image }} alt={name} width={400} height={480} sizes={SIZES.card} />
      </div>
      <h3 className="person-card__name">
        {person.href ? (
          <Link to={person.href} aria-label={t('static.viewProfile', { name })}>
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      <p className="person-card__role">{pick(person.role)}</p>
    </article>
  );
}

export function TestimonialCard({ person }: { person: StaticPersonModel }) {
  const { pick, t } = useLanguage();
  return (
    <figure className="testimonial-card">
      <Icon name="quote" className="testimonial-card__mark" />
      <StarRating count={person.rating ?? 5} label={(count) => t('static.rating', { count })} className="stars" />
      <blockquote className="testimonial-card__quote">
        <p>{pick(person.quote)}</p>
      </blockquote>
      <figcaption className="testimonial-card__who">
        <Picture image={{ src: person.image }} alt="" width={64} height={64} sizes="64px" />
        <span>
          <strong>{pick(person.name)}</strong>
          <span>{pick(person.role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
