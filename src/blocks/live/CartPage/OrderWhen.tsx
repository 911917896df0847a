/**
 * When a pickup or delivery is wanted: "as soon as possible" while the restaurant is open, or a
 * time inside its opening hours, grouped by day ("Today", "Tomorrow", then dates).
 */
import { formatShortDate } from '../../../i18n/shortDate';
import { formatTime12 } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { addDays } from '../../../hours/zone';
import type { OrderChoices, OrderProblem } from '../../../ordering/order/details';
import { slotValue, type Slot } from '../../../ordering/order/slots';
import { fieldId } from './fieldId';
import { problemText } from './orderProblems';

/** Slots grouped by day, in order. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
}

export function OrderWhen({
  id,
  choices,
  when,
  whenProblem,
  today,
  onWhen,
}: {
  id: string;
  choices: OrderChoices;
  /** 'asap', 'later' (no time chosen yet) or a slot's value. */
  when: string;
  whenProblem: OrderProblem | undefined;
  /** The restaurant's date today, for "Today" and "Tomorrow". */
  today: string;
  onWhen: (value: string) => void;
}) {
  const { t, language } = useLanguage();
  const dayLabel = (date: string) =>
    date === today
      ? t('orderForm.today')
      : date === addDays(today, 1)
        ? t('orderForm.tomorrow')
        : formatShortDate(date, language);
  return (
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
            onChange={() => onWhen('asap')}
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
                onChange={() => onWhen('later')}
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
                onChange={(event) => onWhen(event.currentTarget.value || 'later')}
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
  );
}
