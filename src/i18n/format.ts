/** 12-hour times in the page's digits (./digits.ts); money is in ./money.ts. */
import type { Language } from './dictionary';
import { localDigits } from './digits';
import { translate } from './messages';

/** "13:05" -> "1:05 PM" ("م" in Arabic); 0 shows as 12. Invalid input gives ''. */
export function formatTime12(hhmm: string | null | undefined, language: Language): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  if (hours > 23) return '';
  const suffix = translate(language, hours < 12 ? 'hours.am' : 'hours.pm');
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return localDigits(`${twelve}:${match[2]} ${suffix}`, language);
}
