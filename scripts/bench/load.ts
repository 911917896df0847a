/**
 * `npm run bench:load`: the published site under load, as production serves it. Publishes the
 * seeded CMS on loopback, serves the version with Debian's nginx and deploy/nginx.conf, then
 * 200 simultaneous visitors (closed loop, no think time) replay the home, menu and a dish page
 * in English and Arabic, each with every file it names (scripts, styles, fonts, images), for
 * 30 s. Halfway through, the publisher lands a new version (after a CMS edit that changes the
 * brand stylesheet's name), so the run also shows that no request fails while `current` moves.
 *
 * The load comes from wrk (Debian: `apt-get install wrk`), a C load generator: on a 2-core
 * machine a JavaScript one (autocannon) spent seven times nginx's CPU per request and measured
 * its own queueing (p95 106 ms while nginx used 18 % of one core).
 *
 * Prints throughput, p50/p95/p99, errors by kind, and the CPU nginx (all workers) and wrk spent
 * per request. Targets on this machine: 0 errors, p95 < 20 ms, a new version live mid-load.
 * Exits 1 when one is missed. Everything it starts stops at the end.
 *
 *   BENCH_CONNECTIONS=200 BENCH_SECONDS=30 BENCH_WARMUP_SECONDS=3 BENCH_CMS_PORT=8190 npm run bench:load
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteConfig } from '../../build/site-config.ts';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { startPublisher } from '../../publish/server.ts';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { createVersionStore } from '../../publish/versions.ts';
import { dishPath, sitePages } from '../../src/site/pages.ts';
import { startNginx } from '../nginx.ts';
import { exitIfTaken } from '../ports.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 8190);
const SITE_PORT = CMS_PORT + 1;
const PUBLISHER_PORT = CMS_PORT + 2;
const TARGET_P95_MS = 20;
const HEADERS = { 'accept-encoding': 'br, gzip', 'user-agent': 'bench:load' };
const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk';

/** What wrk's Lua `done` hook prints: latencies in microseconds, errors by kind. */
interface WrkResult {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  /** wrk's own CPU time, ms (user + system, from the shell that waited for it). */
  cpuMs: number;
}

/** A wrk script that asks for `paths` in turn on every connection and prints a JSON summary. */
function wrkScript(paths: string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(', ');
  return `local paths = { ${list} }
local i = 0
init = function(args)
  wrk.headers["Accept-Encoding"] = "br, gzip"
  wrk.headers["User-Agent"] = "bench:load"
end
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"seconds":%f,"p50":%d,"p95":%d,"p99":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/** Runs wrk for `seconds` with CONNECTIONS connections; resolves to its summary. */
function runWrk(site: string, script: string, seconds: number): Promise<WrkResult> {
  // The shell waits for wrk, then reads its own children's CPU time (fields 16 and 17 of stat).
  const command = `"${WRK}" -t 2 -c ${CONNECTIONS} -d ${seconds}s --timeout 10s -s "${script}" "${site}" && cat /proc/$$/stat`;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const json = /^WRK (\{.*\})$/m.exec(out)?.[1];
      const stat = out.trim().split('\n').at(-1)!.split(') ')[1]?.split(' ') ?? [];
      if (code !== 0 || !json) return reject(new Error(`wrk failed (exit ${code}): ${out.slice(-500)}`));
      const cpuMs = ((Number(stat[13]) + Number(stat[14])) * 1000) / 100;
      resolve({ ...(JSON.parse(json) as Omit<WrkResult, 'cpuMs'>), cpuMs });
    });
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** nginx's master and its workers. */
function nginxPids(master: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' });
  return [master, ...children.split('\n').map(Number).filter(Boolean)];
}

/** A page and every file on this origin it names, as a visitor's browser would ask for them. */
async function visit(site: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${site}${path}`, { headers: HEADERS })).text();
  const files = [...html.matchAll(/(?:src|href|srcset)="(\/[^"#]+)"/g)]
    .flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(' ')[0]!))
    .filter((file) => file.startsWith('/') && !file.startsWith('//') && /\.\w+$/.test(file.split('?')[0]!));
  return [path, ...new Set(files)];
}

