/** This browser's last orders, each with Order again, and what the last Order again did. */
import { localDigits } from '../../../i18n/digits';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { formatPrice } from '../../../i18n/money';
import type { OrderRecord } from '../../../ordering/order/history';
import { Link } from '../../../router/links';
import type { OrderConfirmationContent } from '../../../generated/types';

/** After "Order again": what was added, what is gone from the menu, or that the menu could not be read. */
export type ReorderNotice =
  | { kind: 'none' }
  | { kind: 'working'; number: string }
  | { kind: 'added'; number: string; unavailable: string[]; soldOut: string[]; added: number }
  | { kind: 'failed'; number: string };

function sentAt(iso: string, language: 'en' | 'ar'): string {
  const formatted = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
  return localDigits(formatted, language);
}

export function RecentOrders({
  content,
  recent,
  notice,
  onOrderAgain,
}: {
  content: OrderConfirmationContent;
  recent: OrderRecord[];
  notice: ReorderNotice;
  onOrderAgain: (order: OrderRecord) => void;
}) {
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <div className="order-sent__recent">
      <h3>{t('orderSent.recent')}</h3>
      <div role="status" className="order-sent__notice" data-testid="reorder-notice">
        {notice.kind === 'added' && (
          <>
            {notice.added > 0 ? t('orderSent.added') : t('orderSent.nothingLeft')}{' '}
            {notice.unavailable.length > 0 && t('orderSent.unavailable', { names: notice.unavailable.join(separator) })}{' '}
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
  );
}
