/** The translated sentence for a reservation problem, naming the day and hours where it matters. */
import type { Language } from '../../i18n/dictionary';
import { translate } from '../../i18n/messages';
import { formatTime12 } from '../../i18n/format';
import type { ReservationProblem } from '../../machines/reservation.machine';

export function problemText(problem: ReservationProblem, language: Language): string {
  switch (problem.code) {
    case 'required':
      return translate(language, 'error.requiredFields');
    case 'closed':
      return translate(language, 'reservation.error.closed', { day: translate(language, `day.${problem.day}`) });
    case 'outsideHours':
      return translate(language, 'reservation.error.outsideHours', {
        day: translate(language, `day.${problem.day}`),
        open: formatTime12(problem.opensAt, language),
        close: formatTime12(problem.closesAt, language),
      });
    default:
      return translate(language, `reservation.error.${problem.code}`);
  }
}
