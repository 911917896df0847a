/**
 * `npm run bench:publish`: how long an edit saved in the CMS takes to be served, and how long a
 * full publish takes, against a fresh seeded CMS on loopback:
 *
 * - 20 dish edits (a price) and 20 restaurant-wide edits (the name): from the save to the
 *   first response of the production server that shows it (p50, p95);
 * - a full publish of the seeded menu, and of a menu grown to 500 dishes;
 * - several sites (scripts/bench/sites.ts): a first publish of every site with 2 and with 10
 *   sites of 55 dishes each (restaurants the bench seeds and removes), and one site's dish edits
 *   while another site's full publish runs;
 * - several publishers (scripts/bench/publishers.ts): jobs in PostgreSQL, 1 and 2 publisher
 *   processes, the republish of 10 sites × 55 dishes after an allergen they all name changes, and
 *   another site's dish edits during it;
 * - the first `npm start` of a fresh clone, both demo sites served (scripts/bench/first-start.ts).
 *
 * Targets on a 2-core machine: dish edit p95 ≤ 1 s, restaurant-wide edit p95 ≤ 2 s, full
 * publish of 500 dishes ≤ 60 s, a dish edit during another site's full publish p95 ≤ 2 s, the
 * first npm start ≤ 2.5 min. Exits 1 when one is missed. Everything it starts stops at the end.
 * For each kind of edit it also prints where the time went, as medians: the CMS's notice (save
 * to the notice reaching the publisher), each step of the publisher's log line
 * (publish/timings.ts), and the served page (the switch to the first response that shows it).
 *   BENCH_EDITS=20 BENCH_DISHES=500 BENCH_CMS_PORT=8290 BENCH_SITE_PORT=4290
 *   BENCH_FULL=0   skips the large menu's full publish (quicker while iterating on edits)
 *   BENCH_SITES=0  skips the several sites; BENCH_PUBLISHERS=0 the several publishers;
 *   BENCH_START=0 the first npm start
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteConfig } from '../../build/site-config.ts';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { startPublisher } from '../../publish/server.ts';
import { hostsRoot } from '../../build/publish-dir.ts';
import { parseTimings } from '../../publish/timings.ts';
import { dishPath, sitePages } from '../../src/site/pages.ts';
import { exitIfTaken } from '../ports.mjs';
import { createSiteServer, listen } from '../serve.mjs';
import { benchFirstStart } from './first-start.ts';
import { benchPublishers, type PublishersRun } from './publishers.ts';
import { benchSites, type SitesBenchResult } from './sites.ts';

const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const DISHES = Number(process.env.BENCH_DISHES ?? 500);
const FULL = process.env.BENCH_FULL !== '0';
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 8290);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4290);
const PUBLISHER_PORT = SITE_PORT + 1;
const GATE_PORT = SITE_PORT + 2;
const SECRET = 'bench-publish-secret-of-some-length';
const TIMEOUT_MS = 60_000;
const site = `http://127.0.0.1:${SITE_PORT}`;

const SITES = process.env.BENCH_SITES !== '0';
const START = process.env.BENCH_START !== '0';
const PUBLISHERS = process.env.BENCH_PUBLISHERS !== '0';
const SECOND_PUBLISHER_PORT = SITE_PORT + 3;
const POSTGRES_PORT = CMS_PORT + 1;
/** The first npm start's own ports, beside the bench's. */
const START_PORTS = { site: SITE_PORT + 10, cms: CMS_PORT + 10, publisher: SITE_PORT + 11 };

