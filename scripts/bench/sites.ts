/**
 * The several-sites part of `npm run bench:publish` (scripts/bench/publish.ts), against its CMS:
 *
 * - a first publish of every site, app build included, with 2 and with 10 sites of 55 dishes
 *   each: restaurants the bench seeds itself (copies of Saffron House's dishes) and removes after;
 * - save to served page of one site's dish while another site's full publish runs (a
 *   restaurant-wide edit of the other site, which renders every one of its pages again), p95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostsRoot } from '../../build/publish-dir.ts';
import { startPublisher, type Publisher } from '../../publish/server.ts';
import { parseTimings } from '../../publish/timings.ts';
import { createSiteServer, listen } from '../serve.mjs';

/** The CMS's REST API as the bench's admin (cms/scripts/lib/api.mjs createClient). */
export interface Admin {
  get: (path: string, query?: Record<string, unknown>) => Promise<unknown>;
  post: (path: string, body: unknown) => Promise<unknown>;
  patch: (path: string, body: unknown) => Promise<unknown>;
  delete: (path: string, body?: unknown) => Promise<unknown>;
}

/** Removes restaurants the bench seeded, with their dishes (in batches: one request of hundreds outlasts the CMS's timeout). */
export async function removeRestaurants(admin: Admin, seeded: readonly { id: number; dishes: number[] }[]) {
  try {
    for (const site of seeded) {
      for (let at = 0; at < site.dishes.length; at += 25)
        await admin.delete('/items/menu_items', site.dishes.slice(at, at + 25));
      await admin.delete(`/items/restaurants/${site.id}`);
    }
  } catch (error) {
    console.error(`bench: the seeded restaurants could not all be removed: ${String(error)}`);
  }
}

export interface SitesBenchInput {
  admin: Admin;
  cms: { url: string; token: string };
  secret: string;
  /** The port the CMS's notices reach (through the bench's gate), and the sites'. */
  publisherPort: number;
  sitePort: number;
  /** Opens the gate in front of the publisher: the CMS's notices pass while it is open. */
  gate: { open: boolean };
  dishPage: (id: number) => string;
  /** Dishes per seeded site, and how many sites at most. */
  dishes?: number;
  sites?: number;
  /** Rounds of the other site's full publish, and dish edits of one site during each. */
  rounds?: number;
  editsPerRound?: number;
}

export interface SitesBenchResult {
  firstPublish: { sites: number; dishes: number; ms: number }[];
  /** Save to served, ms, of the edits made while the other site's full publish ran. */
  duringFullPublish: number[];
  /** All edits made, for the count of those that overlapped. */
  edits: number;
}

