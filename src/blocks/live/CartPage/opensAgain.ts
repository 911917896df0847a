import type { NextOpening } from '../../../hours/openNow';
import type { Language } from '../../../i18n/dictionary';
import { formatTime12 } from '../../../i18n/format';
import { translate } from '../../../i18n/messages';

/** "today at 12:00 PM" / "on Tuesday at 12:00 PM": when a closed restaurant opens again. */
export function opensAgainText(opens: NextOpening | null, language: Language): string {
  if (!opens) return '';
  const time = formatTime12(opens.time, language);
  return opens.today
    ? translate(language, 'orderForm.opensToday', { time })
    : translate(language, 'orderForm.opensOn', { day: translate(language, `day.${opens.day}`), time });
}
