/**
 * The header's "open now" line, from the opening-hours engine (src/hours/openNow.ts). Worked out
 * in the browser when the page loads and again every minute, in the restaurant's time zone:
 * never frozen into the published HTML, which shows the daily hours until then.
 */
import { useEffect, useState } from 'react';
import type { RestaurantModel } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { formatTime12 } from '../i18n/format';
import { translate } from '../i18n/messages';
import { openState, type OpenState } from '../hours/openNow';
import { buildSchedule } from '../hours/schedule';

/** The restaurant's state now, updated every minute; null until the page runs in a browser. */
export function useOpenState(restaurant: RestaurantModel): OpenState | null {
  const [state, setState] = useState<OpenState | null>(null);
  const { hours, opensAt, closesAt, timeZone } = restaurant;
  // Placeholders are new objects on every render: key the effect on the content of the hours.
  const key = JSON.stringify([hours, opensAt, closesAt, timeZone]);
  useEffect(() => {
    const schedule = buildSchedule(hours, { opensAt, closesAt });
    const update = () => setState(openState(new Date(), schedule, timeZone));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content of the hours (see above)
  }, [key]);
  return state;
}

/** "Open now · closes 11:30 PM", "Closes soon · 11:30 PM", "Closed · opens Tuesday 12:00 PM"; '' when unknown. */
export function openStateText(state: OpenState, language: Language): string {
  if (state.kind === 'unknown') return '';
  if (state.kind === 'open')
    return translate(language, state.closingSoon ? 'header.closesSoon' : 'header.openNow', {
      time: formatTime12(state.closesAt, language),
    });
  if (!state.opens) return translate(language, 'header.closed');
  const time = formatTime12(state.opens.time, language);
  return state.opens.today
    ? translate(language, 'header.opensToday', { time })
    : translate(language, 'header.opensOn', { day: translate(language, `day.${state.opens.day}`), time });
}
