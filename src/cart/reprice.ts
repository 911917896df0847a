/**
 * Checkout re-reads the cart's dishes from the CMS: each line takes the current name, base
 * price, size and add-on prices. A line whose dish, size or add-on the CMS no longer lists
 * (or lists for another restaurant), or that lacks the size its dish requires, is removed.
 * Lines whose unit price moved are reported so the visitor sees them before the order is sent.
 */
import type { MenuItemModel, MenuOptionModel } from '../generated/types';
import { lineTotal, unitHalalas, type CartLine, type CartOption } from './model';

export interface PriceChange {
  cartId: string;
  /** Unit price before and after, in SAR. */
  before: number;
  after: number;
}

export interface RepriceResult {
  lines: CartLine[];
  removed: CartLine[];
  changed: PriceChange[];
}

function toOption(option: MenuOptionModel): CartOption {
  return { id: option.id, name: option.name, price: option.price };
}

export function repriceCart(lines: readonly CartLine[], items: readonly MenuItemModel[]): RepriceResult {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const result: RepriceResult = { lines: [], removed: [], changed: [] };
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
  return result.changed.length > 0 || result.removed.length > 0;
}
