/**
 * The pure half of `npm run bench` (scripts/bench/lighthouse.mjs): what one Lighthouse result
 * says about a page, medians over runs, the speed budgets, the comparison with the saved
 * results (bench/results.json) and the Markdown table. No I/O here, so it is unit-tested.
 */

/**
 * The budgets (issues 7 and 53). Scores, LCP and CLS are budgets of the mobile preset; TBT, JS and
 * CMS reads of both. The JavaScript a page may load depends on what it is: a page with an
 * interactive block (an island, `[data-island]` in its HTML) loads React and that block's code; a
 * page without one loads the page script alone, the header's behaviour included.
 */
export const BUDGETS = {
  mobile: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, cls: 0.02 },
  tbtMs: 50,
  /** TBT with `--busy`: another process keeps one of the machine's cores busy for the whole run. */
  busyTbtMs: 150,
  /** JavaScript a page with interactive blocks loads during its first view (gzip). */
  islandPageJsGzipBytes: 100 * 1024,
  /** JavaScript a page without interactive blocks loads (gzip): the page script and the header's. */
  staticPageJsGzipBytes: 40 * 1024,
  /** CMS data reads (not images, not CORS preflights) started before the page's largest contentful paint. */
  cmsCriticalRequests: 2,
  /**
   * The host a mobile run stands for: its benchmarkIndex divided by the CPU slowdown beyond
   * Lighthouse's 4× (effectiveSpeed). Lighthouse's 4× is calibrated for hosts like this, as
   * PageSpeed Insights runs on; a faster machine runs with a larger multiplier (lighthouse.mjs).
   */
  hostSpeed: 1700,
  /**
   * What a mobile run's browser paid for a page of memory it had never written (µs per 4 KB,
   * lighthouse.mjs's freshMemoryIn). The benchmarkIndex does not see it, yet a fresh load takes
   * 8,000–14,000 such pages on its renderer's main thread, inside the tasks TBT is made of, and the
   * simulation multiplies those tasks by the CPU slowdown. A host's page fault with its zeroing is
   * a fraction of a microsecond; the virtual machine of 2026-12-07 paid 11–28 (docs/speed.md,
   * "Fresh memory"), and on such a host the TBT says more about the host than about the page.
   */
  hostFreshMemoryUs: 2,
  /**
   * The host's floor: the TBT of a bare page (a heading and a line of text; no script, stylesheet
   * or picture) run as the pages are, in the same rounds and at the same CPU slowdown. Nothing of
   * the site is in it, so whatever it blocks for is the host's, and it is in every page's TBT too.
   * PageSpeed Insights gives such a page 0 ms. The virtual machine of 2026-12-08 gave it 106–458 ms
   * at 6× (docs/speed.md, "The host's floor"): no page can be judged against 50 ms there.
   */
  hostFloorTbtMs: 0,
  /** INP of a scripted tap (the first dish's "+", the language switch) at the same CPU slowdown. */
  inpMs: 100,
  /**
   * The page's HTML as sent, headers included: what a new connection's first round trip carries
   * (TCP's initial window, 10 × 1,460 bytes; publish/precompress.ts FIRST_WINDOW_BYTES). More,
   * and the page's last bytes, and the LCP, wait a round trip longer (150 ms in the simulation).
   */
  documentBytes: 10 * 1460,
};

/** Lighthouse's own mobile CPU slowdown, calibrated for a host of BUDGETS.hostSpeed. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of benchmarkIndex `speed` behave as one of
 * BUDGETS.hostSpeed under Lighthouse's 4×: never less than 4× (a slower host keeps Lighthouse's).
 */
export function cpuSlowdownFor(speed) {
  if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0) return LIGHTHOUSE_CPU_SLOWDOWN;
  const scaled = (LIGHTHOUSE_CPU_SLOWDOWN * speed) / BUDGETS.hostSpeed;
  return Math.round(Math.max(LIGHTHOUSE_CPU_SLOWDOWN, scaled) * 100) / 100;
}

/** How much worse than the saved results a value may get before its row is marked. */
export const REGRESSION = {
  scorePoints: 2,
  /** LCP and TBT: relative, and at least this many ms (TBT 0 → 10 ms is not a regression). */
  timingRatio: 0.2,
  timingMinMs: 50,
  clsAbsolute: 0.01,
  jsRatio: 0.05,
  jsMinBytes: 1024,
};

export const KB = 1024;

