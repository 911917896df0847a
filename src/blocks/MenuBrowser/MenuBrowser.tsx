import type { MenuBrowserContent, MenuCategoryModel } from '../../generated/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { PendingRange } from '../../machines/menuFilter.machine';
import type { MenuFilterState, MenuSort, MenuView, PriceRange } from '../../menu/filterState';
import type { MenuPage } from '../../data/queries/menuItems';
import { MenuResults } from './MenuResults';
import { MenuSidebar } from './MenuSidebar';
import './MenuBrowser.css';

export interface MenuBrowserActions {
  onSearch: (value: string) => void;
  onCategory: (slug: string) => void;
  onPendingMin: (value: string) => void;
  onPendingMax: (value: string) => void;
  onApplyRange: () => void;
  onPage: (page: number) => void;
  onSort: (sort: MenuSort) => void;
  onView: (view: MenuView) => void;
}

export interface MenuBrowserViewProps {
  id: string;
  content: MenuBrowserContent;
  filter: MenuFilterState;
  pending: PendingRange;
  bounds: PriceRange;
  categories: MenuCategoryModel[];
  results: MenuPage;
  loading: boolean;
  pageSize: number;
  actions: MenuBrowserActions;
}

/** Pure view of the live menu: sidebar (search, categories, price) and results. */
export function MenuBrowser({
  id,
  content,
  filter,
  pending,
  bounds,
  categories,
  results,
  loading,
  pageSize,
  actions,
}: MenuBrowserViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section menu-browser" aria-labelledby={`${id}-heading`}>
      <div className="container menu-browser__layout">
        <h2 id={`${id}-heading`} className="visually-hidden">
          {pick(content.heading)}
        </h2>
        <MenuSidebar
          id={id}
          filter={filter}
          pending={pending}
          bounds={bounds}
          categories={categories}
          actions={actions}
        />
        <MenuResults
          id={id}
          filter={filter}
          results={results}
          loading={loading}
          pageSize={pageSize}
          actions={actions}
        />
      </div>
    </section>
  );
}
