/**
 * Sending an order: it gets its number, its message in the visitor's language and its wa.me
 * address; WhatsApp opens (inside the click that confirmed it); and it is kept in this browser's
 * order history, where the confirmation page (a page of its own, loaded by the number in its
 * address) and "order again" find it. Clearing the cart and going to the confirmation page are
 * the caller's.
 */
import { cartTotal, orderTotal } from '../cart/model';
import type { Language } from '../../i18n/dictionary';
import { pickText } from '../../i18n/pickText';
import { openWhatsapp, whatsappUrl } from '../../whatsapp/link';
import type { CheckoutOrder } from './checkout.machine';
import { orderFee } from './details';
import { readOrders, saveOrder, type OrderRecord } from './history';
import { buildOrderMessage } from './orderMessage';
import { newOrderNumber } from './orderNumber';

export function sendOrder(
  order: CheckoutOrder,
  language: Language,
  storage: Storage | undefined,
): { record: OrderRecord } {
  const number = newOrderNumber(order.restaurant.name.en, new Set(readOrders(storage).map((o) => o.number)));
  const fee = orderFee(order.details, order.restaurant.ordering);
  const subtotal = cartTotal(order.lines);
  const message = buildOrderMessage(
    {
      number,
      details: order.details,
      lines: order.lines,
      fee,
      restaurantName: pickText(order.restaurant.name, language),
    },
    language,
  );
  const url = whatsappUrl(order.restaurant.whatsapp, message);
  openWhatsapp(url);
  const record: OrderRecord = {
    number,
    sentAt: new Date().toISOString(),
    language,
    details: order.details,
    lines: order.lines,
    subtotal,
    fee,
    total: orderTotal(subtotal, fee),
    url,
  };
  saveOrder(storage, record);
  return { record };
}