/** The median of the finite numbers (mean of the middle two for an even count); null when none. */
export function median(values) {
  const finite = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

const score = (lhr, id) => {
  const value = lhr.categories?.[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The numbers of one Lighthouse result (lhr) for one page.
 *
 * @param {object} lhr            Lighthouse result
 * @param {object} context
 * @param {string} context.siteOrigin   the production server's origin
 * @param {string} context.cmsOrigin    the CMS's origin
 * @param {(url: string) => number | null} context.gzipSizeOf  gzip size of a site script by URL (from the build)
 * @param {Set<string>} context.sharedScripts  URL paths of the entry chunk and its static imports
 * @param {number} [context.freshMemoryUs]  what the run's browser paid for a fresh page of memory (µs)
 */
export function summarizeRun(lhr, { siteOrigin, cmsOrigin, gzipSizeOf, sharedScripts, freshMemoryUs }) {
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const networkStartTs = lhr.audits?.['network-requests']?.details?.debugData?.networkStartTimeTs;
  const observed = lhr.audits?.metrics?.details?.items?.[0] ?? {};
  const lcpTs = observed.observedLargestContentfulPaintTs;

  let documentBytes = null;
  let jsTransferBytes = 0;
  let jsGzipBytes = 0;
  let routeJsGzipBytes = 0;
  const scripts = [];
  let cmsRequests = 0;
  let cmsPreflights = 0;
  let cmsAssets = 0;
  const reads = [];
  for (const request of requests) {
    const url = typeof request.url === 'string' ? request.url : '';
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    // The page itself: the first document of the site's origin (an iframe's comes later).
    if (request.resourceType === 'Document' && parsed.origin === siteOrigin && documentBytes === null)
      documentBytes = request.transferSize ?? null;
    if (request.resourceType === 'Script' && parsed.origin === siteOrigin) {
      jsTransferBytes += request.transferSize ?? 0;
      const gzip = gzipSizeOf(url) ?? request.transferSize ?? 0;
      jsGzipBytes += gzip;
      if (!sharedScripts.has(parsed.pathname)) routeJsGzipBytes += gzip;
      scripts.push(parsed.pathname);
    }
    if (parsed.origin === cmsOrigin) {
      cmsRequests += 1;
      if (request.resourceType === 'Preflight') cmsPreflights += 1;
      else if (parsed.pathname.startsWith('/assets/')) cmsAssets += 1;
      else reads.push(request);
    }
  }
  const startedTs = (request) =>
    typeof networkStartTs === 'number' && typeof request.rendererStartTime === 'number'
      ? networkStartTs + request.rendererStartTime * 1000
      : null;
  const cmsReadsBeforeLcp =
    typeof lcpTs === 'number' ? reads.filter((request) => (startedTs(request) ?? Infinity) < lcpTs).length : null;
  const speed = typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : null;
  const throttling = lhr.configSettings?.throttling;
  const simulatedPhone =
    lhr.configSettings?.formFactor === 'mobile' && lhr.configSettings?.throttlingMethod === 'simulate';
  const cpuSlowdown = typeof throttling?.cpuSlowdownMultiplier === 'number' ? throttling.cpuSlowdownMultiplier : null;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    documentBytes,
    jsTransferBytes,
    jsGzipBytes,
    routeJsGzipBytes,
    cmsRequests,
    cmsReads: reads.length,
    cmsReadsBeforeLcp,
    cmsReadDepth: readDepth(reads),
    cmsPreflights,
    cmsAssets,
    // Lighthouse's measure of the machine's speed, taken just before the run: it drops when
    // something else has the CPU, and the run's TBT rises with it.
    machineSpeed: speed,
    cpuSlowdown,
    // The host the run stands for: Lighthouse's 4× is calibrated for a host of BUDGETS.hostSpeed,
    // so a larger slowdown makes a faster machine one of speed × 4 / slowdown.
    effectiveSpeed:
      simulatedPhone && speed !== null && cpuSlowdown
        ? Math.round((speed * LIGHTHOUSE_CPU_SLOWDOWN) / cpuSlowdown)
        : null,
    // Measured by the bench in the run's browser before the run (mobile runs only).
    freshMemoryUs:
      typeof freshMemoryUs === 'number' && Number.isFinite(freshMemoryUs)
        ? Math.round(freshMemoryUs * 100) / 100
        : null,
    // The main thread's script evaluation (Lighthouse's "Script Evaluation", at the run's slowdown).
    scriptEvaluationMs: scriptEvaluation(lhr),
    ...blockingBySource(lhr, siteOrigin),
    scripts,
    failedAudits: failedAudits(lhr),
  };
}

/**
 * Where the run's blocking time came from: each long task's time over 50 ms between the first
 * contentful paint and Time to Interactive (the window TBT counts), by what Lighthouse blames the
 * task on. `blockingDocumentMs`: the page's own document (parsing, style, layout, paint, the
 * browser's work on the HTML and CSS); `blockingScriptMs`: one of the site's scripts;
 * `blockingUnattributedMs`: neither (script run from a promise with no file to name, garbage
 * collection, the browser's own tasks). The three add up to about the run's TBT; Lighthouse lists
 * at most 20 long tasks, so a run with more undercounts. Null when the result has no long tasks
 * audit or no first contentful paint.
 */
function blockingBySource(lhr, siteOrigin) {
  const tasks = lhr.audits?.['long-tasks']?.details?.items;
  const fcp = numeric(lhr, 'first-contentful-paint');
  const tti = numeric(lhr, 'interactive');
  const none = { blockingDocumentMs: null, blockingScriptMs: null, blockingUnattributedMs: null };
  if (!Array.isArray(tasks) || fcp === null) return none;
  const page = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl;
  const sums = { blockingDocumentMs: 0, blockingScriptMs: 0, blockingUnattributedMs: 0 };
  for (const task of tasks) {
    if (typeof task?.startTime !== 'number' || typeof task.duration !== 'number') continue;
    const from = Math.max(task.startTime, fcp);
    const to = Math.min(task.startTime + task.duration, tti ?? Infinity);
    if (to - from <= 50) continue;
    const url = typeof task.url === 'string' ? task.url : '';
    const source =
      url === page
        ? 'blockingDocumentMs'
        : url.startsWith(`${siteOrigin}/`) && /\.m?js(?:[?#]|$)/.test(url)
          ? 'blockingScriptMs'
          : 'blockingUnattributedMs';
    sums[source] += to - from - 50;
  }
  return sums;
}

function scriptEvaluation(lhr) {
  const items = lhr.audits?.['mainthread-work-breakdown']?.details?.items ?? [];
  const found = items.find((item) => item.group === 'scriptEvaluation');
  return typeof found?.duration === 'number' ? found.duration : null;
}

/**
 * The longest chain of CMS reads where each one started after the previous one had finished:
 * the number of CMS round trips the page waits for one after the other (a CORS preflight
 * lengthens a read, it does not add a link).
 */
export function readDepth(reads) {
  const timed = reads
    .filter((request) => typeof request.networkRequestTime === 'number' && typeof request.networkEndTime === 'number')
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const depth = [];
  let deepest = 0;
  timed.forEach((request, i) => {
    let before = 0;
    for (let j = 0; j < i; j += 1)
      if (timed[j].networkEndTime <= request.networkRequestTime) before = Math.max(before, depth[j]);
    depth[i] = before + 1;
    deepest = Math.max(deepest, depth[i]);
  });
  return deepest;
}

/** Audits that cost points in the non-performance categories (to say why a score is below 100). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) failed.push(`${id}:${ref.id}`);
    }
  }
  return failed;
}

export const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'documentBytes',
  'jsTransferBytes',
  'jsGzipBytes',
  'routeJsGzipBytes',
  'cmsRequests',
  'cmsReads',
  'cmsReadsBeforeLcp',
  'cmsReadDepth',
  'cmsPreflights',
  'cmsAssets',
  'machineSpeed',
  'cpuSlowdown',
  'effectiveSpeed',
  'freshMemoryUs',
  'scriptEvaluationMs',
  'blockingDocumentMs',
  'blockingScriptMs',
  'blockingUnattributedMs',
];

/**
 * Medians of every metric over the runs of one route and preset.
 * @returns {Record<string, number | null> & { failedAudits: string[] }}
 */
export function medianRow(runs) {
  const row = /** @type {Record<string, number | null> & { failedAudits: string[] }} */ ({});
  for (const metric of METRICS) row[metric] = median(runs.map((run) => run[metric]));
  for (const metric of [
    'lcpMs',
    'tbtMs',
    'fcpMs',
    'machineSpeed',
    'effectiveSpeed',
    'scriptEvaluationMs',
    'blockingDocumentMs',
    'blockingScriptMs',
    'blockingUnattributedMs',
  ])
    if (row[metric] !== null) row[metric] = Math.round(row[metric]);
  // The median hides how far the runs spread; the table shows each one's TBT, in order.
  row.tbtRunsMs = runs.map((run) => (typeof run.tbtMs === 'number' ? Math.round(run.tbtMs) : null));
  if (row.cls !== null) row.cls = Math.round(row.cls * 1000) / 1000;
  row.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits ?? []))].sort();
  return row;
}

/**
 * Budget checks of one row: `{ metric: true | false }` for each budgeted value (missing
 * values fail). `busy` (the bench's `--busy`) allows the TBT of a machine with one core taken;
 * `islands`: the page has interactive blocks (its JS budget is the larger one); `template`: the
 * template's recorded figures for this page (bench/template.json), whose script evaluation the
 * page must stay below where one was recorded.
 *
 * @param {Record<string, any>} row
 * @param {{ preset: string, islands: boolean, busy?: boolean, template?: { scriptEvaluationMs?: number } }} options
 */
export function checkBudgets(row, { preset, islands, busy = false, template }) {
  const checks = {};
  const atLeast = (value, min) => value !== null && value !== undefined && value >= min;
  const atMost = (value, max) => value !== null && value !== undefined && value <= max;
  if (preset === 'mobile') {
    const b = BUDGETS.mobile;
    checks.performance = atLeast(row.performance, b.performance);
    checks.accessibility = atLeast(row.accessibility, b.accessibility);
    checks.bestPractices = atLeast(row.bestPractices, b.bestPractices);
    checks.seo = atLeast(row.seo, b.seo);
    checks.lcpMs = atMost(row.lcpMs, b.lcpMs);
    checks.cls = atMost(row.cls, b.cls);
    checks.documentBytes = atMost(row.documentBytes, BUDGETS.documentBytes);
    // A returning visitor's page (measured with `--repeat`) is no slower than a first visit's.
    if (row.repeatLcpMs !== undefined) checks.repeatLcpMs = atMost(row.repeatLcpMs, b.lcpMs);
    // The run stood for a host no faster than the one the budgets are for.
    if (row.effectiveSpeed !== undefined) checks.effectiveSpeed = atMost(row.effectiveSpeed, BUDGETS.hostSpeed);
    // …and on a host whose fresh memory is not so slow that it, not the page, sets the TBT.
    if (row.freshMemoryUs !== undefined) checks.freshMemoryUs = atMost(row.freshMemoryUs, BUDGETS.hostFreshMemoryUs);
    // …and where a page with nothing of the site on it blocks for no time at all (with `--busy`
    // the other process's core is the point, and the floor is only shown).
    if (!busy && row.hostFloorTbtMs !== undefined)
      checks.hostFloorTbtMs = atMost(row.hostFloorTbtMs, BUDGETS.hostFloorTbtMs);
    if (typeof template?.scriptEvaluationMs === 'number')
      checks.scriptEvaluationMs =
        typeof row.scriptEvaluationMs === 'number' && row.scriptEvaluationMs < template.scriptEvaluationMs;
  }
  checks.tbtMs = atMost(row.tbtMs, busy ? BUDGETS.busyTbtMs : BUDGETS.tbtMs);
  checks.jsGzipBytes = atMost(row.jsGzipBytes, islands ? BUDGETS.islandPageJsGzipBytes : BUDGETS.staticPageJsGzipBytes);
  checks.cmsReadsBeforeLcp = atMost(row.cmsReadsBeforeLcp, BUDGETS.cmsCriticalRequests);
  return checks;
}

/** What got worse in `row` compared with `saved` (the same route and preset from results.json). */
export function regressions(row, saved) {
  if (!saved) return [];
  const found = [];
  const worse = (metric, test) => {
    const now = row[metric];
    const before = saved[metric];
    if (typeof now === 'number' && typeof before === 'number' && test(now, before))
      found.push(`${metric} ${format(metric, before)} → ${format(metric, now)}`);
  };
  for (const metric of ['performance', 'accessibility', 'bestPractices', 'seo'])
    worse(metric, (now, before) => before - now > REGRESSION.scorePoints);
  for (const metric of ['lcpMs', 'tbtMs', 'repeatLcpMs'])
    worse(metric, (now, before) => now - before > Math.max(before * REGRESSION.timingRatio, REGRESSION.timingMinMs));
  worse('cls', (now, before) => now - before > REGRESSION.clsAbsolute);
  for (const metric of ['jsGzipBytes', 'routeJsGzipBytes'])
    worse(metric, (now, before) => now - before > Math.max(before * REGRESSION.jsRatio, REGRESSION.jsMinBytes));
  for (const metric of ['cmsReads', 'cmsReadsBeforeLcp', 'cmsReadDepth', 'cmsPreflights'])
    worse(metric, (now, before) => now > before);
  return found;
}

export function format(metric, value) {
  if (value === null || value === undefined) return '–';
  if (metric === 'lcpMs' || metric === 'fcpMs' || metric === 'repeatLcpMs') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'tbtMs' || metric === 'hostFloorTbtMs') return `${Math.round(value)} ms`;
  if (metric === 'machineSpeed' || metric === 'effectiveSpeed') return String(Math.round(value));
  // A median of an even number of runs is a mean of two: 7.6 and 7.8 give 7.699999999999999.
  if (metric === 'cpuSlowdown') return `${Math.round(value * 100) / 100}×`;
  if (metric === 'freshMemoryUs') return `${value.toFixed(1)} µs`;
  if (
    metric === 'scriptEvaluationMs' ||
    metric === 'templateScriptEvaluationMs' ||
    metric === 'inpMs' ||
    /^blocking/.test(metric)
  )
    return `${Math.round(value)} ms`;
  if (metric === 'cls') return value.toFixed(3);
  if (Array.isArray(value)) return value.map((each) => (each === null ? '–' : String(each))).join(', ');
  if (/Bytes$/.test(metric)) return `${(value / KB).toFixed(1)} KB`;
  return String(Math.round(value * 10) / 10);
}

