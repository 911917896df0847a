/**
 * Dine-in mode: a table's QR card links to any page with `?table=12`. The visit then orders
 * to that table for the rest of the browser session (sessionStorage: a new visit, or a closed
 * tab, starts without it), shown in the header and preselected in the cart. The parameter is
 * taken out of the address, so a shared link does not seat someone else at the table.
 */
import { westernDigits } from '../../i18n/digits';

/** A table as printed on its card: 1 to 8 letters, digits or dashes ("12", "T4", "A-2"). */
export function tableNumber(typed: string): string {
  const table = westernDigits(typed).trim();
  return /^[A-Za-z0-9-]{1,8}$/.test(table) ? table : '';
}

export const TABLE_SESSION_KEY = 'restaurant_table';
export const TABLE_PARAM = 'table';

const listeners = new Set<() => void>();

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The table this visit orders to, or null. A stored value that is not a table is ignored. */
export function currentTable(): string | null {
  let stored: string | null = null;
  try {
    stored = session()?.getItem(TABLE_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
  return stored ? tableNumber(stored) || null : null;
}

/** Seats the visit at a table, or (null) leaves dine-in mode. */
export function setTable(table: string | null): void {
  try {
    if (table) session()?.setItem(TABLE_SESSION_KEY, table);
    else session()?.removeItem(TABLE_SESSION_KEY);
  } catch {
    // Blocked storage: the mode lasts as long as this page.
  }
  for (const listener of listeners) listener();
}

/**
 * Reads `?table=` off an address: the table (when it is one; `?table=` with junk is dropped
 * without seating anyone) and the search string without the parameter.
 */
export function takeTableParam(search: string): { table: string | null; rest: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has(TABLE_PARAM)) return null;
  const table = tableNumber(params.get(TABLE_PARAM) ?? '') || null;
  params.delete(TABLE_PARAM);
  const rest = params.toString();
  return { table, rest: rest ? `?${rest}` : '' };
}

/** Calls `listener` whenever the visit's table changes (./useTable.ts, the header's badge). */
export function onTableChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
