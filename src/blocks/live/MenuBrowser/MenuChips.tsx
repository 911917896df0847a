import { memo } from 'react';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/Icon';
import type { MenuCategoryModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MenuBrowserActions } from './actions';

interface Props {
  id: string;
  category: string;
  categories: MenuCategoryModel[];
  /** Filters of the sheet that are on, shown on its button. */
  activeFilters: number;
  sheetOpen: boolean;
  actions: Pick<MenuBrowserActions, 'onCategory' | 'onOpenSheet'>;
}

/**
 * A phone's menu bar, sticky under the header: the Filters button (with how many are on) and the
 * categories as a row of chips that scrolls sideways, the active one pressed and kept in view.
 */
export const MenuChips = memo(function MenuChips({
  id,
  category,
  categories,
  activeFilters,
  sheetOpen,
  actions,
}: Props) {
  const { t, pick } = useLanguage();
  const row = useRef<HTMLDivElement>(null);
  const all = [{ slug: '', label: t('menu.all') }, ...categories.map((c) => ({ slug: c.slug, label: pick(c.name) }))];

  // Keep the active chip in view: scroll the row sideways only, never the page.
  useEffect(() => {
    const strip = row.current;
    const chip = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!strip || !chip) return;
    const start = chip.offsetLeft - (strip.clientWidth - chip.offsetWidth) / 2;
    strip.scrollLeft = start;
  }, [category, categories.length]);

  return (
    <div className="menu-bar" data-testid="menu-bar">
      <button
        type="button"
        id={`${id}-filters-button`}
        className="menu-bar__filters"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        aria-controls={sheetOpen ? `${id}-sheet` : undefined}
        onClick={actions.onOpenSheet}
      >
        <Icon name="filter" />
        <span>{t('menu.filtersButton')}</span>
        {activeFilters > 0 && (
          <>
            <span className="menu-bar__count" aria-hidden="true" data-testid="active-filters">
              {activeFilters}
            </span>
            <span className="visually-hidden">{t('menu.filtersActive', { count: activeFilters })}</span>
          </>
        )}
      </button>
      <div className="menu-bar__chips" ref={row} role="group" aria-label={t('menu.categoryChips')}>
        {all.map((c) => (
          <button
            key={c.slug || '*'}
            type="button"
            className="menu-chip"
            aria-pressed={category === c.slug}
            onClick={() => actions.onCategory(c.slug)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
});
