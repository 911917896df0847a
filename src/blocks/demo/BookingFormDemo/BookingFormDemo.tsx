import { useState, type FormEvent } from 'react';
import { Link } from '../../../router/links';
import type { BookingFormDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './BookingFormDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface BookingFormDemoViewProps {
  id: string;
  content: BookingFormDemoContent;
}

type Outcome = 'idle' | 'missing' | 'demo';

/** Demo table booking: date, time and type of service required, message optional; nothing is sent. */
export function BookingFormDemo({ id, content }: BookingFormDemoViewProps) {
  const { t, pick } = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const complete = ['date', 'time', 'service'].every((name) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() !== '';
    });
    setOutcome(complete ? 'demo' : 'missing');
  };

  const required = (
    <span className="booking__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('static.booking.required')})</span>
    </span>
  );

  return (
    <section id={id} className="section booking" aria-labelledby={`${id}-heading`}>
      <div className={`container booking__layout${content.hours || content.image ? ' booking__layout--split' : ''}`}>
        <div className="booking__card">
          <SectionHeading id={id} heading={content.heading} align="start" />
          <form className="booking__form" noValidate onSubmit={onSubmit} aria-describedby={`${id}-outcome`}>
            <div className="booking__field">
              <label htmlFor={`${id}-date`}>
                {t('static.booking.date')}
                {required}
              </label>
              <input id={`${id}-date`} name="date" type="date" required aria-required="true" />
            </div>
            <div className="booking__field">
              <label htmlFor={`${id}-time`}>
                {t('static.booking.time')}
                {required}
              </label>
              <input id={`${id}-time`} name="time" type="time" required aria-required="true" />
            </div>
            <div className="booking__field booking__field--wide">
              <label htmlFor={`${id}-service`}>
                {t('static.booking.service')}
                {required}
              </label>
              <select id={`${id}-service`} name="service" required aria-required="true" defaultValue="">
                <option value="" disabled>
                  {t('static.booking.chooseService')}
                </option>
                {content.services.map((service) => (
                  <option key={service.en} value={service.en}>
                    {pick(service)}
                  </option>
                ))}
              </select>
            </div>
            <div className="booking__field booking__field--wide">
              <label htmlFor={`${id}-message`}>
                {t('static.booking.message')} <span className="booking__optional">{t('static.booking.optional')}</span>
              </label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={4}
                placeholder={t('static.booking.messagePlaceholder')}
              />
            </div>
            <button type="submit" className="btn btn--primary booking__submit">
              {t('static.booking.submit')} <Icon name="arrow" />
            </button>
            <div id={`${id}-outcome`} className="booking__outcome">
              {outcome === 'missing' && (
                <p role="alert" className="booking__error">
                  {t('static.booking.missing')}
                </p>
              )}
              <div role="status">
                {outcome === 'demo' && (
                  <p className="booking__notice">
                    {t('static.booking.demoNotice')} <Link to="/reservation">{t('static.booking.reserveLink')}</Link>
                  </p>
                )}
              </div>
            </div>
          </form>
        </div>
        {content.hours ? (
          <aside className="booking__hours" aria-labelledby={`${id}-hours`}>
            <h3 id={`${id}-hours`}>
              <Icon name="clock" /> {pick(content.hours.title)}
            </h3>
            <dl>
              {content.hours.rows.map((row) => (
                <div key={row.days.en} className="booking__hours-row">
                  <dt>{pick(row.days)}</dt>
                  <dd>{pick(row.time)}</dd>
                </div>
              ))}
            </dl>
          </aside>
        ) : (
          content.image && (
            <Picture
              className="booking__image"
              image={{ src: content.image }}
              alt=""
              width={560}
              height={640}
              sizes={SIZES.column}
            />
          )
        )}
      </div>
    </section>
  );
}
