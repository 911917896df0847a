/**
 * wa.me links. WhatsApp's click-to-chat wants the full international number,
 * digits only: `https://wa.me/966552184470`. Editors type numbers the way people write them
 * (`055 218 4470`, `+966 55 218 4470`, `00966552184470`), so every number is normalised here.
 */
import { PHONE_CHARACTERS } from '../data/normalize/fields';

/** The country code a restaurant's numbers are in unless they say otherwise (Saudi Arabia). */
export const DEFAULT_COUNTRY_CODE = '966';

/** A country code of 1 to 4 digits, the first not 0 (`966`), or null. */
export function countryCode(value: unknown): string | null {
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value.trim()) ? value.trim() : null;
}

/**
 * A phone number as WhatsApp expects it, or '' when it is not one:
 * - spaces, dashes, dots, brackets and `+` dropped;
 * - `+966…` and `00966…` (international forms) keep their country code;
 * - `0552184470` (a local number with its trunk 0) becomes `966552184470`;
 * - a number already starting with the country code, or of 11 digits or more, is taken as international;
 * - a shorter number without any prefix (`552184470`) gets the country code;
 * - a local number needs 7 digits or more after its trunk 0;
 * - the result must be 8 to 15 digits (E.164), else ''.
 */
export function whatsappDigits(value: unknown, country: unknown = DEFAULT_COUNTRY_CODE): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const raw = String(value).trim();
  if (!raw || !PHONE_CHARACTERS.test(raw)) return '';
  const code = countryCode(country) ?? DEFAULT_COUNTRY_CODE;
  const digits = raw.replace(/\D/g, '');
  // A local number has 7 digits or more after its trunk 0 (a shorter one is an extension, a typo).
  const local = (national: string) => (national.length >= 7 ? code + national : '');
  let international: string;
  if (raw.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = local(digits.slice(1));
  else if (digits.startsWith(code) || digits.length >= 11) international = digits;
  else international = local(digits);
  return /^[1-9]\d{7,14}$/.test(international) ? international : '';
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** Opens the chat in a new tab without giving it a handle on this page. */
export function openWhatsapp(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
