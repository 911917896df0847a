/** One line of the cart: the dish with its size and add-ons, its unit price, quantity, total and Remove. */
import { Icon } from '../../../components/Icon';
import { DEFAULT_DISH_IMAGE, SIZES } from '../../../components/imageSizes';
import { NumberInput } from '../../../components/NumberInput';
import { Picture } from '../../../components/Picture';
import { localDigits } from '../../../i18n/digits';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { formatPrice } from '../../../i18n/money';
import { fromHalalas, unitHalalas, type CartLine } from '../../../ordering/cart/model';
import { Link } from '../../../router/links';
import { dishHref } from '../../../site/paths';
import type { CartPageActions } from './actions';

export function CartLineItem({
  line,
  actions,
}: {
  line: CartLine;
  actions: Pick<CartPageActions, 'onQuantity' | 'onRemove'>;
}) {
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  const name = pick(line.name);
  return (
    <li key={line.cartId} className="cart-line" data-testid="cart-line">
      <Link to={dishHref(line.id)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <Picture
          image={line.image ? { src: line.image } : null}
          fallback={DEFAULT_DISH_IMAGE}
          alt=""
          width={96}
          height={72}
          sizes={SIZES.cartThumb}
        />
      </Link>
      <div className="cart-line__info">
        <Link to={dishHref(line.id)} className="cart-line__name">
          {name}
        </Link>
        {line.selectedVariant && (
          <span className="cart-line__meta">{t('cart.size', { name: pick(line.selectedVariant.name) })}</span>
        )}
        {line.selectedAddons.length > 0 && (
          <span className="cart-line__meta">
            {t('cart.addons', { names: line.selectedAddons.map((a) => pick(a.name)).join(separator) })}
          </span>
        )}
        <span className="cart-line__unit">{formatPrice(fromHalalas(unitHalalas(line)), language)}</span>
      </div>
      <label className="cart-line__qty">
        <span className="visually-hidden">{t('cart.quantityOf', { name })}</span>
        <NumberInput
          min={1}
          max={99}
          value={localDigits(String(line.quantity), language)}
          valueNow={line.quantity}
          onChange={(text) => actions.onQuantity(line.cartId, text)}
          onStep={(next) => actions.onQuantity(line.cartId, String(next))}
        />
      </label>
      <strong className="cart-line__total" data-testid="cart-line-total">
        {formatPrice(line.totalPrice, language)}
      </strong>
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-label={t('cart.remove', { name })}
        onClick={() => actions.onRemove(line.cartId)}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
