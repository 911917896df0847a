/** wa.me links (SPEC section 7): the path is the number with digits and plus only, the query the prefilled text. */
import { phoneDigits } from '../data/normalize/fields';

/** Used when the restaurant has neither whatsapp_no nor phone_no. */
export const PLACEHOLDER_WHATSAPP = '+966110000000';

/** whatsapp_no, else phone_no, else the placeholder; digits and plus only. */
export function whatsappNumber(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const digits = phoneDigits(candidate);
    if (/\d{6,}/.test(digits)) return digits;
  }
  return PLACEHOLDER_WHATSAPP;
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(message)}`;
}

/** Opens the chat in a new tab without giving it a handle on this page. */
export function openWhatsapp(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
