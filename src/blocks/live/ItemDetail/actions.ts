/**
 * What the dish view shows of the visitor's choices and what it can ask for: the contract between
 * the view (ItemDetail and its ItemChoices) and the section that runs the option machine
 * (index.tsx). Its own module, so the view's parts import it without importing each other.
 */
export interface ItemOptionsView {
  variantId: string | null;
  addons: string[];
  quantity: number;
  /** What the quantity field shows while the visitor types (null: the quantity). */
  quantityDraft: string | null;
  /** (chosen size, else the displayed price) + add-ons, times quantity. */
  total: number;
  /** Confirmations so far; > 0 shows 'Item added to cart!'. */
  added: number;
  /** Why the dish cannot be ordered now: sold out today, or not before its category's window opens. */
  unavailable: { kind: 'soldOut' } | { kind: 'notYet'; from: string } | null;
}

export interface ItemDetailActions {
  onVariant: (id: number | string) => void;
  onAddon: (id: number | string) => void;
  onQuantityDraft: (value: string) => void;
  /** Leaving the field: a non-numeric entry becomes 1. */
  onQuantityCommit: (value: string) => void;
  onIncrement: () => void;
  onDecrement: () => void;
  onAdd: () => void;
}
