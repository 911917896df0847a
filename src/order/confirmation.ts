/** Where a sent order is confirmed, and what the cart page hands it. */
import type { OrderRecord } from './history';

/** The confirmation page's path (its route is in site.config.json). */
export const ORDER_PAGE = '/shop/order';

/** Navigation state from the cart: the order just sent (when storage is blocked, the only copy). */
export interface OrderPageState {
  order: OrderRecord;
}

export function isOrderPageState(value: unknown): value is OrderPageState {
  return typeof value === 'object' && value !== null && 'order' in value;
}
