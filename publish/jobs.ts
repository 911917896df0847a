/**
 * Where publishes wait and run: one line per site. Each site publishes one version at a time,
 * saves that arrive meanwhile fold into exactly one publish after it, and sites publish
 * independently of one another, so a dish saved on one site goes live while another site's full
 * publish runs. This interface is all the publisher (publish/server.ts) knows of it; the embedded
 * implementation below keeps each site's line in memory (publish/queue.ts) and holds the site's
 * file lock (publish/lock.ts) around each publish, and another (a job queue in a database shared
 * by several publishers) can take its place.
 */
import { withPublishLock } from './lock.ts';
import { createPublishQueue, type PublishQueue, type PublishQueueOptions } from './queue.ts';

export interface PublishJobs {
  /**
   * Notes a change that needs `site` published again; `trigger` says what changed. `broad`: the
   * change republishes many sites at once (publish/precedence.ts lets small edits go first).
   */
  request: (site: string, trigger: string, options?: RequestOptions) => void;
  /** Resolves once the sites named (every site when none is) have nothing waiting or running. */
  idle: (sites?: readonly string[]) => Promise<void>;
  /** Stops taking work; publishes under way finish. */
  close: () => Promise<void>;
}

export interface RequestOptions {
  broad?: boolean;
}

/**
 * One publish of `site`, covering every trigger that waited for it: the time the first one
 * waited, and whether every one of them was asked for as broad (whichever publisher asked).
 */
export type RunPublish = (
  site: string,
  triggers: string[],
  context: { waitedMs: number; broad: boolean },
) => Promise<void>;

export interface LocalJobsOptions extends Omit<PublishQueueOptions, 'onError' | 'onRetry'> {
  /** The folder whose lock a site's publish holds (its folder of versions). */
  lockRoot: (site: string) => string;
  /** A publish of `site` that failed for good (after its retries). */
  onError?: (site: string, error: unknown, failed: { triggers: string[]; startedAt: number }) => unknown;
  /** Told before each retry of a publish of `site`. */
  onRetry?: (site: string, error: unknown, retry: { delayMs: number; attempt: number; of: number }) => void;
}

/**
 * The embedded PublishJobs: a queue in memory per site, made when the site is first asked for (a
 * site added to the list has one at once), and the site's lock file around each publish.
 */
export function createLocalJobs(run: RunPublish, options: LocalJobsOptions): PublishJobs {
  const { lockRoot, onError, onRetry, ...queueOptions } = options;
  const queues = new Map<string, PublishQueue>();
  /** Whether each waiting trigger of a site ("site\ntrigger") was asked for as broad every time. */
  const broad = new Map<string, boolean>();
  const keyOf = (site: string, trigger: string) => `${site}\n${trigger}`;
  let closed = false;
  const queueOf = (site: string) => {
    let queue = queues.get(site);
    if (!queue) {
      queue = createPublishQueue(
        (triggers, waited) => {
          const keys = triggers.map((trigger) => keyOf(site, trigger));
          const allBroad = keys.length > 0 && keys.every((key) => broad.get(key) === true);
          // Asked again while this publish runs: that request counts anew.
          keys.forEach((key) => broad.delete(key));
          return withPublishLock(lockRoot(site), () => run(site, triggers, { ...waited, broad: allBroad }));
        },
        {
          ...queueOptions,
          ...(onError ? { onError: (error, failed) => onError(site, error, failed) } : {}),
          ...(onRetry ? { onRetry: (error, retry) => onRetry(site, error, retry) } : {}),
        },
      );
      queues.set(site, queue);
    }
    return queue;
  };
  return {
    request: (site, trigger, { broad: isBroad = false } = {}) => {
      if (closed) return;
      const key = keyOf(site, trigger);
      broad.set(key, (broad.get(key) ?? true) && isBroad);
      queueOf(site).request(trigger);
    },
    idle: async (named) => {
      const waiting = (named ?? [...queues.keys()]).flatMap((site) => queues.get(site) ?? []);
      await Promise.all(waiting.map((queue) => queue.idle()));
    },
    close: async () => {
      closed = true;
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}
