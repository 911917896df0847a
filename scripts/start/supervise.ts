/**
 * Keeps a part of `npm start` (the CMS, the publisher) running: when it dies, say so at once and
 * start it again after a growing pause; after `maxRestarts` deaths within `windowMs`, give up with
 * one clear message, to which the caller adds what that part's absence means. The site server is
 * not supervised: it keeps serving the live version, whatever becomes of the others.
 */

export interface SuperviseOptions<T> {
  /** "the CMS": used in the messages. */
  name: string;
  /** Starts the part again; a rejection counts as one more death. */
  start: () => Promise<T>;
  /** Resolves with why `instance` stopped ("killed by SIGKILL", "exit code 1"). */
  stopped: (instance: T) => Promise<string>;
  /** Called when the part is running again. */
  restarted?: (instance: T) => void;
  /** Called once after too many deaths, with what happened; the part is not started again. */
  giveUp: (message: string) => void;
  /** Where to look when it keeps dying (a log file), named in the give-up message. */
  hint?: string;
  maxRestarts?: number;
  windowMs?: number;
  /** Pause before restart n (1-based): backoffMs * 2^(n-1). */
  backoffMs?: number;
  log?: (line: string) => void;
}

export interface Supervisor<T> {
  /** The running instance (the latest one started). */
  current: () => T;
  /**
   * Stop watching: a death after this is expected (Ctrl-C) and nothing restarts. Resolves, once
   * a restart under way has settled, with the instance to stop.
   */
  stop: () => Promise<T>;
}

/** "killed by SIGKILL" or "exit code 1", from a child process's exit. */
export function describeExit({ code, signal }: { code: number | null; signal: string | null }): string {
  if (signal) return `killed by ${signal}`;
  return code === 0 ? 'it exited' : `exit code ${code}`;
}

export function supervise<T>(first: T, options: SuperviseOptions<T>): Supervisor<T> {
  const { name, maxRestarts = 3, windowMs = 60_000, backoffMs = 1000 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  let instance = first;
  let watching = true;
  const deaths: number[] = [];
  let starting: Promise<unknown> = Promise.resolve();

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function watch(): Promise<void> {
    let reason = await options.stopped(instance);
    while (watching) {
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && (deaths[0] ?? now) <= now - windowMs) deaths.shift();
      const attempt = deaths.length;
      if (attempt > maxRestarts) {
        watching = false;
        const seconds = Math.round(windowMs / 1000);
        options.giveUp(
          `${Name} stopped ${attempt} times within ${seconds} s (last: ${reason}) and is not started again.` +
            `${options.hint ? ` See ${options.hint}.` : ''}`,
        );
        return;
      }
      const pause = backoffMs * 2 ** (attempt - 1);
      log(
        `! ${Name} stopped (${reason}); restarting it in ${pause / 1000} s (try ${attempt} of ${maxRestarts}). ` +
          'The site keeps serving the live version.',
      );
      await sleep(pause);
      if (!watching) return;
      try {
        const next = options.start();
        starting = next.catch(() => undefined);
        instance = await next;
      } catch (error) {
        reason = `it failed to start again: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`;
        continue;
      }
      if (!watching) return;
      options.restarted?.(instance);
      reason = await options.stopped(instance);
    }
  }
  void watch();

  return {
    current: () => instance,
    stop: async () => {
      watching = false;
      await starting;
      return instance;
    },
  };
}
