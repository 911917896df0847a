/**
 * The PostgreSQL publish jobs (publish/pg-jobs.ts) against a throwaway PostgreSQL cluster of
 * Debian's package on 127.0.0.1 (cms/scripts/lib/postgres.mjs): the contract every PublishJobs
 * keeps, then what only a shared queue can: a save that outlives every publisher, and a job
 * taken by a publisher that died taken over by another.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../cms/scripts/lib/postgres.mjs';
import { publishJobsContract } from './jobs-contract.ts';
import type { PublishJobs } from './jobs.ts';
import { createPostgresJobs, type PostgresJobsOptions } from './pg-jobs.ts';

const PORT = Number(process.env.PUBLISH_PG_TEST_PORT ?? 8177);
let pg: Awaited<ReturnType<typeof startPostgres>>;
let connectionString = '';

beforeAll(async () => {
  pg = await startPostgres({ port: PORT, dataDir: '.tmp/publish-jobs-postgres', database: 'jobs', user: 'publisher' });
  connectionString = `postgres://${pg.user}:${pg.password}@${pg.host}:${pg.port}/${pg.database}`;
}, 120_000);
afterAll(async () => {
  await pg?.stop();
});

/** Quick to notice in tests: half-second polls, one-second maintenance. */
const quick = (options: Partial<PostgresJobsOptions>) => ({
  connectionString,
  sites: [],
  quietMs: 100,
  pollSeconds: 0.5,
  maintenanceSeconds: 1,
  retries: 2,
  ...options,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the PostgreSQL publish jobs keep the contract', { timeout: 60_000 }, () => {
  publishJobsContract((run, hooks) => createPostgresJobs(run, quick(hooks)));
});

describe('the PostgreSQL publish jobs', { timeout: 90_000 }, () => {
  it('keep a save when every publisher stops before it is published', async () => {
    const site = `restart-${process.pid}`;
    const first = await createPostgresJobs(
      () => Promise.reject(new Error('the first publisher must not publish')),
      quick({ sites: [site], quietMs: 4000 }),
    );
    first.request(site, 'items.update menu_items 4');
    await sleep(500);
    await first.close();
    const runs: string[][] = [];
    const second = await createPostgresJobs(
      async (_site, triggers) => void runs.push(triggers),
      quick({ sites: [site] }),
    );
    try {
      await second.idle([site]);
      expect(runs).toEqual([['items.update menu_items 4']]);
    } finally {
      await second.close();
    }
  });

  it('start side by side for sites new to both, and publish each once', async () => {
    const sites = ['a', 'b', 'c'].map((name) => `together-${name}-${process.pid}`);
    const runs: string[] = [];
    const [first, second] = await Promise.all(
      // A save that reaches the queue after its site's publish began must publish again, so "once"
      // holds only while both publishers' saves land in one quiet moment. Their sends wait for the
      // queues made in turn (and retry a refused send after 0.2, 0.4 s): on a busy host that is
      // longer than the other tests' 100 ms.
      [1, 2].map(() => createPostgresJobs(async (site) => void runs.push(site), quick({ sites, quietMs: 3000 }))),
    );
    try {
      // Both told of every site at once: pg-boss's queue creation deadlocks when two make queues together.
      for (const site of sites) for (const jobs of [first!, second!]) jobs.request(site, 'start');
      await Promise.all([first!.idle(sites), second!.idle(sites)]);
      expect(runs.sort()).toEqual([...sites].sort());
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
  });

  it('take over the job of a publisher killed mid-publish once its lease runs out', async () => {
    const site = `stranded-${process.pid}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'publish/pg-jobs-stranded.ts', connectionString, site, '3'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let second: PublishJobs | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('publishing') && resolve());
        child.once('exit', (code) => reject(new Error(`the stranded publisher exited (${code})`)));
      });
      child.kill('SIGKILL');
      await exited;
      const runs: { triggers: string[]; at: number }[] = [];
      const killedAt = Date.now();
      second = await createPostgresJobs(
        async (_site, triggers) => void runs.push({ triggers, at: Date.now() }),
        quick({ sites: [site], leaseSeconds: 3 }),
      );
      await second.idle([site]);
      expect(runs.map((run) => run.triggers)).toEqual([['items.update menu_items 9']]);
      // Not before the lease ran out.
      expect(runs[0]!.at - killedAt).toBeGreaterThanOrEqual(1000);
    } finally {
      child.kill('SIGKILL');
      await second?.close();
    }
  });
});
