/**
 * Small publishes first, within one publisher process. Sites publish side by side
 * (publish/jobs.ts), but their pages render on the process's one thread: a dish saved on one site
 * would wait, page after page, behind another site's full republish (its name changed, an allergen
 * every site uses). So each publish takes a turn when it starts, and counts as small until it
 * finds out otherwise: when the check of unchanged pages leaves more than LARGE_PUBLISH_PAGES to
 * render (publish/steps/render-routes.ts), it becomes large. A large publish pauses at its next
 * page, or its next step, while any small publish runs, and goes on when none does.
 *
 * A pause lasts at most `maxPauseMs`, so a stream of small publishes slows a large one but never
 * stops it; and two large publishes share the thread as before.
 */

/** Pages to render above which a publish lets small ones go first. A dish edit renders under 10. */
export const LARGE_PUBLISH_PAGES = 24;

export interface PublishTurn {
  /** This publish renders many pages: from now on it lets small publishes go first. */
  becomeLarge: () => void;
  /** A point where a large publish may pause: resolves at once unless it is large and a small one runs. */
  yield: () => Promise<void>;
  /** The publish ended (published or failed). */
  end: () => void;
}

export interface Precedence {
  /** A publish starts: small until it says otherwise. */
  begin: () => PublishTurn;
}

/** The turn of a publish that has no others to give way to (a build, a test). */
export const SOLE_TURN: PublishTurn = {
  becomeLarge: () => undefined,
  yield: () => Promise.resolve(),
  end: () => undefined,
};

export function createPrecedence({ maxPauseMs = 5000 }: { maxPauseMs?: number } = {}): Precedence {
  /** Publishes running that count as small. */
  let small = 0;
  let waiters: (() => void)[] = [];
  const wake = () => {
    if (small > 0) return;
    const woken = waiters;
    waiters = [];
    woken.forEach((resolve) => resolve());
  };
  return {
    begin() {
      let large = false;
      let ended = false;
      small += 1;
      const leaveSmall = () => {
        if (large || ended) return;
        small -= 1;
        wake();
      };
      return {
        becomeLarge() {
          leaveSmall();
          large = true;
        },
        async yield() {
          if (!large || ended || small === 0) return;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              waiters = waiters.filter((waiter) => waiter !== done);
              resolve();
            }, maxPauseMs);
            const done = () => {
              clearTimeout(timer);
              resolve();
            };
            waiters.push(done);
          });
        },
        end() {
          leaveSmall();
          ended = true;
        },
      };
    },
  };
}
