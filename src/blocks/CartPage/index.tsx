import { useMemo } from 'react';
import { useCartActor, useCartLines, useCartTotal } from '../../cart/CartProvider';
import type { SectionProps } from '../types';
import { CartPage, type CartPageActions } from './CartPage';
import { useCheckout } from './useCheckout';

export default function CartPageBlock({ section }: SectionProps<'cartPage'>) {
  const lines = useCartLines();
  const total = useCartTotal();
  const cart = useCartActor();
  const { notice, checkout, confirm, cancel } = useCheckout(lines);
  const actions: CartPageActions = useMemo(
    () => ({
      // The field allows 1..99; a change below 1 (or not a number) is ignored (SPEC section 5).
      onQuantity: (cartId, value) => {
        const quantity = Number(value);
        if (value.trim() !== '' && Number.isFinite(quantity) && quantity >= 1)
          cart.send({ type: 'cart.setQuantity', cartId, quantity });
      },
      onRemove: (cartId) => cart.send({ type: 'cart.remove', cartId }),
      onCheckout: () => void checkout(),
      onConfirm: confirm,
      onCancel: cancel,
    }),
    [cart, checkout, confirm, cancel],
  );
  return (
    <CartPage id={section.id} content={section.content} lines={lines} total={total} notice={notice} actions={actions} />
  );
}
