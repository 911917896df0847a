import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublishQueue } from './queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A publish that takes `ms` of (fake) time and records what it covered. */
function recorder(ms = 1000) {
  const runs: string[][] = [];
  const run = (triggers: string[]) =>
    new Promise<void>((resolve) => {
      runs.push(triggers);
      setTimeout(resolve, ms);
    });
  return { runs, run };
}

describe('publish queue', () => {
  it('coalesces a burst of edits into one publish once the CMS is quiet', async () => {
    const { runs, run } = recorder();
    const queue = createPublishQueue(run, { quietMs: 300, maxWaitMs: 2000 });
    for (let i = 0; i < 5; i++) {
      queue.request(`menu_items update ${i}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toEqual([[0, 1, 2, 3, 4].map((i) => `menu_items update ${i}`)]);
  });

  it('does not wait past maxWaitMs under a steady stream of edits', async () => {
    const { runs, run } = recorder();
    const queue = createPublishQueue(run, { quietMs: 300, maxWaitMs: 1000 });
    for (let i = 0; i < 12; i++) {
      queue.request(`edit ${i}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(runs.length).toBe(1);
    expect(runs[0]!.length).toBeLessThanOrEqual(11);
  });

  it('queues exactly one more publish for edits saved during a publish', async () => {
    const { runs, run } = recorder(1000);
    const queue = createPublishQueue(run, { quietMs: 10 });
    queue.request('a');
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toEqual([['a']]);
    queue.request('b');
    queue.request('c');
    await vi.advanceTimersByTimeAsync(500);
    queue.request('d');
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(runs).toEqual([['a'], ['b', 'c', 'd']]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(2);
    await queue.idle();
  });

  it('names a trigger once per publish', async () => {
    const { runs, run } = recorder(10);
    const queue = createPublishQueue(run, { quietMs: 10 });
    queue.request('restaurants update 1');
    queue.request('restaurants update 1');
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toEqual([['restaurants update 1']]);
  });

  it('keeps going after a failed publish, and reports it', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createPublishQueue(
      () => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('CMS down')) : Promise.resolve();
      },
      { quietMs: 10, onError: (error) => errors.push(error), retryDelaysMs: [] },
    );
    queue.request('a');
    await vi.advanceTimersByTimeAsync(20);
    queue.request('b');
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('CMS down')]);
  });

  it('tries a failed publish again after 1 s, 3 s and 9 s, then reports it', async () => {
    const runs: { at: number; triggers: string[] }[] = [];
    const retries: string[] = [];
    const errors: { error: unknown; triggers: string[] }[] = [];
    const started = Date.now();
    const queue = createPublishQueue(
      (triggers) => {
        runs.push({ at: Date.now() - started, triggers });
        return Promise.reject(new Error('the CMS answered 503'));
      },
      {
        quietMs: 10,
        onError: (error, { triggers }) => errors.push({ error, triggers }),
        onRetry: (error, { delayMs, attempt, of }) =>
          retries.push(`${(error as Error).message}; retrying in ${delayMs} ms, attempt ${attempt} of ${of}`),
      },
    );
    queue.request('a');
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(runs.map((run) => run.at)).toEqual([10]);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((run) => run.at)).toEqual([10, 1010]);
    await vi.advanceTimersByTimeAsync(3000 + 9000);
    expect(runs.map((run) => run.at)).toEqual([10, 1010, 4010, 13010]);
    expect(retries).toEqual([
      'the CMS answered 503; retrying in 1000 ms, attempt 1 of 3',
      'the CMS answered 503; retrying in 3000 ms, attempt 2 of 3',
      'the CMS answered 503; retrying in 9000 ms, attempt 3 of 3',
    ]);
    // Still failing: reported once, and the queue is idle (a waiting notice is answered).
    expect(errors).toEqual([{ error: new Error('the CMS answered 503'), triggers: ['a'] }]);
    expect(idle).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(4);
  });

  it('covers notices that arrive during the backoff with the retry, which may succeed', async () => {
    const runs: string[][] = [];
    const errors: unknown[] = [];
    const queue = createPublishQueue(
      (triggers) => {
        runs.push(triggers);
        return runs.length === 1 ? Promise.reject(new Error('another publish is running')) : Promise.resolve();
      },
      { quietMs: 10, retryDelaysMs: [50, 150, 450], onError: (error) => errors.push(error) },
    );
    queue.request('a');
    await vi.advanceTimersByTimeAsync(20);
    queue.request('b');
    queue.request('a');
    await vi.advanceTimersByTimeAsync(60);
    expect(runs).toEqual([['a'], ['a', 'b']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('does not retry a failure that waiting cannot heal', async () => {
    const runs: string[][] = [];
    const errors: unknown[] = [];
    const queue = createPublishQueue(
      (triggers) => {
        runs.push(triggers);
        return Promise.reject(new Error('menu_items 12, field default_price: -5 is not a price'));
      },
      { quietMs: 10, retryable: () => false, onError: (error) => errors.push(error) },
    );
    queue.request('a');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toEqual([['a']]);
    expect(errors).toHaveLength(1);
  });

  it('stops retrying when closed, and reports the failure', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createPublishQueue(
      () => {
        calls++;
        return Promise.reject(new Error('CMS down'));
      },
      { quietMs: 10, onError: (error) => errors.push(error) },
    );
    queue.request('a');
    await vi.advanceTimersByTimeAsync(20);
    await queue.close();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(1);
    expect(errors).toEqual([new Error('CMS down')]);
  });

  it('idle() resolves once the queue has drained; close() stops scheduling', async () => {
    const { runs, run } = recorder(100);
    const queue = createPublishQueue(run, { quietMs: 10 });
    queue.request('a');
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBe(true);
    await queue.close();
    queue.request('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([['a']]);
  });
});
