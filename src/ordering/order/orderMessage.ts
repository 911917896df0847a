/**
 * The WhatsApp order message, in the visitor's language: the order
 * number at the top; how and when (pickup, delivery with its address, or a table); every line
 * with its name, size, add-ons, quantity, unit price and subtotal; the order's subtotal, the
 * delivery fee and the total; and the request to confirm.
 */
import { cartTotal, fromHalalas, orderTotal, unitHalalas, type CartLine } from '../cart/model';
import type { Language, MessageKey } from '../../i18n/dictionary';
import { translate } from '../../i18n/messages';
import { formatTime12 } from '../../i18n/format';
import { formatPrice } from '../../i18n/money';
import { formatShortDate } from '../../i18n/shortDate';
import { pickText } from '../../i18n/pickText';
import { mapLink, type OrderDetails, type OrderTime } from './details';

export interface OrderMessageInput {
  number: string;
  details: OrderDetails;
  lines: readonly CartLine[];
  /** Delivery fee in SAR (0 for none). */
  fee: number;
  restaurantName: string;
}

/** "As soon as possible", or "Thu 26 Nov, 8:15 PM" at the restaurant. */
export function orderTimeText(when: OrderTime, language: Language): string {
  if (when.kind === 'asap') return translate(language, 'order.asap');
  const separator = language === 'ar' ? '، ' : ', ';
  return `${formatShortDate(when.slot.date, language)}${separator}${formatTime12(when.slot.time, language)}`;
}

function detailLines(details: OrderDetails, language: Language): string[] {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  const rows = [t('order.typeLine', { type: t(`orderType.${details.type}`) })];
  if (details.type === 'dineIn') return [...rows, t('order.table', { table: details.table })];
  rows.push(t('order.time', { time: orderTimeText(details.when, language) }));
  if (details.name) rows.push(t('order.name', { name: details.name }));
  if (details.type === 'pickup') return rows;
  const separator = language === 'ar' ? '، ' : ', ';
  rows.push(
    t('order.phone', { phone: details.phone }),
    t('order.address', { address: [details.address, details.address2].filter(Boolean).join(separator) }),
  );
  if (details.nationalAddress) rows.push(t('order.nationalAddress', { code: details.nationalAddress }));
  if (details.location) rows.push(t('order.location', { url: mapLink(details.location) }));
  return rows;
}

export function buildOrderMessage(order: OrderMessageInput, language: Language): string {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  const separator = language === 'ar' ? '، ' : ', ';
  const blocks = order.lines.map((line, index) => {
    const unit = fromHalalas(unitHalalas(line));
    const rows = [`${index + 1}. ${pickText(line.name, language)}`];
    if (line.selectedVariant) rows.push(t('order.size', { name: pickText(line.selectedVariant.name, language) }));
    if (line.selectedAddons.length)
      rows.push(
        t('order.addons', { names: line.selectedAddons.map((a) => pickText(a.name, language)).join(separator) }),
      );
    rows.push(
      t('order.quantity', { quantity: line.quantity }),
      t('order.price', { price: formatPrice(unit, language) }),
      t('order.subtotal', { price: formatPrice(fromHalalas(unitHalalas(line) * line.quantity), language) }),
    );
    return rows.join('\n');
  });
  const subtotal = cartTotal(order.lines);
  const totals =
    order.fee > 0
      ? [
          t('order.orderSubtotal', { price: formatPrice(subtotal, language) }),
          t('order.deliveryFee', { price: formatPrice(order.fee, language) }),
          t('order.total', { price: formatPrice(orderTotal(subtotal, order.fee), language) }),
        ]
      : [t('order.total', { price: formatPrice(subtotal, language) })];
  const confirm =
    order.details.type === 'dineIn'
      ? 'order.confirm.dineIn'
      : order.details.when.kind === 'asap'
        ? 'order.confirm.asap'
        : 'order.confirm.slot';
  return [
    t('order.number', { number: order.number }),
    t('order.greeting', { restaurant: order.restaurantName }),
    detailLines(order.details, language).join('\n'),
    ...blocks,
    totals.join('\n'),
    t(confirm),
  ].join('\n\n');
}
