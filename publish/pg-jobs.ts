/**
 * The PublishJobs of several publishers (publish/jobs.ts): the jobs live in PostgreSQL, in
 * pg-boss's tables, so any number of publisher processes, on one machine or several, share them,
 * and a save waiting to publish survives a publisher that dies or restarts. docs/publishing.md
 * says why pg-boss.
 *
 * - Each site has a queue of its own (`publish-<slug>`), with pg-boss's "stately" policy: at most
 *   one job waiting and one running per site. A save while the site publishes adds one job, and
 *   the saves after it fold into that one: exactly one follow-up. Sites never wait for one another,
 *   so a dish of one site is not queued behind another site's long republish.
 * - What each save changed (its trigger, for the publish log) is a row of `publisher.triggers`: a
 *   job publishes the triggers there when it starts and deletes them when it is done, so a
 *   trigger whose job was folded into another's is not lost.
 * - A publish holds a PostgreSQL advisory lock on its site for as long as it runs, on a connection
 *   of its own: two publishers never publish one site at once, even when a slow publish outlives
 *   its job's lease, and a publisher that dies lets go of it with its connection.
 * - A job taken by a publisher that died is failed by pg-boss once its lease (`leaseSeconds`) runs
 *   out, and retried by another. Retries wait with pg-boss's backoff (about 1, 2, 4 s).
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { PublishJobs, RunPublish } from './jobs.ts';

export interface PostgresJobsOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** The sites this publisher works for from the start (a site asked for later is added then). */
  sites: readonly string[];
  /** How long a save waits for the saves that follow it (an editor saving several fields). */
  quietMs?: number;
  /** Retries of a failed publish (pg-boss waits about 1, 2, 4 s between them). */
  retries?: number;
  /** Whether waiting may heal a failure; one that cannot is reported at once. */
  retryable?: (error: unknown) => boolean;
  onRetry?: (site: string, error: unknown, retry: { delayMs: number; attempt: number; of: number }) => void;
  onError?: (site: string, error: unknown, failed: { triggers: string[]; startedAt: number }) => unknown;
  /**
   * How long a job may run before pg-boss counts its publisher dead and another takes it (15 min):
   * longer than any one site's publish. A publish that outlives it keeps its site's lock, so the
   * job's next try waits for it rather than publishing beside it.
   */
  leaseSeconds?: number;
  /** How often pg-boss looks for jobs whose lease ran out (a quarter of the lease, at most 30 s), and workers for new jobs. */
  maintenanceSeconds?: number;
  pollSeconds?: number;
  /** pg-boss's schema. */
  schema?: string;
  log?: (line: string) => void;
}

const QUEUE_PREFIX = 'publish-';
/** The advisory locks' first keys: the publisher's site locks, and its set-up, apart from anyone else's. */
const LOCK_SPACE = 0x5afe;
const SETUP_LOCK_SPACE = 0x5aff;
/** The schema of the publisher's own table (the triggers). */
const OWN_SCHEMA = 'publisher';

export const queueOf = (site: string) => `${QUEUE_PREFIX}${site}`;

/** Thrown when another publisher holds a site's lock past the wait: the job is tried again. */
export class SiteBusyError extends Error {}

