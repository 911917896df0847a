import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { phoneDigits } from '../../../data/normalize/fields';
import type { ReservationBookingContent, RestaurantModel } from '../../../generated/types';
import { formatTime12 } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { SocialLinks } from '../../../layout/SocialLinks';
import type { ReservationRequest } from '../../../machines/reservation.model';
import './ReservationBooking.css';

export interface ReservationBookingViewProps {
  id: string;
  content: ReservationBookingContent;
  restaurant: RestaurantModel;
  loading: boolean;
  /** The form, or the confirmation once sent. */
  children: ReactNode;
}

/** Contact block (description, phone, email, address, social links) beside the booking form. */
export function ReservationBooking({ id, content, restaurant, loading, children }: ReservationBookingViewProps) {
  const { t, pick } = useLanguage();
  const value = (text: ReactNode) => (loading ? t('footer.loading') : text);
  return (
    <section id={id} className="live-section" aria-labelledby={`${id}-contact-title`}>
      <div className="container reservation">
        <div className="reservation__contact" data-testid="reservation-contact">
          <h2 id={`${id}-contact-title`}>{pick(content.contactTitle)}</h2>
          <p data-testid="reservation-description">{value(pick(restaurant.description))}</p>
          <ul className="reservation__list">
            <li>
              <Icon name="phone" /> <span className="visually-hidden">{t('contact.phone')}: </span>
              {value(
                <a href={`tel:${phoneDigits(restaurant.phone)}`} dir="ltr">
                  {restaurant.phone}
                </a>,
              )}
            </li>
            <li>
              <Icon name="mail" /> <span className="visually-hidden">{t('contact.email')}: </span>
              {value(<a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>)}
            </li>
            <li>
              <Icon name="pin" /> <span className="visually-hidden">{t('contact.address')}: </span>
              <span data-testid="reservation-address">{value(pick(restaurant.address))}</span>
            </li>
          </ul>
          <SocialLinks social={restaurant.social} className="reservation__social" />
        </div>
        <div className="reservation__form">{children}</div>
      </div>
    </section>
  );
}

/** Shown after the request went to WhatsApp: what was sent, a link to open it again, and a way to start over. */
export function ReservationSent({
  request,
  url,
  onReset,
}: {
  request: ReservationRequest;
  url: string;
  onReset: () => void;
}) {
  const { t, language } = useLanguage();
  return (
    <div className="reservation-form reservation-form--sent" role="status" data-testid="reservation-sent">
      <Icon name="check" className="reservation-form__sent-icon" />
      <h2 className="reservation-form__title">{t('reservation.sentTitle')}</h2>
      <p>
        {t('reservation.sentText', {
          guests: request.guests,
          date: request.date,
          time: formatTime12(request.time, language),
        })}
      </p>
      <div className="reservation-form__actions">
        <a className="btn btn--primary" href={url} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" /> {t('reservation.openAgain')}
        </a>
        <button type="button" className="btn btn--outline" onClick={onReset}>
          {t('reservation.another')}
        </button>
      </div>
    </div>
  );
}
