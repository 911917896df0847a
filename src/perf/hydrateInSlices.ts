/**
 * Speed technique: hydration as a transition.
 *
 * What it does: hydrates the prerendered page inside `startTransition`, so React works in short
 * slices and yields to the browser between them (a visitor's tap is handled within a frame)
 * instead of running one long task for the whole page.
 *
 * What it buys on `npm run bench`: mobile TBT on the home page from ~300 ms to under 100 ms
 * (2026-11-22, when it came in; see src/perf/README.md for today's figures).
 *
 * When it could go: never on its own; it is React's own scheduling and costs nothing. It would
 * only matter less if the page had far less to hydrate (see deferSections.ts).
 */
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { wakeAll } from './deferSections';

export function hydrateInSlices(root: Element, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(root, app, {
      // A difference between the HTML and the first browser render (a clock, today's date) is
      // repaired by React re-rendering that part; it is worth a warning, not an error.
      onRecoverableError: (error) => {
        console.warn('[hydrate]', error instanceof Error ? error.message : error);
        // React threw away some HTML and rendered it anew: sections waiting for the visitor
        // inside it would stay empty placeholders, so every one renders now.
        wakeAll();
      },
    });
  });
}
