/**
 * The prefilled WhatsApp text of a table booking (SPEC section 7): date, time, phone, guests,
 * and the optional service and message, in the visitor's language.
 */
import type { Weekday } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { translate } from '../i18n/messages';
import { formatTime12 } from '../i18n/format';
import type { ReservationRequest } from '../machines/reservation.machine';
import { weekdayOf } from '../hours/schedule';
import { whatsappUrl } from './link';

export interface ReservationMessageInput {
  request: ReservationRequest;
  /** Title of the chosen service in the visitor's language, when one was chosen. */
  serviceTitle: string | null;
  restaurantName: string;
  language: Language;
}

export function reservationMessage({
  request,
  serviceTitle,
  restaurantName,
  language,
}: ReservationMessageInput): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  const day: Weekday | null = weekdayOf(request.date);
  const lines = [
    t('reservation.wa.greeting', { name: restaurantName }),
    '',
    `📅 ${t('reservation.wa.date')}: ${request.date}${day ? ` (${t(`day.${day}`)})` : ''}`,
    `🕒 ${t('reservation.wa.time')}: ${formatTime12(request.time, language) || request.time}`,
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
