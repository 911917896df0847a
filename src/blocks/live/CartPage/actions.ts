/** What the cart view can ask for: the contract between its parts and the section that runs checkout (index.tsx). */
export interface CartPageActions {
  onQuantity: (cartId: string, value: string) => void;
  onRemove: (cartId: string) => void;
  onCheckout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}
