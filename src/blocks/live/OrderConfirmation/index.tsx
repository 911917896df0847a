/**
 * The confirmation page: the order the cart just sent (handed over in the navigation, else
 * this browser's stored order of that number, else the newest), and "Order again" for the
 * last five, re-priced against the live version's dishes (what is gone is named, not added).
 */
import { useEffect, useState } from 'react';
import { useAddress } from '../../../router/address';
import { useCartActor } from '../../../ordering/cart/CartProvider';
import { repriceCart } from '../../../ordering/cart/reprice';
import { useDataContext, useQuery } from '../../../data/DataProvider';
import { runQuery } from '../../../data/query';
import { cartItemsQuery } from '../../../data/queries/cartItems';
import { restaurantQuery } from '../../../data/queries/restaurant';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pickText } from '../../../i18n/pickText';
import { readOrders, type OrderRecord } from '../../../ordering/order/history';
import { browserStorage } from '../../../ordering/cart/storage';
import type { SectionProps } from '../../types';
import { OrderConfirmation } from './OrderConfirmation';
import type { ReorderNotice } from './RecentOrders';

export default function OrderConfirmationBlock({ section }: SectionProps<'orderConfirmation'>) {
  const { search } = useAddress();
  const ctx = useDataContext();
  const cart = useCartActor();
  const { language } = useLanguage();
  const [orders, setOrders] = useState<{ order: OrderRecord | null; recent: OrderRecord[] } | null>(null);
  const [notice, setNotice] = useState<ReorderNotice>({ kind: 'none' });
  // The restaurant's time zone: a dish outside its category's hours is not added now.
  const restaurant = useQuery(restaurantQuery, {});

  // Orders live in this browser only: read after the published (empty) page has hydrated.
  useEffect(() => {
    const recent = readOrders(browserStorage());
    const number = new URLSearchParams(search).get('number');
    setOrders({ order: recent.find((o) => o.number === number) ?? recent[0] ?? null, recent });
  }, [search]);

  const orderAgain = (past: OrderRecord) => {
    setNotice({ kind: 'working', number: past.number });
    const live = { ...ctx, published: ctx.published?.fresh() };
    runQuery(cartItemsQuery, { ids: past.lines.map((line) => line.id) }, live).then(
      (items) => {
        const { lines, removed, unavailable } = repriceCart(past.lines, items, {
          timeZone: restaurant.data.timeZone,
        });
        for (const line of lines) cart.send({ type: 'cart.add', item: line, quantity: line.quantity });
        setNotice({
          kind: 'added',
          number: past.number,
          added: lines.length,
          unavailable: removed.map((line) => pickText(line.name, language)),
          soldOut: unavailable.map(({ line }) => pickText(line.name, language)),
        });
      },
      (error: unknown) => {
        console.error(
          '[data] could not read the menu for Order again:',
          error instanceof Error ? error.message : error,
        );
        setNotice({ kind: 'failed', number: past.number });
      },
    );
  };

  return (
    <OrderConfirmation
      id={section.id}
      content={section.content}
      order={orders?.order ?? null}
      recent={orders?.recent ?? []}
      ready={orders !== null}
      notice={notice}
      onOrderAgain={orderAgain}
    />
  );
}
