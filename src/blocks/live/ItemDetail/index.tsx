import { useEffect, useMemo, useRef, useState } from 'react';
import { useCartActor } from '../../../ordering/cart/CartProvider';
import { fromHalalas, unitHalalas, type CartItemInput } from '../../../ordering/cart/model';
import { useQuery } from '../../../data/DataProvider';
import { menuItemQuery } from './data';
import type { ItemDetailContent, MenuItemModel } from '../../../generated/types';
import {
  chosen,
  itemOptionsContext,
  type ItemOptionsContext,
  type ItemOptionsEvent,
} from '../../../machines/itemOptions.model';
import { importWithReload } from '../../../perf/importWithReload';
import { useLazyActor } from '../../../perf/lazyActor';
import { nextOpening } from '../../../menu/availability';
import { useOrderingMinute } from '../../../menu/useOrderingMinute';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useDocumentTitle } from '../../../seo/useDocumentTitle';
import type { SectionProps } from '../../types';
import { useAddress } from '../../../router/address';
import { routeParams } from '../../../router/routeCode';
import type { ItemDetailActions } from './actions';
import { ItemDetail } from './ItemDetail';

/** The cart input for the current choices; before a size is chosen the displayed price stands in. */
export function cartInput(item: MenuItemModel, variantId: string | null, addonIds: readonly string[]): CartItemInput {
  const variant = item.variants.find((v) => String(v.id) === variantId) ?? null;
  return {
    id: item.id,
    name: item.name,
    image: item.images[0]?.src ?? null,
    basePrice: item.basePrice,
    selectedVariant: variant ? { id: variant.id, name: variant.name, price: variant.price } : null,
    selectedAddons: item.addons
      .filter((a) => addonIds.includes(String(a.id)))
      .map((a) => ({ id: a.id, name: a.name, price: a.price })),
  };
}

function ReadyItem({ id, content, item }: { id: string; content: ItemDetailContent; item: MenuItemModel }) {
  const cart = useCartActor();
  const itemRef = useRef(item);
  itemRef.current = item;
  // The choices' machine (with XState) loads at the visitor's first interaction (src/perf/lazyActor.ts).
  const { view, send } = useLazyActor<ItemOptionsContext, ItemOptionsEvent>(() => ({
    initial: {
      value: {},
      context: itemOptionsContext({
        variantIds: item.variants.map((v) => v.id),
        soldOutIds: item.variants.filter((v) => v.soldOut).map((v) => v.id),
        addonIds: item.addons.map((a) => a.id),
        orderable: !item.soldOut,
      }),
    },
    machine: () =>
      importWithReload(() => import('../../../machines/itemOptions.machine')).then(({ itemOptionsMachine }) =>
        itemOptionsMachine.provide({
          actions: {
            addToCart: (_, { variantId, addonIds, quantity }) =>
              cart.send({ type: 'cart.add', item: cartInput(itemRef.current, variantId, addonIds), quantity }),
          },
        }),
      ),
    // Choices are answered at once, with the machine's own functions; only adding waits for it.
    adopt: chosen,
  }));
  // Outside its category's ordering window (worked out in the browser, every half minute).
  const minute = useOrderingMinute();
  const opensAt = minute === null ? null : nextOpening(item.availability, minute);
  const unavailable = item.soldOut
    ? ({ kind: 'soldOut' } as const)
    : opensAt
      ? ({ kind: 'notYet', from: opensAt } as const)
      : null;
  useEffect(() => {
    send({ type: 'item.orderable', value: !item.soldOut && opensAt === null });
  }, [send, item.soldOut, opensAt]);
  const context = view.context;
  const [draft, setDraft] = useState<string | null>(null);
  const actions = useMemo<ItemDetailActions>(
    () => ({
      onVariant: (variant) => send({ type: 'item.selectVariant', id: variant }),
      onAddon: (addon) => send({ type: 'item.toggleAddon', id: addon }),
      onQuantityDraft: (value) => {
        setDraft(value);
        if (/^\d+$/.test(value.trim())) send({ type: 'item.setQuantity', value });
      },
      onQuantityCommit: (value) => {
        setDraft(null);
        send({ type: 'item.setQuantity', value });
      },
      onIncrement: () => {
        setDraft(null);
        send({ type: 'item.increment' });
      },
      onDecrement: () => {
        setDraft(null);
        send({ type: 'item.decrement' });
      },
      onAdd: () => {
        setDraft(null);
        send({ type: 'item.add' });
      },
    }),
    [send],
  );
  const input = cartInput(item, context.variantId, context.addons);
  const unit = input.selectedVariant ? unitHalalas(input) : unitHalalas({ ...input, basePrice: item.displayPrice });
  const options = { ...context, quantityDraft: draft, total: fromHalalas(unit * context.quantity), unavailable };
  return <ItemDetail id={id} content={content} state={{ kind: 'ready', item, options, actions }} />;
}

export default function ItemDetailBlock({ section }: SectionProps<'itemDetail'>) {
  const { id } = routeParams(useAddress().pathname);
  const resource = useQuery(menuItemQuery, { id });
  const { pick, t } = useLanguage();
  // The dish page is named after the dish, like its prerendered <title>.
  useDocumentTitle(
    resource.data ? pick(resource.data.name) : resource.status === 'loading' ? '' : t('error.itemNotFound'),
  );
  if (resource.status === 'loading')
    return <ItemDetail id={section.id} content={section.content} state={{ kind: 'loading' }} />;
  if (!resource.data) return <ItemDetail id={section.id} content={section.content} state={{ kind: 'notFound' }} />;
  return <ReadyItem key={String(resource.data.id)} id={section.id} content={section.content} item={resource.data} />;
}
