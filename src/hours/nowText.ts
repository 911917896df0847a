/**
 * What the layout says of the hours *now*: the header's "open now" line and the special dates
 * still to come, from the opening-hours engine (src/hours/), in the restaurant's time zone.
 * Worked out in the browser only (src/layout/behaviour/hoursNow.ts loads this module after the page
 * has hydrated), so it is never frozen into the published HTML, which shows the daily hours,
 * and the engine is not in the code every page loads first.
 */
import type { HoursOverrideModel, RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { formatDateRange, formatDayDate } from '../i18n/dates';
import { formatTime12 } from '../i18n/format';
import { pickText } from '../i18n/pickText';
import { translate } from '../i18n/messages';
import { openState, type NextOpening, type OpenState } from './openNow';
import { scheduleOf, upcomingOverrides } from './schedule';
import { shiftsText, type HoursRow } from './text';

/** The header's line now: whether it is open, and its text ('' when nothing is known). */
export function openBadge(restaurant: RestaurantModel, now: Date, language: Language): { kind: string; text: string } {
  const state = openState(now, scheduleOf(restaurant));
  return { kind: state.kind, text: openStateText(state, language) };
}

/** The special dates not over yet on the restaurant's clock, soonest first. */
export function specialHoursNow(restaurant: RestaurantModel, now: Date, language: Language): SpecialHoursRow[] {
  return specialHoursRows(upcomingOverrides(scheduleOf(restaurant), now), language);
}

/** When it opens: today, tomorrow, a weekday this week, or a date further off. */
function opensText(opens: NextOpening, language: Language): string {
  const time = formatTime12(opens.time, language);
  if (opens.today) return translate(language, 'header.opensToday', { time });
  if (opens.tomorrow) return translate(language, 'header.opensTomorrow', { time });
  // A weekday name is only clear within the coming week.
  const day =
    opens.inDays < 7 ? translate(language, `day.${opens.day}`) : formatDayDate(opens.date, language, { year: false });
  return translate(language, 'header.opensOn', { day, time });
}

/**
 * "Open now · closes 11:30 PM", "Closes soon · 11:30 PM", "Closed · opens tomorrow 12:00 PM",
 * followed by the note of a special date ("· Ramadan hours"); '' when nothing is known.
 */
export function openStateText(state: OpenState, language: Language): string {
  const note = pickText(state.note, language);
  let text = '';
  if (state.kind === 'open')
    text = state.closesAt
      ? translate(language, state.closingSoon ? 'header.closesSoon' : 'header.openNow', {
          time: formatTime12(state.closesAt, language),
        })
      : translate(language, 'header.openAllDay');
  else if (state.kind === 'closed')
    text = state.opens ? opensText(state.opens, language) : translate(language, 'header.closed');
  return [text, note].filter(Boolean).join(' · ');
}

export interface SpecialHoursRow extends HoursRow {
  /** Stable key. */
  key: string;
  /** The editor's note in the visitor's language, or ''. */
  note: string;
}

/** "Saturday 12 December 2026" or "8 February – 9 March 2027". */
export function overrideDates(override: HoursOverrideModel, language: Language): string {
  return override.date === override.endDate
    ? formatDayDate(override.date, language)
    : formatDateRange(override.date, override.endDate, language);
}

/** Date overrides as rows: their dates, their hours ("Closed", the shifts, or "Usual hours") and note. */
export function specialHoursRows(overrides: readonly HoursOverrideModel[], language: Language): SpecialHoursRow[] {
  return overrides.map((override, index) => ({
    key: `${override.date}/${override.endDate}/${index}`,
    label: overrideDates(override, language),
    value: override.closed
      ? translate(language, 'hours.closed')
      : override.shifts.length
        ? shiftsText(override.shifts, language)
        : translate(language, 'hours.usual'),
    closed: override.closed,
    note: pickText(override.note, language),
  }));
}