async function main(): Promise<boolean> {
  // A taken port stops the bench here, before a CMS is seeded, naming the variable that moves it.
  await exitIfTaken([
    { port: CMS_PORT, variable: 'BENCH_CMS_PORT', what: "the bench's CMS" },
    { port: SITE_PORT, variable: 'BENCH_CMS_PORT', what: "the bench's nginx, BENCH_CMS_PORT + 1" },
    { port: PUBLISHER_PORT, variable: 'BENCH_CMS_PORT', what: "the bench's publisher, BENCH_CMS_PORT + 2" },
  ]);
  const root = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const dataDir = join('cms', '.test-data', `bench-load-${CMS_PORT}`);
  const secret = 'bench-load-secret-of-some-length';
  const publisherUrl = `http://127.0.0.1:${PUBLISHER_PORT}`;
  const cms = await startCms({
    port: CMS_PORT,
    dataDir,
    fresh: true,
    quiet: true,
    publisher: { url: publisherUrl, secret },
  });
  process.env.CMS_URL = cms.url;
  const publisher = await startPublisher({
    root,
    // One site, served to every host name (publish/layout.ts): nginx is asked at 127.0.0.1.
    sites: [{ slug: 'saffron-house', url: `http://127.0.0.1:${SITE_PORT}` }],
    secret,
    port: PUBLISHER_PORT,
    cms: { url: cms.url, token: cms.publisherToken },
    log: () => undefined,
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    await publisher.publishNow('bench: first publish');
    nginx = await startNginx({ port: SITE_PORT, hosts: hostsRoot(root) });
    const site = nginx.url;
    const admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
    const [dish] = (await admin.get('/items/menu_items', {
      filter: { restaurant: { slug: { _eq: 'saffron-house' } } },
      fields: ['id'],
      sort: 'id',
      limit: 1,
    })) as { id: number }[];
    const dishPage = dishPath(sitePages(loadSiteConfig({ env: {} }).routes).dish, dish!.id);
    const pages = ['/', '/menu', dishPage, '/ar/', '/ar/menu', `/ar${dishPage}`];
    const paths = (await Promise.all(pages.map((page) => visit(site, page)))).flat();
    const script = join(root, '..', `${root.split('/').at(-1)}.lua`);
    writeFileSync(script, wrkScript(paths));
    console.log(
      `Replaying ${pages.length} pages with their files (${paths.length} requests a round) with ` +
        `${CONNECTIONS} visitors for ${SECONDS} s through nginx, after a ${WARMUP_SECONDS} s warm-up...`,
    );
    if (WARMUP_SECONDS > 0) await runWrk(site, script, WARMUP_SECONDS);

    const pids = nginxPids(nginx.pid);
    const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    const loadBefore = loadavg()[0]!.toFixed(2);
    const run = runWrk(site, script, SECONDS);
    // Halfway: an edit that renames the brand stylesheet, published while the visitors keep going.
    const before = await createVersionStore(siteRoot(root, 'saffron-house')).current();
    const [restaurant] = (await admin.get('/items/restaurants', {
      filter: { slug: { _eq: 'saffron-house' } },
      fields: ['website_color_scheme.id'],
    })) as { website_color_scheme: { id: number } }[];
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
    const publishStarted = Date.now();
    await admin.patch(`/items/website_color_scheme/${restaurant!.website_color_scheme.id}`, { root_theme: '#1B6E5A' });
    await publisher.publishNow('bench: mid-load edit');
    const publishMs = Date.now() - publishStarted;
    const after = await createVersionStore(siteRoot(root, 'saffron-house')).current();
    const result = await run;
    rmSync(script, { force: true });
    const cpuUsed = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
    const errors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
    const responses = Math.max(1, result.requests);
    const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
    const p95 = result.p95 / 1000;
    const switched = Boolean(after && after !== before);
    const share = (used: number) => `${((used / (result.seconds * 1000)) * 100).toFixed(0)}% of one core`;
    const rows: [string, string, string][] = [
      ['requests/s', (result.requests / result.seconds).toFixed(0), ''],
      ['responses', String(result.requests), ''],
      ['latency p50', ms(result.p50), ''],
      ['latency p95', ms(result.p95), `target < ${TARGET_P95_MS} ms ${p95 < TARGET_P95_MS ? '✔' : '✖'}`],
      ['latency p99', ms(result.p99), ''],
      ['errors', String(errors), `target 0 ${errors === 0 ? '✔' : '✖'}`],
      [
        'errors by kind',
        Object.entries(result.errors)
          .map(([kind, count]) => `${kind === 'status' ? 'HTTP status ≥ 400' : kind}: ${count}`)
          .join(', '),
        '',
      ],
      ['publish during the load', `${(publishMs / 1000).toFixed(1)} s, ${before} → ${after}`, switched ? '✔' : '✖'],
      ['nginx CPU per request', `${(cpuUsed / responses).toFixed(4)} ms`, share(cpuUsed)],
      ['wrk CPU per request', `${(result.cpuMs / responses).toFixed(4)} ms`, share(result.cpuMs)],
      ['load average', `${loadBefore} → ${loadavg()[0]!.toFixed(2)}`, `${availableParallelism()} CPUs`],
    ];
    console.table(rows.map(([metric, value, target]) => ({ metric, value, target })));
    const ok = errors === 0 && p95 < TARGET_P95_MS && switched;
    console.log(ok ? '✔ within targets' : '✖ outside targets');
    return ok;
  } finally {
    await nginx?.stop();
    await publisher.close();
    await cms.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(`✖ bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
