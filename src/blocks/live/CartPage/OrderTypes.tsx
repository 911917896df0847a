/** The order types the restaurant offers (pickup, delivery with its fee and minimum, dine-in), as radio cards. */
import type { OrderingSettings, OrderType } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { OrderChoices, OrderProblem } from '../../../ordering/order/details';
import { fieldId } from './fieldId';
import { problemText } from './orderProblems';

export function OrderTypes({
  id,
  choices,
  settings,
  type,
  typeProblem,
  onType,
}: {
  id: string;
  choices: OrderChoices;
  settings: OrderingSettings;
  type: OrderType | '';
  typeProblem: OrderProblem | undefined;
  onType: (type: OrderType) => void;
}) {
  const { t, language } = useLanguage();
  return (
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
            onChange={() => onType(option)}
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
  );
}
