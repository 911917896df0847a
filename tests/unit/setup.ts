/** Unit-test setup: unmount rendered trees and reset page-level state between tests. */
import { afterEach } from 'vitest';
import { dictionary } from '../../src/i18n/dictionary';
import { registerMessages } from '../../src/i18n/messages';

// The app loads one language's strings per page (src/i18n/messages.ts); tests have both.
registerMessages('en', dictionary.en);
registerMessages('ar', dictionary.ar);

if (typeof document !== 'undefined') {
  // The page script's one listener for failed images (src/components/imageFallback.ts), which
  // every page has: a component's fallback is tested as it works there.
  const { watchImageFallbacks } = await import('../../src/components/imageFallback');
  watchImageFallbacks(document);
  // The page's dialogs are native <dialog> elements, whose methods jsdom lacks.
  const { polyfillDialog } = await import('./dialog');
  polyfillDialog();
  // waitFor's 1 s default is too short on a busy machine (the tests run two at a time on two
  // cores, beside the CMS tests): a slow pass failed. Something that never happens still fails.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
});
