/**
 * The pure half of `npm run bench` (scripts/bench/lighthouse-report.mjs): reading a Lighthouse
 * result, medians, budgets, regressions against the saved results, and the table.
 */
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  checkBudgets,
  cpuSlowdownFor,
  format,
  interactionRow,
  interactionTable,
  markdownTable,
  median,
  medianRow,
  regressions,
  summarizeRun,
} from '../../scripts/bench/lighthouse-report.mjs';
import { FIRST_WINDOW_BYTES } from '../../publish/precompress';

const SITE = 'http://127.0.0.1:4270';
const CMS = 'http://127.0.0.1:8270';
const START_TS = 1_000_000_000; // µs

interface FakeRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  rendererStartTime: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** A minimal Lighthouse result with the fields the bench reads. */
function fakeLhr({
  lcpMs = 1200,
  tbtMs = 40,
  requests = [] as FakeRequest[],
  perf = 0.97,
  speed = 1500,
  cpuSlowdown = 4,
  scriptMs = 300,
  longTasks = [] as { url: string; startTime: number; duration: number }[],
} = {}) {
  return {
    finalDisplayedUrl: `${SITE}/`,
    environment: { benchmarkIndex: speed },
    configSettings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    },
    categories: {
      performance: { score: perf, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'first-contentful-paint': { numericValue: 900 },
      interactive: { numericValue: 3000 },
      'long-tasks': { details: { items: longTasks } },
      'color-contrast': { score: 1 },
      'errors-in-console': { score: 0 },
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: START_TS + 500_000 }] } },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'styleLayout', duration: 120 },
            { group: 'scriptEvaluation', duration: scriptMs },
          ],
        },
      },
      'network-requests': { details: { items: requests, debugData: { networkStartTimeTs: START_TS } } },
    },
  };
}

const REQUESTS = [
  { url: `${SITE}/`, resourceType: 'Document', transferSize: 3000, rendererStartTime: 0 },
  { url: `${SITE}/assets/index-AAAAAAAA.js`, resourceType: 'Script', transferSize: 60_000, rendererStartTime: 50 },
  { url: `${SITE}/assets/Home-BBBBBBBB.js`, resourceType: 'Script', transferSize: 9_000, rendererStartTime: 120 },
  {
    url: `${CMS}/items/restaurants?x=1`,
    resourceType: 'Preflight',
    transferSize: 0,
    rendererStartTime: 201,
    networkRequestTime: 201,
    networkEndTime: 230,
  },
  {
    url: `${CMS}/items/restaurants?x=1`,
    resourceType: 'Fetch',
    transferSize: 800,
    rendererStartTime: 200,
    networkRequestTime: 231,
    networkEndTime: 300,
  },
  {
    url: `${CMS}/items/opening_hours`,
    resourceType: 'Fetch',
    transferSize: 800,
    rendererStartTime: 205,
    networkRequestTime: 206,
    networkEndTime: 290,
  },
  {
    url: `${CMS}/items/hero_slides`,
    resourceType: 'Fetch',
    transferSize: 800,
    rendererStartTime: 450,
    networkRequestTime: 451,
    networkEndTime: 520,
  },
  {
    url: `${CMS}/items/reviews`,
    resourceType: 'Fetch',
    transferSize: 800,
    rendererStartTime: 600,
    networkRequestTime: 601,
    networkEndTime: 650,
  },
  { url: `${CMS}/assets/abc`, resourceType: 'Image', transferSize: 20_000, rendererStartTime: 300 },
  { url: `https://elsewhere.example/x.js`, resourceType: 'Script', transferSize: 1_000, rendererStartTime: 10 },
];

const context = {
  siteOrigin: SITE,
  cmsOrigin: CMS,
  gzipSizeOf: (url: string) => (url.includes('index-') ? 70_000 : url.includes('Home-') ? 10_000 : null),
  sharedScripts: new Set(['/assets/index-AAAAAAAA.js']),
};

