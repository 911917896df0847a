/**
 * The last orders sent from this browser, for the confirmation page ("Send again") and "Order
 * again". Kept in localStorage; what is read back is untrusted like the cart (src/ordering/cart/storage.ts):
 * every record is rebuilt field by field and a bad one is dropped with a warning.
 */
import { isRecord } from '../../data/normalize/fields';
import type { Language } from '../../i18n/dictionary';
import { parseLine } from '../cart/storage';
import type { CartLine } from '../cart/model';
import { MAX_NAME, MAX_TEXT, nationalAddress, phoneNumber, type OrderDetails, type OrderTime } from './details';
import { tableNumber } from './table';
import { ORDER_NUMBER_PATTERN } from './orderNumber';
import { parseSlotValue } from './slots';

export const ORDER_HISTORY_KEY = 'restaurant_orders';
export const MAX_ORDERS_KEPT = 5;

export interface OrderRecord {
  number: string;
  /** When it was sent (ISO instant). */
  sentAt: string;
  language: Language;
  details: OrderDetails;
  lines: CartLine[];
  /** SAR. */
  subtotal: number;
  fee: number;
  total: number;
  /** The WhatsApp chat with the order, for "Send again". */
  url: string;
}

const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
const str = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;
const money = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e9 ? value : null;

function time(value: unknown): OrderTime | null {
  if (!isRecord(value)) return null;
  const kind = own(value, 'kind');
  if (kind === 'asap') return { kind };
  const slot = own(value, 'slot');
  if (kind !== 'slot' || !isRecord(slot)) return null;
  const parsed = parseSlotValue(`${String(own(slot, 'date'))}T${String(own(slot, 'time'))}`);
  return parsed ? { kind, slot: parsed } : null;
}

function location(value: unknown): { lat: number; lng: number } | null | undefined {
  if (value == null) return null;
  if (!isRecord(value)) return undefined;
  const lat = own(value, 'lat');
  const lng = own(value, 'lng');
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : undefined;
}

function details(value: unknown): OrderDetails | null {
  if (!isRecord(value)) return null;
  const type = own(value, 'type');
  if (type === 'dineIn') {
    const table = tableNumber(str(own(value, 'table'), 8) ?? '');
    return table ? { type, table } : null;
  }
  const when = time(own(value, 'when'));
  const name = str(own(value, 'name'), MAX_NAME);
  if (!when || name === null) return null;
  if (type === 'pickup') return { type, when, name };
  if (type !== 'delivery') return null;
  const phone = phoneNumber(str(own(value, 'phone'), 40) ?? '');
  const address = str(own(value, 'address'), MAX_TEXT);
  const address2 = str(own(value, 'address2'), MAX_TEXT);
  const code = str(own(value, 'nationalAddress'), 12);
  const pin = location(own(value, 'location'));
  if (!phone || !address || address2 === null || code === null || pin === undefined) return null;
  if (code && !nationalAddress(code)) return null;
  return { type, when, name, phone, address, address2, nationalAddress: code, location: pin };
}

/** One stored order, rebuilt; null when it cannot be trusted. */
export function parseOrder(value: unknown): OrderRecord | null {
  if (!isRecord(value)) return null;
  const number = str(own(value, 'number'), 12);
  const sentAt = str(own(value, 'sentAt'), 40);
  const language = own(value, 'language');
  const url = str(own(value, 'url'), 8000);
  const rawLines = own(value, 'lines');
  const [subtotal, fee, total] = ['subtotal', 'fee', 'total'].map((key) => money(own(value, key)));
  const parsed = details(own(value, 'details'));
  if (!number || !ORDER_NUMBER_PATTERN.test(number) || !sentAt || Number.isNaN(Date.parse(sentAt))) return null;
  if ((language !== 'en' && language !== 'ar') || !url?.startsWith('https://wa.me/')) return null;
  if (!parsed || subtotal == null || fee == null || total == null) return null;
  if (!Array.isArray(rawLines) || rawLines.length === 0 || rawLines.length > 50) return null;
  const lines = rawLines.map(parseLine);
  if (lines.some((line) => line === null)) return null;
  return { number, sentAt, language, details: parsed, lines: lines as CartLine[], subtotal, fee, total, url };
}

/** The stored orders, newest first; bad records are dropped with a warning. */
export function readOrders(storage: Pick<Storage, 'getItem'> | undefined): OrderRecord[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(ORDER_HISTORY_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.warn('[orders] the stored order history is not JSON; it was ignored');
    return [];
  }
  const entries = Array.isArray(value) ? value.slice(0, MAX_ORDERS_KEPT) : [];
  const orders = entries.flatMap((entry) => parseOrder(entry) ?? []);
  const dropped = Array.isArray(value) ? entries.length - orders.length : 1;
  if (dropped > 0) console.warn(`[orders] dropped ${dropped} invalid stored ${dropped === 1 ? 'order' : 'orders'}`);
  return orders;
}

/** Puts an order first and keeps the last five. Full or blocked storage only loses the history. */
export function saveOrder(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  order: OrderRecord,
): OrderRecord[] {
  const orders = [order, ...readOrders(storage).filter((o) => o.number !== order.number)].slice(0, MAX_ORDERS_KEPT);
  try {
    storage?.setItem(ORDER_HISTORY_KEY, JSON.stringify(orders));
  } catch {
    // The order was sent; only this browser's list of it is lost.
  }
  return orders;
}
