import { useRef, type FormEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { NumberInput } from '../../../components/NumberInput';
import { adoptTypedValues, useTypedValues } from '../../../components/typedValues';
import { parseWholeNumber } from '../../../i18n/digits';
import type { ServiceModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { DayHours } from '../../../hours/schedule';
import { hoursHint } from './problemText';
import {
  MAX_GUESTS,
  MIN_GUESTS,
  type ReservationField,
  type ReservationValues,
} from '../../../machines/reservation.model';

const FIELDS: readonly ReservationField[] = ['date', 'time', 'phone', 'guests', 'service', 'message'];

export interface ReservationFormProps {
  id: string;
  title: string;
  values: ReservationValues;
  services: ServiceModel[];
  /** The translated reason the last submit was refused, or null. */
  error: string | null;
  invalid: ReservationField[];
  /** Earliest date the picker offers ("YYYY-MM-DD"). */
  minDate: string;
  /** The chosen date's hours (special dates applied), for the hint. */
  dayHours: DayHours | null;
  /** The time picker's bounds on that date. */
  bounds: { min?: string; max?: string };
  onChange: (field: ReservationField, value: string) => void;
  onSubmit: () => void;
}

/**
 * Date, time, phone, guests, service, message and "Book a table". It stays one component: its six
 * fields share the form's id, error, typed-values and invalid wiring (the `field` helper), and
 * split apart each would take all of it as props.
 */
export function ReservationForm({
  id,
  title,
  values,
  services,
  error,
  invalid,
  minDate,
  dayHours,
  bounds,
  onChange,
  onSubmit,
}: ReservationFormProps) {
  const { t, pick, language } = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  // What was typed before the form came to life counts: at once (the day's hours show), and
  // again on submit.
  useTypedValues(form, FIELDS, values, onChange);
  const hint = hoursHint(dayHours, language);
  const field = (name: ReservationField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': invalid.includes(name) || undefined,
    'aria-describedby': error && invalid.includes(name) ? `${id}-error` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  });
  const required = (
    <span className="reservation-form__required" aria-hidden="true">
      *
    </span>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    adoptTypedValues(event.currentTarget, FIELDS, values, onChange);
    onSubmit();
  };
  return (
    <form
      ref={form}
      className="reservation-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-form-title`}
      data-testid="reservation-form"
    >
      <h2 id={`${id}-form-title`} className="reservation-form__title">
        {title}
      </h2>
      {error && (
        <p id={`${id}-error`} className="reservation-form__error" role="alert" data-testid="reservation-error">
          {error}
        </p>
      )}
      <div className="reservation-form__grid">
        <div className="reservation-form__field">
          <label htmlFor={`${id}-date`}>
            {t('reservation.date')} {required}
          </label>
          <input
            type="date"
            required
            min={minDate}
            {...field('date')}
            aria-describedby={
              [error && invalid.includes('date') ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() ||
              undefined
            }
          />
        </div>
        <div className="reservation-form__field">
          <label htmlFor={`${id}-time`}>
            {t('reservation.time')} {required}
          </label>
          <input type="time" required step={900} {...bounds} {...field('time')} />
        </div>
        {hint && (
          <p id={`${id}-hint`} className="reservation-form__hint" data-testid="reservation-hours-hint">
            <Icon name="clock" /> {hint}
          </p>
        )}
        <div className="reservation-form__field">
          <label htmlFor={`${id}-phone`}>
            {t('reservation.phone')} {required}
          </label>
          <input type="tel" required autoComplete="tel" inputMode="tel" dir="ltr" {...field('phone')} />
        </div>
        <div className="reservation-form__field">
          <label htmlFor={`${id}-guests`}>
            {t('reservation.guests')} {required}
          </label>
          <NumberInput
            required
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            {...field('guests')}
            valueNow={parseWholeNumber(values.guests)}
            onChange={(text) => onChange('guests', text)}
            onStep={(next) => onChange('guests', String(next))}
          />
        </div>
        <div className="reservation-form__field reservation-form__field--wide">
          <label htmlFor={`${id}-service`}>{t('reservation.service')}</label>
          <select {...field('service')}>
            <option value="">{t('reservation.serviceNone')}</option>
            {services.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {pick(service.title)}
              </option>
            ))}
          </select>
        </div>
        <div className="reservation-form__field reservation-form__field--wide">
          <label htmlFor={`${id}-message`}>{t('reservation.message')}</label>
          <textarea rows={4} maxLength={1000} placeholder={t('reservation.messagePlaceholder')} {...field('message')} />
        </div>
      </div>
      <button type="submit" className="btn btn--primary reservation-form__submit">
        <Icon name="whatsapp" /> {t('reservation.submit')}
      </button>
    </form>
  );
}
