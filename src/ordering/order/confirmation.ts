/** What the cart page hands the confirmation page (src/site/paths.ts ORDER_PAGE) with a sent order. */
import type { OrderRecord } from './history';

/** Navigation state from the cart: the order just sent (when storage is blocked, the only copy). */
export interface OrderPageState {
  order: OrderRecord;
}

export function isOrderPageState(value: unknown): value is OrderPageState {
  return typeof value === 'object' && value !== null && 'order' in value;
}
