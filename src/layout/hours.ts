/** Opening-hours text for the header and footer. */
import type { OpeningHoursModel, RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatTime12 } from '../i18n/format';

/** Header hours: the restaurant's daily times, else 9:00 AM - 5:00 PM (SPEC section 8). */
export function headerHours(restaurant: RestaurantModel, language: Language): string {
  return translate(language, 'header.hours', {
    open: formatTime12(restaurant.opensAt ?? '09:00', language),
    close: formatTime12(restaurant.closesAt ?? '17:00', language),
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
 * Footer rows Monday to Sunday; with no opening_hours rows, "Monday – Friday" and
 * "Saturday" with the restaurant's times, else 8:00 AM - 4:00 PM (SPEC section 8).
 */
export function footerHours(restaurant: RestaurantModel, language: Language): HoursRow[] {
  if (restaurant.hours.length) {
    return restaurant.hours.map((day) => ({
      label: translate(language, `day.${day.day}`),
      value: dayHours(day, language),
      closed: day.closed,
    }));
  }
  const value = translate(language, 'footer.fallbackHours', {
    open: formatTime12(restaurant.opensAt ?? '08:00', language),
    close: formatTime12(restaurant.closesAt ?? '16:00', language),
  });
  return [
    { label: translate(language, 'footer.weekdays'), value, closed: false },
    { label: translate(language, 'footer.saturday'), value, closed: false },
  ];
}