describe('summarizeRun', () => {
  it('reads scores, metrics, JS of the site and CMS requests before LCP', () => {
    const run = summarizeRun(fakeLhr({ requests: REQUESTS }), context);
    expect(run).toMatchObject({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.004,
    });
    expect(run.documentBytes).toBe(3000);
    expect(run.jsTransferBytes).toBe(69_000);
    expect(run.jsGzipBytes).toBe(80_000);
    expect(run.routeJsGzipBytes).toBe(10_000);
    expect(run.cmsRequests).toBe(6);
    expect(run).toMatchObject({ cmsReads: 4, cmsPreflights: 1, cmsAssets: 1 });
    // LCP at 500 ms after the first request: the reads at 200, 205 and 450 ms came before it, the one at 600 ms after.
    expect(run.cmsReadsBeforeLcp).toBe(3);
    // restaurants/opening_hours in parallel, then hero_slides after them, then reviews after that.
    expect(run.cmsReadDepth).toBe(3);
    expect(run.failedAudits).toEqual(['best-practices:errors-in-console']);
    expect(run.scriptEvaluationMs).toBe(300);
  });

  it('says which host a run stands for: its speed over the CPU slowdown beyond 4×', () => {
    expect(summarizeRun(fakeLhr({ speed: 2800, cpuSlowdown: 6.59 }), context)).toMatchObject({
      machineSpeed: 2800,
      cpuSlowdown: 6.59,
      effectiveSpeed: 1700,
    });
    expect(summarizeRun(fakeLhr({ speed: 1500, cpuSlowdown: 4 }), context).effectiveSpeed).toBe(1500);
    const desktop = fakeLhr({ speed: 2800, cpuSlowdown: 1 });
    desktop.configSettings.formFactor = 'desktop';
    expect(summarizeRun(desktop, context).effectiveSpeed).toBeNull();
  });

  it("keeps what the run's browser paid for a fresh page of memory, when the bench measured it", () => {
    expect(summarizeRun(fakeLhr({}), { ...context, freshMemoryUs: 14.384 }).freshMemoryUs).toBe(14.38);
    expect(summarizeRun(fakeLhr({}), context).freshMemoryUs).toBeNull();
    expect(summarizeRun(fakeLhr({}), { ...context, freshMemoryUs: Number.POSITIVE_INFINITY }).freshMemoryUs).toBeNull();
  });

  it('has no critical-path count without an observed LCP', () => {
    const lhr = fakeLhr({ requests: REQUESTS });
    lhr.audits.metrics.details.items = [{ observedLargestContentfulPaintTs: undefined as unknown as number }];
    expect(summarizeRun(lhr, context).cmsReadsBeforeLcp).toBeNull();
  });

  it('says whose long tasks the blocking time came from, in the window TBT counts', () => {
    const run = summarizeRun(
      fakeLhr({
        longTasks: [
          { url: `${SITE}/`, startTime: 850, duration: 200 }, // 150 ms after FCP: 100 blocking
          { url: `${SITE}/`, startTime: 1500, duration: 80 }, // 30
          { url: `${SITE}/assets/index-AAAAAAAA.js`, startTime: 1700, duration: 170 }, // 120
          { url: 'Unattributable', startTime: 2000, duration: 90 }, // 40
          { url: `${SITE}/assets/boot-CCCCCCCC.js`, startTime: 2950, duration: 200 }, // 50 before TTI: 0
          { url: 'https://elsewhere.example/x.js', startTime: 2200, duration: 60 }, // 10, not the site's
          { url: `${SITE}/assets/Home-BBBBBBBB.js`, startTime: 400, duration: 300 }, // before FCP: 0
        ],
      }),
      context,
    );
    expect(run).toMatchObject({ blockingDocumentMs: 130, blockingScriptMs: 120, blockingUnattributedMs: 50 });
    const table = markdownTable([{ route: '/', preset: 'mobile', ...medianRow([run]) }]);
    expect(table).toContain('| 130 ms | 120 ms | 50 ms |');
  });

  it('has no blocking split when the result has no long tasks audit', () => {
    const lhr = fakeLhr();
    delete (lhr.audits as Record<string, unknown>)['long-tasks'];
    expect(summarizeRun(lhr, context)).toMatchObject({
      blockingDocumentMs: null,
      blockingScriptMs: null,
      blockingUnattributedMs: null,
    });
  });
});

