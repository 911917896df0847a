/**
 * `npm run bench`: the speed budget. Starts a fresh seeded CMS and builds the site against it,
 * serves the build with the production server (scripts/serve.mjs, compressed) on loopback, runs
 * Lighthouse (Debian's Chromium, standard mobile and desktop presets, simulated throttling) on
 * the main pages several times (after opening each page once, unmeasured, so the CMS has made
 * its image sizes) and a bare page of its own (the host's floor: what the host alone costs a load),
 * and prints the medians against the budgets and against the
 * saved results in bench/results.json. Everything it starts stops at the end, on failure and
 * on Ctrl-C. Nothing leaves loopback. It runs with tsx: the menu, dish and cart pages come from
 * site.config.json through the build's TypeScript (src/site/pages.ts).
 *
 *   npm run bench                                   all routes, mobile + desktop, 5 runs each (in rounds, a fresh
 *                                                   browser for each run), then the scripted taps' INP
 *   npm run bench -- --runs 1 --routes /,/shop      fewer runs / routes (`item` = an item page)
 *   npm run bench -- --presets mobile               one preset
 *   npm run bench -- --save                         also write the medians to bench/results.json
 *   npm run bench -- --busy                         with one core kept busy by another process (TBT ≤ 150 ms)
 *   npm run bench -- --no-repeat                    skip the returning visitor's runs (mobile, "LCP (repeat)")
 *   npm run bench -- --no-interactions              skip the scripted taps' INP (mobile)
 *   npm run bench -- --reports                      keep every Lighthouse result in bench/reports/
 *   npm run bench -- --http2                        serve over HTTPS and HTTP/2, as nginx in production (a throwaway
 *                                                   self-signed certificate made with openssl; not with --save)
 *   BENCH_BUILD=vite npm run bench                  plain vite build, without the prerender
 *   BENCH_CMS_PORT=8270 BENCH_SITE_PORT=4270        the loopback ports (defaults)
 *
 * Exit code 1 when a budget is missed (the misses are listed), 0 otherwise. Rows that got worse
 * than bench/results.json are marked ▼ (not an error on their own).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { loadSiteConfig } from '../../build/site-config.ts';
import { ROUTE_PREFIX } from '../../build/virtual-ids.ts';
import { DEFAULT_SLUG, startCms, stopAllCms } from '../../cms/scripts/lib/instance.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { routeChunkKey } from '../../publish/vite-manifest.ts';
import { CART_STORAGE_KEY } from '../../src/ordering/cart/model.ts';
import { dishPath, sitePages } from '../../src/site/pages.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { exitIfTaken } from '../ports.mjs';
import { createSiteServer, listen, siteHandler } from '../serve.mjs';
import {
  BUDGETS,
  checkBudgets,
  cpuSlowdownFor,
  format,
  interactionRow,
  interactionTable,
  KB,
  markdownTable,
  median,
  medianRow,
  regressions,
  summarizeRun,
} from './lighthouse-report.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RESULTS_FILE = join(ROOT, 'bench', 'results.json');
/** The template's figures, recorded where this product started (bench/README.md says from where). */
const TEMPLATE_FILE = join(ROOT, 'bench', 'template.json');
const REPORTS_DIR = join(ROOT, 'bench', 'reports');
const CHROMIUM = chromiumPath();
/** The menu, dish and cart pages wherever site.config.json puts them (src/site/pages.ts). */
const PAGES = sitePages(loadSiteConfig({ env: {} }).routes);
/** The dish page's route, with its `:id`: measured on the first dish. */
const ITEM_ROUTE = PAGES.dish;
/**
 * The pages of the budget, in English, the Arabic home and menu (budgeted like the rest), and three
 * pages without interactive blocks, whose JavaScript has the smaller budget.
 */
const DEFAULT_ROUTES = [
  '/',
  PAGES.menu,
  ITEM_ROUTE,
  PAGES.cart,
  '/reservation',
  '/contact',
  '/ar/',
  `/ar${PAGES.menu}`,
  '/about',
  '/faq',
  '/accessibility',
];

