/**
 * Turns a stream of "something changed" notices into as few publishes as possible:
 * - a burst of notices (an editor saving several fields, a bulk import) waits until the CMS has
 *   been quiet for `quietMs` (but never longer than `maxWaitMs`), then runs one publish;
 * - notices that arrive while a publish runs queue exactly one more publish, which starts as soon
 *   as the running one ends and covers all of them.
 * `run` gets every trigger the publish covers. A failed run is reported and does not stop the queue.
 */
export interface PublishQueueOptions {
  quietMs?: number;
  maxWaitMs?: number;
  onError?: (error: unknown) => void;
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
  run: (triggers: string[]) => Promise<void>,
  { quietMs = 300, maxWaitMs = 2000, onError = (error) => console.error(error) }: PublishQueueOptions = {},
): PublishQueue {
  let waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstWaitingAt = 0;
  let running: Promise<void> | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running || timer || waiting.length) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  const start = () => {
    timer = undefined;
    if (running || closed || waiting.length === 0) return settleIdle();
    const triggers = waiting;
    waiting = [];
    running = run(triggers)
      .catch(onError)
      .finally(() => {
        running = null;
        // Changes saved during that publish: one more, at once (they have waited long enough).
        if (waiting.length && !closed) start();
        else settleIdle();
      });
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
      await running;
      settleIdle();
    },
  };
}
