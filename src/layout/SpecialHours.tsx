import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { useHoursNow } from './useHoursNow';
import './SpecialHours.css';

/**
 * The special dates not over yet on the restaurant's clock (holidays, Ramadan hours, a private
 * event), soonest first, with their hours and notes. Listed in the browser after load, so a
 * published page never shows a date that has passed since; nothing when there are none.
 */
export function SpecialHours({
  restaurant,
  listClassName,
  testId,
}: {
  restaurant: RestaurantModel;
  /** The list style of the table it follows. */
  listClassName: string;
  testId: string;
}) {
  const { t, language } = useLanguage();
  const hoursNow = useHoursNow();
  const rows = hoursNow ? hoursNow.engine.specialHoursNow(restaurant, hoursNow.now, language) : [];
  if (!rows.length) return null;
  return (
    <div className="special-hours">
      <h3 className="special-hours__title">{t('hours.special')}</h3>
      <dl className={`${listClassName} special-hours__list`} data-testid={testId}>
        {rows.map((row) => (
          <div key={row.key} className={row.closed ? 'is-closed' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            {row.note && <dd className="special-hours__note">{row.note}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
