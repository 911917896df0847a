import { useMemo, useRef } from 'react';
import { site } from 'virtual:site';
import { useQuery } from '../../data/DataProvider';
import { menuItemsQuery, type MenuPage } from '../../data/queries/menuItems';
import { menuCategoriesQuery } from '../../data/queries/menuCategories';
import { useSectionData } from '../../data/useSectionData';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { FilterSettings } from '../../menu/filterState';
import type { SectionProps } from '../types';
import { MenuBrowser, type MenuBrowserActions } from './MenuBrowser';
import { useMenuFilter } from './useMenuFilter';

const SETTINGS: FilterSettings = { bounds: site.menu.priceBounds, defaultRange: site.menu.defaultPriceRange };

export default function MenuBrowserBlock({ section }: SectionProps<'menuBrowser'>) {
  const { language } = useLanguage();
  const { categories } = useSectionData(section, { categories: menuCategoriesQuery });
  const { actor, filter, pending } = useMenuFilter(SETTINGS);
  const results = useQuery(menuItemsQuery, {
    search: filter.search,
    category: filter.category,
    range: filter.range,
    bounds: SETTINGS.bounds,
    page: filter.page,
    pageSize: site.menu.pageSize,
    sort: filter.sort,
    language,
  });
  // While the next page loads, keep showing the last one (marked busy) instead of flashing empty.
  const lastPage = useRef<MenuPage>({ items: [], total: 0 });
  if (results.status !== 'loading') lastPage.current = results.data;
  const actions = useMemo<MenuBrowserActions>(
    () => ({
      onSearch: (value) => actor.send({ type: 'menu.search', value }),
      onCategory: (slug) => actor.send({ type: 'menu.category', slug }),
      onPendingMin: (value) => actor.send({ type: 'menu.pendingMin', value }),
      onPendingMax: (value) => actor.send({ type: 'menu.pendingMax', value }),
      onApplyRange: () => actor.send({ type: 'menu.applyRange' }),
      onPage: (page) => {
        actor.send({ type: 'menu.page', page });
        document.getElementById(section.id)?.scrollIntoView({ block: 'start' });
      },
      onSort: (sort) => actor.send({ type: 'menu.sort', sort }),
      onView: (view) => actor.send({ type: 'menu.view', view }),
    }),
    [actor, section.id],
  );
  return (
    <MenuBrowser
      id={section.id}
      content={section.content}
      filter={filter}
      pending={pending}
      bounds={SETTINGS.bounds}
      categories={categories.data}
      results={results.status === 'loading' ? lastPage.current : results.data}
      loading={results.status === 'loading'}
      pageSize={site.menu.pageSize}
      actions={actions}
    />
  );
}
