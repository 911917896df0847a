import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AT_MOST_MS, QUIET_MS, settledWorker, whenQuiet } from './settled';

/** A worker whose state the test moves on, as the browser does, with its statechange events. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

type Registration = Parameters<typeof settledWorker>[0];
const asWorker = (worker: FakeWorker | null) => worker as unknown as ServiceWorker | null;

function registration(slots: { installing?: FakeWorker; waiting?: FakeWorker; active?: FakeWorker }) {
  const current = { installing: null, waiting: null, active: null, ...slots } as Record<
    'installing' | 'waiting' | 'active',
    FakeWorker | null
  >;
  const view: Registration = {
    get installing() {
      return asWorker(current.installing);
    },
    get waiting() {
      return asWorker(current.waiting);
    },
    get active() {
      return asWorker(current.active);
    },
  };
  return { view, current };
}

/** Whether the promise has settled once the microtasks queued so far have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('settledWorker', () => {
  it('is the active worker at once when no new worker is on its way', async () => {
    const old = new FakeWorker('activated');
    const asked: ServiceWorker[] = [];
    expect(await settledWorker(registration({ active: old }).view, (w) => asked.push(w))).toBe(old);
    expect(asked).toEqual([]);
  });

  it('asks a new version’s worker to take over once installed, waits until it has, then is the new worker', async () => {
    const old = new FakeWorker('activated');
    const next = new FakeWorker('installing');
    const { view, current } = registration({ active: old, installing: next });
    const asked: unknown[] = [];
    const result = settledWorker(view, (w) => asked.push(w));
    expect(await settledYet(result)).toBe(false);
    expect(asked, 'not asked to take over before it is installed').toEqual([]);

    next.moveTo('installed');
    Object.assign(current, { installing: null, waiting: next });
    expect(await settledYet(result)).toBe(false);
    expect(asked, 'asked once, once installed').toEqual([next]);

    Object.assign(current, { waiting: null, active: next });
    next.moveTo('activating');
    expect(await settledYet(result)).toBe(false);
    next.moveTo('activated');
    expect(await result).toBe(next);
  });

  it('is the old worker again when the new one fails to install', async () => {
    const old = new FakeWorker('activated');
    const next = new FakeWorker('installing');
    const { view, current } = registration({ active: old, installing: next });
    const result = settledWorker(view, () => undefined);
    current.installing = null;
    next.moveTo('redundant');
    expect(await result).toBe(old);
  });

  it('waits for a second new worker found while the first was installing', async () => {
    const old = new FakeWorker('activated');
    const first = new FakeWorker('installing');
    const second = new FakeWorker('installing');
    const { view, current } = registration({ active: old, installing: first });
    const result = settledWorker(view, () => undefined);
    current.installing = second;
    first.moveTo('redundant');
    expect(await settledYet(result)).toBe(false);
    Object.assign(current, { installing: null, active: second });
    second.moveTo('activated');
    expect(await result).toBe(second);
  });

  it('asks a worker found already waiting to take over', async () => {
    const old = new FakeWorker('activated');
    const waiting = new FakeWorker('installed');
    const { view, current } = registration({ active: old, waiting });
    const asked: unknown[] = [];
    const result = settledWorker(view, (w) => {
      asked.push(w);
      Object.assign(current, { waiting: null, active: waiting });
      waiting.moveTo('activating');
      waiting.moveTo('activated');
    });
    expect(await result).toBe(waiting);
    expect(asked).toEqual([waiting]);
  });

  it('is nothing when the registration has no worker left', async () => {
    const next = new FakeWorker('installing');
    const { view, current } = registration({ installing: next });
    const result = settledWorker(view, () => undefined);
    current.installing = null;
    next.moveTo('redundant');
    expect(await result).toBeNull();
  });
});

describe('whenQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once no file has arrived for the quiet time', () => {
    vi.useFakeTimers();
    let files = 3;
    let ran = 0;
    whenQuiet(
      () => ran++,
      () => files,
    );
    vi.advanceTimersByTime(QUIET_MS - 1);
    files++; // a file arrives: the quiet time starts again
    vi.advanceTimersByTime(QUIET_MS);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(QUIET_MS);
    expect(ran).toBe(1);
    vi.advanceTimersByTime(QUIET_AT_MOST_MS);
    expect(ran, 'once only').toBe(1);
  });

  it('runs at the latest after the longest wait, on a page that keeps loading', () => {
    vi.useFakeTimers();
    let files = 0;
    let ran = 0;
    whenQuiet(
      () => ran++,
      () => files++,
    );
    vi.advanceTimersByTime(QUIET_AT_MOST_MS - QUIET_MS);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(QUIET_MS);
    expect(ran).toBe(1);
  });
});
