/**
 * Speed technique: hydration as a transition.
 *
 * What it does: hydrates an island's root (src/islands/start.tsx) inside `startTransition`, so
 * React works in short slices and yields to the browser between them (a visitor's tap is handled
 * within a frame) instead of running one long task for the whole block.
 *
 * What it buys on `npm run bench`: mobile TBT on the home page from ~300 ms to under 100 ms
 * (2026-11-22, when the whole page hydrated as one root; see src/perf/README.md for today's figures).
 *
 * When it could go: never on its own; it is React's own scheduling and costs nothing. It would
 * only matter less if the island had far less to hydrate.
 */
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateInSlices(container: Element, island: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, island, {
      // A difference between the HTML and the first browser render (a clock, today's date) is
      // repaired by React re-rendering that part; it is worth a warning, not an error.
      onRecoverableError: (error) => console.warn('[hydrate]', error instanceof Error ? error.message : error),
    });
  });
}
