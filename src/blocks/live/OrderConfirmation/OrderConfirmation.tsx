import { Icon } from '../../../components/Icon';
import type { OrderConfirmationContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { OrderRecord } from '../../../ordering/order/history';
import { Link } from '../../../router/links';
import { OrderSummary } from './OrderSummary';
import { RecentOrders, type ReorderNotice } from './RecentOrders';
import './OrderConfirmation.css';

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
  const { t, pick } = useLanguage();
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
            <OrderSummary order={order} />
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
          <RecentOrders content={content} recent={recent} notice={notice} onOrderAgain={onOrderAgain} />
        )}
      </div>
    </section>
  );
}
