/**
 * Digits. Visitors may type Western (0123), Arabic-Indic (٠١٢٣) or Persian (۰۱۲۳) digits in any
 * number field; `westernDigits` reads them all. Arabic pages show Arabic-Indic digits when the
 * restaurant chooses so in the CMS (`arabic_digits`): one site-wide setting, set once before the
 * first render (the prerender from the restaurant, the browser from the `data-digits` attribute
 * the prerender wrote on <html>), so the HTML and the hydrated page agree.
 */
import type { Language } from './dictionary';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** The attribute value on <html> of an Arabic page that shows Arabic-Indic digits. */
export const ARABIC_DIGITS_ATTRIBUTE = 'arab';

let arabicDigits: () => boolean = () => false;

/**
 * Sets the site-wide choice; the browser calls it once, before rendering. The prerender, which
 * renders pages of several sites in one process, gives a function that answers for the page
 * being rendered (src/entry-server.tsx).
 */
export function setArabicDigits(on: boolean | (() => boolean)): void {
  arabicDigits = typeof on === 'function' ? on : () => on;
}

export function usesArabicDigits(language: Language): boolean {
  return language === 'ar' && arabicDigits();
}

/** "١٢٫٥" or "۱۲" as typed -> "12.5" / "12": every digit Western, the Arabic decimal separator a dot. */
export function westernDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹٫]/g, (char) => {
    if (char === '٫') return '.';
    const arabic = ARABIC_INDIC.indexOf(char);
    return String(arabic >= 0 ? arabic : PERSIAN.indexOf(char));
  });
}

/** Text with its digits as the page shows them: Arabic-Indic on Arabic pages when chosen, else as is. */
export function localDigits(text: string, language: Language): string {
  if (!usesArabicDigits(language)) return text;
  return text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);
}

/**
 * A whole number typed in a field, in any of the digit forms, or null when it is not one
 * ("", "2.5", "1e3", "12abc").
 */
export function parseWholeNumber(typed: string): number | null {
  const text = westernDigits(typed).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** A decimal number typed in a field (digits, one dot or Arabic decimal separator), or null. */
export function parseDecimal(typed: string): number | null {
  const text = westernDigits(typed).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}
