/** Site language: English by default, Arabic by toggle, remembered across visits by the `persist` action. */
import { assign, setup } from 'xstate';
import type { Language } from '../i18n/dictionary';

export type LanguageEvent = { type: 'language.toggle' } | { type: 'language.set'; language: Language };

export const languageMachine = setup({
  types: {
    context: {} as { language: Language },
    input: {} as { language?: Language },
    events: {} as LanguageEvent,
  },
  actions: {
    /** Side effect supplied by the app (localStorage); a no-op in headless tests. */
    persist: (_, _params: { language: Language }) => {},
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language ?? 'en' }),
  on: {
    'language.toggle': {
      actions: [
        assign({ language: ({ context }) => (context.language === 'en' ? 'ar' : 'en') }),
        { type: 'persist', params: ({ context }) => ({ language: context.language }) },
      ],
    },
    'language.set': {
      guard: ({ context, event }) => event.language !== context.language,
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: 'persist', params: ({ event }) => ({ language: event.language }) },
      ],
    },
  },
});
