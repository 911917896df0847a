/**
 * The cart page: lines, how and when to get the order, and checkout. The live prices and the
 * restaurant's settings are read in the background (./useFreshOrderData.ts), so the checkout
 * machine decides inside the click and WhatsApp opens in it; a sent order is kept in this
 * browser and shown on the confirmation page.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCartActor, useCartLines, useCartTotal } from '../../../ordering/cart/CartProvider';
import { cartTotal } from '../../../ordering/cart/model';
import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../../data/useSectionData';
import { openState, type NextOpening } from '../../../hours/openNow';
import { restaurantSchedule } from '../../../hours/schedule';
import { zonedClock } from '../../../hours/zone';
import { parseWholeNumber } from '../../../i18n/digits';
import { formatTime12 } from '../../../i18n/format';
import type { Language } from '../../../i18n/dictionary';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pickText } from '../../../i18n/pickText';
import { translate } from '../../../i18n/messages';
import { checkoutMachine, type CheckoutOrder } from '../../../ordering/order/checkout.machine';
import { orderChoices, orderFee, PROBLEM_FIELD, type OrderChoices } from '../../../ordering/order/details';
import { readOrders, saveOrder, type OrderRecord } from '../../../ordering/order/history';
import { newOrderNumber } from '../../../ordering/order/orderNumber';
import type { OrderPageState } from '../../../ordering/order/confirmation';
import { ORDER_PAGE } from '../../../site/paths';
import { useTable } from '../../../ordering/order/table';
import { useNavigate } from '../../../router/links';
import { buildOrderMessage, orderTotal } from '../../../ordering/order/orderMessage';
import { openWhatsapp, whatsappUrl } from '../../../whatsapp/link';
import type { SectionProps } from '../../types';
import { CartPage, type CartPageActions } from './CartPage';
import { fieldId, type LocationState } from './OrderForm';
import { useFreshOrderData } from './useFreshOrderData';
import { useNow } from '../../../hours/useNow';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** "today at 12:00 PM" / "on Tuesday at 12:00 PM": when a closed restaurant opens again. */
function opensAgainText(opens: NextOpening | null, language: Language): string {
  if (!opens) return '';
  const time = formatTime12(opens.time, language);
  return opens.today
    ? translate(language, 'orderForm.opensToday', { time })
    : translate(language, 'orderForm.opensOn', { day: translate(language, `day.${opens.day}`), time });
}

