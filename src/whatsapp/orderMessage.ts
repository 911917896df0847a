/**
 * The cart checkout message (SPEC section 7), in the visitor's language: every line with its
 * name, size, add-ons, quantity, unit price in SAR and subtotal, then the total and the request
 * to confirm the order and the delivery or pickup time.
 */
import { cartTotal, fromHalalas, unitHalalas, type CartLine } from '../cart/model';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatPrice } from '../i18n/format';
import { pickText } from '../i18n/LanguageProvider';

export function buildOrderMessage(lines: readonly CartLine[], language: Language, restaurantName: string): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  const separator = language === 'ar' ? '، ' : ', ';
  const blocks = lines.map((line, index) => {
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
  return [
    t('order.greeting', { restaurant: restaurantName }),
    ...blocks,
    t('order.total', { price: formatPrice(cartTotal(lines), language) }),
    t('order.confirm'),
  ].join('\n\n');
}
