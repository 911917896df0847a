/**
 * What the menu's parts can ask for: the contract between the views (the sidebar, chips, filter
 * sheet, results) and the section that runs the filter machine (index.tsx). Its own module, so
 * the parts import it without importing the view that holds them.
 */
import type { MenuCardModel } from '../../../generated/types';
import type { MenuDiet, MenuSort, MenuView } from '../../../menu/filterState';

export interface MenuBrowserActions {
  onSearch: (value: string) => void;
  onCategory: (slug: string) => void;
  onDiet: (diet: MenuDiet) => void;
  onWithout: (allergenId: string) => void;
  onClearFilters: () => void;
  onPendingMin: (value: string) => void;
  onPendingMax: (value: string) => void;
  onApplyRange: () => void;
  onPage: (page: number) => void;
  onSort: (sort: MenuSort) => void;
  onView: (view: MenuView) => void;
  onQuickAdd: (item: MenuCardModel) => void;
  onOpenSheet: () => void;
  onCloseSheet: () => void;
}