const TARGETS = { dishP95: 1000, restaurantP95: 2000, full500: 60_000, duringP95: 2000, firstStart: 150_000 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function servedAfter(path: string, text: string, started: number): Promise<number> {
  while (Date.now() - started < TIMEOUT_MS) {
    const html = await (await fetch(`${site}${path}`)).text();
    if (html.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} did not show "${text}" within ${TIMEOUT_MS / 1000} s`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The publisher's log lines with their steps (publish/timings.ts), and when each was logged. */
const publishes: { at: number; steps: Record<string, number>; rendered: number }[] = [];
/** When each notice of the CMS reached the gate. */
const notices: number[] = [];

/**
 * Where one edit's time went: the notice, the steps of the publish that served it, and the served
 * page after its switch. That publish logs its line just after the switch (and the pruning), so
 * by the time the page is served or soon after; a line logged earlier was the previous edit's.
 */
async function breakdown(started: number, latency: number): Promise<Record<string, number>> {
  const servedAt = started + latency;
  const serving = () => publishes.find((p) => p.at >= servedAt - 150);
  for (let i = 0; i < 60 && !serving(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  const publish = serving();
  const notice = notices.find((at) => at >= started);
  return {
    notice: notice === undefined ? NaN : notice - started,
    pages: publish?.rendered ?? NaN,
    ...publish?.steps,
    served: publish ? servedAt - (publish.at - (publish.steps.prune ?? 0)) : NaN,
  };
}

/** Each step's median over the edits, in the order the steps first appear. */
function medians(rows: Record<string, number>[]): string {
  const steps = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return steps
    .map((step) => {
      const values = rows.map((row) => row[step]).filter((ms): ms is number => Number.isFinite(ms));
      return `${step} ${Math.round(percentile(values, 50))}`;
    })
    .join(', ');
}

/**
 * Where the CMS's notice hook sends its notices: passed on to the publisher while `open`, answered
 * and dropped otherwise (the hook's address is fixed when the CMS starts).
 */
function noticeGate(target: string) {
  const gate = {
    open: false,
    server: createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (gate.open) notices.push(Date.now());
        if (!gate.open) return void res.writeHead(202).end();
        fetch(`${target}${req.url ?? '/'}`, {
          method: req.method,
          headers: { Authorization: req.headers.authorization ?? '', 'Content-Type': 'application/json' },
          body: Buffer.concat(chunks),
        }).then(
          async (response) => res.writeHead(response.status).end(await response.text()),
          () => res.writeHead(502).end(),
        );
      });
    }),
  };
  return gate;
}

async function main(): Promise<boolean> {
  // A taken port stops the bench here, before a CMS is seeded, naming the variable that moves it.
  await exitIfTaken([
    { port: CMS_PORT, variable: 'BENCH_CMS_PORT', what: "the bench's CMS" },
    { port: SITE_PORT, variable: 'BENCH_SITE_PORT', what: "the bench's site" },
    { port: PUBLISHER_PORT, variable: 'BENCH_SITE_PORT', what: "the bench's publisher, BENCH_SITE_PORT + 1" },
    { port: SECOND_PUBLISHER_PORT, variable: 'BENCH_SITE_PORT', what: 'a second publisher, BENCH_SITE_PORT + 3' },
    { port: POSTGRES_PORT, variable: 'BENCH_CMS_PORT', what: "the publishers' PostgreSQL, BENCH_CMS_PORT + 1" },
    { port: START_PORTS.site, variable: 'BENCH_SITE_PORT', what: 'the first npm start, BENCH_SITE_PORT + 10' },
    { port: START_PORTS.publisher, variable: 'BENCH_SITE_PORT', what: 'the first npm start, BENCH_SITE_PORT + 11' },
    { port: START_PORTS.cms, variable: 'BENCH_CMS_PORT', what: 'the first npm start, BENCH_CMS_PORT + 10' },
  ]);
  const root = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const dataDir = join('cms', '.test-data', `bench-publish-${CMS_PORT}`);
  const gate = noticeGate(`http://127.0.0.1:${PUBLISHER_PORT}`);
  await listen(gate.server, GATE_PORT, '127.0.0.1');
  const cms = await startCms({
    port: CMS_PORT,
    dataDir,
    fresh: true,
    quiet: true,
    publisher: { url: `http://127.0.0.1:${GATE_PORT}`, secret: SECRET },
  });
  process.env.CMS_URL = cms.url;
  process.env.SITE_URL = site;
  const publisher = await startPublisher({
    root,
    sites: [{ slug: 'saffron-house', url: site }],
    cms: { url: cms.url, token: cms.publisherToken },
    secret: SECRET,
    port: PUBLISHER_PORT,
    log: (line) => {
      const steps = parseTimings(line);
      if (steps) publishes.push({ at: Date.now(), steps, rendered: Number(/\((\d+) rendered\)/.exec(line)?.[1]) });
    },
  });
  const server = createSiteServer({ hosts: hostsRoot(root) });
  const admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
  let met = false;
  try {
    let started = Date.now();
    await publisher.publishNow('bench: first publish');
    const firstPublish = Date.now() - started;
    await listen(server, SITE_PORT, '127.0.0.1');
    gate.open = true;

    const [restaurant] = (await admin.get('/items/restaurants', {
      filter: { slug: { _eq: 'saffron-house' } },
      fields: ['id', 'name_en'],
    })) as { id: number; name_en: string }[];
    if (!restaurant) throw new Error('the seeded restaurant is missing');
    const dishes = (await admin.get('/items/menu_items', {
      filter: { restaurant: { slug: { _eq: 'saffron-house' } }, variants: { _null: true } },
      fields: ['id', 'default_price'],
      sort: 'id',
      limit: -1,
    })) as { id: number; default_price: number }[];
    const dish = dishes[0];
    if (!dish) throw new Error('the seed has no dish without sizes');
    const dishPage = dishPath(sitePages(loadSiteConfig({ env: {} }).routes).dish, dish.id);
    const dishLatencies: number[] = [];
    const dishSteps: Record<string, number>[] = [];
    for (let i = 0; i < EDITS; i++) {
      const price = (900 + i + 0.37).toFixed(2);
      started = Date.now();
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: Number(price) });
      dishLatencies.push(await servedAfter(dishPage, price, started));
      dishSteps.push(await breakdown(started, dishLatencies.at(-1)!));
    }
    await admin.patch(`/items/menu_items/${dish.id}`, { default_price: dish.default_price });

    const restaurantLatencies: number[] = [];
    const restaurantSteps: Record<string, number>[] = [];
    for (let i = 0; i < EDITS; i++) {
      const name = `${restaurant.name_en} ${i + 1}x`;
      started = Date.now();
      await admin.patch(`/items/restaurants/${restaurant.id}`, { name_en: name });
      restaurantLatencies.push(await servedAfter('/', name, started));
      restaurantSteps.push(await breakdown(started, restaurantLatencies.at(-1)!));
    }
    await admin.patch(`/items/restaurants/${restaurant.id}`, { name_en: restaurant.name_en });
    await publisher.publishNow('bench: settle');

    // A large menu: copies of the seeded dishes up to DISHES, created with the notices held back.
    gate.open = false;
    const all = (await admin.get('/items/menu_items', {
      filter: { restaurant: { slug: { _eq: 'saffron-house' } } },
      fields: ['name_en', 'name_ar', 'description_en', 'description_ar', 'default_price', 'restaurant'],
      limit: -1,
    })) as { name_en: string; name_ar: string }[];
    const extra = Array.from({ length: Math.max(0, DISHES - all.length) }, (_, i) => {
      const source = all[i % all.length]!;
      return { ...source, name_en: `${source.name_en} ${i + 2}`, name_ar: `${source.name_ar} ${i + 2}` };
    });
    let full500 = NaN;
    if (FULL) {
      for (let i = 0; i < extra.length; i += 100) await admin.post('/items/menu_items', extra.slice(i, i + 100));
      started = Date.now();
      await publisher.publishNow('bench: 500 dishes');
      full500 = Date.now() - started;
    }

    // Several sites, on the same CMS: the single site's publisher and server make way.
    let sites: SitesBenchResult | null = null;
    if (SITES) {
      await publisher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sites = await benchSites({
        admin,
        cms: { url: cms.url, token: cms.publisherToken },
        secret: SECRET,
        publisherPort: PUBLISHER_PORT,
        sitePort: SITE_PORT,
        gate,
        dishPage: (id) => dishPath(sitePages(loadSiteConfig({ env: {} }).routes).dish, id),
      });
    }

    let publishers: PublishersRun[] = [];
    if (PUBLISHERS) {
      // The single site's publisher and server make way, unless the several sites' part did.
      if (!SITES) {
        await publisher.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      publishers = await benchPublishers({
        admin,
        cms: { url: cms.url, token: cms.publisherToken },
        secret: SECRET,
        publisherPort: PUBLISHER_PORT,
        secondPublisherPort: SECOND_PUBLISHER_PORT,
        sitePort: SITE_PORT,
        postgresPort: POSTGRES_PORT,
        gate,
        dishPage: (id) => dishPath(sitePages(loadSiteConfig({ env: {} }).routes).dish, id),
      });
    }

    const dishP95 = percentile(dishLatencies, 95);
    const restaurantP95 = percentile(restaurantLatencies, 95);
    const duringP95 = sites ? percentile(sites.duringFullPublish, 95) : NaN;
    const rows = [
      [
        'dish edit → served',
        seconds(percentile(dishLatencies, 50)),
        seconds(dishP95),
        `≤ ${seconds(TARGETS.dishP95)}`,
        dishP95 <= TARGETS.dishP95,
      ],
      [
        'restaurant-wide edit → served',
        seconds(percentile(restaurantLatencies, 50)),
        seconds(restaurantP95),
        `≤ ${seconds(TARGETS.restaurantP95)}`,
        restaurantP95 <= TARGETS.restaurantP95,
      ],
      [`full publish, seeded menu (${all.length} dishes, with the app build)`, seconds(firstPublish), '', '', true],
      ...(FULL
        ? [
            [
              `full publish, ${all.length + extra.length} dishes`,
              seconds(full500),
              '',
              `≤ ${seconds(TARGETS.full500)}`,
              full500 <= TARGETS.full500,
            ] as const,
          ]
        : []),
      ...(sites
        ? [
            ...sites.firstPublish.map(
              (run) =>
                [
                  `first publish of ${run.sites} sites × ${run.dishes} dishes (with the app build)`,
                  seconds(run.ms),
                  '',
                  '',
                  true,
                ] as const,
            ),
            [
              `dish edit → served, during another site's full publish (${sites.duringFullPublish.length} of ${sites.edits} edits)`,
              seconds(percentile(sites.duringFullPublish, 50)),
              seconds(duringP95),
              `≤ ${seconds(TARGETS.duringP95)}`,
              sites.duringFullPublish.length > 0 && duringP95 <= TARGETS.duringP95,
            ] as const,
          ]
        : []),
      ...publishers.flatMap((run) => {
        const p95 = percentile(run.during, 95);
        const label = `${run.publishers} publisher${run.publishers > 1 ? 's' : ''} on PostgreSQL`;
        return [
          [
            `republish of 10 sites × 55 dishes (an allergen), ${label}`,
            seconds(percentile(run.republish, 50)),
            '',
            '',
            true,
          ],
          [
            `dish edit → served, another site, during that republish, ${label} (${run.during.length} edits)`,
            seconds(percentile(run.during, 50)),
            seconds(p95),
            `≤ ${seconds(TARGETS.duringP95)}`,
            run.during.length > 0 && p95 <= TARGETS.duringP95,
          ],
        ] as const;
      }),
    ] as const;
    console.log(`\n${EDITS} edits of each kind, ${new Date().toISOString()}\n`);
    console.log('| What | p50 / time | p95 | Target | Met |\n|---|---|---|---|---|');
    for (const [what, p50, p95, target, met] of rows)
      console.log(`| ${what} | ${p50} | ${p95} | ${target} | ${met ? '✓' : '✗'} |`);
    console.log(
      '\nWhere the time went, medians in ms (notice: save to notice; served: switch to served page, with the poll):',
    );
    console.log(`  dish edit:       ${medians(dishSteps)}`);
    console.log(`  restaurant-wide: ${medians(restaurantSteps)}`);
    met = rows.every((row) => row[4]);
  } finally {
    await publisher.close();
    await new Promise<void>((resolve) => gate.server.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await cms.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The first start of a fresh clone, once the bench's own CMS has stopped.
  if (START) {
    const first = await benchFirstStart(START_PORTS);
    const ok = first.ms <= TARGETS.firstStart;
    console.log(
      `| first npm start of a fresh clone, both demo sites served (banner at ${seconds(first.bannerMs)}) | ` +
        `${seconds(first.ms)} |  | ≤ ${seconds(TARGETS.firstStart)} | ${ok ? '✓' : '✗'} |`,
    );
    met &&= ok;
  }
  return met;
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    // A failed fetch says why in its cause (the address refused, reset, timed out).
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`✖ bench:publish failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    if (error instanceof Error && error.stack) console.error(error.stack.split('\n').slice(1, 6).join('\n'));
    process.exit(1);
  },
);
