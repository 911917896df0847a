/**
 * Shares the site language (English by default, Arabic by the toggle or an /ar address);
 * keeps <html lang dir> in step and remembers each choice across visits in localStorage.
 * Plain React state: it is on every page, and two events need no XState in the first load.
 */
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { LocalizedText } from '../generated/types';
import { pickText } from './pickText';
import type { Language, MessageKey } from './dictionary';
import { hasMessages, loadMessages, translate } from './messages';

export const LANGUAGE_STORAGE_KEY = 'site_language';

export function storedLanguage(fallback: Language): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ar' || value === 'en' ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Sets <html lang dir> when they differ. Writing either, even with the value it has, restyles the
 * whole page (`:lang()` and direction are inherited by every element): the prerendered page
 * already has both, and hydration would pay for that twice, at start and in the effect below.
 */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

function persist(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

interface LanguageState {
  language: Language;
  /** The languages of the published version (without Arabic when the restaurant turned it off). */
  available: readonly Language[];
  /** The language being switched to while its strings load (else `language`). */
  requested: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

const BOTH: readonly Language[] = ['en', 'ar'];

export function LanguageProvider({
  initial,
  available = BOTH,
  children,
}: {
  initial: Language;
  /** The languages the visitor may switch between (src/i18n/available.ts); both by default. */
  available?: readonly Language[];
  children: ReactNode;
}) {
  const [language, setState] = useState<Language>(initial);
  const [requested, setRequested] = useState<Language>(initial);
  // Only a choice is remembered (not the language a page opened in); choosing the language it
  // already has changes and saves nothing.
  const chosen = useRef(false);
  const wanted = useRef<Language>(initial);
  // Switching is a transition, like a navigation: the page keeps responding while it re-renders,
  // and sections still waiting to hydrate (src/perf/deferSections.ts) hydrate before it.
  const setLanguage = useCallback(
    (next: Language) => {
      chosen.current = true;
      wanted.current = next;
      startTransition(() => setRequested(next));
      if (hasMessages(next)) return startTransition(() => setState(next));
      // The other language's strings load first; nothing changes until they are in.
      loadMessages(next).then(
        () => {
          if (wanted.current === next) startTransition(() => setState(next));
        },
        (error: unknown) => {
          console.error('[language] could not load the strings of', next, error);
          if (wanted.current === next) startTransition(() => setRequested((wanted.current = language)));
        },
      );
    },
    [language],
  );
  useEffect(() => {
    applyDocumentLanguage(language);
    if (chosen.current) persist(language);
  }, [language]);
  const value = useMemo(
    () => ({ language, available, requested, setLanguage }),
    [language, available, requested, setLanguage],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export interface LanguageApi {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  pick: (text: LocalizedText | null | undefined) => string;
  /** The language being switched to while its strings load; `language` otherwise. */
  requested: Language;
  /** The languages of the published version; a toggle shows only when there are two. */
  available: readonly Language[];
  /** The other language, or null when the version has this one only (Arabic turned off). */
  other: Language | null;
  toggle: () => void;
  setLanguage: (language: Language) => void;
}

/** Throws outside <LanguageProvider>. */
export function useLanguage(): LanguageApi {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>.');
  const { language, available, requested, setLanguage } = state;
  const otherLanguage: Language = requested === 'en' ? 'ar' : 'en';
  const other = available.includes(otherLanguage) ? otherLanguage : null;
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
    requested,
    available,
    other,
    toggle: () => {
      if (other) setLanguage(other);
    },
    setLanguage,
  };
}
