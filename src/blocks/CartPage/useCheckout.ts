/**
 * Checkout: re-read the cart's dishes from the live published version (the site's own
 * data files, read afresh), adopt current names and prices, ask the visitor to confirm when a
 * price changed or a dish is gone, then open WhatsApp with the order message to the
 * restaurant's WhatsApp number, also read afresh. Only prices the live version has just
 * confirmed are ever sent: when the re-read fails (the site unreachable, or a file that
 * cannot be read), nothing is sent, the cart stays exactly as it is, and the visitor is asked
 * to try again in a moment.
 */
import { useCallback, useRef, useState } from 'react';
import { useCartActor } from '../../cart/CartProvider';
import type { CartLine } from '../../cart/model';
import { needsConfirmation, repriceCart } from '../../cart/reprice';
import { useDataContext } from '../../data/DataProvider';
import { runQuery } from '../../data/query';
import { cartItemsQuery } from '../../data/queries/cartItems';
import { restaurantQuery } from '../../data/queries/restaurant';
import type { RestaurantModel } from '../../generated/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { buildOrderMessage } from '../../whatsapp/orderMessage';
import { openWhatsapp, whatsappUrl } from '../../whatsapp/link';
import type { CheckoutNotice } from './CartPage';

export function useCheckout(lines: CartLine[]) {
  const ctx = useDataContext();
  const cart = useCartActor();
  const { language, pick } = useLanguage();
  const [notice, setNotice] = useState<CheckoutNotice>({ kind: 'none' });
  /** The restaurant the confirmed order goes to (kept while the visitor reviews changes). */
  const recipient = useRef<RestaurantModel | null>(null);

  const send = useCallback(
    (order: CartLine[], to: RestaurantModel) => {
      const message = buildOrderMessage(order, language, pick(to.name));
      const url = whatsappUrl(to.whatsapp, message);
      openWhatsapp(url);
      // The same chat as a link, in case the browser blocked the new tab.
      setNotice({ kind: 'sent', url });
    },
    [language, pick],
  );

  const checkout = useCallback(async () => {
    if (!lines.length) {
      setNotice({ kind: 'empty' });
      return;
    }
    setNotice({ kind: 'checking' });
    let items;
    let to: RestaurantModel;
    try {
      // The WhatsApp number is read again too: the restaurant may have changed it since the page loaded.
      const live = { ...ctx, published: ctx.published?.fresh() };
      [items, to] = await Promise.all([
        runQuery(cartItemsQuery, { ids: lines.map((l) => l.id) }, live),
        runQuery(restaurantQuery, {}, live),
      ]);
    } catch (error) {
      // The stored prices are not confirmed: send nothing and leave the cart untouched.
      console.error(
        '[data] checkout could not confirm prices; nothing sent:',
        error instanceof Error ? error.message : error,
      );
      setNotice({ kind: 'unconfirmed' });
      return;
    }
    const result = repriceCart(lines, items, { timeZone: to.timeZone });
    cart.send({ type: 'cart.refresh', lines: result.lines });
    // Never a made-up number: without the restaurant's own, nothing is sent.
    if (!to.whatsapp) {
      setNotice({ kind: 'noNumber' });
      return;
    }
    recipient.current = to;
    if (needsConfirmation(result)) setNotice({ kind: 'review', result });
    else send(result.lines, to);
  }, [lines, ctx, cart, send]);

  const confirm = useCallback(() => {
    if (notice.kind === 'review' && notice.result.lines.length && recipient.current)
      send(notice.result.lines, recipient.current);
  }, [notice, send]);

  return { notice, checkout, confirm, cancel: () => setNotice({ kind: 'none' }) };
}
