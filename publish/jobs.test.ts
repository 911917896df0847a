import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalJobs, type PublishJobs } from './jobs';
import { withPublishLock } from './lock';
import { publishJobsContract } from './jobs-contract';

let root: string;
let jobs: PublishJobs | undefined;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jobs-'));
});
afterEach(async () => {
  await jobs?.close();
  jobs = undefined;
  rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded publish jobs', () => {
  it("runs each site's publishes one at a time, and sites at once: a small edit never waits for another site", async () => {
    const runs: { site: string; triggers: string[]; start: number; end: number }[] = [];
    let slowRunning = false;
    jobs = createLocalJobs(
      async (site, triggers) => {
        const start = Date.now();
        if (site === 'saffron-house') slowRunning = true;
        await sleep(site === 'saffron-house' ? 400 : 20);
        if (site === 'saffron-house') slowRunning = false;
        runs.push({ site, triggers, start, end: Date.now() });
      },
      { lockRoot: (site) => join(root, site), quietMs: 5 },
    );
    jobs.request('saffron-house', 'full');
    await sleep(50);
    jobs.request('cedar-grill', 'dish');
    await jobs.idle(['cedar-grill']);
    // Cedar Grill's publish ran and ended while Saffron House's long one was still running.
    expect(slowRunning).toBe(true);
    expect(runs.map((run) => run.site)).toEqual(['cedar-grill']);
    // Saves during Saffron House's publish fold into exactly one more.
    jobs.request('saffron-house', 'a');
    jobs.request('saffron-house', 'b');
    await jobs.idle();
    expect(runs.filter((run) => run.site === 'saffron-house').map((run) => run.triggers)).toEqual([
      ['full'],
      ['a', 'b'],
    ]);
    // Never two publishes of one site at once.
    const own = runs.filter((run) => run.site === 'saffron-house');
    expect(own[1]!.start).toBeGreaterThanOrEqual(own[0]!.end);
  });

  it("holds the site's own lock around each publish, and waits for another holder", async () => {
    const errors: string[] = [];
    const done: string[] = [];
    jobs = createLocalJobs(async (site) => void done.push(site), {
      lockRoot: (site) => join(root, site),
      quietMs: 5,
      retryDelaysMs: [50, 50, 50],
      onRetry: (site, error) => errors.push(`${site}: ${error instanceof Error ? error.message : String(error)}`),
    });
    await withPublishLock(join(root, 'saffron-house'), async () => {
      jobs!.request('saffron-house', 'edit');
      jobs!.request('cedar-grill', 'edit');
      await jobs!.idle(['cedar-grill']);
      // The other site's lock is its own: it published at once.
      expect(done).toEqual(['cedar-grill']);
      await sleep(30);
    });
    await jobs.idle();
    expect(done).toEqual(['cedar-grill', 'saffron-house']);
    expect(errors[0]).toMatch(/^saffron-house: another publish is running/);
  });

  it('takes no more work once closed', async () => {
    const done: string[] = [];
    jobs = createLocalJobs(async (site) => void done.push(site), { lockRoot: (site) => join(root, site), quietMs: 5 });
    await jobs.close();
    jobs.request('saffron-house', 'edit');
    await jobs.idle();
    expect(done).toEqual([]);
  });
});

describe('the embedded publish jobs keep the contract', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  publishJobsContract((run, hooks) => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-contract-'));
    roots.push(dir);
    return Promise.resolve(
      createLocalJobs(run, {
        lockRoot: (site) => join(dir, site),
        quietMs: 100,
        retryDelaysMs: [200, 400],
        retryable: hooks.retryable,
        onRetry: hooks.onRetry,
        onError: hooks.onError,
      }),
    );
  });
});
