/**
 * Turns a stream of "something changed" notices into as few publishes as possible:
 * - a burst of notices (an editor saving several fields, a bulk import) waits until the CMS has
 *   been quiet for `quietMs` (but never longer than `maxWaitMs`), then runs one publish;
 * - notices that arrive while a publish runs queue exactly one more publish, which starts as soon
 *   as the running one ends and covers all of them.
 * - a publish that fails is tried again after a backoff (1 s, 3 s, 9 s by default), unless the
 *   failure cannot heal by waiting (`retryable`); notices that arrive during the backoff are
 *   covered by the retry, which reads the CMS anew.
 * `run` gets every trigger the publish covers. A publish that still fails after its retries is
 * reported (`onError`) and does not stop the queue.
 */
export interface PublishQueueOptions {
  quietMs?: number;
  maxWaitMs?: number;
  /** A publish that failed for good (after its retries), with the triggers it covered. */
  onError?: (error: unknown, failed: { triggers: string[]; startedAt: number }) => unknown;
  /** The waits before each retry of a failed publish; [] for none. */
  retryDelaysMs?: readonly number[];
  /** Whether waiting may heal a failure (a busy lock, a CMS that did not answer); default: always. */
  retryable?: (error: unknown) => boolean;
  /** Told before each retry: the error, the wait, the retry's number and how many there may be. */
  onRetry?: (error: unknown, retry: { delayMs: number; attempt: number; of: number }) => void;
}

export interface PublishQueue {
  /** Notes a change; a publish follows. */
  request: (trigger: string) => void;
  /** Resolves once nothing is waiting or running. */
  idle: () => Promise<void>;
  /** Stops scheduling; a running publish finishes. */
  close: () => Promise<void>;
}

export function createPublishQueue(
  /** `waitedMs`: from the first notice it covers to its start (the quiet period, a publish before it). */
  run: (triggers: string[], waited: { waitedMs: number }) => Promise<void>,
  {
    quietMs = 300,
    maxWaitMs = 2000,
    onError = (error) => console.error(error),
    retryDelaysMs = [1000, 3000, 9000],
    retryable = () => true,
    onRetry = () => undefined,
  }: PublishQueueOptions = {},
): PublishQueue {
  let waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstWaitingAt = 0;
  let running: Promise<void> | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  /** Ends the backoff before a retry at once (on close). */
  let wakeRetry: (() => void) | null = null;

  const settleIdle = () => {
    if (running || timer || waiting.length) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  const start = () => {
    timer = undefined;
    if (running || closed || waiting.length === 0) return settleIdle();
    running = publishWithRetries()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        // Changes saved during that publish: one more, at once (they have waited long enough).
        if (waiting.length && !closed) start();
        else settleIdle();
      });
  };

  /** One publish of what is waiting, tried again after a backoff while it fails and may heal. */
  const publishWithRetries = async () => {
    let triggers = waiting;
    waiting = [];
    const startedAt = Date.now();
    const waitedMs = startedAt - firstWaitingAt;
    for (let attempt = 0; ; attempt++) {
      try {
        await run(triggers, { waitedMs: attempt === 0 ? waitedMs : 0 });
        return;
      } catch (error) {
        const delayMs = retryDelaysMs[attempt];
        if (closed || delayMs === undefined || !retryable(error)) {
          await onError(error, { triggers, startedAt });
          return;
        }
        onRetry(error, { delayMs, attempt: attempt + 1, of: retryDelaysMs.length });
        await new Promise<void>((resolve) => {
          const backoff = setTimeout(resolve, delayMs);
          wakeRetry = () => {
            clearTimeout(backoff);
            resolve();
          };
        });
        wakeRetry = null;
        if (closed) {
          await onError(error, { triggers, startedAt });
          return;
        }
        // Notices that came during the backoff: the retry reads the CMS anew, so it covers them.
        for (const trigger of waiting) if (!triggers.includes(trigger)) triggers = [...triggers, trigger];
        waiting = [];
      }
    }
  };

  const schedule = () => {
    if (running || closed) return;
    if (timer) clearTimeout(timer);
    const waited = Date.now() - firstWaitingAt;
    timer = setTimeout(start, Math.max(0, Math.min(quietMs, maxWaitMs - waited)));
  };

  return {
    request(trigger) {
      if (closed) return;
      if (waiting.length === 0) firstWaitingAt = Date.now();
      if (!waiting.includes(trigger)) waiting.push(trigger);
      schedule();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting = [];
      wakeRetry?.();
      await running;
      settleIdle();
    },
  };
}