describe('median and medianRow', () => {
  it('takes the middle value and ignores missing ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('is the median of each metric over the runs', () => {
    const runs = [1500, 900, 1200].map((lcpMs, i) =>
      summarizeRun(fakeLhr({ lcpMs, requests: REQUESTS, perf: [0.9, 0.99, 0.95][i] }), context),
    );
    const row = medianRow(runs);
    expect(row.lcpMs).toBe(1200);
    expect(row.performance).toBe(95);
  });

  it("keeps each run's TBT in order, and the machine's median speed", () => {
    const runs = [
      { tbtMs: 12.4, speed: 1610.2 },
      { tbtMs: 230.6, speed: 702.9 },
      { tbtMs: 48, speed: 1500 },
    ].map(({ tbtMs, speed }) => summarizeRun(fakeLhr({ tbtMs, speed, requests: REQUESTS }), context));
    const row = medianRow(runs);
    expect(row.tbtMs).toBe(48);
    expect(row.tbtRunsMs).toEqual([12, 231, 48]);
    expect(row.machineSpeed).toBe(1500);
  });
});

describe('cpuSlowdownFor', () => {
  it("scales Lighthouse's 4× to this machine, so it runs as a host of 1,700", () => {
    expect(cpuSlowdownFor(1700)).toBe(4);
    expect(cpuSlowdownFor(2550)).toBe(6);
    expect(cpuSlowdownFor(2800)).toBe(6.59);
  });

  it('never goes below 4×, nor guesses without a figure', () => {
    expect(cpuSlowdownFor(900)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(null)).toBe(4);
  });
});

describe('format', () => {
  it('gives a CPU slowdown to two decimals, also the median of two runs', () => {
    expect(format('cpuSlowdown', (7.6 + 7.8) / 2)).toBe('7.7×');
    expect(format('cpuSlowdown', 6.65)).toBe('6.65×');
    expect(format('hostFloorTbtMs', 19.6)).toBe('20 ms');
  });
});

