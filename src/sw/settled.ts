/**
 * The hand-over from one version's offline worker to the next, as the page runs it (src/main.tsx).
 *
 * A publish's worker installs on the first page load after the publish, and then waits until a
 * page of the site tells it to take over (src/sw/sw.ts), which the page does once it is quiet.
 * Chromium hands over by stopping the old worker, and a request that reaches the old worker
 * while it stops starts it again: the hand-over is then left for the next navigation, which meets
 * the same stop and can wait for good (docs/offline.md, "The hand-over"). A worker that took
 * over on its own as soon as it was installed did so in the middle of the loading page's
 * requests; so does a message to the old worker, which is why the page sends its `CACHE_URLS`
 * message only once the hand-over is over, to the worker in charge: the new version's, which
 * also keeps the page in that version's caches, not in the ones the hand-over drops.
 */

/** The message a waiting worker takes over on. */
export const TAKE_OVER = 'SKIP_WAITING';

function reached(worker: ServiceWorker, states: readonly ServiceWorkerState[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!states.includes(worker.state)) return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * The registration's active worker once no worker of it is installing or waiting. A worker that
 * installs is, once installed, handed `takeOver` (which asks it to take over when the page is
 * quiet); then this waits until it has (or has failed, leaving the old one in charge).
 */
export async function settledWorker(
  registration: Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'>,
  takeOver: (waiting: ServiceWorker) => void,
): Promise<ServiceWorker | null> {
  for (
    let next = registration.installing ?? registration.waiting;
    next;
    next = registration.installing ?? registration.waiting
  ) {
    await reached(next, ['installed', 'activating', 'activated', 'redundant']);
    if (next.state === 'installed') takeOver(next);
    await reached(next, ['activated', 'redundant']);
  }
  return registration.active;
}

/** How long no file may have arrived for the page to count as quiet. */
export const QUIET_MS = 500;
/** The longest the hand-over waits for a quiet page: a page that keeps loading still hands over. */
export const QUIET_AT_MOST_MS = 10_000;

/**
 * Runs `run` once no file has arrived for QUIET_MS (the page's resource timing entries, which
 * the files it loads through the worker add one by one), or after QUIET_AT_MOST_MS at the latest.
 */
export function whenQuiet(
  run: () => void,
  filesSoFar: () => number = () => performance.getEntriesByType('resource').length,
): void {
  const step = QUIET_MS / 2;
  let seen = filesSoFar();
  let still = 0;
  let waited = 0;
  const check = () => {
    waited += step;
    const now = filesSoFar();
    still = now === seen ? still + step : 0;
    seen = now;
    if (still >= QUIET_MS || waited >= QUIET_AT_MOST_MS) run();
    else setTimeout(check, step);
  };
  setTimeout(check, step);
}
