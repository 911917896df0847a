/**
 * Checkout: re-read the cart's dishes from the CMS, adopt current names and prices, ask the
 * visitor to confirm when a price changed or a dish is gone, then open WhatsApp with the
 * order message. A failed re-read is logged and the stored lines are sent as they are.
 */
import { useCallback, useState } from 'react';
import { useCartActor } from '../../cart/CartProvider';
import type { CartLine } from '../../cart/model';
import { needsConfirmation, repriceCart, type RepriceResult } from '../../cart/reprice';
import { useDataContext, useQuery } from '../../data/DataProvider';
import { cartItemsQuery } from '../../data/queries/cartItems';
import { restaurantQuery } from '../../data/queries/restaurant';
import { useLanguage } from '../../i18n/LanguageProvider';
import { buildOrderMessage } from '../../whatsapp/orderMessage';
import { openWhatsapp, whatsappUrl } from '../../whatsapp/link';
import type { CheckoutNotice } from './CartPage';

export function useCheckout(lines: CartLine[]) {
  const ctx = useDataContext();
  const cart = useCartActor();
  const { language, pick } = useLanguage();
  const restaurant = useQuery(restaurantQuery, {});
  const [notice, setNotice] = useState<CheckoutNotice>({ kind: 'none' });

  const send = useCallback(
    (order: CartLine[]) => {
      const message = buildOrderMessage(order, language, pick(restaurant.data.name));
      openWhatsapp(whatsappUrl(restaurant.data.whatsapp, message));
      setNotice({ kind: 'none' });
    },
    [language, pick, restaurant.data],
  );

  const checkout = useCallback(async () => {
    if (!lines.length) {
      setNotice({ kind: 'empty' });
      return;
    }
    setNotice({ kind: 'checking' });
    let result: RepriceResult;
    try {
      const items = await cartItemsQuery.fetch({ ids: lines.map((l) => l.id) }, ctx);
      result = repriceCart(lines, items);
      cart.send({ type: 'cart.refresh', lines: result.lines });
    } catch (error) {
      console.error('[cms] checkout re-read failed; sending the stored cart:', error instanceof Error ? error.message : error);
      result = { lines, removed: [], changed: [] };
    }
    if (needsConfirmation(result)) setNotice({ kind: 'review', result });
    else send(result.lines);
  }, [lines, ctx, cart, send]);

  const confirm = useCallback(() => {
    if (notice.kind === 'review' && notice.result.lines.length) send(notice.result.lines);
  }, [notice, send]);

  return { notice, checkout, confirm, cancel: () => setNotice({ kind: 'none' }) };
}
