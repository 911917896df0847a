/**
 * The menu's filters, shared by the sidebar (992px and wider) and the Filters sheet of narrower screens:
 * search, dietary and allergen chips, and the price range. `idPrefix` keeps the ids of the two
 * copies apart.
 */
import { NumberInput } from '../../../components/NumberInput';
import { parseDecimal } from '../../../i18n/digits';
import type { FormEvent } from 'react';
import { Icon } from '../../../components/Icon';
import type { AllergenModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { PendingRange } from '../../../machines/menuFilter.machine';
import { MENU_DIETS, type MenuFilterState, type PriceRange } from '../../../menu/filterState';
import type { MenuBrowserActions } from './actions';

function sliderValue(value: string, fallback: number): number {
  const n = value.trim() === '' ? fallback : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function SearchWidget({
  idPrefix,
  search,
  onSearch,
}: {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useLanguage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    <form className="menu-widget menu-search" role="search" onSubmit={submit}>
      <label htmlFor={`${idPrefix}-search`} className="menu-widget__title">
        {t('menu.search')}
      </label>
      <div className="menu-search__field">
        <input
          key={search}
          id={`${idPrefix}-search`}
          name="q"
          type="search"
          defaultValue={search}
          placeholder={t('menu.searchPlaceholder')}
          maxLength={80}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button" aria-label={t('menu.searchLabel')}>
          <Icon name="search" />
        </button>
      </div>
    </form>
  );
}

/** "Vegetarian", "Vegan", "Gluten-free", "Halal" and "Without: nuts, dairy, …" as toggle chips. */
export function DietWidget({
  idPrefix,
  filter,
  allergens,
  actions,
}: {
  idPrefix: string;
  filter: MenuFilterState;
  allergens: readonly AllergenModel[];
  actions: Pick<MenuBrowserActions, 'onDiet' | 'onWithout'>;
}) {
  const { t, pick } = useLanguage();
  return (
    <div className="menu-widget menu-diet">
      <h3 className="menu-widget__title" id={`${idPrefix}-diet`}>
        {t('diet.heading')}
      </h3>
      <div className="menu-chips-row" role="group" aria-labelledby={`${idPrefix}-diet`}>
        {MENU_DIETS.map((diet) => (
          <button
            key={diet}
            type="button"
            className="menu-filter-chip"
            aria-pressed={filter.diet.includes(diet)}
            onClick={() => actions.onDiet(diet)}
          >
            <Icon name="check" className="menu-filter-chip__check" />
            {t(`diet.${diet}`)}
          </button>
        ))}
      </div>
      {allergens.length > 0 && (
        <>
          <h4 className="menu-diet__without" id={`${idPrefix}-without`}>
            {t('diet.without')}
          </h4>
          <div className="menu-chips-row" role="group" aria-labelledby={`${idPrefix}-without`}>
            {allergens.map((allergen) => {
              const name = pick(allergen.name);
              return (
                <button
                  key={allergen.id}
                  type="button"
                  className="menu-filter-chip"
                  aria-pressed={filter.without.includes(String(allergen.id))}
                  aria-label={t('diet.withoutAllergen', { name })}
                  onClick={() => actions.onWithout(String(allergen.id))}
                >
                  <Icon name="check" className="menu-filter-chip__check" />
                  {name}
                </button>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

export function PriceWidget({
  idPrefix,
  pending,
  bounds,
  actions,
}: {
  idPrefix: string;
  pending: PendingRange;
  bounds: PriceRange;
  actions: Pick<MenuBrowserActions, 'onPendingMin' | 'onPendingMax' | 'onApplyRange'>;
}) {
  const { t } = useLanguage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actions.onApplyRange();
  };
  return (
    <form className="menu-widget menu-price" onSubmit={submit} aria-labelledby={`${idPrefix}-price`}>
      <h3 className="menu-widget__title" id={`${idPrefix}-price`}>
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
          <NumberInput
            decimal
            min={bounds.min}
            max={bounds.max}
            value={pending.min}
            valueNow={parseDecimal(pending.min)}
            onChange={actions.onPendingMin}
          />
        </label>
        <label>
          <span>{t('menu.maxPrice')}</span>
          <NumberInput
            decimal
            min={bounds.min}
            max={bounds.max}
            value={pending.max}
            valueNow={parseDecimal(pending.max)}
            onChange={actions.onPendingMax}
          />
        </label>
      </div>
      <button type="submit" className="btn btn--primary menu-price__apply">
        {t('menu.filter')}
      </button>
    </form>
  );
}
