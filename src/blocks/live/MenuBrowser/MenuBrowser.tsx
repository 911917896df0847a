import { lazy, Suspense } from 'react';
import type { AllergenModel, MenuBrowserContent, MenuCategoryModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { HydrateLater } from '../../../perf/hydrateLater';
import { importWithReload } from '../../../perf/importWithReload';
import type { PendingRange } from '../../../machines/menuFilter.model';
import { activeFilterCount, type MenuFilterState, type PriceRange } from '../../../menu/filterState';
import type { MenuPage } from './data';
import { Announcement, type Announcer } from './Announcement';
import { CartBar } from './CartBar';
import { DietWidget } from './DietWidget';
import { MenuChips } from './MenuChips';
import { MenuResults } from './MenuResults';
import { MenuSidebar } from './MenuSidebar';
import { PriceWidget } from './PriceWidget';
import { SearchWidget } from './SearchWidget';
import { SortSelect } from './SortSelect';
import type { MenuBrowserActions } from './actions';
import './MenuBrowser.css';

/**
 * A phone's Filters sheet loads when it is first opened: code the page runs only on that tap.
 * Its widgets are the sidebar's, loaded with the page, and given to it here, so its chunk holds
 * the sheet alone (0.3 KB gzip out of `/shop`'s first load). Its styles come with it
 * (FilterSheet.css): the import settles once they have loaded, so the sheet never opens unstyled.
 */
const FilterSheet = lazy(() =>
  importWithReload(() => import('./FilterSheet')).then((module) => ({ default: module.FilterSheet })),
);

export interface MenuBrowserViewProps {
  id: string;
  content: MenuBrowserContent;
  filter: MenuFilterState;
  pending: PendingRange;
  bounds: PriceRange;
  categories: MenuCategoryModel[];
  allergens: AllergenModel[];
  results: MenuPage;
  loading: boolean;
  pageSize: number;
  /** The minute of the restaurant's day (null while prerendering): ordering windows. */
  minute: number | null;
  /** Whether a phone's Filters sheet is open. */
  sheetOpen: boolean;
  /** Says to screen readers what a quick add did ("Hummus added to your cart"). */
  announcer: Announcer;
  actions: MenuBrowserActions;
}

/**
 * Pure view of the live menu. From 992px: the sidebar (search, categories, dietary filters,
 * price) beside the results. Narrower: sticky category chips with a Filters button opening a
 * bottom sheet; below 640px also compact dish rows and a floating cart bar.
 *
 * A dish added with its "+" changes the cart bar and the announcement, which follow the cart and
 * the announcer themselves: the view around them and its twelve cards do not render again, so the
 * tap is answered within a frame on a slow phone (its INP is budgeted, bench/README.md).
 */
export function MenuBrowser({
  id,
  content,
  filter,
  pending,
  bounds,
  categories,
  allergens,
  results,
  loading,
  pageSize,
  minute,
  sheetOpen,
  announcer,
  actions,
}: MenuBrowserViewProps) {
  const { pick } = useLanguage();
  const activeFilters = activeFilterCount(filter, bounds);
  return (
    <section id={id} className="section menu-browser" aria-labelledby={`${id}-heading`}>
      <div className="container menu-browser__layout">
        <h2 id={`${id}-heading`} className="visually-hidden">
          {pick(content.heading)}
        </h2>
        <MenuChips
          id={id}
          category={filter.category}
          categories={categories}
          activeFilters={activeFilters}
          sheetOpen={sheetOpen}
          actions={actions}
        />
        {/* Hidden on a phone: it hydrates after the results' frame (src/perf/hydrateLater.tsx). */}
        <HydrateLater>
          <MenuSidebar
            id={id}
            filter={filter}
            pending={pending}
            bounds={bounds}
            categories={categories}
            allergens={allergens}
            actions={actions}
          />
        </HydrateLater>
        <MenuResults
          id={id}
          filter={filter}
          results={results}
          loading={loading}
          pageSize={pageSize}
          minute={minute}
          actions={actions}
        />
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet id={id} total={results.total} actions={actions}>
            <SearchWidget idPrefix={`${id}-sheet`} search={filter.search} onSearch={actions.onSearch} />
            <DietWidget idPrefix={`${id}-sheet`} filter={filter} allergens={allergens} actions={actions} />
            <PriceWidget idPrefix={`${id}-sheet`} pending={pending} bounds={bounds} actions={actions} />
            <SortSelect
              className="menu-widget menu-sheet__sort"
              titleClassName="menu-widget__title"
              sort={filter.sort}
              onSort={actions.onSort}
            />
          </FilterSheet>
        </Suspense>
      )}
      <CartBar />
      <Announcement announcer={announcer} />
    </section>
  );
}
