/**
 * Publishing past one machine, under fire. Two publisher services (publish/service.ts) share one
 * PostgreSQL job queue (publish/pg-jobs.ts, on a throwaway cluster of Debian's PostgreSQL) and
 * one folder of versions, for three sites of the seeded CMS: Saffron House, Cedar Grill and a
 * restaurant the test adds. 60 saves of dish prices at random moments, each told to one of the
 * publishers as a CMS behind a load balancer would tell it, while a publisher is killed with -9
 * at a random moment five times and started again. At the end every save is live on its site;
 * no site's live version was ever partial; and no two publishes of one site overlapped (each
 * version's start is in its id, its end in its version.json).
 *
 * The randomness is seeded: the seed is printed, and E2E_CHAOS_SEED replays a run.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteRoot } from '../../build/publish-dir.ts';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { startPostgres } from '../../cms/scripts/lib/postgres.mjs';
import { spawnPublisherService } from '../../scripts/publisher-process.ts';
import { until } from '../../scripts/until.ts';
import { dishPage } from './pages';
import { E2E } from './ports';

const SECRET = 'e2e-chaos-secret-of-some-length';
const SAVES = 60;
const KILLS = 5;
/** Long enough for any publish of these small sites, short enough for the test to wait out. */
const LEASE_SECONDS = 30;
const SEED = Number(process.env.E2E_CHAOS_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Admin = ReturnType<typeof createClient>;
interface Dish {
  id: number;
  default_price: string | number;
}
interface Site {
  slug: string;
  dishes: Dish[];
}

let dir: string;
let pg: Awaited<ReturnType<typeof startPostgres>>;
let admin: Admin;
let added: { restaurant: number; dishes: number[] } | undefined;
const sites: Site[] = [];
/** The two publisher services; a killed one is replaced by its restart. */
const publishers: { port: number; child: ChildProcess; ready: boolean }[] = [];

function startPublisher(slot: number): void {
  const port = E2E.chaosPublisherPorts[slot]!;
  const child = spawnPublisherService({
    CMS_URL: inject('cmsUrl'),
    PUBLISH_DIR: dir,
    PUBLISH_SECRET: SECRET,
    PUBLISHER_PORT: String(port),
    SITES_FILE: join(dir, 'sites.json'),
    PUBLISH_QUEUE_URL: `postgres://${pg.user}:${pg.password}@${pg.host}:${pg.port}/${pg.database}`,
    PUBLISH_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  const entry = { port, child, ready: false };
  publishers[slot] = entry;
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Publisher listening')) entry.ready = true;
    logs.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `${slot}: ${line}`),
    );
  });
  child.stderr.on('data', (chunk: Buffer) => logs.push(`${slot}! ${chunk.toString().trim()}`));
}

/** What the publishers printed, for a failure's message. */
const logs: string[] = [];
const logTail = () => `\n--- the publishers' last lines ---\n${logs.slice(-40).join('\n')}`;

async function kill(slot: number): Promise<void> {
  const { child } = publishers[slot]!;
  publishers[slot]!.ready = false;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Tells a running publisher of a save, as the CMS's notice hook does; another one, or later, when it is down. */
async function notify(id: number): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const live = publishers.filter((publisher) => publisher.ready);
    if (live.length > 0) {
      const { port } = pick(live);
      const answer = await fetch(`http://127.0.0.1:${port}/publish`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'items.update', collection: 'menu_items', keys: [String(id)] }),
      }).catch(() => null);
      if (answer?.status === 202) return;
    }
    if (Date.now() > deadline) throw new Error(`no publisher took the notice of dish ${id}`);
    await sleep(500);
  }
}

