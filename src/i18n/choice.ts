/**
 * The visitor's choice of language, kept in localStorage across visits: written when they follow
 * the language switch (src/layout/behaviour/header.ts), read by src/perf/boot.ts (which imports
 * nothing, so it spells the key itself; boot.test.ts checks they agree) to take them to the
 * address in that language.
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
