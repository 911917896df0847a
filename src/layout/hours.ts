/** Opening-hours text for the header and footer. */
import type { OpeningHoursModel, RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatTime12 } from '../i18n/format';

/**
 * Header hours before the page knows whether it is open now: the restaurant's daily times, else
 * nothing (no invented hours).
 */
export function headerHours(restaurant: RestaurantModel, language: Language): string {
  if (!restaurant.opensAt || !restaurant.closesAt) return '';
  return translate(language, 'header.hours', {
    open: formatTime12(restaurant.opensAt, language),
    close: formatTime12(restaurant.closesAt, language),
  });
}

export function dayHours(day: OpeningHoursModel, language: Language): string {
  if (day.closed || !day.opensAt || !day.closesAt) return translate(language, 'hours.closed');
  return `${formatTime12(day.opensAt, language)} - ${formatTime12(day.closesAt, language)}`;
}

export interface HoursRow {
  label: string;
  value: string;
  closed: boolean;
}

/**
 * The one fallback when the CMS has no opening_hours rows: the restaurant's daily times as
 * "Every day", else no rows at all (no invented hours).
 */
export function dailyHoursRows(restaurant: RestaurantModel, language: Language): HoursRow[] {
  if (!restaurant.opensAt || !restaurant.closesAt) return [];
  return [
    {
      label: translate(language, 'hours.everyDay'),
      value: `${formatTime12(restaurant.opensAt, language)} - ${formatTime12(restaurant.closesAt, language)}`,
      closed: false,
    },
  ];
}

/** Footer rows Monday to Sunday, as the CMS lists them; else the daily fallback. */
export function footerHours(restaurant: RestaurantModel, language: Language): HoursRow[] {
  if (!restaurant.hours.length) return dailyHoursRows(restaurant, language);
  return restaurant.hours.map((day) => ({
    label: translate(language, `day.${day.day}`),
    value: dayHours(day, language),
    closed: day.closed,
  }));
}