const COLUMNS = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['bestPractices', 'BP'],
  ['seo', 'SEO'],
  ['lcpMs', 'LCP'],
  ['repeatLcpMs', 'LCP (repeat)'],
  ['tbtMs', 'TBT'],
  ['tbtRunsMs', 'TBT of each run (ms)'],
  ['cls', 'CLS'],
  ['documentBytes', 'HTML sent'],
  ['jsGzipBytes', 'JS gzip (page)'],
  ['routeJsGzipBytes', 'JS gzip (route own)'],
  ['jsTransferBytes', 'JS sent (br)'],
  ['cmsReads', 'CMS reads'],
  ['cmsReadsBeforeLcp', 'reads before LCP'],
  ['cmsReadDepth', 'read depth'],
  ['cmsPreflights', 'preflights'],
  ['cmsAssets', 'CMS images'],
  ['scriptEvaluationMs', 'script evaluation'],
  ['templateScriptEvaluationMs', "template's"],
  ['machineSpeed', 'machine speed'],
  ['cpuSlowdown', 'CPU slowdown'],
  ['effectiveSpeed', 'host it stands for'],
  ['freshMemoryUs', 'fresh memory (4 KB)'],
  ['hostFloorTbtMs', "host's floor (TBT)"],
  ['blockingDocumentMs', 'blocking: the document'],
  ['blockingScriptMs', 'blocking: site scripts'],
  ['blockingUnattributedMs', 'blocking: unattributed'],
];