const current = (slug: string) => join(siteRoot(dir, slug), 'current');
const versionsOf = (slug: string) => join(siteRoot(dir, slug), 'versions');
/** "20261201T231501123Z-ab12cd" → its time. */
const startOf = (id: string) =>
  Date.parse(id.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z.*$/, '$1-$2-$3T$4:$5:$6.$7Z'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-publishers-'));
  pg = await startPostgres({
    port: E2E.chaosPostgresPort,
    dataDir: '.tmp/e2e-publishers-postgres',
    database: 'jobs',
    user: 'publisher',
  });
  const url = inject('cmsUrl');
  admin = createClient(url, await adminToken(url, inject('adminEmail'), inject('adminPassword')));
  const dishesOf = async (slug: string) =>
    (
      (await admin.get('/items/menu_items', {
        filter: { restaurant: { slug: { _eq: slug } }, publish_status: { _eq: 'published' } },
        fields: ['id', 'default_price', 'variants'],
        sort: ['sort', 'id'],
        limit: -1,
      })) as (Dish & { variants: unknown[] | null })[]
    ).filter((dish) => !dish.variants?.length);
  for (const slug of ['saffron-house', 'cedar-grill']) sites.push({ slug, dishes: (await dishesOf(slug)).slice(0, 2) });

  // The third restaurant: Saffron House's record under another name, with two dishes of its own.
  const [source] = (await admin.get('/items/restaurants', {
    filter: { slug: { _eq: 'saffron-house' } },
    fields: ['*'],
    limit: 1,
  })) as Record<string, unknown>[];
  const { id: _id, slug: _slug, name_en: _en, name_ar: _ar, ...rest } = source!;
  const restaurant = (await admin.post('/items/restaurants', {
    ...rest,
    slug: 'chaos-kitchen',
    name_en: 'Chaos Kitchen',
    name_ar: 'مطبخ الفوضى',
  })) as { id: number };
  added = { restaurant: restaurant.id, dishes: [] };
  const made = (await admin.post(
    '/items/menu_items',
    [1, 2].map((n) => ({
      name_en: `Test dish ${n}`,
      name_ar: `طبق الاختبار ${n}`,
      default_price: 10 + n,
      restaurant: restaurant.id,
      publish_status: 'published',
    })),
  )) as Dish[];
  added.dishes = made.map((dish) => dish.id);
  sites.push({ slug: 'chaos-kitchen', dishes: made });

  writeFileSync(
    join(dir, 'sites.json'),
    JSON.stringify({
      sites: sites.map(({ slug }) => ({ slug, url: `http://${slug}.localhost:${E2E.chaosPublisherPorts[0]}` })),
    }),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(publishers.map((_, slot) => kill(slot)));
  await pg?.stop();
  // The seeded dishes' prices as they were, and the added restaurant gone.
  for (const site of sites.slice(0, 2))
    for (const dish of site.dishes)
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: dish.default_price }).catch(() => undefined);
  if (added) {
    if (added.dishes.length) await admin.delete('/items/menu_items', added.dishes).catch(() => undefined);
    await admin.delete(`/items/restaurants/${added.restaurant}`).catch(() => undefined);
  }
  rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('two publishers sharing a PostgreSQL job queue', () => {
  it(
    'publish every save, never a partial version, never one site twice at once, through five kill -9',
    { timeout: 1_200_000 },
    async () => {
      console.log(`[publishers.e2e] seed ${SEED} (E2E_CHAOS_SEED replays it)`);
      startPublisher(0);
      startPublisher(1);
      await until(
        () => sites.every(({ slug }) => existsSync(join(current(slug), 'version.json'))),
        'the first publish of the three sites',
        600_000,
        { detail: logTail },
      );

      // Watched all along: the live version of each site is whole, and each version's span.
      const problems: string[] = [];
      const spans = new Map<string, { site: string; start: number; end: number }>();
      let watching = true;
      const watch = (async () => {
        while (watching) {
          for (const site of sites) {
            const live = current(site.slug);
            let target = '';
            try {
              target = readlinkSync(live);
            } catch (error) {
              problems.push(`${site.slug}: no live version (${String(error)})`);
              continue;
            }
            for (const file of [
              'version.json',
              'index.html',
              'ar/index.html',
              ...site.dishes.map((d) => `${dishPage(d.id).slice(1)}/index.html`),
            ])
              if (!existsSync(join(live, file))) problems.push(`${site.slug}: ${target} has no ${file}`);
            for (const id of existsSync(versionsOf(site.slug)) ? readdirSync(versionsOf(site.slug)) : []) {
              const key = `${site.slug}/${id}`;
              if (spans.has(key)) continue;
              try {
                const info = JSON.parse(readFileSync(join(versionsOf(site.slug), id, 'version.json'), 'utf8')) as {
                  publishedAt: string;
                };
                spans.set(key, { site: site.slug, start: startOf(id), end: Date.parse(info.publishedAt) });
              } catch {
                // Being pruned: its span was read before, or it was published before the watch.
              }
            }
          }
          await sleep(100);
        }
      })();

      // 60 saves at random moments, and five kills among them.
      const saves: { slug: string; id: number; price: string }[] = [];
      const notices: Promise<void>[] = [];
      const killAt = new Set(
        Array.from({ length: KILLS }, (_, n) => Math.floor(((n + 0.5 + rand() * 0.5) * SAVES) / KILLS)),
      );
      const restarts: Promise<void>[] = [];
      for (let n = 0; n < SAVES; n++) {
        const site = pick(sites);
        const dish = pick(site.dishes);
        const price = `${300 + n}.25`;
        await admin.patch(`/items/menu_items/${dish.id}`, { default_price: Number(price) });
        saves.push({ slug: site.slug, id: dish.id, price });
        notices.push(notify(dish.id));
        if (killAt.has(n)) {
          const slot = Math.floor(rand() * 2);
          await kill(slot);
          restarts.push(
            (async () => {
              await sleep(rand() * 2000);
              startPublisher(slot);
            })(),
          );
        }
        await sleep(300 + rand() * 2200);
      }
      await Promise.all([...notices, ...restarts]);

      // Every save live: each dish shows the price of its last save.
      const last = new Map(saves.map((save) => [`${save.slug}/${save.id}`, save]));
      const shows = (save: { slug: string; id: number; price: string }) => {
        const page = join(current(save.slug), dishPage(save.id).slice(1), 'index.html');
        return existsSync(page) && readFileSync(page, 'utf8').includes(save.price);
      };
      await until(() => [...last.values()].every(shows), 'every save live', 300_000, { detail: logTail });
      watching = false;
      await watch;

      console.log(
        `[publishers.e2e] ${saves.length} saves, kill -9 after saves ${[...killAt].join(', ')}; publishes: ${sites
          .map(({ slug }) => `${slug} ${[...spans.values()].filter((span) => span.site === slug).length}`)
          .join(', ')}`,
      );
      expect(problems, logTail()).toEqual([]);
      expect(killAt.size).toBe(KILLS);
      for (const site of sites) {
        const own = [...spans.values()].filter((span) => span.site === site.slug).sort((a, b) => a.start - b.start);
        expect(own.length, site.slug).toBeGreaterThan(0);
        for (let i = 1; i < own.length; i++)
          expect(own[i]!.start, `${site.slug}: a publish began before the one before it ended`).toBeGreaterThanOrEqual(
            own[i - 1]!.end,
          );
      }
    },
  );
});