/** A page of `host` on the bench's server, asked at 127.0.0.1 with its host name. */
export function pageOf(host: string, port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds `count` restaurants of `dishes` published dishes each, copies of Saffron House's; returns
 * their slugs and ids. Slugs are `<prefix>-<n>`; `allergens: false` leaves the dishes without any.
 */
export async function seedRestaurants(
  admin: Admin,
  count: number,
  dishes: number,
  { prefix = 'bench', allergens = true }: { prefix?: string; allergens?: boolean } = {},
) {
  const [source] = (await admin.get('/items/restaurants', {
    filter: { slug: { _eq: 'saffron-house' } },
    fields: ['*'],
    limit: 1,
  })) as Record<string, unknown>[];
  const menu = (await admin.get('/items/menu_items', {
    filter: { restaurant: { slug: { _eq: 'saffron-house' } } },
    fields: [
      'name_en',
      'name_ar',
      'description_en',
      'description_ar',
      'default_price',
      'default_calories',
      'is_halal',
      'is_vegetarian',
      'is_vegan',
      'is_gluten_free',
      'cover',
      'categories.menu_categories_id',
      'allergens.allergens_id',
    ],
    limit: -1,
  })) as Record<string, unknown>[];
  const seeded: { slug: string; id: number; dishes: number[] }[] = [];
  for (let n = 1; n <= count; n++) {
    const { id: _id, slug: _slug, name_en: _en, name_ar: _ar, ...rest } = source!;
    const restaurant = (await admin.post('/items/restaurants', {
      ...rest,
      slug: `${prefix}-${n}`,
      name_en: `Bench Kitchen ${prefix} ${n}`,
      name_ar: `مطبخ الاختبار ${n}`,
    })) as { id: number };
    const rows = Array.from({ length: dishes }, (_, i) => {
      const dish = menu[i % menu.length]!;
      const list = (field: string, key: string) =>
        ((dish[field] as Record<string, unknown>[] | undefined) ?? []).map((row) => ({ [key]: row[key] }));
      return {
        ...dish,
        name_en: `${String(dish.name_en)} ${n}.${i + 1}`,
        name_ar: `${String(dish.name_ar)} ${n}.${i + 1}`,
        categories: list('categories', 'menu_categories_id'),
        allergens: allergens ? list('allergens', 'allergens_id') : [],
        restaurant: restaurant.id,
        publish_status: 'published',
      };
    });
    const made = (await admin.post('/items/menu_items', rows)) as { id: number }[];
    seeded.push({ slug: `${prefix}-${n}`, id: restaurant.id, dishes: made.map((row) => row.id) });
  }
  return seeded;
}

export async function benchSites(input: SitesBenchInput): Promise<SitesBenchResult> {
  const { admin, sitePort } = input;
  const dishes = input.dishes ?? 55;
  const count = input.sites ?? 10;
  input.gate.open = false;
  const seeded = await seedRestaurants(admin, count, dishes);
  const siteOf = (slug: string) => ({ slug, url: `http://${slug}.localhost:${sitePort}` });
  const result: SitesBenchResult = { firstPublish: [], duringFullPublish: [], edits: 0 };
  let publisher: Publisher | undefined;
  let server: ReturnType<typeof createSiteServer> | undefined;
  const roots: string[] = [];
  try {
    // A first publish of 2 sites, then of 10, each in a folder of its own: the app build included.
    for (const n of [2, count]) {
      const root = mkdtempSync(join(tmpdir(), `bench-sites-${n}-`));
      roots.push(root);
      publisher = await startPublisher({
        root,
        sites: seeded.slice(0, n).map((site) => siteOf(site.slug)),
        cms: input.cms,
        secret: input.secret,
        port: input.publisherPort,
        log: () => undefined,
      });
      const started = Date.now();
      await publisher.publishNow('bench: first publish');
      result.firstPublish.push({ sites: n, dishes, ms: Date.now() - started });
      if (n === count) break;
      await publisher.close();
    }

    // The 10 sites published: one site's dish edits while another site renders every page again.
    const publishes: { site: string; start: number; end: number }[] = [];
    await publisher!.close();
    publisher = await startPublisher({
      root: roots.at(-1)!,
      sites: seeded.map((site) => siteOf(site.slug)),
      cms: input.cms,
      secret: input.secret,
      port: input.publisherPort,
      log: (line) => {
        const steps = parseTimings(line);
        const site = /^\[publish\] ([\w-]+)\//.exec(line)?.[1];
        if (steps && site) publishes.push({ site, start: Date.now() - (steps.total ?? 0), end: Date.now() });
      },
    });
    server = createSiteServer({ hosts: hostsRoot(roots.at(-1)!) });
    await listen(server, sitePort, '127.0.0.1');
    input.gate.open = true;
    const [busy, edited] = seeded;
    const dish = edited!.dishes[0]!;
    const edits: { start: number; end: number }[] = [];
    for (let round = 0; round < (input.rounds ?? 5); round++) {
      // The other site's name: every one of its pages shows it, so all are rendered again.
      await admin.patch(`/items/restaurants/${busy!.id}`, { name_en: `Bench Kitchen 1 (${round})` });
      // Its publish starts once the CMS has been quiet for the queue's moment, then reads first:
      // the edits start as its pages render.
      await sleep(900);
      for (let i = 0; i < (input.editsPerRound ?? 4); i++) {
        const price = (700 + round * 10 + i + 0.25).toFixed(2);
        const start = Date.now();
        await admin.patch(`/items/menu_items/${dish}`, { default_price: Number(price) });
        for (;;) {
          if ((await pageOf(edited!.slug + '.localhost', sitePort, input.dishPage(dish))).includes(price)) break;
          if (Date.now() - start > 60_000) throw new Error(`the dish edit ${price} was not served within 60 s`);
          await sleep(50);
        }
        edits.push({ start, end: Date.now() });
      }
      // The next round's full publish starts from a quiet publisher.
      for (let wait = 0; wait < 600 && publishes.filter((p) => p.site === busy!.slug).length <= round; wait++)
        await sleep(100);
    }
    const full = publishes.filter((p) => p.site === busy!.slug);
    result.edits = edits.length;
    // An edit counts when it was saved while the full publish ran, however long it then took.
    result.duringFullPublish = edits
      .filter((edit) => full.some((p) => p.start <= edit.start && edit.start < p.end))
      .map((edit) => edit.end - edit.start);
    return result;
  } finally {
    input.gate.open = false;
    await publisher?.close();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    // The bench's restaurants go again, with their dishes; a failure here must not hide the bench's own.
    await removeRestaurants(admin, seeded);
  }
}
