// The CMS on more than one process, as an installation that wants to survive losing one would run
// it: two Directus processes (A and B, each on its own loopback port) on one PostgreSQL database
// and one Redis, with the same SECRET, the data cache and the rate limiter in Redis, and the
// notice hook of both pointed at one stand-in publisher. Proves what an editor, the publisher and
// a visitor would notice: a login made on one works on the other, each save is published once, a
// change made through one is read through the other at once (data and data model), and the rate
// limit counts both processes' requests together. docs/deploy-cms-instances.md says how to run it.
//
// The database is set up once, by a Directus with the repository's schema, permissions and seed
// (./postgres-cms.mjs, as postgres.test.mjs does); that one stops and A and B start on it, as the
// replicas of an installation start on a database the setup has prepared. Everything listens on
// 127.0.0.1. Fails (does not skip) when PostgreSQL or redis-server is not installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient } from '../scripts/lib/api.mjs';
import { DEFAULT_SLUG, startCms } from '../scripts/lib/instance.mjs';
import { INSTALL_HINT as PG_INSTALL_HINT, findPostgresBin } from '../scripts/lib/postgres.mjs';
import { INSTALL_HINT, findRedisServer, redisCommands, startRedis } from '../scripts/lib/redis.mjs';
import { startPostgresCms } from './postgres-cms.mjs';
import { publisher } from './requests.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const PORT_A = port('INSTANCES_TEST_CMS_PORT_A', 8181);
const PORT_B = port('INSTANCES_TEST_CMS_PORT_B', 8182);
const PG_PORT = port('INSTANCES_TEST_PG_PORT', 8186);
const REDIS_PORT = port('INSTANCES_TEST_REDIS_PORT', 8187);
const NOTICE_PORT = port('INSTANCES_TEST_NOTICE_PORT', 8188);
const PG_DIR = 'cms/.test-data/instances-postgres';
const REDIS_DIR = 'cms/.test-data/instances-redis';
const DATA_DIR_A = 'cms/.test-data/instances-directus-a';
const DATA_DIR_B = 'cms/.test-data/instances-directus-b';

/**
 * A small limit, so that reaching it takes a moment: requests per client address, per minute. The
 * test's other requests (about 35, all from 127.0.0.1) stay under it.
 */
const RATE_POINTS = 60;
const RATE_DURATION_S = 60;
/**
 * The rate-limit test's requests come "through a load balancer" that names this client (a
 * documentation address, RFC 5737; only a header, nothing is sent there): Directus believes
 * X-Forwarded-For from loopback (IP_TRUST_PROXY=loopback), so they count apart from the test's
 * other requests, which count against 127.0.0.1.
 */
const VISITOR_ADDRESS = '192.0.2.10';
const CACHE_STATUS_HEADER = 'X-Cache-Status';
const NOTICE_SECRET = randomBytes(24).toString('hex');
/** How long to keep listening after the expected notices, so that a duplicate would be seen. */
const QUIET_MS = 4_000;
/** How long the scheduled Flow's runs are counted. */
const SCHEDULE_WINDOW_MS = 8_000;

let setup;
let redis;
let listener;
let a;
let b;
/** The admin's token, issued by A, and admin clients of each instance using it. */
let adminToken;
let adminA;
let adminB;
const timings = {};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once check() is truthy (to its value); fails after timeoutMs. */
async function waitFor(what, check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs / 1000}s`);
    await sleep(100);
  }
}

/**
 * A stand-in publisher: records every notice the hooks send. Each instance's PUBLISHER_URL has its
 * own path (…/a, …/b) on it, so a notice says which process sent it.
 */
async function startNoticeListener(listenPort) {
  const notices = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      let parsed = {};
      try {
        parsed = JSON.parse(body);
      } catch {
        /* recorded as is */
      }
      const authorized = req.headers.authorization === `Bearer ${NOTICE_SECRET}`;
      notices.push({ method: req.method, path: req.url, authorized, ...parsed });
      res.writeHead(authorized ? 200 : 401, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${listenPort}`,
    notices,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What A and B share: one database, one Redis, one SECRET, one upload folder. */
