/**
 * Where a publish spends its time, step by step, for the publisher's log line:
 *
 *   [publish] <id>: 150 pages in 0.8 s (cms: items.update menu_items 12); wait 120, stage 3, …
 *
 * Steps are added in the order they first run; a step timed twice adds up. `npm run
 * bench:publish` reads the line back (parseTimings) and prints each step's median.
 */
export interface Timings {
  /** Runs `work` and adds its time to `step`. */
  time: <T>(step: string, work: () => Promise<T>) => Promise<T>;
  /** Adds milliseconds measured elsewhere (the queue's wait) to `step`. */
  add: (step: string, ms: number) => void;
  /** The steps so far, in milliseconds. */
  steps: () => Record<string, number>;
}

export function createTimings(): Timings {
  const steps = new Map<string, number>();
  const add = (step: string, ms: number) => void steps.set(step, (steps.get(step) ?? 0) + ms);
  return {
    add,
    async time(step, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        add(step, performance.now() - started);
      }
    },
    steps: () => Object.fromEntries([...steps].map(([step, ms]) => [step, Math.round(ms)])),
  };
}

/** "wait 120, stage 3, reads 210": the steps of a log line, in milliseconds. */
export function formatTimings(steps: Record<string, number>): string {
  return Object.entries(steps)
    .map(([step, ms]) => `${step} ${Math.round(ms)}`)
    .join(', ');
}

/** The steps of a publisher's log line ("…; wait 120, stage 3"), or null for another line. */
export function parseTimings(line: string): Record<string, number> | null {
  const match = /^\[publish\] \S+: .*; ((?:[a-z-]+ \d+(?:, )?)+)$/.exec(line);
  if (!match) return null;
  return Object.fromEntries(
    match[1]!.split(', ').map((part) => {
      const [step, ms] = part.split(' ');
      return [step!, Number(ms)];
    }),
  );
}
