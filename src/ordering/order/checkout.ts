/**
 * What pressing "Order on WhatsApp" does, decided from what the page already holds, so the
 * WhatsApp tab opens inside the click itself (a browser blocks a tab opened after a wait):
 * the cart re-priced against the live version's dishes, read when the cart page opened and
 * again whenever the cart or the tab's focus changes; the restaurant's WhatsApp number; the
 * order details the visitor typed. Pure.
 */
import type { CartLine } from '../cart/model';
import { cartTotal } from '../cart/model';
import { needsConfirmation, repriceCart, type RepriceResult } from '../cart/reprice';
import type { MenuItemModel, RestaurantModel } from '../../generated/types';
import {
  validateOrder,
  type OrderDetails,
  type OrderFormValues,
  type OrderLocation,
  type OrderProblem,
  type OrderRules,
} from './details';

/** The live version's view of the cart, read in the background. */
export type FreshData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: MenuItemModel[]; restaurant: RestaurantModel };

export type CheckoutDecision =
  | { kind: 'empty' }
  /** Prices not confirmed yet (a read under way): nothing is sent. */
  | { kind: 'checking' }
  /** The live version could not be read: nothing is sent, the cart is kept. */
  | { kind: 'unconfirmed' }
  | { kind: 'noNumber' }
  | { kind: 'problems'; problems: OrderProblem[] }
  /** A price changed or a dish is gone: shown to the visitor before anything is sent. */
  | { kind: 'review'; repriced: RepriceResult; details: OrderDetails; restaurant: RestaurantModel }
  | { kind: 'send'; lines: CartLine[]; details: OrderDetails; restaurant: RestaurantModel };

export interface CheckoutInput {
  lines: readonly CartLine[];
  fresh: FreshData;
  values: OrderFormValues;
  location: OrderLocation | null;
  rules: Omit<OrderRules, 'settings'>;
}

export function decideCheckout({ lines, fresh, values, location, rules }: CheckoutInput): CheckoutDecision {
  if (!lines.length) return { kind: 'empty' };
  if (fresh.status === 'loading') return { kind: 'checking' };
  if (fresh.status === 'failed') return { kind: 'unconfirmed' };
  const { restaurant } = fresh;
  if (!restaurant.whatsapp) return { kind: 'noNumber' };
  // Sold-out dishes and dishes outside their category's hours at the restaurant are left out, and said so.
  const repriced = repriceCart(lines, fresh.items, { timeZone: restaurant.timeZone, now: rules.now });
  // The newest settings (fee, minimum, order types) are the ones the order is checked against.
  const checked = validateOrder(values, location, cartTotal(repriced.lines), {
    ...rules,
    settings: restaurant.ordering,
  });
  if ('problems' in checked) return { kind: 'problems', problems: checked.problems };
  if (needsConfirmation(repriced)) return { kind: 'review', repriced, details: checked.details, restaurant };
  return { kind: 'send', lines: repriced.lines, details: checked.details, restaurant };
}
