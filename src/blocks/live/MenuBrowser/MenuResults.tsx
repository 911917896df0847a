import { memo } from 'react';
import { Icon } from '../../../components/Icon';
import type { MenuPage } from './data';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { nextOpening } from '../../../menu/availability';
import { MENU_VIEWS, type MenuFilterState } from '../../../menu/filterState';
import { HydrateLater } from '../../../perf/hydrateLater';
import { SortSelect } from './SortSelect';
import type { MenuBrowserActions } from './actions';
import { MenuCard } from './MenuCard';
import { Pagination } from './Pagination';

interface Props {
  id: string;
  filter: MenuFilterState;
  results: MenuPage;
  loading: boolean;
  pageSize: number;
  /** The minute of the restaurant's day, for the ordering windows (null while prerendering). */
  minute: number | null;
  actions: MenuBrowserActions;
}

const VIEW_ICONS = { grid: 'grid', list: 'menu' } as const;

export const MenuResults = memo(function MenuResults({
  id,
  filter,
  results,
  loading,
  pageSize,
  minute,
  actions,
}: Props) {
  const { t } = useLanguage();
  const pageCount = Math.ceil(results.total / pageSize);
  const from = (filter.page - 1) * pageSize + 1;
  const to = from + results.items.length - 1;
  const count = results.items.length ? t('menu.results', { from, to, total: results.total }) : t('menu.resultsNone');
  return (
    <div className="menu-results" aria-busy={loading}>
      <div className="menu-toolbar">
        <p className="menu-toolbar__count" data-testid="menu-count" aria-live="polite">
          {loading && !results.items.length ? t('menu.loading') : count}
        </p>
        <div className="menu-toolbar__controls">
          <SortSelect className="menu-toolbar__sort" sort={filter.sort} onSort={actions.onSort} />
          <div className="menu-toolbar__views" role="group" aria-label={t('menu.view')}>
            {MENU_VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                className="icon-button"
                aria-pressed={filter.view === view}
                aria-label={t(`menu.view.${view}`)}
                onClick={() => actions.onView(view)}
              >
                <Icon name={VIEW_ICONS[view]} />
              </button>
            ))}
          </div>
        </div>
      </div>

      {results.items.length > 0 ? (
        <ul className={`menu-grid menu-grid--${filter.view}`} id={`${id}-results`}>
          {results.items.map((item) => (
            <li key={item.id}>
              {/* A card a task each on a phone's first load (src/perf/hydrateLater.tsx). */}
              <HydrateLater>
                <MenuCard
                  item={item}
                  list={filter.view === 'list'}
                  opensAt={minute === null ? null : nextOpening(item.availability, minute)}
                  onQuickAdd={actions.onQuickAdd}
                />
              </HydrateLater>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <div className="menu-grid menu-grid--loading" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="menu-card menu-card--skeleton" />
          ))}
        </div>
      ) : (
        <p className="menu-empty" role="status">
          {t('error.noItems')}
        </p>
      )}

      <Pagination page={filter.page} pageCount={pageCount} onPage={actions.onPage} />
    </div>
  );
});
