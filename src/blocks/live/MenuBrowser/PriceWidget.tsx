/**
 * The menu's price range, in the sidebar and in the Filters sheet: a slider and a number field for
 * each end, applied with the Filter button. `idPrefix` keeps the ids of the two copies apart.
 */
import type { FormEvent } from 'react';
import { NumberInput } from '../../../components/NumberInput';
import type { MessageKey } from '../../../i18n/dictionary';
import { parseDecimal } from '../../../i18n/digits';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { PendingRange } from '../../../machines/menuFilter.model';
import type { PriceRange } from '../../../menu/filterState';
import type { MenuBrowserActions } from './actions';

type PriceActions = Pick<MenuBrowserActions, 'onPendingMin' | 'onPendingMax' | 'onApplyRange'>;

/** The two ends of the range: what each shows, says and changes. */
const ENDS = [
  { end: 'min', slider: 'menu.minSlider', field: 'menu.minPrice', change: 'onPendingMin' },
  { end: 'max', slider: 'menu.maxSlider', field: 'menu.maxPrice', change: 'onPendingMax' },
] as const satisfies readonly {
  end: keyof PendingRange & keyof PriceRange;
  slider: MessageKey;
  field: MessageKey;
  change: keyof PriceActions;
}[];

/** A slider's position for what the field holds: the range's end while it is empty or not a number. */
function sliderValue(value: string, fallback: number): number {
  const n = value.trim() === '' ? fallback : Number(value);
  return Number.isFinite(n) ? n : fallback;
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
  actions: PriceActions;
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
        {ENDS.map(({ end, slider, change }) => (
          <input
            key={end}
            type="range"
            min={bounds.min}
            max={bounds.max}
            value={sliderValue(pending[end], bounds[end])}
            aria-label={t(slider)}
            onChange={(e) => actions[change](e.currentTarget.value)}
          />
        ))}
      </div>
      <div className="menu-price__inputs">
        {ENDS.map(({ end, field, change }) => (
          <label key={end}>
            <span>{t(field)}</span>
            <NumberInput
              decimal
              min={bounds.min}
              max={bounds.max}
              value={pending[end]}
              valueNow={parseDecimal(pending[end])}
              onChange={actions[change]}
            />
          </label>
        ))}
      </div>
      <button type="submit" className="btn btn--primary menu-price__apply">
        {t('menu.filter')}
      </button>
    </form>
  );
}