function parseArgs(argv) {
  const options = {
    // Lighthouse's variability guide: the median of 5 runs varies about half as much as one run.
    // With 3, two slow runs made a page's TBT on this shared machine.
    runs: 5,
    routes: DEFAULT_ROUTES,
    presets: ['mobile', 'desktop'],
    save: false,
    reports: false,
    busy: false,
    repeat: true,
    http2: false,
    interactions: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--routes')
      options.routes = value()
        .split(',')
        .map((route) => (route.trim() === 'item' ? ITEM_ROUTE : route.trim()))
        .filter(Boolean);
    else if (arg === '--presets')
      options.presets = value()
        .split(',')
        .map((preset) => preset.trim());
    else if (arg === '--save') options.save = true;
    else if (arg === '--reports') options.reports = true;
    else if (arg === '--busy') options.busy = true;
    else if (arg === '--no-repeat') options.repeat = false;
    else if (arg === '--http2') options.http2 = true;
    else if (arg === '--no-interactions') options.interactions = false;
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'npm run bench -- [--runs 5] [--routes /,/shop,item,/shop/cart,/reservation,/contact,/ar/,/ar/shop] [--presets mobile,desktop] [--busy] [--no-repeat] [--no-interactions] [--http2] [--save] [--reports]',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  if (options.busy && options.save) throw new Error('--save keeps the figures of a quiet machine: not with --busy');
  // The saved figures are over HTTP/1.1 (scripts/serve.mjs as `npm start` runs it): compare like with like.
  if (options.http2 && options.save) throw new Error('--save keeps the figures over HTTP/1.1: not with --http2');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a positive integer');
  for (const preset of options.presets)
    if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`unknown preset ${preset}`);
  for (const route of options.routes) if (!route.startsWith('/')) throw new Error(`a route starts with /: ${route}`);
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(2);
}

const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 8270);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4270);
const SITE_ORIGIN = `${options.http2 ? 'https' : 'http'}://127.0.0.1:${SITE_PORT}`;
/**
 * The browsers' flags. CHROMIUM_ARGS resolve no host but loopback's, so nothing leaves the machine
 * (the Google Maps frame on /contact fails at once); --http2: the bench's own self-signed
 * certificate, for 127.0.0.1 only.
 */
const BROWSER_FLAGS = [...CHROMIUM_ARGS, ...(options.http2 ? ['--ignore-certificate-errors'] : [])];
const OUT_DIR = join(ROOT, '.tmp', `bench-lighthouse-dist-${SITE_PORT}`);

/**
 * The host's floor (BUDGETS.hostFloorTbtMs): a page with nothing of the site on it, served beside
 * the build by the same server and run in every mobile round like the pages. Whatever it blocks for
 * is the host's, and the same time is inside every page's TBT.
 */