describe('checkBudgets', () => {
  const good = {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1100,
    tbtMs: 20,
    cls: 0.01,
    documentBytes: 14_600,
    jsGzipBytes: 30 * 1024,
    cmsReadsBeforeLcp: 2,
    effectiveSpeed: 1690,
    freshMemoryUs: 0.4,
    hostFloorTbtMs: 0,
    scriptEvaluationMs: 300,
  };

  it('passes a row within every budget', () => {
    expect(Object.values(checkBudgets(good, { preset: 'mobile', islands: true })).every(Boolean)).toBe(true);
    expect(Object.values(checkBudgets(good, { preset: 'mobile', islands: false })).every(Boolean)).toBe(true);
  });

  it('fails each value outside its budget, and missing values', () => {
    const checks = checkBudgets(
      {
        ...good,
        performance: 94,
        seo: 92,
        lcpMs: 1201,
        cls: 0.03,
        documentBytes: 14_601,
        tbtMs: 51,
        jsGzipBytes: BUDGETS.islandPageJsGzipBytes + 1,
        cmsReadsBeforeLcp: 3,
        accessibility: null,
        effectiveSpeed: 1800,
        freshMemoryUs: 14.4,
        hostFloorTbtMs: 351,
      },
      { preset: 'mobile', islands: true },
    );
    expect(checks).toEqual({
      performance: false,
      accessibility: false,
      bestPractices: true,
      seo: false,
      lcpMs: false,
      cls: false,
      documentBytes: false,
      effectiveSpeed: false,
      freshMemoryUs: false,
      hostFloorTbtMs: false,
      tbtMs: false,
      jsGzipBytes: false,
      cmsReadsBeforeLcp: false,
    });
  });

  it('judges a mobile run only on a host whose fresh memory is not what sets its TBT', () => {
    expect(
      checkBudgets({ ...good, freshMemoryUs: BUDGETS.hostFreshMemoryUs }, { preset: 'mobile', islands: true })
        .freshMemoryUs,
    ).toBe(true);
    expect(checkBudgets({ ...good, freshMemoryUs: 2.1 }, { preset: 'mobile', islands: true }).freshMemoryUs).toBe(
      false,
    );
    // A run the bench could not measure it in is not taken as a good host.
    expect(checkBudgets({ ...good, freshMemoryUs: null }, { preset: 'mobile', islands: true }).freshMemoryUs).toBe(
      false,
    );
    expect(checkBudgets({ ...good, freshMemoryUs: 14 }, { preset: 'desktop', islands: true })).not.toHaveProperty(
      'freshMemoryUs',
    );
  });

  it('judges a mobile run only on a host where a bare page blocks for no time', () => {
    const floor = (hostFloorTbtMs: number | null) =>
      checkBudgets({ ...good, hostFloorTbtMs }, { preset: 'mobile', islands: false }).hostFloorTbtMs;
    expect(floor(0)).toBe(true);
    // Less than the page's own budget is still the host's time inside every page's TBT.
    expect(floor(12)).toBe(false);
    expect(floor(351)).toBe(false);
    // A bench whose bare page never finished has not shown the host to be fit.
    expect(floor(null)).toBe(false);
    // Rows measured without it (desktop, or an older results file) carry no such check.
    const { hostFloorTbtMs: _floor, ...withoutFloor } = good;
    expect(checkBudgets(withoutFloor, { preset: 'mobile', islands: false })).not.toHaveProperty('hostFloorTbtMs');
    expect(checkBudgets(good, { preset: 'desktop', islands: false })).not.toHaveProperty('hostFloorTbtMs');
    expect(
      checkBudgets({ ...good, hostFloorTbtMs: 80 }, { preset: 'mobile', islands: false, busy: true }),
    ).not.toHaveProperty('hostFloorTbtMs');
  });

  it("holds a page's HTML, headers included, to a first round trip: the publisher's window", () => {
    expect(BUDGETS.documentBytes).toBe(FIRST_WINDOW_BYTES);
  });

  it('holds a page without interactive blocks to 40 KB of JS, one with them to 100 KB', () => {
    const row = { ...good, jsGzipBytes: 41 * 1024 };
    expect(checkBudgets(row, { preset: 'mobile', islands: false }).jsGzipBytes).toBe(false);
    expect(checkBudgets(row, { preset: 'desktop', islands: false }).jsGzipBytes).toBe(false);
    expect(checkBudgets(row, { preset: 'mobile', islands: true }).jsGzipBytes).toBe(true);
    expect(checkBudgets({ ...good, jsGzipBytes: 101 * 1024 }, { preset: 'mobile', islands: true }).jsGzipBytes).toBe(
      false,
    );
  });

  it("keeps script evaluation below the template's where one was recorded", () => {
    expect(checkBudgets(good, { preset: 'mobile', islands: true })).not.toHaveProperty('scriptEvaluationMs');
    const template = { scriptEvaluationMs: 397 };
    expect(checkBudgets(good, { preset: 'mobile', islands: true, template }).scriptEvaluationMs).toBe(true);
    expect(
      checkBudgets({ ...good, scriptEvaluationMs: 397 }, { preset: 'mobile', islands: true, template })
        .scriptEvaluationMs,
    ).toBe(false);
    expect(
      checkBudgets({ ...good, scriptEvaluationMs: null }, { preset: 'mobile', islands: true, template })
        .scriptEvaluationMs,
    ).toBe(false);
  });

  it('budgets only TBT, JS and CMS requests on desktop', () => {
    const checks = checkBudgets({ ...good, performance: 50, lcpMs: 9000 }, { preset: 'desktop', islands: true });
    expect(Object.keys(checks).sort()).toEqual(['cmsReadsBeforeLcp', 'jsGzipBytes', 'tbtMs']);
  });

  it('allows 150 ms of TBT with one core busy, and no more', () => {
    expect(checkBudgets({ ...good, tbtMs: 120 }, { preset: 'mobile', islands: true }).tbtMs).toBe(false);
    expect(checkBudgets({ ...good, tbtMs: 120 }, { preset: 'mobile', islands: true, busy: true }).tbtMs).toBe(true);
    expect(checkBudgets({ ...good, tbtMs: 151 }, { preset: 'mobile', islands: true, busy: true }).tbtMs).toBe(false);
  });

  it("budgets the returning visitor's LCP like the first visit's, when it was measured", () => {
    expect(checkBudgets(good, { preset: 'mobile', islands: true })).not.toHaveProperty('repeatLcpMs');
    expect(checkBudgets({ ...good, repeatLcpMs: 700 }, { preset: 'mobile', islands: true }).repeatLcpMs).toBe(true);
    expect(checkBudgets({ ...good, repeatLcpMs: 1300 }, { preset: 'mobile', islands: true }).repeatLcpMs).toBe(false);
    expect(checkBudgets({ ...good, repeatLcpMs: null }, { preset: 'mobile', islands: true }).repeatLcpMs).toBe(false);
  });
});

