import { Icon } from '../../../components/Icon';
import { fromHalalas, unitHalalas } from '../../../ordering/cart/model';
import type { OrderConfirmationContent } from '../../../generated/types';
import { localDigits } from '../../../i18n/digits';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { OrderRecord } from '../../../ordering/order/history';
import { Link } from '../../../router/links';
import { orderTimeText } from '../../../ordering/order/orderMessage';
import './OrderConfirmation.css';

/** After "Order again": what was added, what is gone from the menu, or that the menu could not be read. */
export type ReorderNotice =
  | { kind: 'none' }
  | { kind: 'working'; number: string }
  | { kind: 'added'; number: string; unavailable: string[]; soldOut: string[]; added: number }
  | { kind: 'failed'; number: string };

export interface OrderConfirmationViewProps {
  id: string;
  content: OrderConfirmationContent;
  /** The order to confirm; null when this browser has none (or before the page has read them). */
  order: OrderRecord | null;
  /** This browser's last orders, newest first. */
  recent: OrderRecord[];
  /** False in the published HTML and until the browser's orders are read. */
  ready: boolean;
  notice: ReorderNotice;
  onOrderAgain: (order: OrderRecord) => void;
}

function sentAt(iso: string, language: 'en' | 'ar'): string {
  const formatted = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
  return localDigits(formatted, language);
}

/** The order just sent: its number, summary, Send again, New order; and the last orders with Order again. */
export function OrderConfirmation({
  id,
  content,
  order,
  recent,
  ready,
  notice,
  onOrderAgain,
}: OrderConfirmationViewProps) {
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  if (!ready) return <section id={id} className="section order-sent" aria-busy="true" />;
  return (
    <section id={id} className="section order-sent" aria-labelledby={`${id}-heading`}>
      <div className="container">
        {order ? (
          <div className="order-sent__main" data-testid="order-sent">
            <h2 id={`${id}-heading`} className="order-sent__number">
              {t('orderSent.heading', { number: order.number })}
            </h2>
            <p className="order-sent__lead">{t('orderSent.lead')}</p>
            <div className="order-sent__actions">
              <a className="btn btn--primary" href={order.url} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" /> {t('orderSent.sendAgain')}
              </a>
              <Link to={content.newOrder.href} className="btn btn--outline">
                {pick(content.newOrder.label)}
              </Link>
            </div>
            <p className="order-sent__hint">{t('orderSent.noTab')}</p>
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
          </div>
        ) : (
          <div className="order-sent__main">
            <h2 id={`${id}-heading`}>{t('orderSent.none')}</h2>
            <Link to={content.newOrder.href} className="btn btn--primary">
              {t('orderSent.browse')}
            </Link>
          </div>
        )}

        {recent.length > 0 && (
          <div className="order-sent__recent">
            <h3>{t('orderSent.recent')}</h3>
            <div role="status" className="order-sent__notice" data-testid="reorder-notice">
              {notice.kind === 'added' && (
                <>
                  {notice.added > 0 ? t('orderSent.added') : t('orderSent.nothingLeft')}{' '}
                  {notice.unavailable.length > 0 &&
                    t('orderSent.unavailable', { names: notice.unavailable.join(separator) })}{' '}
                  {notice.soldOut.length > 0 && t('orderSent.soldOut', { names: notice.soldOut.join(separator) })}{' '}
                  {notice.added > 0 && <Link to={content.cartLink.href}>{pick(content.cartLink.label)}</Link>}
                </>
              )}
              {notice.kind === 'failed' && t('orderSent.readFailed')}
            </div>
            <ul className="order-sent__history">
              {recent.map((past) => (
                <li key={past.number} data-testid="recent-order">
                  <div>
                    <strong>{past.number}</strong>
                    <span>{t('orderSent.sentAt', { date: sentAt(past.sentAt, language) })}</span>
                    <span>
                      {t('orderSent.items', {
                        count: past.lines.reduce((sum, line) => sum + line.quantity, 0),
                        total: formatPrice(past.total, language),
                      })}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn btn--outline"
                    aria-label={t('orderSent.orderAgainLabel', { number: past.number })}
                    disabled={notice.kind === 'working'}
                    onClick={() => onOrderAgain(past)}
                  >
                    {t('orderSent.orderAgain')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
