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
 * stops it. Large publishes render one at a time, in the order they reached their first page
 * (many sites republished at once, after a change to an allergen they all name): a dozen at once
 * would only share the thread and fill libuv's threads with their compressions, and a small
 * publish's steps would wait behind all of them. A large one waits at most `maxSlotWaitMs` for
 * its turn.
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
  /**
   * A publish starts: small until it says otherwise, or large from the start when it is `broad`
   * (one of many sites a single change republishes: it would only slow a small one meanwhile).
   */
  begin: (options?: { broad?: boolean }) => PublishTurn;
}

/** The turn of a publish that has no others to give way to (a build, a test). */
export const SOLE_TURN: PublishTurn = {
  becomeLarge: () => undefined,
  yield: () => Promise.resolve(),
  end: () => undefined,
};

export function createPrecedence({
  maxPauseMs = 5000,
  maxSlotWaitMs = 60_000,
}: { maxPauseMs?: number; maxSlotWaitMs?: number } = {}): Precedence {
  /** Publishes running that count as small. */
  let small = 0;
  /** The large publish that renders now, and those waiting for their turn, first come first. */
  let renderer: object | null = null;
  let queue: { turn: object; go: () => void }[] = [];
  const handOn = () => {
    const next = queue.shift();
    renderer = next?.turn ?? null;
    next?.go();
  };
  let waiters: (() => void)[] = [];
  const wake = () => {
    if (small > 0) return;
    const woken = waiters;
    waiters = [];
    woken.forEach((resolve) => resolve());
  };
  return {
    begin({ broad = false } = {}) {
      let large = broad;
      let ended = false;
      const turn = {};
      if (!broad) small += 1;
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
          if (!large || ended) return;
          // One large publish renders at a time; the others wait their turn (at most maxSlotWaitMs).
          if (renderer === null) renderer = turn;
          else if (renderer !== turn)
            await new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                queue = queue.filter((waiting) => waiting.turn !== turn);
                resolve();
              }, maxSlotWaitMs);
              queue.push({
                turn,
                go: () => {
                  clearTimeout(timer);
                  resolve();
                },
              });
            });
          if (small === 0 || ended) return;
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
          queue = queue.filter((waiting) => waiting.turn !== turn);
          if (renderer === turn) handOn();
        },
      };
    },
  };
}
