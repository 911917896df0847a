/**
 * The live version's view of the cart, read in the background so that pressing "Order on
 * WhatsApp" decides at once and WhatsApp opens inside the click: the cart's dishes and the
 * restaurant (WhatsApp number, ordering settings), read afresh from the site's data files when
 * the cart page opens, when the cart's dishes change, and when the visitor comes back to the
 * tab after a while. A failed read is shown as such: nothing is sent on unconfirmed prices.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../../ordering/cart/model';
import { useDataContext } from '../../../data/DataProvider';
import { runQuery } from '../../../data/query';
import { cartItemsQuery } from '../../../data/queries/cartItems';
import { restaurantQuery } from '../../../data/queries/restaurant';
import type { FreshData } from '../../../ordering/order/checkout';

/** Coming back to the tab after this long reads again (a price may have changed meanwhile). */
export const FRESH_FOR_MS = 60_000;

export function useFreshOrderData(lines: readonly CartLine[]): { fresh: FreshData; refresh: () => void } {
  const ctx = useDataContext();
  const [fresh, setFresh] = useState<FreshData>({ status: 'loading' });
  const ids = [...new Set(lines.map((line) => String(line.id)))].sort().join(',');
  const readAt = useRef(0);
  const generation = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++generation.current;
    setFresh({ status: 'loading' });
    const live = { ...ctx, published: ctx.published?.fresh() };
    Promise.all([
      runQuery(cartItemsQuery, { ids: ids ? ids.split(',') : [] }, live),
      runQuery(restaurantQuery, {}, live),
    ]).then(
      ([items, restaurant]) => {
        if (mine !== generation.current) return;
        readAt.current = Date.now();
        setFresh({ status: 'ready', items, restaurant });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.error(
          '[data] could not read the live prices; nothing will be sent until they are confirmed:',
          error instanceof Error ? error.message : error,
        );
        setFresh({ status: 'failed' });
      },
    );
  }, [ctx, ids]);

  useEffect(() => {
    refresh();
    const again = () => {
      if (document.visibilityState === 'visible' && Date.now() - readAt.current > FRESH_FOR_MS) refresh();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, [refresh]);

  return { fresh, refresh };
}
