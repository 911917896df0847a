#!/usr/bin/env node
/**
 * `npm run bench:load`: a bounded load test on loopback. Builds the site against a fresh CMS
 * (with Directus's cache on), records the exact CMS requests a visitor's browser makes for the
 * home and menu pages, then has 200 simultaneous visitors replay them for 30 seconds with
 * autocannon. Prints throughput, latency percentiles and errors against the targets, and stops
 * everything it started.
 *
 *   BENCH_CONNECTIONS=200 BENCH_SECONDS=30 npm run bench:load
 */
import autocannon from 'autocannon';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { createSiteServer, listen } from '../serve.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CMS_PORT = 8190;
const SITE_PORT = 4190;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TARGET_P95_MS = 200;
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const cms = await startCms({
  port: CMS_PORT,
  dataDir: join(ROOT, 'cms', '.test-data', 'bench-load'),
  fresh: true,
  quiet: true,
  env: { CACHE_ENABLED: 'true', CACHE_STORE: 'memory', CACHE_AUTO_PURGE: 'true', CACHE_TTL: '5m' },
});
let server;
try {
  const outDir = join(ROOT, '.tmp', 'bench-load-dist');
  await rm(outDir, { recursive: true, force: true });
  process.env.CMS_URL = cms.url;
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  server = createSiteServer({ dir: outDir });
  await listen(server, SITE_PORT, '127.0.0.1');

  // What a real visitor asks the CMS for on the home and menu pages.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const paths = new Set();
  for (const route of ['/', '/shop']) {
    const page = await browser.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(cms.url) && !request.url().includes('/assets/')) paths.add(request.url().slice(cms.url.length));
    });
    await page.goto(`http://127.0.0.1:${SITE_PORT}${route}`, { waitUntil: 'networkidle' });
    await page.close();
  }
  await browser.close();
  const requests = [...paths].map((path) => ({ method: 'GET', path }));
  console.log(`Replaying ${requests.length} CMS reads of the home and menu pages with ${CONNECTIONS} visitors for ${SECONDS}s (cache on)...`);

  // autocannon's summary has no p95, so every response time is kept and the percentiles computed here.
  const times = [];
  const instance = autocannon({ url: cms.url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 });
  const statuses = new Map();
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const percentile = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : NaN);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(p).toFixed(1));
  const errors = result.errors + result.timeouts + result.non2xx;
  const rows = [
    ['requests/s (mean)', result.requests.average.toFixed(0), ''],
    ['total responses', String(times.length), ''],
    ['latency p50', `${p50} ms`, ''],
    ['latency p95', `${p95} ms`, `target < ${TARGET_P95_MS} ms`],
    ['latency p99', `${p99} ms`, ''],
    ['errors (errors + timeouts + non-2xx)', String(errors), 'target 0'],
    ['responses by status', [...statuses].map(([status, count]) => `${status}: ${count}`).join(', '), ''],
  ];
  console.table(rows.map(([metric, value, target]) => ({ metric, value, target })));
  const ok = errors === 0 && Number(p95) < TARGET_P95_MS;
  console.log(ok ? '✔ within targets' : '✖ outside targets');
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server) await new Promise((done) => server.close(done));
  await cms.stop();
}