/**
 * A Markdown table of the rows: each budgeted value carries ✓ or ✗, and a row that regressed
 * against the saved results ends with ▼ and what got worse.
 */
export function markdownTable(rows) {
  const header = ['Route', 'Preset', ...COLUMNS.map(([, title]) => title), 'vs saved'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [row.route, row.preset];
    for (const [metric] of COLUMNS) {
      const value = row.error && row[metric] === null ? '–' : format(metric, row[metric]);
      const check = row.checks?.[metric];
      cells.push(check === undefined ? value : `${value} ${check ? '✓' : '✗'}`);
    }
    cells.push(
      row.error
        ? `error: ${row.error}`
        : row.regressions?.length
          ? `▼ ${row.regressions.join('; ')}`
          : row.compared
            ? '='
            : 'new',
    );
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The INP of each scripted interaction (lighthouse.mjs, `measureInteractions`): its runs in order
 * and their median against BUDGETS.inpMs. A run whose interaction no entry reported (shorter than
 * the 16 ms Chromium reports at least) counts as 16 ms.
 */
export function interactionRow(name, page, runs) {
  const inpMs = median(runs);
  return { name, page, runs, inpMs, ok: inpMs !== null && inpMs <= BUDGETS.inpMs };
}

export function interactionTable(rows) {
  const lines = [
    '| Interaction | Page | INP (median) | INP of each run (ms) | CPU slowdown |',
    '|---|---|---|---|---|',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.name} | ${row.page} | ${format('inpMs', row.inpMs)} ${row.ok ? '✓' : '✗'} | ${row.runs.map((ms) => Math.round(ms)).join(', ') || '–'} | ${row.cpuSlowdown ?? '–'} |`,
    );
  return lines.join('\n');
}
