/**
 * The paths of the pages the app knows by name (src/site/pages.ts): read once from the
 * site config, so a path is changed in site.config.json alone.
 */
import { pages } from 'virtual:site';
import { dishPath } from './pages';

export const MENU_PAGE = pages.menu;
export const CART_PAGE = pages.cart;
export const ORDER_PAGE = pages.order;

/** A dish's page: the dish page's path with the id for its `:id`. */
export function dishHref(id: number | string): string {
  return dishPath(pages.dish, id);
}

/** The dish id of a path on the dish page, or null when the path is not one. */
export function dishIdOf(path: string): string | null {
  const [before, after] = pages.dish.split(':id');
  if (!path.startsWith(before!) || !path.endsWith(after ?? '')) return null;
  const id = path.slice(before!.length, path.length - (after ?? '').length);
  return id && !id.includes('/') ? decodeURIComponent(id) : null;
}
