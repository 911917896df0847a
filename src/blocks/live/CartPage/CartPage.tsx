import { Suspense, use } from 'react';
import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { orderTotal, type CartLine } from '../../../ordering/cart/model';
import type { RepriceResult } from '../../../ordering/cart/reprice';
import type { CheckoutNotice } from '../../../ordering/order/checkout.machine';
import type { OrderProblem } from '../../../ordering/order/details';
import type { OrderFormProps } from './OrderForm';
import type { CartPageContent } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { CartPageActions } from './actions';
import { CartAlert } from './CartAlert';
import { filledParts } from './filledParts';
import './CartPage.css';

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

/** Pure view of the cart: lines, total and checkout, or the empty message with Shop Now. */
export function CartPage(props: CartPageViewProps) {
  const { id, content, lines, total, notice, problems, review, fee, closedUntil, starting, order, actions } = props;
  const noOrders = !order && !starting && closedUntil === null && lines.length > 0;
  const { t, pick, language } = useLanguage();
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
          <Suspense fallback={<div className="cart-lines cart-lines--loading" aria-busy="true" />}>
            <CartLines id={id} lines={lines} order={order} problems={problems} actions={actions} />
          </Suspense>
        )}

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
          <CartAlert notice={notice} problems={problems} closedUntil={closedUntil} noOrders={noOrders} />
        </div>
        <p className="cart-page__orders">
          <Link to={content.ordersLink.href}>{pick(content.ordersLink.label)}</Link>
        </p>
        {review && (
          <Suspense fallback={null}>
            <Review id={id} result={review} fee={fee} actions={actions} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** The lines and the order form of a cart holding dishes (their code loads apart: ./filledParts.ts). */
function CartLines({
  id,
  lines,
  order,
  problems,
  actions,
}: Pick<CartPageViewProps, 'id' | 'lines' | 'order' | 'problems' | 'actions'>) {
  const { CartLineItem, OrderForm } = use(filledParts());
  const { t } = useLanguage();
  return (
    <>
      <ul className="cart-lines" aria-label={t('cart.heading')}>
        {lines.map((line) => (
          <CartLineItem key={line.cartId} line={line} actions={actions} />
        ))}
      </ul>
      {order && <OrderForm id={id} problems={problems} {...order} />}
    </>
  );
}

function Review({
  id,
  result,
  fee,
  actions,
}: Pick<CartPageViewProps, 'id' | 'fee' | 'actions'> & { result: RepriceResult }) {
  const { CartReview } = use(filledParts());
  return <CartReview id={id} result={result} fee={fee} onConfirm={actions.onConfirm} onCancel={actions.onCancel} />;
}
