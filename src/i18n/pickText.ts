/**
 * The one way a text in both languages is read: the Arabic value on Arabic pages when there is
 * one, else the English one (and the Arabic one when English is empty). Whitespace-only counts
 * as empty; anything that is not a string is ignored, so it is safe on whatever a record holds.
 */
import type { LocalizedText } from '../generated/types';
import type { Language } from './dictionary';

export function pickText(text: LocalizedText | null | undefined, language: Language): string {
  if (!text || typeof text !== 'object') return '';
  const en = typeof text.en === 'string' ? text.en.trim() : '';
  const ar = typeof text.ar === 'string' ? text.ar.trim() : '';
  return language === 'ar' ? ar || en : en || ar;
}
