/**
 * The prefilled WhatsApp text of a table booking: date, time (named in the
 * restaurant's time zone), phone, guests, and the optional service and message, in the
 * visitor's language.
 */
import type { Weekday } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatTime12 } from '../i18n/format';
import type { ReservationRequest } from '../machines/reservation.model';
import { isValidTime, minutes, weekdayOf } from '../hours/schedule';
import { dayNumber, zonedInstant } from '../hours/zone';
import { whatsappUrl } from './link';

export interface ReservationMessageInput {
  request: ReservationRequest;
  /** Title of the chosen service in the visitor's language, when one was chosen. */
  serviceTitle: string | null;
  restaurantName: string;
  /** The restaurant's IANA time zone: the time is named in it ("8:00 PM (Arabian Standard Time)"). */
  timeZone: string;
  language: Language;
}

/**
 * The zone's name at an instant in the visitor's language, from Intl: "Arabian Standard Time",
 * "British Summer Time" in July. Falls back to the IANA name where Intl has no long name. Intl
 * only here, when a booking is sent: the first Intl date format of a page costs a long task.
 */
function timeZoneName(instant: Date, timeZone: string, language: Language): string {
  try {
    const parts = new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', {
      timeZone,
      timeZoneName: 'long',
    }).formatToParts(instant);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * "7:30 PM (Arabian Standard Time)": a visitor abroad books in the restaurant's time, and the
 * restaurant reads which. The zone's name is Intl's, at that date (summer time included).
 */
function timeText(request: ReservationRequest, timeZone: string, language: Language): string {
  const time = formatTime12(request.time, language) || request.time;
  if (dayNumber(request.date) === null || !isValidTime(request.time)) return time;
  const instant = zonedInstant(request.date, minutes(request.time), timeZone);
  return `${time} (${timeZoneName(instant, timeZone, language)})`;
}

export function reservationMessage({
  request,
  serviceTitle,
  restaurantName,
  timeZone,
  language,
}: ReservationMessageInput): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  const day: Weekday | null = weekdayOf(request.date);
  const lines = [
    t('reservation.wa.greeting', { name: restaurantName }),
    '',
    `📅 ${t('reservation.wa.date')}: ${request.date}${day ? ` (${t(`day.${day}`)})` : ''}`,
    `🕒 ${t('reservation.wa.time')}: ${timeText(request, timeZone, language)}`,
    `📞 ${t('reservation.wa.phone')}: ${request.phone}`,
    `👥 ${t('reservation.wa.guests')}: ${request.guests}`,
  ];
  if (request.service) lines.push(`🍽️ ${t('reservation.wa.service')}: ${serviceTitle || request.service}`);
  if (request.message) lines.push(`📝 ${t('reservation.wa.message')}: ${request.message}`);
  lines.push('', t('reservation.wa.closing'));
  return lines.join('\n');
}

export function reservationWhatsappUrl(number: string, input: ReservationMessageInput): string {
  return whatsappUrl(number, reservationMessage(input));
}
