import { useEffect, useRef } from 'react';
import { cartTotal, orderTotal } from '../../../ordering/cart/model';
import type { RepriceResult } from '../../../ordering/cart/reprice';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';

/**
 * The CMS changed prices (or dropped dishes) since they were added, or some cannot be ordered
 * now (sold out today, or not yet in their ordering window): show the updated order before
 * sending it.
 */
export function CartReview({
  id,
  result,
  fee = 0,
  onConfirm,
  onCancel,
}: {
  id: string;
  result: RepriceResult;
  /** The delivery fee the order pays on top. */
  fee?: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, pick, language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="cart-review" role="region" aria-labelledby={`${id}-review`} data-testid="cart-review">
      <h3 id={`${id}-review`} ref={heading} tabIndex={-1}>
        {result.changed.length > 0 || result.removed.length > 0 ? t('cart.changedTitle') : t('cart.unavailableTitle')}
      </h3>
      <p>{t('cart.changedBody')}</p>
      <ul>
        {result.changed.map((change) => {
          const line = result.lines.find((l) => l.cartId === change.cartId);
          return (
            <li key={change.cartId}>
              <strong>{line ? pick(line.name) : ''}</strong>: {formatPrice(change.after, language)}{' '}
              <s>{t('cart.wasPrice', { price: formatPrice(change.before, language) })}</s>
            </li>
          );
        })}
        {result.removed.map((line) => (
          <li key={line.cartId}>{t('cart.removedLine', { name: pick(line.name) })}</li>
        ))}
        {result.unavailable.map((entry) => (
          <li key={entry.line.cartId} data-testid="cart-unavailable">
            {entry.reason === 'soldOut'
              ? t('cart.soldOutLine', { name: pick(entry.line.name) })
              : t('cart.notYetLine', { name: pick(entry.line.name), time: entry.from })}
          </li>
        ))}
      </ul>
      <p className="cart-review__total">
        {t('cart.total')}:{' '}
        <strong data-testid="cart-review-total">
          {formatPrice(orderTotal(cartTotal(result.lines), fee), language)}
        </strong>
      </p>
      <div className="cart-review__actions">
        {result.lines.length > 0 && (
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {t('cart.confirmSend')}
          </button>
        )}
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {t('cart.cancel')}
        </button>
      </div>
    </div>
  );
}