export async function createPostgresJobs(run: RunPublish, options: PostgresJobsOptions): Promise<PublishJobs> {
  const {
    connectionString,
    quietMs = 300,
    retries = 3,
    retryable = () => true,
    onRetry = () => undefined,
    onError = (site: string, error: unknown) => console.error(`[publish] ${site}:`, error),
    leaseSeconds = 15 * 60,
    maintenanceSeconds = Math.min(30, Math.max(1, Math.floor(leaseSeconds / 4))),
    pollSeconds = 1,
    schema = 'pgboss',
    log = () => undefined,
  } = options;
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', (error) => log(`[publish] the job database's connection failed: ${error.message}`));
  await ensureOwnTables(pool);
  const boss = new PgBoss({
    connectionString,
    schema,
    max: 4,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceSeconds,
  });
  boss.on('error', (error) => log(`[publish] the job queue: ${error.message}`));
  await boss.start();

  const workers = new Map<string, Promise<string>>();
  /** Sends and wake-ups not yet done, for idle(). */
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };
  let closed = false;
  const wakeups = new Set<ReturnType<typeof setTimeout>>();
  const order = new Map<string, Promise<void>>();

  const queueReady = (site: string) => {
    let worker = workers.get(site);
    if (!worker) {
      worker = (async () => {
        const name = queueOf(site);
        // Publishers creating queues at once deadlock in pg-boss's create_queue: they take turns.
        if (!(await boss.getQueue(name)))
          await holdingLock(connectionString, [SETUP_LOCK_SPACE, 1], async () => {
            if (await boss.getQueue(name)) return;
            await boss.createQueue(name, {
              name,
              policy: 'stately',
              retryLimit: retries,
              retryDelay: 1,
              retryBackoff: true,
              expireInSeconds: leaseSeconds,
            });
          });
        return boss.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: pollSeconds, includeMetadata: true },
          async ([job]) => {
            if (job) await publishJob(site, job);
          },
        );
      })();
      workers.set(site, worker);
      worker.catch(() => workers.delete(site));
    }
    return worker;
  };

  const publishJob = async (site: string, job: PgBoss.JobWithMetadata<object>) => {
    const lock = new pg.Client({ connectionString });
    lock.on('error', () => undefined);
    await lock.connect();
    try {
      // Another publisher may still publish this site (its job's lease ran out while it worked).
      await lock.query(`SET lock_timeout = '${Math.max(1, Math.round(leaseSeconds / 2))}s'`);
      try {
        await lock.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, site]);
      } catch (error) {
        throw new SiteBusyError(`another publisher is publishing ${site} (${String(error)})`);
      }
      const { rows } = await pool.query<{ id: string; trigger: string; at: Date; broad: boolean }>(
        `SELECT id, trigger, at, broad FROM ${OWN_SCHEMA}.triggers WHERE site = $1 ORDER BY id`,
        [site],
      );
      // Its saves were published by the job before it.
      if (rows.length === 0) return;
      const triggers = [...new Set(rows.map((row) => row.trigger))];
      const lastId = rows.at(-1)!.id;
      const done = () => pool.query(`DELETE FROM ${OWN_SCHEMA}.triggers WHERE site = $1 AND id <= $2`, [site, lastId]);
      const firstTry = job.retryCount === 0;
      try {
        await run(site, triggers, {
          waitedMs: firstTry ? Math.max(0, Date.now() - rows[0]!.at.getTime()) : 0,
          broad: rows.every((row) => row.broad),
        });
      } catch (error) {
        const attempt = job.retryCount + 1;
        if (closed || attempt > job.retryLimit || !retryable(error)) {
          await onError(site, error, { triggers, startedAt: job.createdOn.getTime() });
          await done();
          return;
        }
        onRetry(site, error, { delayMs: 1000 * 2 ** job.retryCount, attempt, of: job.retryLimit });
        throw error;
      }
      await done();
    } finally {
      await lock.end().catch(() => undefined);
    }
  };

  /** A save queued, tried again with backoff while the database refuses (a deadlock, a restart). */
  const sendSoon = async (site: string, trigger: string, broad: boolean) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(site, trigger, broad);
      } catch (error) {
        if (closed || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  };

  const send = async (site: string, trigger: string, broad: boolean) => {
    const worker = await queueReady(site);
    await pool.query(`INSERT INTO ${OWN_SCHEMA}.triggers (site, trigger, broad) VALUES ($1, $2, $3)`, [
      site,
      trigger,
      broad,
    ]);
    // Null when a job already waits: this save folds into it.
    await boss.send(queueOf(site), {}, { startAfter: new Date(Date.now() + quietMs) });
    // This publisher looks at once when the quiet moment is over; the others at their next poll.
    const timer = setTimeout(() => {
      wakeups.delete(timer);
      if (!closed) boss.notifyWorker(worker);
    }, quietMs + 10);
    wakeups.add(timer);
  };

  // Workers for every site from the start, tried again while the database refuses.
  const startWorker = async (site: string) => {
    for (let attempt = 0; !closed; attempt++) {
      try {
        return await queueReady(site);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  };
  for (const site of options.sites)
    void track(startWorker(site)).catch((error: unknown) =>
      log(`[publish] ${site}: its queue could not be made (${String(error)}); the next save tries again`),
    );

  return {
    request(site, trigger, { broad = false } = {}) {
      if (closed) return;
      // One site's saves are queued in the order they came.
      const queued = (order.get(site) ?? Promise.resolve())
        .then(() => sendSoon(site, trigger, broad))
        .catch((error: unknown) => log(`[publish] ${site}: the save could not be queued (${String(error)})`));
      order.set(site, queued);
      void track(queued);
    },
    async idle(named) {
      const sites = named ?? [...workers.keys()];
      for (;;) {
        await Promise.allSettled([...pending]);
        const { rows } = await pool.query<{ site: string; jobs: number; triggers: number }>(
          `SELECT s.site,
             (SELECT count(*) FROM ${schema}.job j WHERE j.name = '${QUEUE_PREFIX}' || s.site AND j.state < 'completed')::int AS jobs,
             (SELECT count(*) FROM ${OWN_SCHEMA}.triggers t WHERE t.site = s.site)::int AS triggers
           FROM unnest($1::text[]) AS s(site)`,
          [sites],
        );
        const busy = rows.filter((row) => row.jobs > 0 || row.triggers > 0);
        if (busy.length === 0 || closed) return;
        // Triggers without a job (a send that failed halfway): queued again.
        for (const row of busy)
          if (row.jobs === 0) void track(sendSoon(row.site, 'retry', false)).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      closed = true;
      wakeups.forEach(clearTimeout);
      await Promise.allSettled([...pending]);
      // Publishes under way finish; the jobs waiting stay in the database for the next publisher.
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 60_000 });
      await pool.end();
    },
  };
}

/** Runs `work` holding a session advisory lock, on a connection of its own. */
async function holdingLock<T>(connectionString: string, key: [number, number], work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', key);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The publisher's own table, made once; two publishers starting together take turns. */
async function ensureOwnTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, 0)', [SETUP_LOCK_SPACE]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${OWN_SCHEMA}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${OWN_SCHEMA}.triggers (
         id bigserial PRIMARY KEY,
         site text NOT NULL,
         trigger text NOT NULL,
         at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    // Added after the first release: a table made then gets it here.
    await client.query(
      `ALTER TABLE ${OWN_SCHEMA}.triggers ADD COLUMN IF NOT EXISTS broad boolean NOT NULL DEFAULT false`,
    );
    await client.query(`CREATE INDEX IF NOT EXISTS triggers_site ON ${OWN_SCHEMA}.triggers (site, id)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
