/** What each order problem says to the visitor (src/ordering/order/details.ts), in their language. */
import type { Language } from '../../../i18n/dictionary';
import { formatPrice } from '../../../i18n/money';
import { translate } from '../../../i18n/messages';
import type { OrderProblem } from '../../../ordering/order/details';

export function problemText(problem: OrderProblem, language: Language): string {
  switch (problem.code) {
    case 'minimum':
      return translate(language, 'orderProblem.minimum', {
        minimum: formatPrice(problem.minimum, language),
        missing: formatPrice(problem.missing, language),
      });
    case 'closed':
      return translate(language, 'orderProblem.closedNoTime');
    default:
      return translate(language, `orderProblem.${problem.code}`);
  }
}
