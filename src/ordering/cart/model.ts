/**
 * Cart lines and money. Prices are kept in SAR with two decimals; sums are done in whole
 * halalas (1/100 SAR) so totals never drift (0.1 + 0.2 stays 0.30).
 */
import { MONEY_MAX } from '../../generated/cms';
import type { LocalizedText } from '../../generated/types';

export const CART_STORAGE_KEY = 'restaurant_cart';
export const MAX_LINE_QUANTITY = 100;
export const MAX_CART_LINES = 50;
/**
 * The highest price of a dish, size or add-on, in SAR, that the site takes (1,000,000 included):
 * more is a data-entry error, and halala sums could overflow to Infinity. The one limit the
 * normaliser, the stored cart, the cart machine, the publish checks and the admin app's
 * validation all read: the model's `checks.money_max` (cms/schema/model.json).
 */
export const MAX_PRICE = MONEY_MAX;

export interface CartOption {
  id: number | string;
  name: LocalizedText;
  price: number;
}

/** What the item page adds. */
export interface CartItemInput {
  /** Menu item id. */
  id: number | string;
  name: LocalizedText;
  image: string | null;
  basePrice: number;
  selectedVariant: CartOption | null;
  selectedAddons: CartOption[];
}

export interface CartLine extends CartItemInput {
  /** Unique per line, generated locally. */
  cartId: string;
  quantity: number;
  /** (variant price, else base price, else 0) + add-ons, times quantity. */
  totalPrice: number;
}

export function toHalalas(sar: number): number {
  return Number.isFinite(sar) ? Math.round(sar * 100) : 0;
}

export function fromHalalas(halalas: number): number {
  return halalas / 100;
}

export function unitHalalas(item: CartItemInput): number {
  const base = item.selectedVariant ? toHalalas(item.selectedVariant.price) : toHalalas(item.basePrice);
  return base + item.selectedAddons.reduce((sum, addon) => sum + toHalalas(addon.price), 0);
}

export function lineTotal(item: CartItemInput, quantity: number): number {
  return fromHalalas(unitHalalas(item) * quantity);
}

export function cartTotal(lines: readonly CartLine[]): number {
  return fromHalalas(lines.reduce((sum, line) => sum + unitHalalas(line) * line.quantity, 0));
}

/** Subtotal plus fee, summed in halalas so it never drifts. */
export function orderTotal(subtotal: number, fee: number): number {
  return fromHalalas(Math.round(subtotal * 100) + Math.round(fee * 100));
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Lines merge when item id, variant id and the sorted add-on ids all match. */
export function lineSignature(item: CartItemInput): string {
  const addons = item.selectedAddons.map((a) => String(a.id)).sort();
  return JSON.stringify([String(item.id), item.selectedVariant ? String(item.selectedVariant.id) : null, addons]);
}

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}
