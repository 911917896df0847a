/**
 * How and when the visitor wants the order (src/ordering/order/details.ts): the order types the
 * restaurant offers (OrderTypes), "as soon as possible" or a time inside its opening hours
 * (OrderWhen), the delivery address with an optional map pin (LocationPicker), or the table.
 * Pure view: values and problems in, events out.
 */
import type { ReactNode } from 'react';
import type { OrderingSettings, OrderType } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import {
  effectiveType,
  effectiveWhen,
  PROBLEM_FIELD,
  type OrderChoices,
  type OrderField,
  type OrderFormValues,
  type OrderProblem,
} from '../../../ordering/order/details';
import { fieldId } from './fieldId';
import { LocationPicker, type LocationState } from './LocationPicker';
import { OrderTypes } from './OrderTypes';
import { OrderWhen } from './OrderWhen';
import { problemText } from './orderProblems';

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

export function OrderForm(props: OrderFormProps) {
  const { id, choices, settings, values, problems, location, today, table } = props;
  const { t, language } = useLanguage();
  const type = effectiveType(values.type, choices);
  const when = effectiveWhen(values.when, choices);
  const problemOf = (field: OrderField) => problems.find((problem) => PROBLEM_FIELD[problem.code] === field);

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

  return (
    <div className="order-form" data-testid="order-form">
      <h3 className="order-form__heading">{t('orderForm.heading')}</h3>
      <OrderTypes
        id={id}
        choices={choices}
        settings={settings}
        type={type}
        typeProblem={problemOf('type')}
        onType={props.onType}
      />
      {(type === 'pickup' || type === 'delivery') && (
        <OrderWhen
          id={id}
          choices={choices}
          when={when}
          whenProblem={problemOf('when')}
          today={today}
          onWhen={(value) => props.onChange('when', value)}
        />
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
          <LocationPicker
            id={id}
            location={location}
            onLocate={props.onLocate}
            onForgetLocation={props.onForgetLocation}
          />
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
