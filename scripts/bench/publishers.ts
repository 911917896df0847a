/**
 * The several-publishers part of `npm run bench:publish` (scripts/bench/publish.ts): publishing
 * jobs in PostgreSQL (publish/pg-jobs.ts, a throwaway cluster of Debian's PostgreSQL), with 1 and
 * with 2 publisher services (publish/service.ts, each its own process) sharing one folder.
 *
 * 10 sites of 55 dishes and one more, "quiet", whose dishes name no allergen. Each round renames
 * an allergen every dish of the 10 sites names, so all 10 render every dish page again (the
 * issue's "a change to an allergen that all of them use"), and meanwhile the bench edits a dish of
 * the quiet site. Measured: the time from the allergen's save to the last of the 10 sites live,
 * and save→served of the quiet site's dish edits made during that republish.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { startPostgres } from '../../cms/scripts/lib/postgres.mjs';
import { spawnPublisherService } from '../publisher-process.ts';
import { createSiteServer, listen } from '../serve.mjs';
import { until } from '../until.ts';
import { pageOf, removeRestaurants, seedRestaurants, type Admin } from './sites.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface PublishersBenchInput {
  admin: Admin;
  cms: { url: string; token: string };
  secret: string;
  /** The port the CMS's notices reach (through the bench's gate): the first publisher's. */
  publisherPort: number;
  /** The second publisher's. */
  secondPublisherPort: number;
  sitePort: number;
  postgresPort: number;
  gate: { open: boolean };
  dishPage: (id: number) => string;
  sites?: number;
  dishes?: number;
  rounds?: number;
  editsPerRound?: number;
}

export interface PublishersRun {
  publishers: number;
  /** Save of the allergen to the last of the sites live, ms, per round. */
  republish: number[];
  /** Save to served, ms, of the quiet site's dish edits made during a republish. */
  during: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchPublishers(input: PublishersBenchInput): Promise<PublishersRun[]> {
  const { admin, sitePort } = input;
  const count = input.sites ?? 10;
  const dishes = input.dishes ?? 55;
  input.gate.open = false;
  const busy = await seedRestaurants(admin, count, dishes, { prefix: 'busy' });
  const [quiet] = await seedRestaurants(admin, 1, 5, { prefix: 'quiet', allergens: false });
  const all = [...busy, quiet!];
  // The allergen the busy sites' dishes name most.
  const rows = (await admin.get('/items/menu_items_allergens', {
    filter: { menu_items_id: { _in: busy[0]!.dishes } },
    fields: ['allergens_id'],
    limit: -1,
  })) as { allergens_id: number }[];
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.allergens_id, (counts.get(row.allergens_id) ?? 0) + 1);
  const allergen = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (allergen === undefined) throw new Error("bench: the seeded dishes name no allergen (Saffron House's have none?)");
  const original = (await admin.get(`/items/allergens/${allergen}`, { fields: ['name_en'] })) as { name_en: string };

  const pg = await startPostgres({
    port: input.postgresPort,
    dataDir: join('cms', '.test-data', `bench-publishers-${input.postgresPort}`),
    database: 'jobs',
    user: 'publisher',
  });
  const runs: PublishersRun[] = [];
  const children: ChildProcess[] = [];
  let server: ReturnType<typeof createSiteServer> | undefined;
  const roots: string[] = [];
  try {
    for (const publishers of [1, 2]) {
      const root = mkdtempSync(join(tmpdir(), `bench-publishers-${publishers}-`));
      roots.push(root);
      const database = `jobs${publishers}`;
      pg.psql(`CREATE DATABASE ${database} OWNER ${pg.user};`);
      writeFileSync(
        join(root, 'sites.json'),
        JSON.stringify({ sites: all.map(({ slug }) => ({ slug, url: `http://${slug}.localhost:${sitePort}` })) }),
      );
      const ports = [input.publisherPort, input.secondPublisherPort].slice(0, publishers);
      const ready = ports.map(() => false);
      for (const [i, port] of ports.entries()) {
        const child = spawnPublisherService({
          CMS_URL: input.cms.url,
          PUBLISHER_TOKEN: input.cms.token,
          PUBLISH_SECRET: input.secret,
          PUBLISH_DIR: root,
          PUBLISHER_PORT: String(port),
          SITES_FILE: join(root, 'sites.json'),
          PUBLISH_QUEUE_URL: `postgres://${pg.user}:${pg.password}@${pg.host}:${pg.port}/${database}`,
        });
        child.stderr.pipe(process.stderr);
        children.push(child);
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Publisher listening')) ready[i] = true;
        });
      }
      const live = (slug: string) => {
        try {
          return readlinkSync(join(siteRoot(root, slug), 'current'));
        } catch {
          return null;
        }
      };
      await until(
        () => ready.every(Boolean) && all.every(({ slug }) => live(slug) !== null),
        'bench: the first publish',
        900_000,
      );
      server = createSiteServer({ hosts: hostsRoot(root) });
      await listen(server, sitePort, '127.0.0.1');
      input.gate.open = true;
      const run: PublishersRun = { publishers, republish: [], during: [] };
      const dish = quiet!.dishes[0]!;
      let edited = 0;
      for (let round = 0; round < (input.rounds ?? 3); round++) {
        const before = new Map(busy.map(({ slug }) => [slug, live(slug)]));
        const switched = new Map<string, number>();
        const started = Date.now();
        let watching = true;
        const watch = (async () => {
          while (watching && switched.size < busy.length) {
            for (const { slug } of busy)
              if (!switched.has(slug) && live(slug) !== before.get(slug)) switched.set(slug, Date.now());
            await sleep(50);
          }
        })();
        await admin.patch(`/items/allergens/${allergen}`, { name_en: `${original.name_en} (${publishers}.${round})` });
        // The republish starts once the CMS has been quiet for the queue's moment.
        await sleep(600);
        for (let i = 0; i < (input.editsPerRound ?? 4) && switched.size < busy.length; i++) {
          const price = (800 + publishers * 100 + round * 10 + i + 0.25).toFixed(2);
          const start = Date.now();
          await admin.patch(`/items/menu_items/${dish}`, { default_price: Number(price) });
          for (;;) {
            if ((await pageOf(`${quiet!.slug}.localhost`, sitePort, input.dishPage(dish))).includes(price)) break;
            if (Date.now() - start > 120_000)
              throw new Error(`bench: the dish edit ${price} was not served within 120 s`);
            await sleep(50);
          }
          // Made during the republish: saved before its last site went live.
          if (switched.size < busy.length) run.during.push(Date.now() - start);
        }
        await until(() => switched.size === busy.length, 'bench: the republish of every site', 900_000);
        console.log(
          `bench: ${publishers} publisher${publishers > 1 ? 's' : ''}, round ${round + 1}: the republish took ${Math.max(...switched.values()) - started} ms; the dish edits during it ${run.during.slice(edited).join(', ')} ms`,
        );
        edited = run.during.length;
        watching = false;
        await watch;
        run.republish.push(Math.max(...switched.values()) - started);
      }
      runs.push(run);
      input.gate.open = false;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
      await Promise.all(
        children.splice(0).map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    }
    return runs;
  } finally {
    input.gate.open = false;
    for (const child of children) child.kill('SIGKILL');
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await pg.stop();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    rmSync(join(ROOT, 'cms', '.test-data', `bench-publishers-${input.postgresPort}`), { recursive: true, force: true });
    await admin.patch(`/items/allergens/${allergen}`, { name_en: original.name_en }).catch(() => undefined);
    await removeRestaurants(admin, all);
  }
}
