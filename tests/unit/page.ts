/**
 * The page script's behaviours of the document (src/main.tsx starts them on every page): its
 * dialogs and its language switch. Their listeners are on the document, which outlives a test's
 * page: started once per test file.
 */
import { watchDialogs } from '../../src/layout/behaviour/dialogs';
import { watchLanguageSwitch } from '../../src/layout/behaviour/header';

let started = false;

export function watchDocumentOnce(): void {
  if (started) return;
  started = true;
  watchDialogs(document);
  watchLanguageSwitch(document);
}
