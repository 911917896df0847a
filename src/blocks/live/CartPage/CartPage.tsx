import { dishHref } from '../../../site/paths';
import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { NumberInput } from '../../../components/NumberInput';
import { localDigits } from '../../../i18n/digits';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import { fromHalalas, unitHalalas, type CartLine } from '../../../ordering/cart/model';
import type { RepriceResult } from '../../../ordering/cart/reprice';
import type { CheckoutNotice } from '../../../ordering/order/checkout.machine';
import type { OrderProblem } from '../../../ordering/order/details';
import { orderTotal } from '../../../ordering/order/orderMessage';
import { OrderForm, type OrderFormProps } from './OrderForm';
import { problemText } from './orderProblems';
import type { CartPageContent } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { CartReview } from './CartReview';
import './CartPage.css';

export const DEFAULT_DISH_IMAGE = '/assets/img/defaults/dish.webp';

export interface CartPageActions {
  onQuantity: (cartId: string, value: string) => void;
  onRemove: (cartId: string) => void;
  onCheckout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface CartPageViewProps {
  id: string;
  content: CartPageContent;
  lines: CartLine[];
  /** Sum of the lines, SAR. */
  total: number;
  /**
   * Why the last press sent nothing (`unconfirmed`: the live prices could not be read; `noNumber`:
   * the restaurant has no WhatsApp number), or `checking` while the live prices are being read.
   */
  notice: CheckoutNotice;
  problems: readonly OrderProblem[];
  /** The order held for a look at changed prices or removed dishes. */
  review: RepriceResult | null;
  /** The delivery fee this order pays (0 for none). */
  fee: number;
  /** Closed and taking no orders: when ordering opens again ('' when unknown), else null. */
  closedUntil: string | null;
  /** Until the page knows the time (never in the published HTML): no order form, no verdict on it. */
  starting: boolean;
  /** The order details form, or null when the restaurant takes no orders on the site. */
  order: Omit<OrderFormProps, 'id' | 'problems'> | null;
  actions: CartPageActions;
}

function itemHref(line: CartLine): string {
  return dishHref(line.id);
}

/** Pure view of the cart: lines, total and checkout, or the empty message with Shop Now. */
export function CartPage(props: CartPageViewProps) {
  const { id, content, lines, total, notice, problems, review, fee, closedUntil, starting, order, actions } = props;
  const noOrders = !order && !starting && closedUntil === null && lines.length > 0;
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <section id={id} className="section cart-page" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="cart-page__heading">
          {t('cart.heading')}
        </h2>
        {lines.length === 0 ? (
          <div className="cart-empty">
            <Icon name="cart" className="cart-empty__icon" />
            <p>{t('cart.empty')}</p>
            <Link to={content.shopLink.href} className="btn btn--primary">
              {pick(content.shopLink.label)}
            </Link>
          </div>
        ) : (
          <ul className="cart-lines" aria-label={t('cart.heading')}>
            {lines.map((line) => {
              const name = pick(line.name);
              return (
                <li key={line.cartId} className="cart-line" data-testid="cart-line">
                  <Link to={itemHref(line)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
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
                    <Link to={itemHref(line)} className="cart-line__name">
                      {name}
                    </Link>
                    {line.selectedVariant && (
                      <span className="cart-line__meta">
                        {t('cart.size', { name: pick(line.selectedVariant.name) })}
                      </span>
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
            })}
          </ul>
        )}

        {lines.length > 0 && order && <OrderForm id={id} problems={problems} {...order} />}

        <div className="cart-summary">
          {fee > 0 && (
            <dl className="cart-summary__lines">
              <div>
                <dt>{t('cart.subtotal')}</dt>
                <dd>{formatPrice(total, language)}</dd>
              </div>
              <div>
                <dt>{t('orderForm.deliveryFee')}</dt>
                <dd data-testid="cart-fee">{formatPrice(fee, language)}</dd>
              </div>
            </dl>
          )}
          <p className="cart-summary__total">
            {t('cart.total')}: <strong data-testid="cart-total">{formatPrice(orderTotal(total, fee), language)}</strong>
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={actions.onCheckout}
            disabled={notice === 'checking' || closedUntil !== null || noOrders}
          >
            <Icon name="whatsapp" /> {notice === 'checking' ? t('cart.checking') : t('cart.checkout')}
          </button>
          <div
            className={`cart-summary__alert${notice === 'unconfirmed' || notice === 'noNumber' || problems.length > 0 || closedUntil !== null || noOrders ? ' cart-summary__alert--retry' : ''}`}
            role="alert"
          >
            {closedUntil !== null ? (
              closedUntil ? (
                t('orderProblem.closed', { when: closedUntil })
              ) : (
                t('orderProblem.closedNoTime')
              )
            ) : noOrders ? (
              t('orderProblem.noTypes')
            ) : notice === 'empty' ? (
              t('error.cartEmpty')
            ) : notice === 'unconfirmed' ? (
              t('cart.unconfirmed')
            ) : notice === 'noNumber' ? (
              t('cart.noNumber')
            ) : problems.length > 0 ? (
              <>
                <p>{t('orderForm.problems')}</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.code}>{problemText(problem, language)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
        <p className="cart-page__orders">
          <Link to={content.ordersLink.href}>{pick(content.ordersLink.label)}</Link>
        </p>
        {review && (
          <CartReview id={id} result={review} fee={fee} onConfirm={actions.onConfirm} onCancel={actions.onCancel} />
        )}
      </div>
    </section>
  );
}
