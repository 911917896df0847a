/**
 * The visitor's choice of language, kept in localStorage across visits: written when they follow
 * the language switch (src/layout/behaviour/header.ts), read by src/main.tsx to take a visitor who
 * comes in from elsewhere to the address in that language (src/i18n/available.ts, `startAddress`,
 * which reads it only where it can decide: a page's first read of storage waits on the browser).
 */
import type { Language } from './dictionary';

export const LANGUAGE_STORAGE_KEY = 'site_language';

export function storedLanguage(fallback: Language): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ar' || value === 'en' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers the visitor's choice of language for the pages that follow (and the next visit). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
