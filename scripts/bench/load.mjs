#!/usr/bin/env node
/**
 * `npm run bench:load`: a bounded load test on loopback. Builds the site against a fresh CMS
 * (with Directus's data cache on, configured as in production: see cms/README.md "Performance"),
 * records the exact CMS requests a visitor's browser makes for the home and menu pages, then
 * measures two phases with the same recorded requests, visitors and seconds:
 *
 *   1. Directus alone: checks Directus answers every read from its cache (X-Cache: HIT), then
 *      200 simultaneous visitors replay them for 30 s with autocannon (closed loop: each visitor
 *      sends its next read as soon as the last one is answered, no think time);
 *   2. through the edge (cms/scripts/edge.mjs, its own process, TTL 5 s as documented for
 *      production) in front of the same Directus: checks X-Edge-Cache: HIT, then the same load.
 *
 * Prints throughput, latency percentiles, errors by kind, the CPU the server (Directus or the
 * edge) and the bench itself (autocannon) spent per request for both, and stops everything it
 * started. The verdict is the edge's, the documented production setup: exits 1 when a target
 * (0 errors, p95 < 200 ms, every read a cache hit) is missed through the edge, 0 when all are met.
 *
 *   BENCH_CONNECTIONS=200 BENCH_SECONDS=30 BENCH_RUNS=1 BENCH_WARMUP_SECONDS=5 CMS_EDGE_TTL=5s npm run bench:load
 *
 * With BENCH_RUNS > 1 each phase's measured runs are repeated against the same CMS and the
 * verdict uses the median p95 and the errors of all runs together.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { createSiteServer, listen } from '../serve.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CMS_PORT = 8190;
const SITE_PORT = 4190;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const REQUEST_TIMEOUT_S = 10;
const TARGET_P95_MS = 200;
const CACHE_STATUS_HEADER = 'X-Cache';
const EDGE_STATUS_HEADER = 'X-Edge-Cache';
// The edge's TTL as documented for production (cms/README.md "The edge"): an edit shows within it.
const EDGE_TTL = process.env.CMS_EDGE_TTL ?? '5s';
const EDGE_SCRIPT = join(ROOT, 'cms', 'scripts', 'edge.mjs');
const PARENT_WATCH = join(ROOT, 'cms', 'scripts', 'lib', 'parent-watch.mjs');

// The data cache as a production owner runs it (memory store, purged on every edit, 5 minutes).
// Everything else (schema freeze, no per-request log formatting, the pressure limiter on without its
// since-start utilisation check, rate limiter off) comes from the CMS's own defaults, the same as
// `npm --prefix cms start`.
const CMS_ENV = {
  CACHE_ENABLED: 'true',
  CACHE_STORE: 'memory',
  CACHE_AUTO_PURGE: 'true',
  CACHE_TTL: '5m',
  CACHE_STATUS_HEADER,
};

// A bench that hangs is worse than one that fails: give up well after the planned duration.
// Two phases (Directus alone, then through the edge), each with its warm-up and runs.
const PLANNED_S = 240 + 2 * (WARMUP_SECONDS + 20 + RUNS * (SECONDS + 15));
setTimeout(() => {
  console.error(`✖ bench:load did not finish within ${PLANNED_S}s; giving up.`);
  process.exit(2);
}, PLANNED_S * 1000).unref();

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** CPU time (user + system, ms) the process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** Starts scripts/edge.mjs as its own process in front of `upstream`; resolves once it listens. */
async function startEdge(upstream) {
  const child = spawn(process.execPath, ['--import', PARENT_WATCH, EDGE_SCRIPT], {
    env: {
      ...process.env,
      CMS_EDGE_UPSTREAM: upstream,
      CMS_EDGE_PORT: '0',
      CMS_EDGE_HOST: '127.0.0.1',
      CMS_EDGE_TTL: EDGE_TTL,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('The edge did not start within 10 s')), 10_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /\[edge\] (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The edge exited (code ${code}) before listening`));
    });
  });
  child.stdout.resume();
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One measured phase against `url`: checks every read is a cache HIT (by `statusHeader`), times one
 * visitor alone, warms up, then RUNS closed-loop runs of CONNECTIONS visitors for SECONDS each.
 * `pid` is the server whose CPU per request is reported; the bench's own CPU (autocannon) too.
 */
async function measure({ name, url, pid, statusHeader, requests, alsoCpuOf }) {
  // Is the cache actually hit? Ask each read twice; the second answer must come from the cache.
  const cacheCheck = async () => {
    let hits = 0;
    for (const { path, headers } of requests) {
      await fetch(url + path, { headers }).then((response) => response.arrayBuffer());
      const response = await fetch(url + path, { headers });
      await response.arrayBuffer();
      if (response.headers.get(statusHeader) === 'HIT') hits += 1;
    }
    return hits;
  };
  const hitsBefore = await cacheCheck();
  // One visitor alone: how long a cached read takes when nothing else is running.
  const single = [];
  for (let round = 0; round < 10; round += 1) {
    for (const { path, headers } of requests) {
      const started = performance.now();
      await fetch(url + path, { headers }).then((response) => response.arrayBuffer());
      single.push(performance.now() - started);
    }
  }
  console.log(
    `\n— ${name}: replaying ${requests.length} CMS reads of the home and menu pages (${hitsBefore}/${requests.length} answered from the cache, ` +
      `${statusHeader}: HIT; one visitor alone: median ${median(single).toFixed(1)} ms) with ${CONNECTIONS} visitors for ${SECONDS}s × ${RUNS} run(s) after a ${WARMUP_SECONDS}s warm-up...`,
  );

  const fire = (duration, record) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration, requests, timeout: REQUEST_TIMEOUT_S });
    if (record) {
      instance.on('response', (_client, status, _bytes, responseTime) => record.response(status, responseTime));
      instance.on('reqError', (error) => record.error(error));
    }
    return instance;
  };
  if (WARMUP_SECONDS > 0) await fire(WARMUP_SECONDS);

  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // autocannon's summary has no p95, so every response time is kept and the percentiles computed here.
    const times = [];
    const statuses = new Map();
    const errorKinds = new Map();
    const record = {
      response(status, responseTime) {
        times.push(responseTime);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      },
      error(error) {
        const kind = error.code ?? error.message;
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      },
    };
    const loadBefore = loadAverage();
    const cpuBefore = cpuMs(pid);
    const otherBefore = alsoCpuOf ? cpuMs(alsoCpuOf) : NaN;
    const benchBefore = process.cpuUsage();
    const result = await fire(SECONDS, record);
    const benchUsed = process.cpuUsage(benchBefore);
    const cpuUsed = cpuMs(pid) - cpuBefore;
    const otherUsed = alsoCpuOf ? cpuMs(alsoCpuOf) - otherBefore : NaN;
    times.sort((a, b) => a - b);
    const percentile = (p) =>
      times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : NaN;
    for (const [status, count] of statuses) if (status < 200 || status > 299) errorKinds.set(`HTTP ${status}`, count);
    // autocannon counts a timeout among its errors too; non-2xx answers are counted separately.
    const errors = result.errors + result.non2xx;
    const responses = Math.max(1, times.length);
    runs.push({
      run,
      rps: result.requests.average,
      responses: times.length,
      p50: percentile(50),
      p95: percentile(95),
      p99: percentile(99),
      errors,
      errorKinds,
      statuses,
      cpuPerRequest: cpuUsed / responses,
      cpuShare: cpuUsed / (SECONDS * 1000),
      otherCpuShare: otherUsed / (SECONDS * 1000),
      benchCpuPerRequest: (benchUsed.user + benchUsed.system) / 1000 / responses,
      benchCpuShare: (benchUsed.user + benchUsed.system) / 1000 / (SECONDS * 1000),
      load: `${loadBefore} → ${loadAverage()}`,
    });
  }
  const hitsAfter = await cacheCheck();

  const describe = (map) => [...map].map(([key, count]) => `${key}: ${count}`).join(', ') || 'none';
  const server = alsoCpuOf ? 'Edge' : 'Directus';
  if (RUNS > 1) {
    console.table(
      runs.map((r) => ({
        run: r.run,
        'req/s': r.rps.toFixed(0),
        'p50 ms': r.p50.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        errors: r.errors,
        [`${server} CPU ms/req`]: r.cpuPerRequest.toFixed(3),
        'load average': r.load,
      })),
    );
  }
  const p95 = median(runs.map((r) => r.p95));
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const allErrorKinds = new Map();
  const allStatuses = new Map();
  for (const r of runs) {
    for (const [kind, count] of r.errorKinds) allErrorKinds.set(kind, (allErrorKinds.get(kind) ?? 0) + count);
    for (const [status, count] of r.statuses) allStatuses.set(status, (allStatuses.get(status) ?? 0) + count);
  }
  const p95ok = p95 < TARGET_P95_MS;
  const errorsOk = errors === 0;
  const m = (key) => median(runs.map((r) => r[key]));
  const label = RUNS > 1 ? ` (median of ${RUNS})` : '';
  const rows = [
    [`requests/s${label}`, m('rps').toFixed(0), ''],
    ['responses (all runs)', String(runs.reduce((sum, r) => sum + r.responses, 0)), ''],
    [`latency p50${label}`, `${m('p50').toFixed(1)} ms`, ''],
    [`latency p95${label}`, `${p95.toFixed(1)} ms`, `target < ${TARGET_P95_MS} ms ${p95ok ? '✔' : '✖'}`],
    [`latency p99${label}`, `${m('p99').toFixed(1)} ms`, ''],
    ['errors (all runs)', String(errors), `target 0 ${errorsOk ? '✔' : '✖'}`],
    ['errors by kind', describe(allErrorKinds), ''],
    ['responses by status', describe(allStatuses), ''],
    [
      `answered from cache, ${statusHeader}: HIT (before / after)`,
      `${hitsBefore}/${requests.length} / ${hitsAfter}/${requests.length}`,
      hitsBefore === requests.length && hitsAfter === requests.length ? '✔' : '✖',
    ],
    [`${server} CPU per request${label}`, `${m('cpuPerRequest').toFixed(3)} ms`, ''],
    [`${server} CPU use${label}`, `${(m('cpuShare') * 100).toFixed(0)}% of one core`, ''],
    ...(alsoCpuOf
      ? [[`Directus CPU use behind the edge${label}`, `${(m('otherCpuShare') * 100).toFixed(1)}% of one core`, '']]
      : []),
    [
      `bench (autocannon) CPU per request${label}`,
      `${m('benchCpuPerRequest').toFixed(3)} ms`,
      `${(m('benchCpuShare') * 100).toFixed(0)}% of one core`,
    ],
    ['load average during the runs', runs.map((r) => r.load).join('; '), `${availableParallelism()} CPUs`],
  ];
  console.log(`${name}:`);
  console.table(rows.map(([metric, value, target]) => ({ metric, value, target })));
  const hitsOk = hitsBefore === requests.length && hitsAfter === requests.length;
  const ok = p95ok && errorsOk && hitsOk;
  if (!(p95ok && errorsOk) && !alsoCpuOf) {
    // Little's law for a closed loop: mean latency ≈ visitors / throughput.
    const needed = CONNECTIONS / (TARGET_P95_MS / 1000);
    console.log(
      `${name} is outside the targets. ${CONNECTIONS} visitors that never pause keep ${CONNECTIONS} reads in flight, so the mean wait is ` +
        `${CONNECTIONS} / throughput: a p95 under ${TARGET_P95_MS} ms needs well over ${needed.toFixed(0)} req/s. ` +
        `This Directus process served ${m('rps').toFixed(0)} req/s at ${m('cpuPerRequest').toFixed(2)} ms of CPU per cached read ` +
        `(a single Node process uses one core; at most ~${(1000 / m('cpuPerRequest')).toFixed(0)} req/s). See cms/README.md "Performance".`,
    );
  }
  return { runs, p95, errors, ok, m, hitsBefore, hitsAfter };
}

console.log(
  `Machine: ${availableParallelism()} CPUs, Node ${process.version}; load average ${loadAverage()} (1/5/15 min)`,
);
const cms = await startCms({
  port: CMS_PORT,
  dataDir: join(ROOT, 'cms', '.test-data', 'bench-load'),
  fresh: true,
  quiet: true,
  env: CMS_ENV,
});
let server;
let edge;
try {
  const outDir = join(ROOT, '.tmp', 'bench-load-dist');
  await rm(outDir, { recursive: true, force: true });
  process.env.CMS_URL = cms.url;
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  server = createSiteServer({ dir: outDir });
  await listen(server, SITE_PORT, '127.0.0.1');

  // What a real visitor asks the CMS for on the home and menu pages, with the browser's headers.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const captured = new Map();
  for (const route of ['/', '/shop']) {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(cms.url) || url.includes('/assets/') || request.method() !== 'GET') return;
      const { origin, accept } = request.headers();
      captured.set(url.slice(cms.url.length), { ...(origin && { origin }), ...(accept && { accept }) });
    });
    await page.goto(`http://127.0.0.1:${SITE_PORT}${route}`, { waitUntil: 'networkidle' });
    await page.close();
  }
  await browser.close();
  const requests = [...captured].map(([path, headers]) => ({ method: 'GET', path, headers }));
  if (requests.length === 0) throw new Error('The pages made no CMS reads; nothing to replay.');

  // The micro-cache in front of the same Directus, as its own process (as in production).
  edge = await startEdge(cms.url);

  const directus = await measure({
    name: 'Directus alone',
    url: cms.url,
    pid: cms.pid,
    statusHeader: CACHE_STATUS_HEADER,
    requests,
  });
  const viaEdge = await measure({
    name: `through the edge (TTL ${EDGE_TTL})`,
    url: edge.url,
    pid: edge.pid,
    statusHeader: EDGE_STATUS_HEADER,
    requests,
    alsoCpuOf: cms.pid,
  });

  console.log('\nSummary (the verdict uses the edge: the documented production setup, cms/README.md "The edge"):');
  const row = (phase) => ({
    'req/s': phase.m('rps').toFixed(0),
    'p50 ms': phase.m('p50').toFixed(1),
    'p95 ms': phase.p95.toFixed(1),
    'p99 ms': phase.m('p99').toFixed(1),
    errors: phase.errors,
    'cache hits before/after': `${phase.hitsBefore}/${requests.length} / ${phase.hitsAfter}/${requests.length}`,
    'server CPU ms/req': phase.m('cpuPerRequest').toFixed(3),
    'bench (autocannon) CPU ms/req': phase.m('benchCpuPerRequest').toFixed(3),
  });
  console.table({ 'Directus alone': row(directus), 'through the edge': row(viaEdge) });
  const ok = viaEdge.ok;
  console.log(ok ? '✔ within targets through the edge' : '✖ outside targets through the edge');
  if (!directus.ok)
    console.log(`  (Directus alone: ${directus.ok ? 'within' : 'outside'} targets, reported for comparison only.)`);
  const busiest = Math.max(
    ...[...directus.runs, ...viaEdge.runs].flatMap((r) =>
      r.load.split(' → ').map((part) => Number(part.split(' ')[0])),
    ),
  );
  if (busiest > availableParallelism()) {
    console.log(
      `⚠ Other work was running: the 1-minute load average reached ${busiest.toFixed(1)} on ${availableParallelism()} CPUs, so these numbers are pessimistic for this machine.`,
    );
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  if (edge) await edge.stop();
  if (server) await new Promise((done) => server.close(done));
  await cms.stop();
}