export default function CartPageBlock({ section }: SectionProps<'cartPage'>) {
  const { restaurant } = useSectionData(section, { restaurant: restaurantQuery });
  const lines = useCartLines();
  const total = useCartTotal();
  const cart = useCartActor();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const table = useTable();
  // Null in the published HTML: the pickup slots are of the visit's time.
  const now = useNow();
  const { fresh, refresh } = useFreshOrderData(lines);
  // The newest settings the page has: those read just now, else those it was published with.
  const current = fresh.status === 'ready' ? fresh.restaurant : restaurant.data;
  const hoursKey = JSON.stringify([
    current.hours,
    current.opensAt,
    current.closesAt,
    current.timeZone,
    current.overrides,
  ]);
  const schedule = useMemo(
    () => restaurantSchedule(current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on hoursKey, the content of the hours
    [hoursKey],
  );

  // The send action runs inside the click that confirmed the order: it reads the page's latest values.
  const latest = useRef({ language, navigate });
  latest.current = { language, navigate };
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actions: {
          send: (_, order: CheckoutOrder) => {
            const { language: lang, navigate: go } = latest.current;
            const storage = browserStorage();
            const number = newOrderNumber(order.restaurant.name.en, new Set(readOrders(storage).map((o) => o.number)));
            const fee = orderFee(order.details, order.restaurant.ordering);
            const subtotal = cartTotal(order.lines);
            const message = buildOrderMessage(
              {
                number,
                details: order.details,
                lines: order.lines,
                fee,
                restaurantName: pickText(order.restaurant.name, lang),
              },
              lang,
            );
            const url = whatsappUrl(order.restaurant.whatsapp, message);
            openWhatsapp(url);
            const record: OrderRecord = {
              number,
              sentAt: new Date().toISOString(),
              language: lang,
              details: order.details,
              lines: order.lines,
              subtotal,
              fee,
              total: orderTotal(subtotal, fee),
              url,
            };
            saveOrder(storage, record);
            cart.send({ type: 'cart.clear' });
            const state: OrderPageState = { order: record };
            go(`${ORDER_PAGE}?number=${number}`, { state });
          },
          refreshCart: (_, refreshed) => cart.send({ type: 'cart.refresh', lines: refreshed }),
        },
      }),
    [cart],
  );
  const [state, send] = useMachine(machine, { input: { schedule } });
  useEffect(() => send({ type: 'checkout.schedule', schedule }), [schedule, send]);
  useEffect(() => {
    if (table) send({ type: 'checkout.table', table });
  }, [table, send]);

  const { values, problems, notice, review } = state.context;
  // Each press that finds problems puts the focus on the first field to fix.
  useEffect(() => {
    const field = problems.map((problem) => PROBLEM_FIELD[problem.code]).find((f) => f !== null);
    if (field) document.getElementById(fieldId(section.id, field))?.focus();
  }, [problems, section.id]);

  const [location, setLocation] = useState<LocationState>({ kind: 'none' });
  const locate = () => {
    if (!('geolocation' in navigator)) return setLocation({ kind: 'failed' });
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocation({ kind: 'set', at });
        send({ type: 'checkout.location', location: at });
      },
      () => setLocation({ kind: 'failed' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const settings = current.ordering;
  const choices: OrderChoices | null = now ? orderChoices({ settings, schedule, now }) : null;
  const type = values.type || (choices?.types.length === 1 ? choices.types[0] : '');
  const fee = type === 'delivery' ? settings.deliveryFee : 0;
  const closedUntil =
    now && choices?.closed
      ? opensAgainText(
          (() => {
            const open = openState(now, schedule);
            return open.kind === 'closed' ? open.opens : null;
          })(),
          language,
        )
      : null;

  const actions: CartPageActions = {
    // The field allows 1..99; a change below 1 (or not a number) is ignored (SPEC section 5).
    onQuantity: (cartId, value) => {
      const quantity = parseWholeNumber(value);
      if (quantity !== null && quantity >= 1) cart.send({ type: 'cart.setQuantity', cartId, quantity });
    },
    onRemove: (cartId) => cart.send({ type: 'cart.remove', cartId }),
    onCheckout: () => {
      send({ type: 'checkout.submit', lines, fresh });
      // Prices that could not be read are read again for the next press.
      if (fresh.status === 'failed') refresh();
    },
    onConfirm: () => send({ type: 'checkout.confirm' }),
    onCancel: () => send({ type: 'checkout.cancel' }),
  };

  return (
    <CartPage
      id={section.id}
      content={section.content}
      lines={lines}
      total={total}
      notice={fresh.status === 'loading' && lines.length > 0 ? 'checking' : notice}
      problems={problems}
      review={state.matches('review') && review ? review.repriced : null}
      fee={fee}
      closedUntil={closedUntil}
      starting={now === null}
      order={
        choices && choices.types.length > 0 && now
          ? {
              choices,
              settings,
              values,
              location,
              today: zonedClock(now, schedule.timeZone).date,
              table,
              onType: (orderType) => send({ type: 'checkout.type', orderType }),
              onChange: (field, value) => send({ type: 'checkout.change', field, value }),
              onLocate: locate,
              onForgetLocation: () => {
                setLocation({ kind: 'none' });
                send({ type: 'checkout.location', location: null });
              },
            }
          : null
      }
      actions={actions}
    />
  );
}
