/** The visit's table (./table.ts) as React state, for the blocks that order to it (the cart). */
import { useSyncExternalStore } from 'react';
import { currentTable, onTableChange } from './table';

/** The table of this visit; null in the published HTML and while hydrating, so the two agree. */
export function useTable(): string | null {
  return useSyncExternalStore(onTableChange, currentTable, () => null);
}
