/**
 * Why the cart cannot be sent now, announced as it changes: closed (and when it opens again), no
 * order types, an empty cart, live prices that could not be read, no WhatsApp number, or the
 * order form's problems.
 */
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { CheckoutNotice } from '../../../ordering/order/checkout.machine';
import type { OrderProblem } from '../../../ordering/order/details';
import { problemText } from './orderProblems';

export function CartAlert({
  notice,
  problems,
  closedUntil,
  noOrders,
}: {
  notice: CheckoutNotice;
  problems: readonly OrderProblem[];
  closedUntil: string | null;
  noOrders: boolean;
}) {
  const { t, language } = useLanguage();
  return (
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
  );
}
