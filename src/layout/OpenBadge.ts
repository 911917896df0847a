/**
 * The header's "open now" line, from the opening-hours engine (src/hours/openNow.ts). Worked out
 * in the browser when the page loads and again every minute, in the restaurant's time zone:
 * never frozen into the published HTML, which shows the daily hours until then.
 */
import { useMemo } from 'react';
import type { RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { formatDayDate } from '../i18n/dates';
import { formatTime12 } from '../i18n/format';
import { pickText } from '../i18n/pickText';
import { translate } from '../i18n/messages';
import { openState, type NextOpening, type OpenState } from '../hours/openNow';
import { useNow, useSchedule } from './useHours';

/** The restaurant's state now, updated every minute; null until the page runs in a browser. */
export function useOpenState(restaurant: RestaurantModel): OpenState | null {
  const now = useNow();
  const schedule = useSchedule(restaurant);
  return useMemo(() => (now ? openState(now, schedule) : null), [now, schedule]);
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
