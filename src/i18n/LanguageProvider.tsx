/** Shares the language actor; keeps <html lang dir> and localStorage in step with it. */
import { createActorContext } from '@xstate/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { LocalizedText } from '../generated/types';
import { languageMachine } from '../machines/language.machine';
import { translate, type Language, type MessageKey } from './dictionary';

export const LANGUAGE_STORAGE_KEY = 'site_language';

export function storedLanguage(fallback: Language): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ar' || value === 'en' ? value : fallback;
  } catch {
    return fallback;
  }
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

const LanguageContext = createActorContext(
  languageMachine.provide({
    actions: {
      persist: (_, { language }) => {
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
        } catch {
          // Private mode or full storage: the choice lasts for this visit only.
        }
      },
    },
  }),
);

function DocumentLanguage() {
  const language = LanguageContext.useSelector((s) => s.context.language);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return null;
}

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  return (
    <LanguageContext.Provider options={{ input: { language: initial } }}>
      <DocumentLanguage />
      {children}
    </LanguageContext.Provider>
  );
}

/** Picks the Arabic value when the language is Arabic and the Arabic value exists. */
export function pickText(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return '';
  return language === 'ar' && text.ar ? text.ar : text.en || text.ar;
}

export interface LanguageApi {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  pick: (text: LocalizedText | null | undefined) => string;
  toggle: () => void;
  setLanguage: (language: Language) => void;
}

/** Throws outside <LanguageProvider> (SPEC section 8). */
export function useLanguage(): LanguageApi {
  const actor = LanguageContext.useActorRef();
  const language = LanguageContext.useSelector((s) => s.context.language);
  const t = useCallback((key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values), [language]);
  const pick = useCallback((text: LocalizedText | null | undefined) => pickText(text, language), [language]);
  return {
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    t,
    pick,
    toggle: () => actor.send({ type: 'language.toggle' }),
    setLanguage: (next) => actor.send({ type: 'language.set', language: next }),
  };
}
