/**
 * The menu's dietary and allergen chips, in the sidebar and in the Filters sheet; `idPrefix` keeps
 * the ids of the two copies apart.
 */
import { Icon } from '../../../components/Icon';
import type { AllergenModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { MENU_DIETS, type MenuFilterState } from '../../../menu/filterState';
import type { MenuBrowserActions } from './actions';

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
