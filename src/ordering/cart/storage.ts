/**
 * Reading the cart back from browser storage. Anything a visitor's browser holds is
 * untrusted: bad JSON, wrong types, hostile keys, huge arrays. Invalid lines are dropped
 * with a console warning; valid ones are kept, rebuilt from scratch (no prototype tricks).
 */
import { isRecord } from '../../data/normalize/fields';
import type { LocalizedText } from '../../generated/types';
import {
  CART_STORAGE_KEY,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  lineTotal,
  MAX_PRICE,
  type CartLine,
  type CartOption,
} from './model';

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function id(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  return null;
}

function price(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE
    ? Math.round(value * 100) / 100
    : null;
}

function str(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

function name(value: unknown): LocalizedText | null {
  if (typeof value === 'string') return str(value) !== null ? { en: value, ar: '' } : null;
  if (!isRecord(value)) return null;
  const en = str(own(value, 'en'));
  const ar = str(own(value, 'ar')) ?? '';
  return en !== null ? { en, ar } : null;
}

function option(value: unknown): CartOption | null {
  if (!isRecord(value)) return null;
  const optionId = id(own(value, 'id'));
  const optionPrice = price(own(value, 'price'));
  const optionName = name(own(value, 'name')) ?? { en: '', ar: '' };
  return optionId !== null && optionPrice !== null ? { id: optionId, name: optionName, price: optionPrice } : null;
}

/** One stored line, rebuilt; null when it cannot be trusted. */
export function parseLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const itemId = id(own(value, 'id'));
  const cartId = str(own(value, 'cartId'), 80);
  const itemName = name(own(value, 'name'));
  // Every line the cart writes holds a valid base price; a missing or junk one means tampering.
  const basePrice = price(own(value, 'basePrice'));
  const quantity = own(value, 'quantity');
  if (itemId === null || !cartId || !itemName || basePrice === null) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    return null;
  const rawVariant = own(value, 'selectedVariant');
  const selectedVariant = rawVariant == null ? null : option(rawVariant);
  if (rawVariant != null && !selectedVariant) return null;
  const rawAddons = own(value, 'selectedAddons') ?? [];
  if (!Array.isArray(rawAddons) || rawAddons.length > 50) return null;
  const selectedAddons = rawAddons.map(option);
  if (selectedAddons.some((a) => a === null)) return null;
  const image = own(value, 'image');
  const item = {
    id: itemId,
    name: itemName,
    image: typeof image === 'string' && /^(https?:\/\/|\/)[^\s"'<>]*$/.test(image) && image.length < 500 ? image : null,
    basePrice,
    selectedVariant,
    selectedAddons: selectedAddons as CartOption[],
  };
  return { ...item, cartId, quantity, totalPrice: lineTotal(item, quantity) };
}

export interface ParsedCart {
  lines: CartLine[];
  dropped: number;
}

export function parseStoredCart(raw: string | null): ParsedCart {
  if (raw === null || raw === '') return { lines: [], dropped: 0 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { lines: [], dropped: 1 };
  }
  if (!Array.isArray(value)) return { lines: [], dropped: 1 };
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  let dropped = Math.max(0, value.length - MAX_CART_LINES);
  for (const entry of value.slice(0, MAX_CART_LINES)) {
    const line = parseLine(entry);
    if (!line || seen.has(line.cartId)) dropped += 1;
    else {
      seen.add(line.cartId);
      lines.push(line);
    }
  }
  return { lines, dropped };
}

export function readCart(storage: Pick<Storage, 'getItem'> | undefined): CartLine[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  const { lines, dropped } = parseStoredCart(raw);
  if (dropped) console.warn(`[cart] dropped ${dropped} invalid stored cart ${dropped === 1 ? 'entry' : 'entries'}`);
  return lines;
}

export function writeCart(storage: Pick<Storage, 'setItem'> | undefined, lines: readonly CartLine[]): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Full or blocked storage: the cart still works for this page view.
  }
}

/** This browser's localStorage, or none when the browser refuses it (private modes, policies). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
