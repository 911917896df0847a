/**
 * The cart says when its lines change, for what shows them outside the block that changed them:
 * the header's count, which the page script keeps (src/layout/behaviour/header.ts), with no React
 * on the page when no block needs it. A DOM event, so the cart's store and the page script need
 * not share a module.
 */
export const CART_CHANGED = 'cart:changed';

export function announceCart(count: number): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: count }));
}
