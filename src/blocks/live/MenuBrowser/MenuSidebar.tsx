import { memo } from 'react';
import type { AllergenModel, MenuCategoryModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { PendingRange } from '../../../machines/menuFilter.model';
import type { MenuFilterState, PriceRange } from '../../../menu/filterState';
import { DietWidget } from './DietWidget';
import { PriceWidget } from './PriceWidget';
import { SearchWidget } from './SearchWidget';
import type { MenuBrowserActions } from './actions';

interface Props {
  id: string;
  filter: MenuFilterState;
  pending: PendingRange;
  bounds: PriceRange;
  categories: MenuCategoryModel[];
  allergens: AllergenModel[];
  actions: MenuBrowserActions;
}

/** The filter column from 992px (narrower screens have the category chips and the Filters sheet instead). */
export const MenuSidebar = memo(function MenuSidebar({
  id,
  filter,
  pending,
  bounds,
  categories,
  allergens,
  actions,
}: Props) {
  const { t, pick } = useLanguage();
  const all = [{ slug: '', label: t('menu.all') }, ...categories.map((c) => ({ slug: c.slug, label: pick(c.name) }))];
  return (
    <aside className="menu-sidebar" aria-label={t('menu.filters')}>
      <SearchWidget idPrefix={id} search={filter.search} onSearch={actions.onSearch} />

      <div className="menu-widget">
        <h3 className="menu-widget__title" id={`${id}-categories`}>
          {t('menu.categories')}
        </h3>
        <ul className="menu-categories" aria-labelledby={`${id}-categories`}>
          {all.map((c) => (
            <li key={c.slug || '*'}>
              <button
                type="button"
                aria-pressed={filter.category === c.slug}
                onClick={() => actions.onCategory(c.slug)}
              >
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <DietWidget idPrefix={id} filter={filter} allergens={allergens} actions={actions} />
      <PriceWidget idPrefix={id} pending={pending} bounds={bounds} actions={actions} />
    </aside>
  );
});
