/**
 * The interface strings the page has loaded, one language at a time. A page loads only its own
 * language (`virtual:messages/<language>`, built from src/i18n/dictionary.ts by
 * build/vite-plugin-site.ts); switching language loads the other before anything changes.
 * The prerender and the unit tests register both languages from the dictionary directly.
 * Browser code imports `translate` from here, never values from ./dictionary (that would put
 * both languages in every first load; tests/unit/i18n-split.test.ts checks).
 */
import type { Language, MessageKey } from './dictionary';

export type Messages = Record<MessageKey, string>;

const registered: Partial<Record<Language, Messages>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

export function registerMessages(language: Language, messages: Messages): void {
  registered[language] = messages;
}

export function hasMessages(language: Language): boolean {
  return registered[language] !== undefined;
}

/** Loads a language's strings once (a small chunk of its own). */
export function loadMessages(language: Language): Promise<void> {
  if (registered[language]) return Promise.resolve();
  loading[language] ??= (language === 'ar' ? import('virtual:messages/ar') : import('virtual:messages/en')).then(
    (module) => registerMessages(language, module.default),
    (error: unknown) => {
      delete loading[language]; // the next switch tries again
      throw error;
    },
  );
  return loading[language];
}

/** Looks a key up and fills `{name}` placeholders. */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  // A language not loaded (never expected) falls back to one that is, then to the key.
  const template = (registered[language] ?? registered.en ?? registered.ar)?.[key] ?? key;
  return values ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : template;
}