const FLOOR_PATH = '/bench-floor/';
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The bench's bare page: what the host alone costs a page load."><title>A bare page</title></head>
<body><main><h1>A bare page</h1><p>No script, no stylesheet, no picture: whatever this page blocks for is the host's.</p></main></body>
</html>
`;

// Everything that must stop, however the bench ends.
let cms;
let server;

/**
 * --http2: the same site handler over HTTPS and HTTP/2, as deploy/nginx.conf serves production
 * (`http2 on`), with a certificate made for this run. Over HTTP/1.1 a page's parallel requests each
 * open a connection, which Lighthouse's simulation charges a round trip; over HTTP/2 they share one.
 */
async function http2Server(dir) {
  const { createSecureServer } = await import('node:http2');
  const certDir = join(ROOT, '.tmp', 'bench-cert');
  await mkdir(certDir, { recursive: true });
  const [key, cert] = [join(certDir, 'key.pem'), join(certDir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(`--http2 needs openssl to make a certificate for 127.0.0.1 (${error.message})`);
  }
  return createSecureServer(
    { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true },
    siteHandler({ dir }),
  );
}
let chrome;
let buildChild;
let busyChild;
let cleaningUp;
function cleanup() {
  cleaningUp ??= (async () => {
    if (buildChild && buildChild.exitCode === null) buildChild.kill('SIGTERM');
    if (busyChild && busyChild.exitCode === null) busyChild.kill('SIGKILL');
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        /* already gone */
      }
      chrome = undefined;
    }
    if (server) await new Promise((done) => server.close(() => done()));
    server = undefined;
    if (cms) await cms.stop().catch(() => undefined);
    await stopAllCms();
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium, the site and the CMS…`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const log = (line) => console.log(`[bench] ${line}`);
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)}s`;

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(lhr) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: lhr?.lighthouseVersion ?? null,
    benchmarkIndex: lhr?.environment?.benchmarkIndex ?? null,
  };
}

/** The id of a dish of the default restaurant, read as the publisher reads (nobody anonymous may read the CMS). */
async function firstDishId(cmsUrl) {
  const query = new URLSearchParams({
    'filter[restaurant][slug][_eq]': DEFAULT_SLUG,
    sort: 'id',
    limit: '1',
    fields: 'id',
  });
  const response = await fetch(`${cmsUrl}/items/menu_items?${query}`, {
    headers: { Authorization: `Bearer ${LOCAL_PUBLISHER_TOKEN}` },
  });
  if (!response.ok) throw new Error(`CMS answered ${response.status} for menu_items`);
  const id = (await response.json())?.data?.[0]?.id;
  if (id === undefined) throw new Error(`the CMS has no dish of ${DEFAULT_SLUG}`);
  return id;
}

/**
 * What the build says about JavaScript: gzip size of every emitted script, the shared entry
 * (index.html's entry chunk and its static imports), and each route's own config chunk.
 */
async function buildFacts(outDir, routePaths) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipCache = new Map();
  const gzipSizeOfFile = (file) => {
    if (!gzipCache.has(file)) {
      const path = join(outDir, file);
      gzipCache.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : null);
    }
    return gzipCache.get(file);
  };
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry && manifest[key].file.endsWith('.js'));
  const shared = closure(entryKeys);
  const sharedScripts = new Set([...shared].map((key) => `/${manifest[key].file}`));
  const sharedGzip = [...shared].reduce((sum, key) => sum + (gzipSizeOfFile(manifest[key].file) ?? 0), 0);
  // Route n's sections are the chunk of its route module (build/virtual-ids.ts), found as the
  // publisher finds it.
  const routeChunks = {};
  routePaths.forEach((path, index) => {
    const key = routeChunkKey(manifest, ROUTE_PREFIX, index);
    if (!key) return;
    const own = [...closure([key])].filter((k) => !shared.has(k));
    routeChunks[path] = own.reduce((sum, k) => sum + (gzipSizeOfFile(manifest[k].file) ?? 0), 0);
  });
  return {
    sharedScripts,
    sharedGzip,
    homeFirstLoadGzip: sharedGzip + (routeChunks['/'] ?? 0),
    routeChunks,
    gzipSizeOf: (url) => {
      const { pathname } = new URL(url);
      return gzipSizeOfFile(pathname.replace(/^\//, ''));
    },
  };
}

/**
 * Builds the site like `npm run build` does: publish/build-site.ts (browser bundle + prerender)
 * when the project has it, run with tsx since it is TypeScript; a plain vite build otherwise.
 * Either way with the build manifest, which buildFacts reads. BENCH_BUILD=vite forces the plain
 * vite build (no prerender), to compare or when the prerender is broken.
 */
async function buildSite() {
  const buildScript = join(ROOT, 'publish', 'build-site.ts');
  if (!existsSync(buildScript) || process.env.BENCH_BUILD === 'vite') {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false, manifest: true },
    });
    return 'vite build (no prerender)';
  }
  await new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        buildScript,
        '--out',
        OUT_DIR,
        '--site',
        'saffron-house',
        '--no-sourcemap',
      ],
      {
        cwd: ROOT,
        env: process.env,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    buildChild = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      buildChild = undefined;
      if (code === 0) resolvePromise();
      else reject(new Error(`publish/build-site.ts failed (${signal ?? `exit code ${code}`})`));
    });
  });
  if (!existsSync(join(OUT_DIR, '.vite', 'manifest.json')))
    throw new Error('the build wrote no .vite/manifest.json (build.manifest)');
  return 'publish/build-site.ts (vite build + prerender)';
}

/**
 * `--busy`: a process that keeps one core busy (a tight loop) for the length of the run, as a
 * phone's other apps or a shared machine do. Stopped by cleanup().
 */
function startBusyCore() {
  busyChild = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  busyChild.unref();
}

/**
 * Opens every page once at a phone's and a desktop's size before measuring, so Directus has
 * made the image sizes the pages ask for (it keeps each transformation once made, as a live
 * site's CMS would): the first run of a fresh CMS otherwise measures image generation.
 */
async function warmUp(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_FLAGS });
  try {
    for (const viewport of [
      { width: 412, height: 823, deviceScaleFactor: 1.75 },
      { width: 1350, height: 940, deviceScaleFactor: 1 },
    ]) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
      });
      const page = await context.newPage();
      for (const url of urls) {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        // Lazy images too: scroll to the end, then let the last requests finish.
        await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
        await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse's errors for a trace it failed to record, not for anything the page did. */
const LOST_TRACE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * One Lighthouse run. `repeat`: a returning visitor's load of the mobile preset, with the storage,
 * the HTTP cache and the service worker of the visits before kept, and DevTools throttling
 * (applied to the wire) instead of the simulation, which charges network time to every answer,
 * also to the ones the service worker gives from its cache.
 */
async function runLighthouse(url, preset, port, { repeat = false, cpuSlowdown } = {}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: repeat ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    locale: 'en-US',
    ...(repeat ? { disableStorageReset: true, throttlingMethod: 'devtools' } : {}),
    // The phone's CPU, scaled to this machine's speed (cpuSlowdownFor); the network stays slow 4G.
    ...(preset === 'mobile' && cpuSlowdown
      ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
      : {}),
  };
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    // A lost trace says nothing of the page (Lighthouse's message asks to run again). It happens
    // to a few runs in a hundred on this machine, and each left its row a run short.
    if (LOST_TRACE.has(failure.code) && attempt < 3) {
      log(`  ${failure.code} on ${url}: run again`);
      continue;
    }
    throw new Error(`${failure.code}: ${failure.message}`);
  }
}

/**
 * This browser's speed as Lighthouse measures it (its benchmarkIndex, the same computation it runs
 * before a run), in a page of its own: the largest of three, since anything else running at the
 * time (a browser just started, among others) only lowers it, and a low figure would run the page
 * on too fast a phone. Lighthouse's own figure, taken a moment later, is the row's "machine speed".
 * Beside it, what fresh memory costs the same page (freshMemoryIn): the benchmarkIndex does not
 * see it, and a host where it is slow loads every page slowly whatever its speed.
 */
async function measureHost(port, { freshMemory = true } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    const speed = await speedIn(page);
    return { speed, freshMemoryUs: freshMemory ? await freshMemoryIn(page) : undefined };
  } finally {
    await page.close();
  }
}

/** The CPU slowdown for the browser on `port`, from its speed alone (runs that report no fresh memory). */
const slowdownIn = async (port) => cpuSlowdownFor((await measureHost(port, { freshMemory: false })).speed);

/** `pick` (Math.max or Math.min) of three runs of `expression` in `page`, of those that gave a number. */
async function bestOfThree(page, expression, pick) {
  const values = [];
  for (let i = 0; i < 3; i += 1) values.push(await page.evaluate(expression));
  return pick(...values.filter((value) => typeof value === 'number' && Number.isFinite(value)));
}

const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** The largest of three benchmarkIndex measurements in `page` (see measureHost). */
const speedIn = (page) => bestOfThree(page, BENCHMARK, Math.max);

/**
 * Microseconds the page takes to write to a page of memory it never wrote before (4 KB, one byte
 * each of 16 MB): the operating system's page fault and its zeroing. A browser pays it for every
 * page of memory a renderer takes (the document, its styles, its script heap: 8,000–14,000 pages
 * on its main thread in a fresh load here), inside the main thread's tasks, and Lighthouse's
 * simulation multiplies those tasks by the CPU slowdown. The fastest of three, as anything else
 * running only slows it.
 */
const FRESH_MEMORY = `(() => {
  const size = 16 * 1024 * 1024;
  const start = performance.now();
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = 1;
  return ((performance.now() - start) * 1000) / (size / 4096);
})()`;

const freshMemoryIn = (page) => bestOfThree(page, FRESH_MEMORY, Math.min);

/** True when the page's HTML names an interactive block (an island): its JS budget is the larger one. */
async function pageHasIslands(url) {
  const response = await fetch(url);
  return /\sdata-island=/.test(await response.text());
}

/**
 * The scripted taps whose INP is budgeted: the first dish's "+" on the menu (the first that adds it
 * in one tap: a dish with sizes has a link to its page instead, and the seeded menu's first dish
 * has sizes), and the language switch in the header of the home page, at a phone's size.
 */
const INTERACTIONS = [
  {
    name: 'the first dish\'s "+"',
    route: PAGES.menu,
    target: 'button[data-testid="quick-add"]',
    // The dish is in the cart the page keeps (src/ordering/cart/storage.ts).
    landed: (page) =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length === 1, CART_STORAGE_KEY),
  },
  {
    name: 'the language switch',
    route: '/',
    target: '.top-bar .language-toggle',
    landed: async (page, before) => page.url() !== before,
  },
];

/**
 * Event timing entries of the page (the INP of its interactions: the longest entry of each), kept
 * in the page and handed to the bench when the page goes (a link's tap unloads it).
 */
function watchInteractions() {
  const longest = new Map();
  const note = (entries) => {
    for (const entry of entries)
      if (entry.interactionId)
        longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const report = () => {
    note(observer.takeRecords());
    globalThis.__benchInteractions?.([...longest.values()]);
  };
  globalThis.__interactions = () => {
    note(observer.takeRecords());
    return [...longest.values()];
  };
  globalThis.addEventListener('pagehide', report);
}

/**
 * A finger's tap in the middle of `control`: a touch's start and end through the DevTools protocol,
 * the events a phone's screen gives. Playwright's own `tap()` first leaves a listener in the page
 * to check what the touch hits, and that listener's work (12 ms of the press's task at 7×) would
 * be counted in the interaction; so the hit is checked here before the touch, and nothing of the
 * bench's runs during it. A control covered by something else stops the run: a tap on the wrong
 * element would measure nothing.
 */
async function touch(cdp, control) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control to tap is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await control.evaluate(
    (element, { x, y }) => element.contains(element.ownerDocument.elementFromPoint(x, y)),
    point,
  );
  if (!hit) throw new Error('something covers the control to tap');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * INP of one scripted tap, at the same CPU slowdown as the Lighthouse runs: a fresh browser at a
 * phone's size, the page loaded, the control scrolled to and its block live, then a tap on
 * `target`. Chromium reports interactions of 16 ms or more: a tap none reported counts as 16 ms.
 */
async function interactionInp(url, target, landed) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cpuSlowdown = cpuSlowdownFor(await speedIn(page));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let reported = null;
    await context.exposeFunction('__benchInteractions', (durations) => {
      reported ??= durations;
    });
    await context.addInitScript(watchInteractions);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const control = page.locator(target).first();
    // As a visitor does: it scrolls to the control, and taps it once its block is live (an island
    // below the fold hydrates as it is neared); a link of the page's HTML at once.
    await control.scrollIntoViewIfNeeded();
    await control.evaluate((element) => {
      const island = element.closest('[data-island]');
      return island
        ? new Promise((resolve) => {
            const check = () => (island.hasAttribute('data-live') ? resolve(undefined) : setTimeout(check, 50));
            check();
          })
        : undefined;
    });
    await page.waitForTimeout(1000);
    const before = page.url();
    await touch(cdp, control);
    await page.waitForTimeout(1500);
    // A tap that did not do its work would be measured as a fast one.
    if (!(await landed(page, before))) throw new Error('the tap did not do what it does for a visitor');
    const durations = page.url() === before ? await page.evaluate(() => globalThis.__interactions()) : reported;
    const longest = Math.max(16, ...(durations ?? []));
    return { inpMs: longest, cpuSlowdown };
  } finally {
    await browser.close();
  }
}

function readSaved() {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  } catch {
    return null;
  }
}

// A taken port stops the bench here, before a CMS is seeded, naming the variable that moves it.
await exitIfTaken([
  { port: CMS_PORT, variable: 'BENCH_CMS_PORT', what: "the bench's CMS" },
  { port: SITE_PORT, variable: 'BENCH_SITE_PORT', what: "the bench's site" },
]);
const benchStarted = Date.now();
let exitCode = 0;
try {
  const saved = readSaved();
  const template = JSON.parse(readFileSync(TEMPLATE_FILE, 'utf8'));
  log(
    `CMS on 127.0.0.1:${CMS_PORT}, site on 127.0.0.1:${SITE_PORT}; ${options.routes.length} routes × ${options.presets.join('+')} × ${options.runs} runs`,
  );
  let since = Date.now();
  cms = await startCms({
    port: CMS_PORT,
    dataDir: join(ROOT, 'cms', '.test-data', `bench-lighthouse-${CMS_PORT}`),
    fresh: true,
    quiet: true,
  });
  log(`CMS ready at ${cms.url} (${elapsed(since)})`);

  since = Date.now();
  await rm(OUT_DIR, { recursive: true, force: true });
  process.env.CMS_URL = cms.url;
  // Canonical and hreflang links name the address Lighthouse opens.
  process.env.SITE_URL = SITE_ORIGIN;
  const buildKind = await buildSite();
  log(`site built into ${OUT_DIR} with ${buildKind} (${elapsed(since)})`);

  const siteConfig = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
  const facts = await buildFacts(
    OUT_DIR,
    siteConfig.routes.map((route) => route.path),
  );
  // After buildFacts: the bare page is not the site's.
  await mkdir(join(OUT_DIR, FLOOR_PATH), { recursive: true });
  await writeFile(join(OUT_DIR, FLOOR_PATH, 'index.html'), FLOOR_PAGE);
  server = options.http2 ? await http2Server(OUT_DIR) : createSiteServer({ dir: OUT_DIR });
  await listen(server, SITE_PORT, '127.0.0.1');

  const dishId = options.routes.includes(ITEM_ROUTE) ? await firstDishId(cms.url) : null;
  const urlOf = (route) => `${SITE_ORIGIN}${route === ITEM_ROUTE ? dishPath(ITEM_ROUTE, dishId) : route}`;
  const cmsOrigin = new URL(cms.url).origin;
  if (options.reports) await mkdir(REPORTS_DIR, { recursive: true });
  since = Date.now();
  await warmUp(options.routes.map(urlOf));
  log(`pages opened once to warm the server's caches (${elapsed(since)})`);

  if (options.busy) {
    startBusyCore();
    log('one core kept busy by another process for the whole run (--busy)');
  }
  const rows = [];
  let lastLhr;
  const withFloor = options.presets.includes('mobile');
  const total = (options.routes.length * options.presets.length + (withFloor ? 1 : 0)) * options.runs;
  let done = 0;
  /** Lighthouse in a browser of its own, which is stopped after `work` (also on failure). */
  const withBrowser = async (work) => {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: BROWSER_FLAGS, logLevel: 'silent' });
    try {
      return await work(chrome.port);
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  };
  const islandsOf = new Map();
  for (const route of options.routes) islandsOf.set(route, await pageHasIslands(urlOf(route)));
  const floorRuns = [];
  for (const preset of options.presets) {
    const measured = new Map(options.routes.map((route) => [route, { runs: [], errors: [] }]));
    // Rounds: run 1 of every page, then run 2 of every page, and so on. A slow stretch of the
    // machine (a minute of other work on it) then costs each page a run, not all its runs: its
    // median says what the page does, not when it was measured. Each run in a fresh browser, as
    // the Lighthouse CLI and PageSpeed Insights run, a visitor's page being as cold as that.
    for (let run = 1; run <= options.runs; run += 1) {
      // The host's floor first in each round, so it meets the host as that round's pages do.
      if (preset === 'mobile') {
        const runStarted = Date.now();
        done += 1;
        try {
          await withBrowser(async (port) => {
            const cpuSlowdown = await slowdownIn(port);
            const lhr = await runLighthouse(`${SITE_ORIGIN}${FLOOR_PATH}`, preset, port, { cpuSlowdown });
            const tbt = lhr.audits?.['total-blocking-time']?.numericValue;
            if (typeof tbt !== 'number') throw new Error('Lighthouse gave the bare page no TBT');
            floorRuns.push(Math.round(tbt));
            log(
              `[${done}/${total}] ${preset} the host's floor (a bare page) run ${run}: TBT ${format('tbtMs', tbt)} at ${cpuSlowdown}× (${elapsed(runStarted)})`,
            );
          });
        } catch (error) {
          log(
            `[${done}/${total}] ${preset} the host's floor run ${run}: ✖ ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      for (const route of options.routes) {
        const { runs, errors } = measured.get(route);
        const runStarted = Date.now();
        done += 1;
        try {
          await withBrowser(async (port) => {
            const host = preset === 'mobile' ? await measureHost(port) : undefined;
            const cpuSlowdown = host ? cpuSlowdownFor(host.speed) : undefined;
            const lhr = await runLighthouse(urlOf(route), preset, port, { cpuSlowdown });
            lastLhr = lhr;
            const summary = summarizeRun(lhr, {
              siteOrigin: SITE_ORIGIN,
              cmsOrigin,
              gzipSizeOf: facts.gzipSizeOf,
              sharedScripts: facts.sharedScripts,
              freshMemoryUs: host?.freshMemoryUs,
            });
            runs.push(summary);
            if (options.reports) {
              const name = `${preset}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
              await writeFile(join(REPORTS_DIR, name), JSON.stringify(lhr));
            }
            log(
              `[${done}/${total}] ${preset} ${route} run ${run}: perf ${summary.performance}, LCP ${format('lcpMs', summary.lcpMs)}, TBT ${format('tbtMs', summary.tbtMs)} (document ${format('blockingDocumentMs', summary.blockingDocumentMs)}, scripts ${format('blockingScriptMs', summary.blockingScriptMs)}, unattributed ${format('blockingUnattributedMs', summary.blockingUnattributedMs)}), script ${format('scriptEvaluationMs', summary.scriptEvaluationMs)}, CMS reads ${summary.cmsReads} (${summary.cmsReadsBeforeLcp ?? '?'} before LCP), machine speed ${format('machineSpeed', summary.machineSpeed)}${summary.cpuSlowdown ? ` at ${summary.cpuSlowdown}× (a host of ${summary.effectiveSpeed ?? '?'})` : ''}${summary.freshMemoryUs === null ? '' : `, fresh memory ${format('freshMemoryUs', summary.freshMemoryUs)} a page`} (${elapsed(runStarted)})`,
            );
          });
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
          log(`[${done}/${total}] ${preset} ${route} run ${run}: ✖ ${errors.at(-1)}`);
        }
      }
    }
    for (const route of options.routes) {
      const { runs, errors } = measured.get(route);
      const repeatLcps = [];
      // The returning visitor: one unmeasured visit that keeps what it stored (the service
      // worker installs and caches), then the measured ones, all in one browser.
      if (preset === 'mobile' && options.repeat && runs.length > 0) {
        await withBrowser(async (port) => {
          // The speed alone: the fresh memory is the first visit's figure.
          const cpuSlowdown = await slowdownIn(port);
          for (let run = 0; run <= options.runs; run += 1) {
            try {
              const lhr = await runLighthouse(urlOf(route), preset, port, { repeat: true, cpuSlowdown });
              if (run === 0) continue;
              const lcp = lhr.audits?.['largest-contentful-paint']?.numericValue;
              if (typeof lcp === 'number') repeatLcps.push(lcp);
              log(`${preset} ${route} repeat visit ${run}: LCP ${format('lcpMs', lcp)}`);
            } catch (error) {
              log(`${preset} ${route} repeat visit ${run}: ✖ ${error instanceof Error ? error.message : error}`);
            }
          }
        });
      }
      const row = { route, preset, runs: runs.length, ...medianRow(runs) };
      if (preset === 'mobile' && options.repeat) {
        const lcp = median(repeatLcps);
        row.repeatLcpMs = lcp === null ? null : Math.round(lcp);
      }
      if (runs.length === 0) row.error = errors[0] ?? 'no run finished';
      const paired = template.routes[route === ITEM_ROUTE ? 'item' : route];
      row.islands = islandsOf.get(route);
      // null when no run of the bare page finished: a host not shown to be fit.
      if (preset === 'mobile') row.hostFloorTbtMs = median(floorRuns);
      row.templateScriptEvaluationMs = preset === 'mobile' ? (paired?.scriptEvaluationMs ?? null) : null;
      row.checks = checkBudgets(row, {
        preset,
        busy: options.busy,
        islands: row.islands,
        template: preset === 'mobile' ? paired : undefined,
      });
      const before = options.busy
        ? undefined // the saved figures are of a quiet machine
        : saved?.results?.find((entry) => entry.route === route && entry.preset === preset);
      row.compared = Boolean(before);
      row.regressions = regressions(row, before);
      rows.push(row);
    }
  }

  // The scripted taps (mobile only), each in a fresh browser at the runs' CPU slowdown.
  const interactions = [];
  if (options.presets.includes('mobile') && options.interactions) {
    for (const { name, route, target, landed } of INTERACTIONS) {
      const inps = [];
      let cpuSlowdown;
      for (let run = 1; run <= options.runs; run += 1) {
        try {
          const measuredTap = await interactionInp(urlOf(route), target, landed);
          inps.push(measuredTap.inpMs);
          cpuSlowdown = measuredTap.cpuSlowdown;
          log(
            `${name} on ${route}, run ${run}: INP ${format('inpMs', measuredTap.inpMs)} at ${measuredTap.cpuSlowdown}×`,
          );
        } catch (error) {
          log(`${name} on ${route}, run ${run}: ✖ ${error instanceof Error ? error.message : error}`);
        }
      }
      interactions.push({ ...interactionRow(name, route, inps), cpuSlowdown });
    }
  }

  console.log('');
  console.log(
    `Build: ${buildKind}. Lighthouse ${lastLhr?.lighthouseVersion ?? ''}, medians of ${options.runs} run(s) per row; ✓/✗ against the budgets, ▼ = worse than bench/results.json (${saved?.date ?? 'none saved'}).`,
  );
  console.log('');
  console.log(markdownTable(rows));
  console.log('');
  if (interactions.length) {
    console.log(interactionTable(interactions));
    console.log('');
  }
  console.log('Build (gzip -9 of the emitted files):');
  console.log(
    `  shared entry (index.html's entry chunk + its static imports): ${format('jsGzipBytes', facts.sharedGzip)}`,
  );
  console.log(
    `  first load of / from the build (shared entry + route chunk of /): ${format('jsGzipBytes', facts.homeFirstLoadGzip)} (the table's "JS gzip (page)" of / adds the block chunks the page loads)`,
  );
  console.log(
    `  route config chunks: ${Object.entries(facts.routeChunks)
      .filter(([path]) => options.routes.includes(path) || path === ITEM_ROUTE)
      .map(([path, bytes]) => `${path} ${format('jsGzipBytes', bytes)}`)
      .join(', ')}`,
  );
  console.log('');
  console.log(
    'Definitions: "JS gzip (page)" = gzip size of every script of the site the page loaded during the Lighthouse run;',
  );
  console.log(
    '"JS gzip (route own)" = the same minus the shared entry chunk and its static imports; "JS sent (br)" = bytes on the wire (brotli);',
  );
  console.log(
    '"CMS reads" = data requests to the CMS per page view (not images, not CORS preflights); "reads before LCP" (the critical path,',
  );
  console.log(
    'budgeted) = those the page started before its largest contentful paint in the observed (unthrottled) load; "read depth" = the',
  );
  console.log(
    'longest chain of reads that waited for each other; "preflights" = CORS OPTIONS round trips to the CMS; "CMS images" = /assets/',
  );
  console.log(
    'requests. KB = 1024 bytes. Failing audits of accessibility, best practices and SEO are listed below the budgets.',
  );

  console.log(
    `"HTML sent" = the page's own response as sent, headers included; "script evaluation" = Lighthouse's Script Evaluation at the run's CPU slowdown; "template's" = the template's, recorded in ${TEMPLATE_FILE.replace(`${ROOT}/`, '')} (${template.source}); "host it stands for" = benchmarkIndex × 4 / CPU slowdown; "fresh memory (4 KB)" = what the run's browser took to write to a page of memory it had never written, before the run (the fastest of three; the page faults of a fresh load are inside its main-thread tasks, multiplied by the CPU slowdown like the rest); "host's floor (TBT)" = the median TBT of a bare page served beside the site, run first in each mobile round (the same for every row); "blocking: …" = the long tasks' time over 50 ms between FCP and TTI, by what Lighthouse blames each task on (the page's document, one of the site's scripts, or nothing it can name).`,
  );

  const misses = [];
  for (const row of interactions)
    if (!row.ok) misses.push(`${row.name} on ${row.page}: INP ${format('inpMs', row.inpMs)}`);
  for (const row of rows) {
    for (const [metric, ok] of Object.entries(row.checks))
      if (!ok) misses.push(`${row.route} ${row.preset}: ${metric} ${format(metric, row[metric])}`);
  }
  const failing = rows.filter((row) => row.failedAudits?.length);
  if (failing.length)
    console.log(
      `Audits below 100 in accessibility / best practices / SEO:\n${failing.map((row) => `  ${row.route} ${row.preset}: ${row.failedAudits.join(', ')}`).join('\n')}`,
    );
  const regressed = rows.filter((row) => row.regressions.length);
  console.log('');
  if (regressed.length)
    console.log(
      `▼ ${regressed.length} row(s) worse than the saved results:\n${regressed.map((row) => `  ${row.route} ${row.preset}: ${row.regressions.join('; ')}`).join('\n')}`,
    );
  const highFloor = rows.some((row) => row.checks.hostFloorTbtMs === false);
  if (highFloor)
    console.log(
      `! ${floorRuns.length ? `On this host a bare page (no script, no stylesheet, no picture) blocked for ${format('tbtMs', median(floorRuns))} (runs: ${floorRuns.join(', ')} ms)` : 'No run of the bare page (no script, no stylesheet, no picture) finished, so this host was not shown to be fit'}; PageSpeed Insights gives such a page 0 ms. That time is the host's, and it is inside every mobile row's TBT: judge the pages' TBT on another host (bench/README.md).`,
    );
  const slowMemory = rows.filter((row) => row.checks.freshMemoryUs === false);
  if (slowMemory.length)
    console.log(
      `! This host's fresh memory was slow (${slowMemory.map((row) => `${row.route} ${format('freshMemoryUs', row.freshMemoryUs)}`).join(', ')} a page; a host of at most ${BUDGETS.hostFreshMemoryUs} µs stands for a phone). Each page fault of a fresh load counts as main-thread time, multiplied by the CPU slowdown: the TBT of these rows says more about the host than about the pages. Run the bench on another host to judge them (bench/README.md).`,
    );
  if (misses.length) {
    console.log(`✖ ${misses.length} budget(s) missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
    exitCode = 1;
  } else console.log('✔ every budget met');
  console.log(
    `Budgets: mobile performance ≥ ${BUDGETS.mobile.performance}, accessibility/best practices/SEO ${BUDGETS.mobile.accessibility}, LCP ≤ ${BUDGETS.mobile.lcpMs / 1000} s (first and repeat visit), CLS ≤ ${BUDGETS.mobile.cls}, the page's HTML sent ≤ ${BUDGETS.documentBytes} bytes, headers included (a first round trip) (mobile); TBT ≤ ${options.busy ? BUDGETS.busyTbtMs : BUDGETS.tbtMs} ms${options.busy ? ' (one core busy)' : ''}; JS ≤ ${BUDGETS.islandPageJsGzipBytes / KB} KB gzip on a page with interactive blocks, ≤ ${BUDGETS.staticPageJsGzipBytes / KB} KB on one without; ≤ ${BUDGETS.cmsCriticalRequests} CMS reads before LCP; script evaluation below the template's where recorded; mobile runs on a host of benchmarkIndex ≤ ${BUDGETS.hostSpeed} (the CPU slowdown scaled to this machine) whose fresh memory costs ≤ ${BUDGETS.hostFreshMemoryUs} µs a page and where a bare page blocks for ${BUDGETS.hostFloorTbtMs} ms; INP of the scripted taps ≤ ${BUDGETS.inpMs} ms.`,
  );

  if (options.save) {
    const results = {
      date: new Date().toISOString(),
      machine: machine(lastLhr),
      runs: options.runs,
      buildKind,
      budgets: BUDGETS,
      interactions,
      build: {
        sharedEntryGzipBytes: facts.sharedGzip,
        homeFirstLoadGzipBytes: facts.homeFirstLoadGzip,
        routeChunkGzipBytes: facts.routeChunks,
      },
      // Rows of routes not measured this time are kept from the saved file.
      results: [
        ...rows.map(({ checks, compared: _c, regressions: _r, scripts: _s, ...row }) => ({
          ...row,
          budgetsMet: Object.values(checks).every(Boolean),
          missed: Object.keys(checks).filter((key) => !checks[key]),
        })),
        ...(saved?.results ?? []).filter(
          (entry) => !rows.some((row) => row.route === entry.route && row.preset === entry.preset),
        ),
      ],
    };
    await mkdir(join(ROOT, 'bench'), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Saved the medians to ${RESULTS_FILE}`);
  }
} catch (error) {
  console.error(`✖ bench failed: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  await cleanup();
  log(`finished in ${elapsed(benchStarted)}`);
}
process.exit(exitCode);
