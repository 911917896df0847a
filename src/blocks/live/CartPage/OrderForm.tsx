/**
 * How and when the visitor wants the order (src/ordering/order/details.ts): the order types the
 * restaurant offers, "as soon as possible" or a time inside its opening hours, the delivery
 * address with an optional map pin, or the table. Pure view: values and problems in, events out.
 */
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import type { OrderingSettings, OrderType } from '../../../generated/types';
import { formatShortDate } from '../../../i18n/dates';
import { formatTime12 } from '../../../i18n/format';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import {
  effectiveType,
  effectiveWhen,
  mapLink,
  PROBLEM_FIELD,
  type OrderChoices,
  type OrderField,
  type OrderFormValues,
  type OrderLocation,
  type OrderProblem,
} from '../../../ordering/order/details';
import { addDays } from '../../../hours/zone';
import { slotValue, type Slot } from '../../../ordering/order/slots';
import { problemText } from './orderProblems';

export type LocationState =
  { kind: 'none' } | { kind: 'locating' } | { kind: 'failed' } | { kind: 'set'; at: OrderLocation };

export interface OrderFormProps {
  id: string;
  choices: OrderChoices;
  settings: OrderingSettings;
  values: OrderFormValues;
  problems: readonly OrderProblem[];
  location: LocationState;
  /** The restaurant's date today, for "Today" and "Tomorrow". */
  today: string;
  /** The table of a visit in dine-in mode. */
  table: string | null;
  onType: (type: OrderType) => void;
  onChange: (field: Exclude<OrderField, 'type'>, value: string) => void;
  onLocate: () => void;
  onForgetLocation: () => void;
}

export const fieldId = (id: string, field: OrderField) => `${id}-order-${field}`;

