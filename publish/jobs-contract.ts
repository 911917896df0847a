/**
 * What every PublishJobs promises (publish/jobs.ts), as tests both implementations run: the
 * embedded one (publish/jobs.test.ts) and the PostgreSQL one (publish/pg-jobs.test.ts).
 */
import { afterEach, expect, it } from 'vitest';
import type { PublishJobs, RunPublish } from './jobs.ts';

export interface ContractHooks {
  /** The sites of the test: a PublishJobs may start working for them at once. */
  sites: string[];
  retryable: (error: unknown) => boolean;
  onRetry: (site: string, error: unknown) => void;
  onError: (site: string, error: unknown, failed: { triggers: string[] }) => void;
}

export type MakeJobs = (run: RunPublish, hooks: ContractHooks) => Promise<PublishJobs>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Lasting extends Error {}

/** Registers the contract's tests; call it inside a describe(). */
export function publishJobsContract(make: MakeJobs): void {
  let open: PublishJobs[] = [];
  let made = 0;
  afterEach(async () => {
    await Promise.all(open.map((jobs) => jobs.close()));
    open = [];
  });
  /** Sites of their own for each test, so that a shared database keeps tests apart. */
  const sitesFor = (...names: string[]) => {
    made += 1;
    return names.map((name) => `${name}-${process.pid}-${made}`);
  };
  const start = async (run: RunPublish, sites: string[], hooks: Partial<ContractHooks> = {}) => {
    const jobs = await make(run, {
      sites,
      retryable: () => true,
      onRetry: () => undefined,
      onError: () => undefined,
      ...hooks,
    });
    open.push(jobs);
    return jobs;
  };

  it('publishes a save once, with what it changed', async () => {
    const [site] = sitesFor('one');
    const runs: { site: string; triggers: string[] }[] = [];
    const jobs = await start((s, triggers) => Promise.resolve(void runs.push({ site: s, triggers })), [site!]);
    jobs.request(site!, 'items.update menu_items 7');
    await jobs.idle([site!]);
    expect(runs).toEqual([{ site, triggers: ['items.update menu_items 7'] }]);
  });

  it('folds the saves made during a publish into exactly one more, never two of a site at once', async () => {
    const [site] = sitesFor('fold');
    const runs: { triggers: string[]; start: number; end: number }[] = [];
    let release: () => void = () => undefined;
    let started = false;
    const jobs = await start(
      async (_site, triggers) => {
        const begun = Date.now();
        started = true;
        if (runs.length === 0) await new Promise<void>((resolve) => (release = resolve));
        runs.push({ triggers, start: begun, end: Date.now() });
      },
      [site!],
    );
    jobs.request(site!, 'first');
    // Until the first publish has started.
    for (let wait = 0; wait < 200 && !started; wait++) await sleep(50);
    jobs.request(site!, 'a');
    jobs.request(site!, 'b');
    jobs.request(site!, 'c');
    await sleep(800);
    release();
    await jobs.idle([site!]);
    expect(runs.map((run) => run.triggers)).toEqual([['first'], ['a', 'b', 'c']]);
    expect(runs[1]!.start).toBeGreaterThanOrEqual(runs[0]!.end);
  });

  it('tells a publish it is broad only when every change it covers was asked for as broad', async () => {
    const [site] = sitesFor('broad');
    const runs: { triggers: string[]; broad: boolean }[] = [];
    let release: () => void = () => undefined;
    let started = false;
    const jobs = await start(
      async (_site, triggers, { broad }) => {
        started = true;
        if (runs.length === 0) await new Promise<void>((resolve) => (release = resolve));
        runs.push({ triggers, broad });
      },
      [site!],
    );
    jobs.request(site!, 'an allergen', { broad: true });
    for (let wait = 0; wait < 200 && !started; wait++) await sleep(50);
    // During it: a broad change and a dish of this site fold into one publish, which is not broad.
    jobs.request(site!, 'a category', { broad: true });
    jobs.request(site!, 'a dish');
    await sleep(800);
    release();
    await jobs.idle([site!]);
    jobs.request(site!, 'another allergen', { broad: true });
    await jobs.idle([site!]);
    expect(runs).toEqual([
      { triggers: ['an allergen'], broad: true },
      { triggers: ['a category', 'a dish'], broad: false },
      { triggers: ['another allergen'], broad: true },
    ]);
  });

  it("publishes another site while one site's long publish runs", async () => {
    const [slow, quick] = sitesFor('slow', 'quick');
    let slowRunning = false;
    let release: () => void = () => undefined;
    const jobs = await start(
      async (site) => {
        if (site !== slow) return;
        slowRunning = true;
        await new Promise<void>((resolve) => (release = resolve));
        slowRunning = false;
      },
      [slow!, quick!],
    );
    jobs.request(slow!, 'restaurant-wide');
    for (let wait = 0; wait < 200 && !slowRunning; wait++) await sleep(50);
    expect(slowRunning).toBe(true);
    jobs.request(quick!, 'a dish');
    await jobs.idle([quick!]);
    expect(slowRunning).toBe(true);
    release();
    await jobs.idle([slow!]);
  });

  it('tries a failed publish again with what it covered, and reports one that fails for good once', async () => {
    const [healing, broken] = sitesFor('healing', 'broken');
    const runs: Record<string, string[][]> = {};
    const retried: string[] = [];
    const failed: { site: string; triggers: string[] }[] = [];
    const jobs = await start(
      (site, triggers) => {
        (runs[site] ??= []).push(triggers);
        if (site === broken || runs[site].length === 1) return Promise.reject(new Error(`${site} failed`));
        return Promise.resolve();
      },
      [healing!, broken!],
      {
        onRetry: (site) => retried.push(site),
        onError: (site, _error, { triggers }) => failed.push({ site, triggers }),
      },
    );
    jobs.request(healing!, 'a price');
    jobs.request(broken!, 'a name');
    await jobs.idle([healing!, broken!]);
    expect(runs[healing!]).toEqual([['a price'], ['a price']]);
    expect(failed).toEqual([{ site: broken, triggers: ['a name'] }]);
    expect(runs[broken!]!.length).toBeGreaterThan(1);
    expect(retried.filter((site) => site === broken)).toHaveLength(runs[broken!]!.length - 1);
  });

  it('reports at once a failure that waiting cannot heal', async () => {
    const [site] = sitesFor('invalid');
    let runs = 0;
    const failed: string[][] = [];
    const jobs = await start(
      () => {
        runs += 1;
        return Promise.reject(new Lasting('a price of -3'));
      },
      [site!],
      { retryable: (error) => !(error instanceof Lasting), onError: (_s, _e, { triggers }) => failed.push(triggers) },
    );
    jobs.request(site!, 'items.update menu_items 3');
    await jobs.idle([site!]);
    expect(runs).toBe(1);
    expect(failed).toEqual([['items.update menu_items 3']]);
  });

  it('takes no more work once closed', async () => {
    const [site] = sitesFor('closed');
    const runs: string[] = [];
    const jobs = await start((s) => Promise.resolve(void runs.push(s)), [site!]);
    await jobs.close();
    open = open.filter((other) => other !== jobs);
    jobs.request(site!, 'edit');
    await sleep(500);
    expect(runs).toEqual([]);
  });
}
