import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteRoot } from './layout';
import { withPublishLock } from './lock';
import { MediaError } from './media';
import { briefly, startPublisher, triggerOf, type Publisher } from './server';
import { parseTimings, type Timings } from './timings';
import { PublishError } from './steps/write-version';
import { InvalidContentError } from './validate';
import type { VersionStore } from './versions';

/** The one site these publishers publish, served to every host name. */
const ONE_SITE = { slug: 'saffron-house', url: 'http://127.0.0.1:4173' };

const SECRET = 'a-long-enough-shared-secret';
let root: string;
let publisher: Publisher;
let published: string[];
let lines: string[];
let fail: false | (() => Error) = false;
const wrongPrice = () => new Error('menu_items 12: price is not a number');

/** Stands in for a full publish: stages and commits an empty version. */
async function fakePublish(store: VersionStore, trigger: string, timings?: Timings) {
  published.push(trigger);
  if (fail) throw fail();
  const { id } = await (timings ? timings.time('stage', () => store.begin()) : store.begin());
  return store.commit(id, { trigger, pages: 0 });
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'publisher-'));
  published = [];
  lines = [];
  fail = false;
  publisher = await startPublisher({
    root,
    sites: [ONE_SITE],
    secret: SECRET,
    port: 0,
    quietMs: 20,
    retryDelaysMs: [5, 5, 5],
    publish: fakePublish,
    log: (line) => lines.push(line),
    // No CMS answers here: whose a record is cannot be told, and every site is published.
    owners: () => Promise.reject(new Error('no CMS in this test')),
  });
});
afterEach(async () => {
  await publisher.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (body: unknown, secret = SECRET, query = '') =>
  fetch(`${publisher.url}/publish${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('publisher service', () => {
  it('publishes when the CMS notifies it, and says which version is live', async () => {
    const response = await post({ event: 'items.update', collection: 'menu_items', keys: ['12'] });
    expect(response.status).toBe(202);
    const live = async () =>
      ((await (await fetch(`${publisher.url}/status`)).json()) as { current: string | null }).current;
    await expect.poll(live).toMatch(/^\d{8}T/);
    expect(published).toEqual(['cms: items.update menu_items 12']);
  });

  it('says in its log line where the publish spent its time, the wait for a quiet CMS first', async () => {
    await post({ event: 'items.update', collection: 'menu_items', keys: ['12'] });
    await expect.poll(() => lines.find((line) => parseTimings(line))).toBeTruthy();
    const line = lines.find((line) => parseTimings(line))!;
    expect(line).toMatch(
      /^\[publish\] \S+: 0 pages \(0 rendered\) in \d+\.\d s \(cms: items.update menu_items 12\); wait \d+, /,
    );
    const steps = parseTimings(line)!;
    expect(Object.keys(steps)).toEqual(['wait', 'stage', 'total']);
    // The quiet period (20 ms here) is part of the wait.
    expect(steps.wait).toBeGreaterThanOrEqual(15);
  });

  it('refuses a notice without the shared secret, and publishes nothing', async () => {
    expect((await post({}, 'wrong-secret-of-some-length')).status).toBe(401);
    expect((await fetch(`${publisher.url}/publish`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${publisher.url}/publish`)).status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(published).toEqual([]);
  });

  it('refuses a body over 64 KB', async () => {
    expect((await post({ pad: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('reports a failed publish, and the live version stays', async () => {
    await publisher.publishNow('first');
    const live = ((await (await fetch(`${publisher.url}/status`)).json()) as { current: string }).current;
    fail = wrongPrice;
    await expect(publisher.publishNow('second')).rejects.toThrow('menu_items 12: price is not a number');
    const status = await fetch(`${publisher.url}/status`, { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await status.json()).toMatchObject({
      ok: false,
      current: live,
      lastError: 'menu_items 12: price is not a number',
      sites: { 'saffron-house': { ok: false, current: live, lastError: 'menu_items 12: price is not a number' } },
    });
  });

  it('tells anyone without the secret only whether publishing works and the live version', async () => {
    await publisher.publishNow('first');
    const status = async (headers: Record<string, string> = {}) =>
      (await (await fetch(`${publisher.url}/status`, { headers })).json()) as Record<string, unknown>;
    const live = (await status()).current;
    expect(live).toMatch(/^\d{8}T/);
    expect(await status()).toEqual({
      ok: true,
      current: live,
      sites: { 'saffron-house': { ok: true, current: live } },
    });
    fail = wrongPrice;
    await expect(publisher.publishNow('second')).rejects.toThrow();
    // The error can quote the post-publish command and its output: it is for the secret's holder.
    const untrusted: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-secret-of-some-length' },
      { Authorization: SECRET },
    ];
    for (const headers of untrusted) {
      const shown = await status(headers);
      expect(shown).toEqual({ ok: false, current: live, sites: { 'saffron-house': { ok: false, current: live } } });
      expect(JSON.stringify(shown)).not.toContain('price is not a number');
    }
    expect(await status({ Authorization: `Bearer ${SECRET}` })).toMatchObject({
      ok: false,
      lastError: expect.any(String),
    });
    fail = false;
    await publisher.publishNow('third');
    expect(await status({ Authorization: `Bearer ${SECRET}` })).toMatchObject({
      ok: true,
      current: expect.not.stringMatching(live as string),
      lastError: null,
      sites: { 'saffron-house': { ok: true, lastError: null } },
    });
  });

  it('answers a waiting notice once the publish is live, or with its failure', async () => {
    const done = await post({ event: 'items.update', collection: 'team', keys: ['3'] }, SECRET, '?wait=1');
    expect(done.status).toBe(200);
    const { current } = (await done.json()) as { current: string };
    expect(current).toMatch(/^\d{8}T/);
    expect(published).toEqual(['cms: items.update team 3']);
    fail = wrongPrice;
    const failed = await post({}, SECRET, '?wait=1');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'menu_items 12: price is not a number' });
  });

  it("writes every publish to the CMS's publish log: what went live and what was left out, or what stopped it", async () => {
    const entries: Record<string, unknown>[] = [];
    const cms = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/items/publish_log' && req.headers.authorization === 'Bearer publisher-token')
          entries.push(JSON.parse(body) as Record<string, unknown>);
        // The site's restaurant, which each entry names (the admin app shows its name).
        const restaurant = req.url?.startsWith('/items/restaurants?') && req.url.includes('saffron-house');
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(restaurant ? '{"data":[{"id":1}]}' : '{"data":{}}');
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const logged = await startPublisher({
      root,
      sites: [ONE_SITE],
      secret: SECRET,
      port: 0,
      quietMs: 20,
      retryDelaysMs: [5, 5, 5],
      cms: { url: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`, token: 'publisher-token' },
      publish: async (store, trigger) => ({
        ...(await fakePublish(store, trigger)),
        notes: ['left out of the site (correct in the CMS to show): restaurants 1, field facebook_url: "x"'],
      }),
      log: () => undefined,
    });
    try {
      await logged.publishNow('manual');
      fail = wrongPrice;
      await expect(logged.publishNow('again')).rejects.toThrow();
      fail = () =>
        new InvalidContentError([
          {
            collection: 'menu_items',
            id: '12',
            name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
            field: 'default_price',
            value: -5,
            rule: { en: 'is not a price', ar: 'ليست سعرًا' },
            blocking: true,
          },
        ]);
      await expect(logged.publishNow('refused')).rejects.toThrow();
      expect(entries.map((entry) => entry.restaurant)).toEqual(['1', '1', '1']);
      expect(entries).toMatchObject([
        {
          status: 'published',
          trigger: 'manual',
          message: expect.stringContaining('field facebook_url'),
          // In words, in both languages, for the owner (publish/summary.ts).
          summary_en: expect.stringMatching(/^Published by hand: \d+ pages? updated in \d+\.\d s\.$/),
          summary_ar: expect.stringMatching(/^نشر يدوي: تحديث .+ في \d+\.\d ث\.$/),
        },
        {
          status: 'failed',
          trigger: 'again',
          message: 'menu_items 12: price is not a number',
          summary_en:
            'Published by hand: not published. menu_items 12: price is not a number. The site still shows the version before.',
          summary_ar: expect.stringContaining('لم يُنشر'),
        },
        {
          // A value the site refuses: the record, field, value and rule, in each language's own words.
          status: 'failed',
          trigger: 'refused',
          message: expect.stringContaining('menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price'),
          summary_en: expect.stringContaining(
            'not published. a value in the CMS is not valid: menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price.',
          ),
          summary_ar: expect.stringContaining(
            'لم يُنشر. قيمة في نظام إدارة المحتوى غير صالحة: menu_items 12 («كبسة دجاج»)، الحقل default_price: القيمة -5 ليست سعرًا.',
          ),
          // The log entry's "Open the record to fix" button opens it.
          record: 'menu_items/12',
        },
      ]);
      // A publish that went live, or a failure that names no record, has nothing to open.
      expect(entries[0]).not.toHaveProperty('record');
      expect(entries[1]!.record).toBeUndefined();
    } finally {
      await logged.close();
      await new Promise<void>((resolve) => cms.close(() => resolve()));
    }
  });

  it('tries a failed publish again three times, saying so, and reports it when it still fails', async () => {
    await publisher.publishNow('first');
    const live = ((await (await fetch(`${publisher.url}/status`)).json()) as { current: string }).current;
    published = [];
    fail = () => new PublishError('the CMS did not answer 1 reads (menu_items); the live version was kept');
    await expect(publisher.publishNow('edit')).rejects.toThrow('did not answer 1 reads (menu_items)');
    expect(published).toEqual(['edit', 'edit', 'edit', 'edit']);
    expect(lines.filter((line) => line.includes('retrying'))).toEqual(
      [1, 2, 3].map(
        (attempt) =>
          `[publish] saffron-house: publish failed (the CMS did not answer 1 reads (menu_items); the live version was kept); retrying in 5 ms, attempt ${attempt} of 3`,
      ),
    );
    expect(lines.at(-1)).toBe(
      '[publish] saffron-house: failed, the live version was kept: the CMS did not answer 1 reads (menu_items); the live version was kept',
    );
    const status = await fetch(`${publisher.url}/status`, { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await status.json()).toMatchObject({
      ok: false,
      current: live,
      lastError: expect.stringContaining('did not answer') as string,
    });
  });

  it('publishes once a busy lock is free again, covering the notices of the wait', async () => {
    const slow = await startPublisher({
      root,
      sites: [ONE_SITE],
      secret: SECRET,
      port: 0,
      quietMs: 20,
      retryDelaysMs: [100, 300, 900],
      publish: fakePublish,
      log: (line) => lines.push(line),
    });
    try {
      // Another publish (`npm run publish` by hand, say) holds the lock for a moment.
      await withPublishLock(siteRoot(root, 'saffron-house'), async () => {
        slow.publishNow('first').catch(() => undefined);
        await expect.poll(() => lines.some((line) => line.includes('retrying in 100 ms, attempt 1 of 3'))).toBe(true);
        expect(lines.find((line) => line.includes('retrying'))).toMatch(
          /^\[publish\] saffron-house: publish failed \(another publish is running \(pid \d+\); try again when it ends\); retrying in 100 ms, attempt 1 of 3$/,
        );
      });
      await slow.publishNow('second');
      expect(published).toEqual(['first; second']);
      const status = await fetch(`${slow.url}/status`, { headers: { Authorization: `Bearer ${SECRET}` } });
      expect(await status.json()).toMatchObject({
        ok: true,
        current: expect.stringMatching(/^\d{8}T/) as string,
        lastError: null,
      });
    } finally {
      await slow.close();
    }
  });

  it('does not try again a publish stopped by a wrong value in a record', async () => {
    fail = () =>
      new InvalidContentError([
        {
          collection: 'menu_items',
          id: '12',
          field: 'default_price',
          value: -5,
          rule: { en: 'is not a price', ar: 'ليست سعرًا' },
          blocking: true,
        },
      ]);
    await expect(publisher.publishNow('edit')).rejects.toThrow('menu_items 12, field default_price: -5 is not a price');
    expect(published).toEqual(['edit']);
    expect(lines.some((line) => line.includes('retrying'))).toBe(false);
  });

  it('tries again an image the CMS did not hand over, not a file that is no picture', async () => {
    fail = () => new MediaError('the image directus_files a1 could not be downloaded: the CMS answered 503');
    await expect(publisher.publishNow('upload')).rejects.toThrow('could not be downloaded');
    expect(published).toHaveLength(4);
    published = [];
    fail = () =>
      new MediaError('the image directus_files a1 could not be read as a picture (bad); replace the file in the CMS');
    await expect(publisher.publishNow('upload')).rejects.toThrow('could not be read as a picture');
    expect(published).toHaveLength(1);
  });

  it('refuses a short secret', async () => {
    await expect(startPublisher({ root, sites: [ONE_SITE], secret: 'short', port: 0 })).rejects.toThrow(
      'at least 16 characters',
    );
  });
});

describe('several sites', () => {
  const SAFFRON = { slug: 'saffron-house', url: 'http://saffron-house.localhost:4173' };
  const CEDAR = { slug: 'cedar-grill', url: 'http://cedar-grill.localhost:4173' };
  /** What each site's versions are made from, and its colours: what its next publish writes. */
  let made: Record<string, { records: string[]; scheme: Record<string, string> | null }>;
  let runs: { site: string; trigger: string }[];
  let several: Publisher | undefined;
  afterEach(async () => {
    await several?.close();
    several = undefined;
  });

  /** Stands in for a publish of `site`: a version with its records and its colours, as a real one has them. */
  const publishSite = async (store: VersionStore, trigger: string, _timings: Timings, site: { slug: string }) => {
    runs.push({ site: site.slug, trigger });
    const { id, dir } = await store.begin();
    const own = made[site.slug]!;
    await mkdir(join(dir, 'data'), { recursive: true });
    await writeFile(join(dir, '.records.json'), JSON.stringify(own.records));
    await writeFile(join(dir, 'data', 'themes.json'), JSON.stringify({ schemes: { [site.slug]: own.scheme } }));
    return { ...(await store.commit(id, { trigger, pages: 0 })), scheme: own.scheme };
  };
  /** Whose records are, as the CMS would say. */
  const OWNERS: Record<string, string[]> = { 'menu_items:1': ['saffron-house'], 'menu_items:2': ['cedar-grill'] };
  const owners = async (_cms: unknown, collection: string, keys: readonly (string | number)[]) =>
    new Set(keys.flatMap((key) => OWNERS[`${collection}:${key}`] ?? []));

  /** A publisher of `sites` with the stand-ins above, each site published once. */
  const publishing = async (sites: Parameters<typeof startPublisher>[0]['sites']) => {
    const publisher = await startPublisher({
      root,
      sites,
      secret: SECRET,
      port: 0,
      quietMs: 10,
      publish: publishSite,
      owners,
      log: (line) => lines.push(line),
    });
    await publisher.publishNow('start');
    return publisher;
  };

  const notify = (body: unknown, secret = SECRET) =>
    fetch(`${several!.url}/publish?wait=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeEach(() => {
    made = {
      'saffron-house': { records: ['menu_items:1', 'allergens:7'], scheme: { 'root-theme': '#D9480F' } },
      'cedar-grill': { records: ['menu_items:2', 'allergens:7'], scheme: { 'root-theme': '#2F7D4F' } },
      partner: { records: ['menu_items:2'], scheme: null },
    };
    runs = [];
  });

  it('publishes each site into its own folder, linked by its host name, and republishes only the sites a save touches', async () => {
    several = await publishing([SAFFRON, CEDAR]);
    expect(runs.map((run) => run.site).sort()).toEqual(['cedar-grill', 'saffron-house']);
    expect(readFileSync(join(root, 'hosts', 'cedar-grill.localhost', '.records.json'), 'utf8')).toContain(
      'menu_items:2',
    );
    runs = [];
    // A Cedar Grill dish: Cedar Grill alone.
    const dish = await notify({ event: 'items.update', collection: 'menu_items', keys: ['2'] });
    expect(dish.status).toBe(200);
    expect(runs).toEqual([{ site: 'cedar-grill', trigger: 'cms: items.update menu_items 2' }]);
    const body = (await dish.json()) as { current: string; sites: Record<string, string> };
    expect(Object.keys(body.sites)).toEqual(['cedar-grill']);
    expect(body.current).toBe(body.sites['cedar-grill']);
    // An allergen both restaurants' dishes list: both.
    runs = [];
    await notify({ event: 'items.update', collection: 'allergens', keys: ['7'] });
    expect(runs.map((run) => run.site).sort()).toEqual(['cedar-grill', 'saffron-house']);
    // A record no site shows and none owns: none.
    runs = [];
    await notify({ event: 'items.update', collection: 'menu_items', keys: ['99'] });
    expect(runs).toEqual([]);
    expect(lines).toContain(
      '[publish] cms: items.update menu_items 99: no site (no site shows it and it is no site’s)',
    );
    // A notice may name the sites to publish.
    await notify({ event: 'manual', sites: ['saffron-house'] });
    expect(runs.map((run) => run.site)).toEqual(['saffron-house']);
    expect((await notify({ sites: ['elsewhere'] })).status).toBe(404);
    // The status of each site.
    const status = (await (await fetch(`${several.url}/status`)).json()) as {
      sites: Record<string, { ok: boolean; current: string }>;
    };
    expect(Object.keys(status.sites)).toEqual(['saffron-house', 'cedar-grill']);
    expect(Object.values(status.sites).every((entry) => entry.ok && /^\d{8}T/.test(entry.current))).toBe(true);
  });

  it('keeps a notice to the sites of the CMS whose secret it carries', async () => {
    const PARTNER_SECRET = 'the-partner-cms-notice-secret';
    several = await publishing([
      SAFFRON,
      CEDAR,
      {
        slug: 'partner',
        url: 'http://partner.localhost:4173',
        cms: {
          url: 'http://127.0.0.1:9',
          token: 'partner-token',
          secret: PARTNER_SECRET,
          sessionCookie: 'partner_session',
        },
      },
    ]);
    runs = [];
    // menu_items 2 of the partner's CMS is its own record, whatever the other CMS's menu_items 2 is.
    await notify({ event: 'items.update', collection: 'menu_items', keys: ['2'] }, PARTNER_SECRET);
    expect(runs.map((run) => run.site)).toEqual(['partner']);
    runs = [];
    await notify({}, PARTNER_SECRET);
    expect(runs.map((run) => run.site)).toEqual(['partner']);
    runs = [];
    await notify({});
    expect(runs.map((run) => run.site).sort()).toEqual(['cedar-grill', 'saffron-house']);
    // The other CMS's sites are not the partner's to name.
    expect((await notify({ sites: ['cedar-grill'] }, PARTNER_SECRET)).status).toBe(404);
    expect((await notify({}, 'a-secret-no-cms-sends-1234')).status).toBe(401);
  });

  it('refuses two CMSs with one notice secret, or one session cookie', async () => {
    const partner = (cms: object) => ({
      slug: 'partner',
      url: 'http://partner.localhost',
      cms: { url: 'http://127.0.0.1:9', token: 'partner-token', ...cms },
    });
    await expect(
      startPublisher({
        root,
        sites: [SAFFRON, partner({ secret: SECRET, sessionCookie: 'partner_session' })],
        secret: SECRET,
        port: 0,
      }),
    ).rejects.toThrow('send the same notice secret');
    await expect(
      startPublisher({
        root,
        sites: [SAFFRON, partner({ secret: 'the-partner-cms-notice-secret' })],
        secret: SECRET,
        port: 0,
      }),
    ).rejects.toThrow('name the same session cookie (directus_session_token)');
  });

  it('takes a new site list: publishes a site added to it, and none of the others', async () => {
    several = await publishing([SAFFRON, CEDAR]);
    runs = [];
    made['olive-tree'] = { records: [], scheme: null };
    const olive = { slug: 'olive-tree', url: 'http://olive-tree.localhost:4173' };
    expect(await several.updateSites([SAFFRON, CEDAR, olive])).toEqual({
      added: ['olive-tree'],
      changed: [],
      removed: [],
    });
    await expect.poll(() => runs).toEqual([{ site: 'olive-tree', trigger: 'listed' }]);
    await expect.poll(() => existsSync(join(root, 'hosts', 'olive-tree.localhost', '.records.json'))).toBe(true);
    // A new address is a change of that site alone; a site taken off the list loses its host link.
    runs = [];
    const moved = { ...CEDAR, url: 'https://cedargrill.example' };
    expect(await several.updateSites([SAFFRON, moved])).toEqual({
      added: [],
      changed: ['cedar-grill'],
      removed: ['olive-tree'],
    });
    await expect.poll(() => runs).toEqual([{ site: 'cedar-grill', trigger: 'list changed' }]);
    expect(existsSync(join(root, 'hosts', 'olive-tree.localhost'))).toBe(false);
    expect(existsSync(join(root, 'hosts', 'cedargrill.example'))).toBe(true);
    // A list it cannot serve changes nothing.
    await expect(several.updateSites([SAFFRON, { ...CEDAR, url: SAFFRON.url }])).rejects.toThrow();
    expect(Object.keys(await several.current())).toEqual(['saffron-house', 'cedar-grill']);
  });

  it("has the other sites carry a restaurant's new colours for themeChange", async () => {
    several = await publishing([SAFFRON, CEDAR]);
    runs = [];
    // Colours unchanged: Saffron House alone.
    await several.publishNow('edit', ['saffron-house']);
    expect(runs.map((run) => run.site)).toEqual(['saffron-house']);
    runs = [];
    made['saffron-house']!.scheme = { 'root-theme': '#000000' };
    await several.publishNow('colours', ['saffron-house']);
    await expect
      .poll(() => runs.map((run) => `${run.site} ${run.trigger}`))
      .toEqual(['saffron-house colours', 'cedar-grill theme: saffron-house']);
  });
});

describe('triggerOf', () => {
  it('names the event, collection and records, and nothing that is not a plain word', () => {
    expect(triggerOf({ event: 'items.create', collection: 'menu_items', keys: [1, 2] })).toBe(
      'cms: items.create menu_items 1, 2',
    );
    expect(triggerOf({ event: 'items.delete', collection: '<script>', keys: 'x y' })).toBe('cms: items.delete');
    expect(triggerOf({ event: 'files.upload', collection: 'directus_files', keys: '', key: 'a1b2-c3' })).toBe(
      'cms: files.upload directus_files a1b2-c3',
    );
    expect(triggerOf({ event: 'menu_items.items.update', collection: 'menu_items', keys: [1], key: 'undefined' })).toBe(
      'cms: menu_items.items.update menu_items 1',
    );
    expect(triggerOf(null)).toBe('cms');
  });
});

describe('briefly', () => {
  it('keeps a publish’s console line short however many saves it covers', () => {
    expect(briefly('cms: items.update menu_items 12')).toBe('cms: items.update menu_items 12');
    const many = Array.from({ length: 30 }, (_, n) => `cms: items.create collection_${n} 1, 2, 3, 4, 5`).join('; ');
    const line = briefly(many);
    expect(line.length).toBeLessThan(200);
    expect(line).toMatch(/^cms: items\.create collection_0 1, 2, 3, 4, 5; .*; and \d+ more$/);
    expect(briefly('x'.repeat(300))).toHaveLength(160);
  });
});