describe('interactionRow', () => {
  it('is the median of the taps against 100 ms', () => {
    expect(interactionRow('tap', '/shop', [40, 130, 60])).toMatchObject({ inpMs: 60, ok: true });
    expect(interactionRow('tap', '/shop', [140, 130, 60])).toMatchObject({ inpMs: 130, ok: false });
    expect(interactionRow('tap', '/shop', [])).toMatchObject({ inpMs: null, ok: false });
    const table = interactionTable([{ ...interactionRow('tap', '/shop', [40, 130, 60]), cpuSlowdown: 6.2 }]);
    expect(table.split('\n')[2]).toBe('| tap | /shop | 60 ms ✓ | 40, 130, 60 | 6.2 |');
  });
});

describe('regressions', () => {
  const saved = {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs: 10,
    cls: 0,
    jsGzipBytes: 100_000,
    routeJsGzipBytes: 10_000,
    cmsRequests: 3,
    cmsReadsBeforeLcp: 1,
  };

  it('ignores noise: 2 points, 20% / 50 ms of timing, small JS growth', () => {
    expect(regressions({ ...saved, performance: 96, lcpMs: 1190, tbtMs: 55, jsGzipBytes: 104_000 }, saved)).toEqual([]);
    expect(regressions(saved, undefined)).toEqual([]);
  });

  it('names what got worse', () => {
    const found = regressions(
      {
        ...saved,
        performance: 95,
        lcpMs: 1300,
        cls: 0.05,
        routeJsGzipBytes: 20_000,
        cmsReadsBeforeLcp: 2,
        cmsRequests: 9,
      },
      saved,
    );
    expect(found).toHaveLength(5);
    expect(found[0]).toBe('performance 98 → 95');
    expect(found.join(' ')).toContain('lcpMs 1.00 s → 1.30 s');
  });
});

describe('markdownTable', () => {
  it('marks budgeted cells and regressed rows', () => {
    const row = {
      route: '/',
      preset: 'mobile',
      ...medianRow([summarizeRun(fakeLhr({ requests: REQUESTS }), { ...context, freshMemoryUs: 0.43 })]),
      hostFloorTbtMs: 0,
    };
    const table = markdownTable([
      {
        ...row,
        checks: checkBudgets(row, { preset: 'mobile', islands: true }),
        regressions: ['lcpMs 1.00 s → 1.30 s'],
        compared: true,
      },
      {
        ...row,
        route: '/shop',
        checks: checkBudgets(row, { preset: 'mobile', islands: false }),
        regressions: [],
        compared: false,
      },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('| 97 ✓ |');
    expect(lines[2]).toContain('| 96 ✗ |');
    expect(lines[2]).toContain('1.20 s ✓');
    expect(lines[2]).toContain('| 4 | 3 ✗ | 3 | 1 | 1 |');
    expect(lines[2]).toContain('▼ lcpMs 1.00 s → 1.30 s');
    expect(lines[0]).toContain('| TBT | TBT of each run (ms) | CLS |');
    expect(lines[0]).toContain("| host it stands for | fresh memory (4 KB) | host's floor (TBT) |");
    expect(lines[2]).toContain('| 40 ms ✓ | 40 | 0.004 ✓ |');
    // No long task after the first paint: nothing blocked, from any source.
    expect(lines[2]).toContain('| 300 ms | – | 1500 | 4× | 1500 ✓ | 0.4 µs ✓ | 0 ms ✓ | 0 ms | 0 ms | 0 ms | ▼');
    expect(lines[3]).toContain('| new |');
  });
});
