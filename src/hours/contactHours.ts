/** Opening hours as the contact page lists them: Sunday to Saturday, 12-hour times, every shift, 'Closed' days. */
import type { RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { dailyHoursRows, dayHours } from './text';
import { WEEK_FROM_SUNDAY } from './weekdays';

export interface ContactHoursRow {
  /** Stable key. */
  key: string;
  label: string;
  value: string;
  closed: boolean;
}

/** The CMS's rows Sunday first; without any, the one fallback of dailyHoursRows (or no rows). */
export function contactHours(restaurant: RestaurantModel, language: Language): ContactHoursRow[] {
  const { hours } = restaurant;
  if (!hours.length) return dailyHoursRows(restaurant, language).map((row) => ({ ...row, key: 'daily' }));
  return [...hours]
    .sort((a, b) => WEEK_FROM_SUNDAY.indexOf(a.day) - WEEK_FROM_SUNDAY.indexOf(b.day))
    .map((row) => ({
      key: row.day,
      label: translate(language, `day.${row.day}`),
      value: dayHours(row, language),
      closed: row.closed,
    }));
}
