/**
 * The shapes of the menu and dish files the browser trusts (src/data/published.ts). Their own
 * module, loaded by the first read of either: the pages that never read them (every first view
 * but a filtered menu or a cart with dishes) do not load the checks.
 */
import type { MenuItemModel } from '../generated/types';
import type { PublishedDish } from '../menu/localMenu';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isMenuData(value: unknown): value is { dishes: PublishedDish[] } {
  return (
    isObject(value) &&
    Array.isArray(value.dishes) &&
    value.dishes.every(
      (dish) =>
        isObject(dish) &&
        isObject(dish.card) &&
        isObject(dish.card.diet) &&
        Array.isArray(dish.categories) &&
        Array.isArray(dish.allergens) &&
        Array.isArray(dish.prices),
    )
  );
}

/**
 * A dish file the cart and the dish page can trust: an id, a name, readable prices, whether it (or
 * a size) is sold out, and its own fields of the model (whatever fields the model has: the page
 * shows them, and they are normalised at publish like the rest).
 */
export function isDish(value: unknown, id: number): value is MenuItemModel {
  if (
    !isObject(value) ||
    String(value.id) !== String(id) ||
    !isObject(value.name) ||
    typeof value.basePrice !== 'number' ||
    typeof value.soldOut !== 'boolean' ||
    !isObject(value.diet) ||
    !isObject(value.fields) ||
    !Array.isArray(value.availability)
  )
    return false;
  const priced = (list: unknown) =>
    Array.isArray(list) && list.every((option) => isObject(option) && typeof option.price === 'number');
  const sizesKnown =
    Array.isArray(value.variants) &&
    value.variants.every((size) => isObject(size) && typeof size.soldOut === 'boolean');
  return priced(value.variants) && priced(value.addons) && sizesKnown;
}
