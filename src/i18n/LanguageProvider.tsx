/**
 * The page's language: the address decides it (English at a route's path, Arabic under /ar), and
 * each page is a document of its own, so it never changes while a page is shown. The language
 * switch is a link to the same page in the other language (src/layout/LanguageToggle.tsx), whose
 * press the page script remembers (./choice.ts); src/perf/boot.ts takes a visitor who chose before
 * to the address in that language.
 */
import { createContext, useContext, useCallback, useMemo, type ReactNode } from 'react';
import type { LocalizedText } from '../generated/types';
import { pickText } from './pickText';
import type { Language, MessageKey } from './dictionary';
import { translate } from './messages';

interface LanguageState {
  language: Language;
  /** The languages of the published version (without Arabic when the restaurant turned it off). */
  available: readonly Language[];
}

const LanguageContext = createContext<LanguageState | null>(null);

const BOTH: readonly Language[] = ['en', 'ar'];

export function LanguageProvider({
  initial,
  available = BOTH,
  children,
}: {
  initial: Language;
  /** The languages of the published version (src/i18n/available.ts); both by default. */
  available?: readonly Language[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language: initial, available }), [initial, available]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export interface LanguageApi {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  pick: (text: LocalizedText | null | undefined) => string;
  /** The languages of the published version; a switch shows only when there are two. */
  available: readonly Language[];
  /** The other language, or null when the version has this one only (Arabic turned off). */
  other: Language | null;
}

/** Throws outside <LanguageProvider>. */
export function useLanguage(): LanguageApi {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>.');
  const { language, available } = state;
  const otherLanguage: Language = language === 'en' ? 'ar' : 'en';
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  const pick = useCallback((text: LocalizedText | null | undefined) => pickText(text, language), [language]);
  return {
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    t,
    pick,
    available,
    other: available.includes(otherLanguage) ? otherLanguage : null,
  };
}
