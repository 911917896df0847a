/**
 * Every amount of money the site writes goes through here: prices in the page's language and
 * digits, the demo pages' dollar figures, and the plain decimals of JSON-LD.
 */
import type { Language } from './dictionary';
import { localDigits } from './digits';
import { translate } from './messages';

/** 45 -> "45.00": two decimals, Western digits (JSON-LD, the order message's figures before localizing). */
export function decimalAmount(amount: number): string {
  return (Number.isFinite(amount) ? amount : 0).toFixed(2);
}

/** 45 -> "45.00 SAR" / "45.00 ر.س", in the page's digits. */
export function formatPrice(amount: number, language: Language): string {
  return `${localDigits(decimalAmount(amount), language)} ${translate(language, 'currency.sar')}`;
}

/** "15.99" -> "$15.99": the static demo pages keep the spec's dollar figures in both languages. */
export function formatDollars(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? `$${decimalAmount(value)}` : `$${amount}`;
}