function sharedEnv(uploads) {
  return {
    ...setup.pg.env,
    ...redis.env,
    SECRET: randomBytes(32).toString('hex'),
    STORAGE_LOCAL_ROOT: uploads,
    CACHE_ENABLED: 'true',
    CACHE_STORE: 'redis',
    CACHE_AUTO_PURGE: 'true',
    CACHE_STATUS_HEADER,
    RATE_LIMITER_ENABLED: 'true',
    RATE_LIMITER_STORE: 'redis',
    RATE_LIMITER_POINTS: String(RATE_POINTS),
    RATE_LIMITER_DURATION: String(RATE_DURATION_S),
    SYNCHRONIZATION_STORE: 'redis',
  };
}

/** A request with a status to look at (the api.mjs client throws on any failure instead). */
async function call(base, pathname, { method = 'GET', token, cookie, body, headers = {} } = {}) {
  const response = await fetch(new URL(pathname, base), {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The first `count` dishes of the default restaurant, as the admin reads them. */
async function dishes(client, count) {
  return client.get('/items/menu_items', {
    filter: { restaurant: { slug: { _eq: DEFAULT_SLUG } } },
    fields: 'id,name_en,default_price',
    sort: 'id',
    limit: count,
  });
}

describe('finding redis-server', () => {
  it('is REDIS_SERVER_BIN when set, else Debian’s /usr/bin/redis-server, or none', () => {
    const present = (file) => file === '/opt/redis/bin/redis-server';
    assert.equal(
      findRedisServer({ env: { REDIS_SERVER_BIN: '/opt/redis/bin/redis-server' }, exists: present }),
      '/opt/redis/bin/redis-server',
    );
    assert.equal(findRedisServer({ env: {}, exists: present }), null);
    assert.equal(
      findRedisServer({ env: {}, exists: (file) => file === '/usr/bin/redis-server' }),
      '/usr/bin/redis-server',
    );
  });

  it('is installed on this machine (apt-get install -y redis-server)', () => {
    assert.match(INSTALL_HINT, /apt-get install -y redis-server/);
    assert.ok(findRedisServer(), INSTALL_HINT);
  });
});

describe('the CMS on two processes, one database and one Redis', () => {
  before(
    async () => {
      assert.ok(findRedisServer(), INSTALL_HINT);
      assert.ok(findPostgresBin(), PG_INSTALL_HINT);
      let t = Date.now();
      listener = await startNoticeListener(NOTICE_PORT);
      redis = await startRedis({ port: REDIS_PORT, dataDir: REDIS_DIR });
      timings.redis = Date.now() - t;
      // The setup: database, schema, permissions and seed, by one Directus that then stops.
      setup = await startPostgresCms({ pgPort: PG_PORT, pgDir: PG_DIR, cmsPort: PORT_A, cmsDataDir: DATA_DIR_A });
      await setup.cms.stop();

      t = Date.now();
      const env = sharedEnv(path.join(setup.cms.dataDir, 'uploads'));
      const start = (listenPort, dataDir, name) =>
        startCms({
          port: listenPort,
          dataDir,
          fresh: name === 'b',
          prepare: false,
          seed: false,
          quiet: true,
          env,
          publisher: { url: `${listener.url}/${name}`, secret: NOTICE_SECRET },
        });
      const started = await Promise.allSettled([start(PORT_A, DATA_DIR_A, 'a'), start(PORT_B, DATA_DIR_B, 'b')]);
      [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      timings.instances = Date.now() - t;

      const login = await call(a.url, '/auth/login', {
        method: 'POST',
        body: { email: a.adminEmail, password: a.adminPassword },
      });
      adminToken = login.body.data.access_token;
      adminA = createClient(a.url, adminToken);
      adminB = createClient(b.url, adminToken);
    },
    { timeout: 420_000 },
  );

  after(async () => {
    const steps = [() => a?.stop(), () => b?.stop(), () => setup?.stop(), () => redis?.stop(), () => listener?.close()];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        console.error(`[instances test] stopping: ${error.message}`);
      }
    }
    if (timings.instances !== undefined) {
      console.log(
        `[instances test] Redis ready in ${(timings.redis / 1000).toFixed(1)}s; ${setup.describeTimings()}; ` +
          `instances A and B up in ${(timings.instances / 1000).toFixed(1)}s`,
      );
    }
  });

  it('runs two processes on one database and one upload folder, with a Redis that wants its password', async () => {
    assert.notEqual(a.pid, b.pid);
    assert.notEqual(a.url, b.url);
    const [fromA] = await dishes(adminA, 1);
    const [fromB] = await dishes(adminB, 1);
    assert.deepEqual(fromB, fromA, 'both read the same database');
    // The seed uploaded the pictures through the setup's process; B serves them from the shared folder.
    const [photo] = await publisher(() => b.url).items('menu_items_files', { fields: 'directus_files_id', limit: 1 });
    const image = await publisher(() => b.url).get(`/assets/${photo.directus_files_id}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
    const [refused] = await redisCommands({ port: redis.port }, [['PING']]);
    assert.match(refused, /^-NOAUTH/, 'a client without the password is refused');
  });

  it('keeps an editor signed in whichever process answers: no sticky sessions', async () => {
    // The admin app's own way in: a session cookie.
    const login = await call(a.url, '/auth/login', {
      method: 'POST',
      body: { email: a.adminEmail, password: a.adminPassword, mode: 'session' },
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('directus_session_token='));
    assert.ok(cookie, 'A set the session cookie');
    const me = await call(b.url, '/users/me', { cookie });
    assert.equal(me.status, 200, 'B accepts the session A opened');
    assert.equal(me.body.data.email, a.adminEmail);
    const logout = await call(b.url, '/auth/logout', { method: 'POST', cookie, body: { mode: 'session' } });
    assert.equal(logout.status, 204, JSON.stringify(logout.body));
    const afterLogout = await call(a.url, '/users/me', { cookie });
    assert.equal(afterLogout.status, 401, 'signing out through B ends the session on A too');

    // An API client's tokens: issued by A, refreshed through B.
    const json = await call(a.url, '/auth/login', {
      method: 'POST',
      body: { email: a.adminEmail, password: a.adminPassword, mode: 'json' },
    });
    const refreshed = await call(b.url, '/auth/refresh', {
      method: 'POST',
      body: { refresh_token: json.body.data.refresh_token, mode: 'json' },
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal((await call(a.url, '/users/me', { token: refreshed.body.data.access_token })).status, 200);
  });

  it('publishes a save through each process once, naming the record', async () => {
    const [first, second] = await dishes(adminA, 2);
    listener.notices.length = 0;
    await adminA.patch(`/items/menu_items/${first.id}`, { default_price: Number(first.default_price) + 1 });
    await adminB.patch(`/items/menu_items/${second.id}`, { default_price: Number(second.default_price) + 1 });
    await waitFor('a notice for each save', () => listener.notices.length >= 2);
    await sleep(QUIET_MS);
    const seen = listener.notices.map(({ path: from, authorized, event, collection, keys }) => ({
      from,
      authorized,
      event,
      collection,
      keys: keys?.map(String),
    }));
    const sorted = (list) => [...list].sort((x, y) => x.from.localeCompare(y.from));
    assert.deepEqual(
      sorted(seen),
      [
        {
          from: '/a/publish',
          authorized: true,
          event: 'items.update',
          collection: 'menu_items',
          keys: [String(first.id)],
        },
        {
          from: '/b/publish',
          authorized: true,
          event: 'items.update',
          collection: 'menu_items',
          keys: [String(second.id)],
        },
      ],
      'one notice per save, from the process that took it',
    );
  });

  it('shares the data cache, and reads a change made through the other process at once', async () => {
    const [, , dish] = await dishes(adminA, 3);
    const site = { a: publisher(() => a.url), b: publisher(() => b.url) };
    const read = async (reader) => {
      const { status, body, headers } = await reader.get(`/items/menu_items/${dish.id}`, {
        fields: 'id,default_price',
      });
      assert.equal(status, 200, JSON.stringify(body));
      return { price: Number(body.data.default_price), cache: headers.get(CACHE_STATUS_HEADER) };
    };
    const before = Number(dish.default_price);
    assert.deepEqual(await read(site.b), { price: before, cache: 'MISS' }, 'B reads the database');
    assert.deepEqual(await read(site.b), { price: before, cache: 'HIT' }, 'B then answers from the cache');
    assert.deepEqual(await read(site.a), { price: before, cache: 'HIT' }, 'A answers from the same cache');

    await adminA.patch(`/items/menu_items/${dish.id}`, { default_price: before + 5 });
    assert.deepEqual(await read(site.b), { price: before + 5, cache: 'MISS' }, 'the save through A emptied B’s cache');
    assert.deepEqual(await read(site.b), { price: before + 5, cache: 'HIT' });
  });

  it('knows at once of a field added or removed through the other process', async () => {
    const [dish] = await dishes(adminA, 1);
    const readThroughB = () =>
      call(b.url, `/items/menu_items/${dish.id}?fields=id,instances_probe`, { token: adminToken });
    assert.notEqual((await readThroughB()).status, 200, 'no such field yet');
    await adminA.post('/fields/menu_items', { field: 'instances_probe', type: 'string', meta: { hidden: true } });
    // B builds its data model once and keeps it in memory; Redis tells it of A's change.
    const added = await waitFor(
      'B sees the new field',
      async () => {
        const response = await readThroughB();
        return response.status === 200 ? response : null;
      },
      3_000,
    );
    assert.equal(added.body.data.instances_probe, null);
    await adminA.delete('/fields/menu_items/instances_probe');
    await waitFor('B forgets the removed field', async () => (await readThroughB()).status !== 200, 3_000);
  });

  it('runs a scheduled job once per tick, not once per process', async () => {
    // A Flow on a schedule (every 2 s) that does nothing but log each run in the activity.
    const flow = await adminA.post('/flows', {
      name: 'Instances test: every 2 seconds',
      status: 'active',
      trigger: 'schedule',
      accountability: 'activity',
      options: { cron: '*/2 * * * * *' },
    });
    let from;
    let until;
    let runs;
    try {
      await sleep(2_500); // both processes have loaded it
      from = Date.now();
      await sleep(SCHEDULE_WINDOW_MS);
      until = Date.now();
      runs = await adminA.get('/activity', {
        filter: {
          _and: [{ collection: { _eq: 'directus_flows' } }, { item: { _eq: flow.id } }, { action: { _eq: 'run' } }],
        },
        fields: 'timestamp',
        sort: 'timestamp',
        limit: -1,
      });
    } finally {
      await adminA.delete(`/flows/${flow.id}`);
    }
    const times = runs.map((run) => Date.parse(run.timestamp)).filter((time) => time >= from && time <= until);
    assert.ok(times.length >= 3, `${times.length} runs in ${SCHEDULE_WINDOW_MS / 1000}s`);
    // Each process running it alone would make two runs a few milliseconds apart at every tick.
    const gaps = times.slice(1).map((time, i) => time - times[i]);
    assert.ok(
      gaps.every((gap) => gap >= 1_000),
      `runs at ${times.map((time) => new Date(time).toISOString()).join(', ')}`,
    );
    assert.ok(times.length <= Math.ceil(SCHEDULE_WINDOW_MS / 2_000) + 1, `${times.length} runs`);
  });

  it('counts the rate limit once for both processes', async () => {
    const statuses = [];
    let first429 = 0;
    for (let n = 1; n <= 2 * RATE_POINTS + 2 && !first429; n += 1) {
      const base = n % 2 ? a.url : b.url;
      const { status } = await call(base, '/server/ping', { headers: { 'x-forwarded-for': VISITOR_ADDRESS } });
      statuses.push(status);
      if (status === 429) first429 = n;
      else assert.equal(status, 200);
    }
    assert.ok(first429 > 0, `no 429 in ${statuses.length} requests`);
    // Each process counting alone would let 2 × RATE_POINTS through.
    assert.ok(first429 < 1.5 * RATE_POINTS, `the first 429 came at request ${first429}`);
    assert.equal(first429, RATE_POINTS + 1, 'exactly the limit passes, across both processes');
    for (const base of [a.url, b.url]) {
      const { status, headers } = await call(base, '/server/ping', { headers: { 'x-forwarded-for': VISITOR_ADDRESS } });
      assert.equal(status, 429, `${base} refuses the client too`);
      assert.ok(Number(headers.get('retry-after')) > 0);
    }
    // Another client is not held back by the first one.
    const other = await call(b.url, '/server/ping', { headers: { 'x-forwarded-for': '192.0.2.11' } });
    assert.equal(other.status, 200);
  });
});
