/**
 * Checkout re-reads the cart's dishes from the CMS: each line takes the current name, base
 * price, size and add-on prices. A line whose dish, size or add-on the CMS no longer lists
 * (or lists for another restaurant), or that lacks the size its dish requires, is removed.
 * A line whose dish or size is sold out today, or whose dish cannot be ordered at this time of
 * the restaurant's day (its category's window), is left out of the order and reported, never
 * sent. Lines whose unit price moved are reported so the visitor sees them before the order is sent.
 */
import type { MenuItemModel, MenuOptionModel } from '../../generated/types';
import { zonedClock } from '../../hours/zone';
import { nextOpening } from '../../menu/availability';
import { lineTotal, unitHalalas, type CartLine, type CartOption } from './model';

export interface PriceChange {
  cartId: string;
  /** Unit price before and after, in SAR. */
  before: number;
  after: number;
}

/** A line that cannot be ordered now: sold out today, or not before its window opens at `from`. */
export type UnavailableLine =
  { line: CartLine; reason: 'soldOut' } | { line: CartLine; reason: 'notYet'; from: string };

export interface RepriceResult {
  lines: CartLine[];
  removed: CartLine[];
  changed: PriceChange[];
  /** Left out of the order (and of `lines`), and said so. */
  unavailable: UnavailableLine[];
}

export interface RepriceOptions {
  /** The restaurant's time zone, for the categories' ordering windows; without it they are not checked. */
  timeZone?: string;
  now?: Date;
}

function toOption(option: MenuOptionModel): CartOption {
  return { id: option.id, name: option.name, price: option.price };
}

export function repriceCart(
  lines: readonly CartLine[],
  items: readonly MenuItemModel[],
  { timeZone, now = new Date() }: RepriceOptions = {},
): RepriceResult {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const minute = timeZone ? zonedClock(now, timeZone).minute : null;
  const result: RepriceResult = { lines: [], removed: [], changed: [], unavailable: [] };
  for (const line of lines) {
    const item = byId.get(String(line.id));
    // A dish with sizes can only be ordered in one of them (the item page requires a choice), so a
    // line without a size for such a dish is removed rather than priced at the dish's base price.
    const variant = line.selectedVariant
      ? item?.variants.find((v) => String(v.id) === String(line.selectedVariant!.id))
      : item?.variants.length
        ? undefined
        : null;
    const addons = line.selectedAddons.map((a) => item?.addons.find((o) => String(o.id) === String(a.id)));
    if (!item || variant === undefined || addons.some((a) => a === undefined)) {
      result.removed.push(line);
      continue;
    }
    if (item.soldOut || variant?.soldOut) {
      result.unavailable.push({ line, reason: 'soldOut' });
      continue;
    }
    const from = minute === null ? null : nextOpening(item.availability, minute);
    if (from) {
      result.unavailable.push({ line, reason: 'notYet', from });
      continue;
    }
    const fresh = {
      id: line.id,
      name: item.name,
      image: line.image,
      basePrice: item.basePrice,
      selectedVariant: variant ? toOption(variant) : null,
      selectedAddons: (addons as MenuOptionModel[]).map(toOption),
    };
    const updated: CartLine = {
      ...fresh,
      cartId: line.cartId,
      quantity: line.quantity,
      totalPrice: lineTotal(fresh, line.quantity),
    };
    if (unitHalalas(updated) !== unitHalalas(line))
      result.changed.push({ cartId: line.cartId, before: unitHalalas(line) / 100, after: unitHalalas(updated) / 100 });
    result.lines.push(updated);
  }
  return result;
}

/** Does the visitor need to see the order again before it is sent? */
export function needsConfirmation(result: RepriceResult): boolean {
  return result.changed.length > 0 || result.removed.length > 0 || result.unavailable.length > 0;
}
