import { useState } from 'react';
import type { CheckoutMockupDemoContent } from '../../../generated/types';
import { formatDollars } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Picture } from '../../../components/Picture';

/** Whole cents, so sample totals never show floating-point noise. */
function cents(price: string): number {
  return Math.round(Number(price) * 100);
}

/** The Your Order table and the payment radios (the first one selected by default). */
export function OrderReview({ id, content }: { id: string; content: CheckoutMockupDemoContent }) {
  const { t, pick } = useLanguage();
  const [payment, setPayment] = useState(content.payments[0]?.id);
  const subtotal = content.items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
  return (
    <>
      <h2 id={`${id}-order`} className="checkout__title">
        {t('checkout.yourOrder')}
      </h2>
      {/* On a phone the table is wider than the screen and scrolls in this frame: a region keyboard
          users can reach and scroll with the arrow keys (WCAG 2.1.1). */}
      <div
        className="checkout-table__scroll"
        role="region"
        aria-labelledby={`${id}-order`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
      >
        <table className="checkout-table" aria-labelledby={`${id}-order`}>
          <thead>
            <tr>
              <th scope="col">{t('checkout.image')}</th>
              <th scope="col">{t('checkout.product')}</th>
              <th scope="col">{t('checkout.price')}</th>
              <th scope="col">{t('checkout.quantity')}</th>
              <th scope="col">{t('checkout.total')}</th>
            </tr>
          </thead>
          <tbody>
            {content.items.map((item) => (
              <tr key={item.name.en}>
                <td>
                  <Picture image={{ src: item.image }} alt="" width={64} height={64} sizes="64px" />
                </td>
                <th scope="row">{pick(item.name)}</th>
                <td dir="ltr">{formatDollars(item.price)}</td>
                <td>{item.quantity}</td>
                <td dir="ltr">{formatDollars((cents(item.price) * item.quantity) / 100)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('checkout.subtotal')}
              </th>
              <td dir="ltr" data-testid="checkout-subtotal">
                {formatDollars(subtotal / 100)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('checkout.shippingRow')}
              </th>
              <td>{t('checkout.shippingMessage')}</td>
            </tr>
            <tr className="checkout-table__total">
              <th scope="row" colSpan={4}>
                {t('checkout.total')}
              </th>
              <td dir="ltr" data-testid="checkout-total">
                {formatDollars(subtotal / 100)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <fieldset className="checkout-payment">
        <legend>{t('checkout.payment')}</legend>
        {content.payments.map((method) => (
          <div key={method.id} className="checkout-payment__option">
            <label className="check">
              <input
                type="radio"
                name={`${id}-payment`}
                value={method.id}
                checked={payment === method.id}
                onChange={() => setPayment(method.id)}
              />
              <span>{pick(method.label)}</span>
            </label>
            {payment === method.id && <p className="checkout-payment__text">{pick(method.description)}</p>}
          </div>
        ))}
      </fieldset>
    </>
  );
}
