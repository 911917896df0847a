/**
 * The cart page: lines, how and when to get the order, and checkout. The live prices and the
 * restaurant's settings are read in the background (./useFreshOrderData.ts), so the checkout
 * machine decides inside the click and WhatsApp opens in it; a sent order is kept in this
 * browser and shown on the confirmation page.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useCartActor, useCartLines, useCartTotal } from '../../../ordering/cart/CartProvider';
import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../useSectionData';
import { openState } from '../../../hours/openNow';
import { restaurantSchedule } from '../../../hours/schedule';
import { zonedClock } from '../../../hours/zone';
import { parseWholeNumber } from '../../../i18n/digits';
import { useLanguage } from '../../../i18n/LanguageProvider';
import {
  checkoutContext,
  edited,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutOrder,
} from '../../../ordering/order/checkout.model';
import { importWithReload } from '../../../perf/importWithReload';
import { useLazyActor } from '../../../perf/lazyActor';
import { orderChoices, PROBLEM_FIELD, type OrderChoices } from '../../../ordering/order/details';
import { ORDER_PAGE } from '../../../site/paths';
import { useTable } from '../../../ordering/order/useTable';
import { useNavigate } from '../../../router/links';
import type { SectionProps } from '../../types';
import type { CartPageActions } from './actions';
import { CartPage } from './CartPage';
import { opensAgainText } from './opensAgain';
import { fieldId } from './fieldId';
import { useGeolocation } from './useGeolocation';
import { useFreshOrderData } from './useFreshOrderData';
import { useNow } from '../../../hours/useNow';
import { browserStorage, readCart } from '../../../ordering/cart/storage';
import { filledParts } from './filledParts';

// A saved cart holding dishes will show its lines once restored: their code starts loading with
// this block's, not after it.
if (typeof window !== 'undefined' && readCart(browserStorage()).length > 0) void filledParts();

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
  // The checkout machine (with XState) and the sending of an order (its message, number and
  // history) load at the visitor's first interaction (src/perf/lazyActor.ts): long before a press
  // on "Order on WhatsApp", which then decides and opens WhatsApp inside its click. Edits of the
  // form need neither until then.
  const { view: state, send } = useLazyActor<CheckoutContext, CheckoutEvent>(() => ({
    initial: { value: 'editing', context: checkoutContext({ schedule }) },
    machine: () =>
      Promise.all([
        importWithReload(() => import('../../../ordering/order/checkout.machine')),
        importWithReload(() => import('../../../ordering/order/sendOrder')),
      ]).then(([{ checkoutMachine }, { sendOrder }]) =>
        checkoutMachine.provide({
          actions: {
            send: (_, order: CheckoutOrder) => {
              const { language: lang, navigate: go } = latest.current;
              const { record } = sendOrder(order, lang, browserStorage());
              cart.send({ type: 'cart.clear' });
              go(`${ORDER_PAGE}?number=${record.number}`);
            },
            refreshCart: (_, refreshed) => cart.send({ type: 'cart.refresh', lines: refreshed }),
          },
        }),
      ),
    adopt: edited,
  }));
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

  const { location, locate, forget } = useGeolocation((at) => send({ type: 'checkout.location', location: at }));

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
    // The field allows 1..99; a change below 1 (or not a number) is ignored.
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
              onForgetLocation: forget,
            }
          : null
      }
      actions={actions}
    />
  );
}
