/** What a sent order was: how and when, who and where, each line with its price, and the totals. */
import { useLanguage } from '../../../i18n/LanguageProvider';
import { formatPrice } from '../../../i18n/money';
import { fromHalalas, unitHalalas } from '../../../ordering/cart/model';
import type { OrderRecord } from '../../../ordering/order/history';
import { orderTimeText } from '../../../ordering/order/orderMessage';

export function OrderSummary({ order }: { order: OrderRecord }) {
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <>
      <h3>{t('orderSent.summary')}</h3>
      <ul className="order-sent__details">
        <li>{t('order.typeLine', { type: t(`orderType.${order.details.type}`) })}</li>
        {order.details.type === 'dineIn' ? (
          <li>{t('order.table', { table: order.details.table })}</li>
        ) : (
          <li>{t('order.time', { time: orderTimeText(order.details.when, language) })}</li>
        )}
        {order.details.type !== 'dineIn' && order.details.name && (
          <li>{t('order.name', { name: order.details.name })}</li>
        )}
        {order.details.type === 'delivery' && (
          <li>
            {t('order.address', {
              address: [order.details.address, order.details.address2].filter(Boolean).join(separator),
            })}
          </li>
        )}
      </ul>
      <ul className="order-sent__lines">
        {order.lines.map((line) => (
          <li key={line.cartId}>
            <span>
              {line.quantity} × {pick(line.name)}
              {line.selectedVariant ? ` (${pick(line.selectedVariant.name)})` : ''}
              {line.selectedAddons.length > 0 && (
                <small> + {line.selectedAddons.map((addon) => pick(addon.name)).join(separator)}</small>
              )}
            </span>
            <span>{formatPrice(fromHalalas(unitHalalas(line) * line.quantity), language)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-sent__totals">
        {order.fee > 0 && (
          <>
            <div>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{formatPrice(order.subtotal, language)}</dd>
            </div>
            <div>
              <dt>{t('orderForm.deliveryFee')}</dt>
              <dd>{formatPrice(order.fee, language)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-sent-total">{formatPrice(order.total, language)}</dd>
        </div>
      </dl>
    </>
  );
}
