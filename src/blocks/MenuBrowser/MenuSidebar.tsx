import type { FormEvent } from 'react';
import { Icon } from '../../components/Icon';
import type { MenuCategoryModel } from '../../generated/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { PendingRange } from '../../machines/menuFilter.machine';
import type { MenuFilterState, PriceRange } from '../../menu/filterState';
import type { MenuBrowserActions } from './MenuBrowser';

interface Props {
  id: string;
  filter: MenuFilterState;
  pending: PendingRange;
  bounds: PriceRange;
  categories: MenuCategoryModel[];
  actions: MenuBrowserActions;
}

function sliderValue(value: string, fallback: number): number {
  const n = value.trim() === '' ? fallback : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function MenuSidebar({ id, filter, pending, bounds, categories, actions }: Props) {
  const { t, pick } = useLanguage();
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    actions.onSearch(typeof value === 'string' ? value : '');
  };
  const submitRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actions.onApplyRange();
  };
  const all = [{ slug: '', label: t('menu.all') }, ...categories.map((c) => ({ slug: c.slug, label: pick(c.name) }))];
  return (
    <aside className="menu-sidebar" aria-label={t('menu.filters')}>
      <form className="menu-widget menu-search" role="search" onSubmit={submitSearch}>
        <label htmlFor={`${id}-search`} className="menu-widget__title">
          {t('menu.search')}
        </label>
        <div className="menu-search__field">
          <input
            key={filter.search}
            id={`${id}-search`}
            name="q"
            type="search"
            defaultValue={filter.search}
            placeholder={t('menu.searchPlaceholder')}
            maxLength={80}
            autoComplete="off"
          />
          <button type="submit" className="icon-button" aria-label={t('menu.searchLabel')}>
            <Icon name="search" />
          </button>
        </div>
      </form>

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

      <form className="menu-widget menu-price" onSubmit={submitRange} aria-labelledby={`${id}-price`}>
        <h3 className="menu-widget__title" id={`${id}-price`}>
          {t('menu.priceRange')}
        </h3>
        <div className="menu-price__sliders">
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            value={sliderValue(pending.min, bounds.min)}
            aria-label={t('menu.minSlider')}
            onChange={(e) => actions.onPendingMin(e.currentTarget.value)}
          />
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            value={sliderValue(pending.max, bounds.max)}
            aria-label={t('menu.maxSlider')}
            onChange={(e) => actions.onPendingMax(e.currentTarget.value)}
          />
        </div>
        <div className="menu-price__inputs">
          <label>
            <span>{t('menu.minPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={bounds.min}
              max={bounds.max}
              value={pending.min}
              onChange={(e) => actions.onPendingMin(e.currentTarget.value)}
            />
          </label>
          <label>
            <span>{t('menu.maxPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={bounds.min}
              max={bounds.max}
              value={pending.max}
              onChange={(e) => actions.onPendingMax(e.currentTarget.value)}
            />
          </label>
        </div>
        <button type="submit" className="btn btn--primary menu-price__apply">
          {t('menu.filter')}
        </button>
      </form>
    </aside>
  );
}
