/** Opening-hours text for the header, the footer and the contact page. */
import type { OpeningHoursModel, RestaurantModel, ShiftModel } from '../generated/types';
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

/** "12:00 PM - 3:00 PM, 6:00 PM - 11:30 PM"; "Closed" without shifts. */
export function shiftsText(shifts: readonly ShiftModel[], language: Language): string {
  if (!shifts.length) return translate(language, 'hours.closed');
  return shifts
    .map((shift) => `${formatTime12(shift.opensAt, language)} - ${formatTime12(shift.closesAt, language)}`)
    .reduce((first, second) => translate(language, 'hours.list', { first, second }));
}

/** "from 12:00 PM to 3:00 PM and from 6:00 PM to 11:30 PM", for a sentence. */
export function shiftsSentence(shifts: readonly ShiftModel[], language: Language): string {
  return shifts
    .map((shift) =>
      translate(language, 'hours.fromTo', {
        open: formatTime12(shift.opensAt, language),
        close: formatTime12(shift.closesAt, language),
      }),
    )
    .reduce((first, second) => translate(language, 'hours.and', { first, second }));
}

export function dayHours(day: OpeningHoursModel, language: Language): string {
  return shiftsText(day.closed ? [] : day.shifts, language);
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
      value: shiftsText([{ opensAt: restaurant.opensAt, closesAt: restaurant.closesAt }], language),
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
