/**
 * What each cart event does to the lines, as pure functions without XState: the cart machine
 * (./cart.machine.ts) applies them, and so does the cart store (./CartProvider.tsx) while the
 * machine's code is still on its way, so the two cannot disagree.
 */
import {
  MAX_CART_LINES,
  MAX_PRICE,
  clampQuantity,
  lineSignature,
  lineTotal,
  type CartItemInput,
  type CartLine,
} from './model';

export type CartEvent =
  | { type: 'cart.add'; item: CartItemInput; quantity: number }
  | { type: 'cart.setQuantity'; cartId: string; quantity: number }
  | { type: 'cart.remove'; cartId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.replace'; lines: CartLine[] }
  | { type: 'cart.refresh'; lines: CartLine[] };

let counter = 0;
function newCartId(): string {
  counter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `line-${counter}-${random}`;
}

function validPrice(price: unknown): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 && price <= MAX_PRICE;
}

/** Prices a line can be built from: finite, not negative, at most MAX_PRICE. */
function validItem(item: CartItemInput): boolean {
  return (
    validPrice(item.basePrice) &&
    (item.selectedVariant === null || validPrice(item.selectedVariant.price)) &&
    item.selectedAddons.every((addon) => validPrice(addon.price))
  );
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, totalPrice: lineTotal(line, quantity) };
}

/** A quantity added to a matching line, or a new line (none past MAX_CART_LINES). */
function added(lines: CartLine[], item: CartItemInput, quantity: number): CartLine[] {
  const signature = lineSignature(item);
  const match = lines.find((line) => lineSignature(line) === signature);
  if (match)
    return lines.map((line) => (line === match ? withQuantity(line, clampQuantity(line.quantity + quantity)) : line));
  if (lines.length >= MAX_CART_LINES) return lines;
  return [...lines, { ...item, cartId: newCartId(), quantity, totalPrice: lineTotal(item, quantity) }];
}

/** The names and prices the CMS holds now, each line keeping its quantity; lines it no longer lists go. */
function refreshed(lines: CartLine[], fresh: CartLine[]): CartLine[] {
  return lines.flatMap((line) => {
    const now = fresh.find((l) => l.cartId === line.cartId);
    if (!now || !validItem(now)) return [];
    const item: CartItemInput = {
      id: line.id,
      name: now.name,
      image: line.image,
      basePrice: now.basePrice,
      selectedVariant: now.selectedVariant,
      selectedAddons: now.selectedAddons,
    };
    return [{ ...item, cartId: line.cartId, quantity: line.quantity, totalPrice: lineTotal(item, line.quantity) }];
  });
}

/**
 * The lines after `event`, or null when the cart refuses it (an unknown line, a quantity that is
 * not a number, a price out of range, nothing to clear).
 */
export function cartAfter(lines: CartLine[], event: CartEvent): CartLine[] | null {
  const known = (cartId: string) => lines.some((line) => line.cartId === cartId);
  switch (event.type) {
    case 'cart.add':
      return Number.isFinite(event.quantity) && event.quantity >= 1 && validItem(event.item)
        ? added(lines, event.item, clampQuantity(event.quantity))
        : null;
    case 'cart.setQuantity':
      if (!known(event.cartId) || !Number.isFinite(event.quantity)) return null;
      return event.quantity <= 0
        ? lines.filter((line) => line.cartId !== event.cartId)
        : lines.map((line) =>
            line.cartId === event.cartId ? withQuantity(line, clampQuantity(event.quantity)) : line,
          );
    case 'cart.remove':
      return known(event.cartId) ? lines.filter((line) => line.cartId !== event.cartId) : null;
    case 'cart.clear':
      return lines.length > 0 ? [] : null;
    case 'cart.refresh':
      return refreshed(lines, event.lines);
    case 'cart.replace':
      return event.lines;
  }
}
