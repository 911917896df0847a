import { Icon } from '../../../components/Icon';
import { NumberInput } from '../../../components/NumberInput';
import { localDigits } from '../../../i18n/digits';
import type { MenuItemModel } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { ItemDetailActions, ItemOptionsView } from './actions';

/** Size radio group, add-on checkboxes, quantity stepper, total and Add to cart. */
export function ItemChoices({
  id,
  item,
  options,
  actions,
}: {
  id: string;
  item: MenuItemModel;
  options: ItemOptionsView;
  actions: ItemDetailActions;
}) {
  const { t, pick, language } = useLanguage();
  const needsSize = item.variants.length > 0 && options.variantId === null && !options.unavailable;
  return (
    <form
      className="item-choices"
      onSubmit={(event) => {
        event.preventDefault();
        actions.onAdd();
      }}
    >
      {item.variants.length > 0 && (
        <fieldset className="item-choices__group">
          <legend>{t('item.size')}</legend>
          <div className="item-choices__options">
            {item.variants.map((variant) => (
              <label
                key={variant.id}
                className={`item-option${variant.soldOut ? ' item-option--sold-out' : ''}`}
                data-testid="size-option"
              >
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={String(variant.id)}
                  checked={options.variantId === String(variant.id)}
                  disabled={variant.soldOut}
                  onChange={() => actions.onVariant(variant.id)}
                />
                <span className="item-option__name">
                  {pick(variant.name)}
                  {variant.soldOut && <span className="item-option__sold-out"> ({t('item.sizeSoldOut')})</span>}
                </span>
                <span className="item-option__price">{formatPrice(variant.price, language)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {item.addons.length > 0 && (
        <fieldset className="item-choices__group">
          <legend>{t('item.addons')}</legend>
          <div className="item-choices__options">
            {item.addons.map((addon) => (
              <label key={addon.id} className="item-option">
                <input
                  type="checkbox"
                  value={String(addon.id)}
                  checked={options.addons.includes(String(addon.id))}
                  onChange={() => actions.onAddon(addon.id)}
                />
                <span className="item-option__name">{pick(addon.name)}</span>
                <span className="item-option__price">+{formatPrice(addon.price, language)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="item-choices__buy">
        <div className="item-qty" role="group" aria-label={t('item.quantity')}>
          <button
            type="button"
            className="icon-button"
            onClick={actions.onDecrement}
            aria-label={t('item.decrease')}
            disabled={options.quantity <= 1}
          >
            <Icon name="minus" />
          </button>
          <NumberInput
            min={1}
            max={100}
            aria-label={t('item.quantity')}
            value={options.quantityDraft ?? localDigits(String(options.quantity), language)}
            valueNow={options.quantity}
            onChange={actions.onQuantityDraft}
            onStep={(next) => actions.onQuantityCommit(String(next))}
            onBlur={(e) => actions.onQuantityCommit(e.currentTarget.value)}
          />
          <button
            type="button"
            className="icon-button"
            onClick={actions.onIncrement}
            aria-label={t('item.increase')}
            disabled={options.quantity >= 100}
          >
            <Icon name="plus" />
          </button>
        </div>
        <p className="item-total">
          {t('item.total')}: <strong data-testid="item-total">{formatPrice(options.total, language)}</strong>
        </p>
      </div>
      {needsSize && (
        <p id={`${id}-hint`} className="item-hint">
          {t('error.selectSize')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary item-add"
        disabled={needsSize || options.unavailable !== null}
        aria-describedby={needsSize ? `${id}-hint` : undefined}
      >
        <Icon name="cart" /> {t('item.addToCart')}
      </button>
    </form>
  );
}