/** Slots grouped by day, in order. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
}

export function OrderForm(props: OrderFormProps) {
  const { id, choices, settings, values, problems, location, today, table } = props;
  const { t, language } = useLanguage();
  const type = effectiveType(values.type, choices);
  const when = effectiveWhen(values.when, choices);
  const problemOf = (field: OrderField) => problems.find((problem) => PROBLEM_FIELD[problem.code] === field);
  const dayLabel = (date: string) =>
    date === today
      ? t('orderForm.today')
      : date === addDays(today, 1)
        ? t('orderForm.tomorrow')
        : formatShortDate(date, language);

  /** A text field with its label, its problem (announced with it) and an optional hint. */
  const field = (
    name: Exclude<OrderField, 'type' | 'when'>,
    label: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'numeric' | 'text'; required?: boolean },
    hint?: ReactNode,
  ) => {
    const problem = problemOf(name);
    const fid = fieldId(id, name);
    const described = [hint ? `${fid}-hint` : '', problem ? `${fid}-problem` : ''].filter(Boolean).join(' ');
    return (
      <div className={`order-form__field${problem ? ' is-invalid' : ''}`}>
        <label htmlFor={fid}>{label}</label>
        <input
          id={fid}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          required={input.required}
          dir={input.type === 'tel' ? 'ltr' : undefined}
          value={values[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => props.onChange(name, event.currentTarget.value)}
        />
        {hint && (
          <p id={`${fid}-hint`} className="order-form__hint">
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${fid}-problem`} className="order-form__problem">
            {problemText(problem, language)}
          </p>
        )}
      </div>
    );
  };

  if (choices.closed || choices.types.length === 0) return null;

  const typeProblem = problemOf('type');
  const whenProblem = problemOf('when');
  return (
    <div className="order-form" data-testid="order-form">
      <h3 className="order-form__heading">{t('orderForm.heading')}</h3>
      <fieldset
        className="order-form__types"
        aria-invalid={typeProblem ? true : undefined}
        aria-describedby={typeProblem ? `${fieldId(id, 'type')}-problem` : undefined}
      >
        <legend>{t('orderForm.type')}</legend>
        {choices.types.map((option) => (
          <label key={option} className={`order-type${type === option ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name={fieldId(id, 'type')}
              id={option === choices.types[0] ? fieldId(id, 'type') : undefined}
              value={option}
              checked={type === option}
              onChange={() => props.onType(option)}
            />
            <span className="order-type__name">{t(`orderType.${option}`)}</span>
            <span className="order-type__hint">
              {option === 'delivery'
                ? [
                    t('orderType.delivery.hint', { fee: formatPrice(settings.deliveryFee, language) }),
                    settings.deliveryMinimum > 0
                      ? t('orderType.delivery.minimum', { minimum: formatPrice(settings.deliveryMinimum, language) })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t(`orderType.${option}.hint`)}
            </span>
          </label>
        ))}
        {typeProblem && (
          <p id={`${fieldId(id, 'type')}-problem`} className="order-form__problem">
            {problemText(typeProblem, language)}
          </p>
        )}
      </fieldset>

      {(type === 'pickup' || type === 'delivery') && (
        <fieldset
          className="order-form__when"
          aria-invalid={whenProblem ? true : undefined}
          aria-describedby={whenProblem ? `${fieldId(id, 'when')}-problem` : undefined}
        >
          <legend>{t('orderForm.when')}</legend>
          {!choices.asap && <p className="order-form__note">{t('orderForm.closedLater')}</p>}
          {choices.asap && (
            <label className="order-form__choice">
              <input
                type="radio"
                name={`${id}-when`}
                value="asap"
                checked={when === 'asap'}
                onChange={() => props.onChange('when', 'asap')}
              />{' '}
              {t('orderForm.asap')}
            </label>
          )}
          {choices.slots.length > 0 && (
            <>
              {choices.asap && (
                <label className="order-form__choice">
                  <input
                    type="radio"
                    name={`${id}-when`}
                    value="later"
                    checked={when !== 'asap'}
                    onChange={() => props.onChange('when', 'later')}
                  />{' '}
                  {t('orderForm.later')}
                </label>
              )}
              {when !== 'asap' && (
                <div className="order-form__field">
                  <label htmlFor={fieldId(id, 'when')}>{t('orderForm.slot')}</label>
                  <select
                    id={fieldId(id, 'when')}
                    value={when === 'later' ? '' : when}
                    aria-invalid={whenProblem ? true : undefined}
                    aria-describedby={whenProblem ? `${fieldId(id, 'when')}-problem` : undefined}
                    onChange={(event) => props.onChange('when', event.currentTarget.value || 'later')}
                  >
                    <option value="">{t('orderForm.chooseSlot')}</option>
                    {byDay(choices.slots).map(([date, slots]) => (
                      <optgroup key={date} label={dayLabel(date)}>
                        {slots.map((slot) => (
                          <option key={slotValue(slot)} value={slotValue(slot)}>
                            {`${dayLabel(date)} · ${formatTime12(slot.time, language)}`}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </div>
              )}
            </>
          )}
          {whenProblem && (
            <p id={`${fieldId(id, 'when')}-problem`} className="order-form__problem">
              {problemText(whenProblem, language)}
            </p>
          )}
        </fieldset>
      )}

      {type === 'pickup' && field('name', t('orderForm.nameOptional'), { autoComplete: 'name' })}

      {type === 'delivery' && (
        <div className="order-form__delivery">
          {field('name', t('orderForm.name'), { autoComplete: 'name', required: true })}
          {field('phone', t('orderForm.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            required: true,
          })}
          {field('address', t('orderForm.address'), { autoComplete: 'address-line1', required: true })}
          {field('address2', t('orderForm.address2'), { autoComplete: 'address-line2' })}
          {field('nationalAddress', t('orderForm.nationalAddress'), {}, t('orderForm.nationalAddressHint'))}
          <div className="order-form__location" aria-live="polite">
            {location.kind === 'set' ? (
              <p>
                <Icon name="check" /> {t('orderForm.located')}{' '}
                <a href={mapLink(location.at)} target="_blank" rel="noopener noreferrer">
                  {t('orderForm.viewPin')}
                </a>{' '}
                <button type="button" className="btn-link" onClick={props.onForgetLocation}>
                  {t('orderForm.removeLocation')}
                </button>
              </p>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn--outline order-form__locate"
                  onClick={props.onLocate}
                  disabled={location.kind === 'locating'}
                  aria-describedby={`${id}-location-hint`}
                >
                  <Icon name="navigation" />{' '}
                  {location.kind === 'locating' ? t('orderForm.locating') : t('orderForm.location')}
                </button>
                <p id={`${id}-location-hint`} className="order-form__hint">
                  {location.kind === 'failed' ? t('orderForm.locationFailed') : t('orderForm.locationHint')}
                </p>
              </>
            )}
          </div>
        </div>
      )}

      {type === 'dineIn' && (
        <>
          {table && values.table === table && <p className="order-form__note">{t('table.orderingFor', { table })}</p>}
          {field('table', t('orderForm.table'), { inputMode: 'text', autoComplete: 'off', required: true })}
        </>
      )}
    </div>
  );
}
