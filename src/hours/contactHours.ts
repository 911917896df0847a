/** Opening hours as the contact page lists them (SPEC section 9): Sunday to Saturday, 12-hour times, 'Closed' days. */
import type { OpeningHoursModel, Weekday } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatTime12 } from '../i18n/format';
import { dayHours } from '../layout/hours';
import { WEEK_FROM_SUNDAY } from './schedule';

export interface ContactHoursRow {
  /** Stable key. */
  key: string;
  label: string;
  value: string;
  closed: boolean;
}

/** SPEC section 8's placeholder hours, shown when the CMS has no opening_hours rows. */
export const PLACEHOLDER_CONTACT_HOURS = [
  { key: 'sun-fri', from: 'Sunday', to: 'Friday', opensAt: '09:00', closesAt: '18:00' },
  { key: 'sat', from: 'Saturday', to: null, opensAt: '09:00', closesAt: '16:00' },
] as const satisfies readonly { key: string; from: Weekday; to: Weekday | null; opensAt: string; closesAt: string }[];

export function contactHours(hours: readonly OpeningHoursModel[], language: Language): ContactHoursRow[] {
  const range = (opensAt: string, closesAt: string) =>
    `${formatTime12(opensAt, language)} - ${formatTime12(closesAt, language)}`;
  if (!hours.length) {
    return PLACEHOLDER_CONTACT_HOURS.map((row) => ({
      key: row.key,
      label: row.to
        ? `${translate(language, `day.${row.from}`)} - ${translate(language, `day.${row.to}`)}`
        : translate(language, `day.${row.from}`),
      value: range(row.opensAt, row.closesAt),
      closed: false,
    }));
  }
  return [...hours]
    .sort((a, b) => WEEK_FROM_SUNDAY.indexOf(a.day) - WEEK_FROM_SUNDAY.indexOf(b.day))
    .map((row) => ({
      key: row.day,
      label: translate(language, `day.${row.day}`),
      value: dayHours(row, language),
      closed: row.closed || !row.opensAt || !row.closesAt,
    }));
}
