/** The translated sentence for a reservation problem, naming the day (or the special date and its note) and hours where it matters. */
import type { Weekday } from '../../../generated/types';
import type { DayHours, SpecialDate } from '../../../hours/schedule';
import type { Language } from '../../../i18n/dictionary';
import { formatDayDate } from '../../../i18n/dates';
import { pickText } from '../../../i18n/pickText';
import { translate } from '../../../i18n/messages';
import { shiftsSentence, shiftsText } from '../../../hours/text';
import type { ReservationProblem } from '../../../machines/reservation.model';

/** "Tuesday", or for a special date "Saturday 12 December 2026 (Closed for a private event)". */
export function dayLabel(day: Weekday, special: SpecialDate | null, language: Language): string {
  if (!special) return translate(language, `day.${day}`);
  const date = formatDayDate(special.date, language);
  const note = pickText(special.note, language);
  return note ? `${date} (${note})` : date;
}

export function problemText(problem: ReservationProblem, language: Language): string {
  switch (problem.code) {
    case 'required':
      return translate(language, 'error.requiredFields');
    case 'closed':
      return translate(language, 'reservation.error.closed', {
        day: dayLabel(problem.day, problem.special, language),
      });
    case 'outsideHours':
      return translate(language, 'reservation.error.outsideHours', {
        day: dayLabel(problem.day, problem.special, language),
        hours: shiftsSentence(problem.shifts, language),
      });
    default:
      return translate(language, `reservation.error.${problem.code}`);
  }
}

/** "Open on Friday 12:00 PM–11:30 PM" / "Closed on Monday" under the date, for the chosen day (special dates applied). */
export function hoursHint(dayHours: DayHours | null, language: Language): string | null {
  if (!dayHours) return null;
  const { rule } = dayHours;
  const day = dayLabel(
    dayHours.day,
    dayHours.override ? { date: dayHours.date, note: dayHours.override.note } : null,
    language,
  );
  if (rule.kind === 'closed') return translate(language, 'reservation.closedHint', { day });
  if (rule.kind === 'open')
    return translate(language, 'reservation.hoursHint', { day, hours: shiftsText(rule.shifts, language) });
  return null;
}
