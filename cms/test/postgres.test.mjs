// The CMS on PostgreSQL (the production backend for owners who outgrow SQLite): a throwaway
// PostgreSQL cluster from Debian's package on 127.0.0.1:8176, a fresh Directus on
// 127.0.0.1:8175 pointed at it with DB_CLIENT=pg, given the same schema, permissions
// and seed as on SQLite, then probed through the API and straight in the database.
// Fails (does not skip) when PostgreSQL is not installed.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CMS_DIR } from '../scripts/lib/config.mjs';
import { DEFAULT_SLUG, SECOND_SLUG } from '../scripts/lib/instance.mjs';
import { anonymous, publisher } from './requests.mjs';
import { INSTALL_HINT, findPostgresBin } from '../scripts/lib/postgres.mjs';
import { startPostgresCms } from './postgres-cms.mjs';
import { folderCollections } from '../scripts/lib/admin.mjs';
import { expandModel, loadModel } from '../scripts/lib/schema.mjs';
import { RESTAURANTS, fileSpecs } from '../scripts/lib/seed.mjs';
import { allergens, categories } from '../seed/shared.mjs';

const CMS_PORT = Number(process.env.PG_TEST_CMS_PORT ?? 8175);
const PG_PORT = Number(process.env.PG_TEST_PORT ?? 8176);
const PG_DIR = 'cms/.test-data/postgres';
const CMS_DATA_DIR = 'cms/.test-data/postgres-directus';
const [saffron, cedar] = RESTAURANTS;
const { collections: MODEL_COLLECTIONS, relations: MODEL_RELATIONS } = expandModel(loadModel());

let setup;
let pg;
let cms;
let admin;

const sum = (fn) => RESTAURANTS.reduce((total, data) => total + fn(data), 0);
const sumItems = (fn) => sum((data) => data.items.reduce((total, item) => total + fn(item), 0));

/** What the seed files describe, collection by collection. */
const EXPECTED_COUNTS = {
  restaurants: RESTAURANTS.length,
  website_color_scheme: RESTAURANTS.length,
  opening_hours: sum((d) => d.openingHours.length),
  hours_overrides: sum((d) => d.hoursOverrides.length),
  menu_categories: categories.length,
  allergens: allergens.length,
  menu_addons: sum((d) => d.addons.length),
  menu_variants: sumItems((i) => (i.variants ?? []).length),
  menu_items: sum((d) => d.items.length),
  menu_services: sum((d) => d.services.length),
  hero_slides: sum((d) => d.heroSlides.length),
  offer_items: sum((d) => d.offers.length),
  team: sum((d) => d.team.length),
  reviews: sum((d) => d.reviews.length),
  menu_items_files: sumItems((i) => i.images),
  menu_items_menu_variants: sumItems((i) => (i.variants ?? []).length),
  menu_items_menu_categories: sumItems((i) => i.categories.length),
  menu_items_allergens: sumItems((i) => i.allergens.length),
  menu_items_menu_addons: sumItems((i) => (i.addons ?? []).length),
};
const EXPECTED_FILES = sum((d) => fileSpecs(d).length);

/** Rows counted by PostgreSQL itself, as the database owner. */
function sqlCount(table) {
  return Number(
    pg.psql(`SELECT count(*) FROM "${table}";`, { as: pg.user, pass: pg.password, db: pg.database }).trim(),
  );
}

async function apiCounts() {
  const counts = {};
  for (const collection of Object.keys(EXPECTED_COUNTS)) {
    counts[collection] = Number((await admin.get(`/items/${collection}`, { aggregate: { count: '*' } }))[0].count);
  }
  counts.files = Number((await admin.get('/files', { aggregate: { count: '*' } }))[0].count);
  return counts;
}

// The site is made of what the publisher reads; an anonymous visitor may read nothing.
const site = publisher(() => cms.url);
const visitor = anonymous(() => cms.url);

/**
 * Run one of the cms scripts against this CMS; resolves to { status, output }. Asynchronous on
 * purpose: a blocked event loop cannot notice Directus closing idle keep-alive connections, and
 * the next fetch would then fail on a dead socket.
 */
function runScript(script, args = []) {
  const env = { ...process.env, ...pg.env, CMS_PORT: String(CMS_PORT), CMS_HOST: '127.0.0.1', CMS_DATA_DIR };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(CMS_DIR, 'scripts', script), ...args],
      { env, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ status: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

async function runOk(script) {
  const { status, output } = await runScript(script);
  assert.equal(status, 0, `${script} failed:\n${output}`);
  return output;
}

describe('finding PostgreSQL', () => {
  it('picks the newest complete /usr/lib/postgresql/<version>/bin, or none', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'pg-bin-'));
    try {
      assert.equal(findPostgresBin({ env: {}, root }), null);
      for (const [version, names] of [
        ['9.6', ['initdb', 'postgres', 'psql']],
        ['13', ['initdb', 'postgres', 'psql']],
        ['16', ['psql']],
      ]) {
        await mkdir(path.join(root, version, 'bin'), { recursive: true });
        for (const name of names) await writeFile(path.join(root, version, 'bin', name), '');
      }
      assert.equal(
        findPostgresBin({ env: {}, root }),
        path.join(root, '13', 'bin'),
        'client-only 16 is skipped; 13 beats 9.6',
      );
      assert.equal(findPostgresBin({ env: {}, root: path.join(root, 'missing') }), null);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('is installed on this machine (apt-get install -y postgresql)', () => {
    assert.match(INSTALL_HINT, /apt-get install -y postgresql/);
    assert.ok(findPostgresBin(), INSTALL_HINT);
  });
});

describe('the CMS on PostgreSQL', () => {
  before(
    async () => {
      setup = await startPostgresCms({ pgPort: PG_PORT, pgDir: PG_DIR, cmsPort: CMS_PORT, cmsDataDir: CMS_DATA_DIR });
      ({ pg, cms, admin } = setup);
    },
    { timeout: 240_000 },
  );

  after(async () => {
    await setup?.stop();
    if (setup) console.log(`[postgres test] ${setup.describeTimings()}`);
  });

  it('keeps its data in PostgreSQL, not in a SQLite file', () => {
    assert.equal(existsSync(path.join(cms.dataDir, 'directus.db')), false, 'no SQLite database was created');
    const tables = pg
      .psql("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1;", {
        as: pg.user,
        pass: pg.password,
        db: pg.database,
      })
      .trim()
      .split('\n');
    for (const c of MODEL_COLLECTIONS) assert.ok(tables.includes(c.collection), `table ${c.collection}`);
    assert.ok(tables.includes('directus_users') && tables.includes('directus_permissions'), 'Directus system tables');
    const owner = pg
      .psql(`SELECT tableowner FROM pg_tables WHERE tablename = 'menu_items';`, { db: pg.database })
      .trim();
    assert.equal(owner, pg.user, 'tables belong to the ordinary database role, not the superuser');
  });

  it('has exactly the collections, fields and relations of schema/model.json', async () => {
    const all = (await admin.get('/collections')).filter((c) => !c.collection.startsWith('directus_'));
    // The admin app's folders by task hold no table.
    const folders = all.filter((c) => c.schema === null).map((c) => c.collection);
    assert.deepEqual(
      folders.sort(),
      folderCollections(loadModel())
        .map((f) => f.collection)
        .sort(),
    );
    const collections = all.filter((c) => c.schema !== null).map((c) => c.collection);
    assert.deepEqual(collections.sort(), MODEL_COLLECTIONS.map((c) => c.collection).sort());

    const fields = await admin.get('/fields');
    const types = new Map(fields.map((f) => [`${f.collection}.${f.field}`, f.type]));
    for (const c of MODEL_COLLECTIONS) {
      const present = fields
        .filter((f) => f.collection === c.collection)
        .map((f) => f.field)
        .sort();
      assert.deepEqual(present, [...c.fields, ...c.aliases].map((f) => f.field).sort(), c.collection);
      // PostgreSQL keeps every declared type (SQLite turns decimal into float).
      for (const f of [...c.fields, ...c.aliases])
        assert.equal(types.get(`${c.collection}.${f.field}`), f.type, `${c.collection}.${f.field}`);
    }
    assert.equal(types.get('menu_items.default_price'), 'decimal');

    const relations = await admin.get('/relations');
    const key = (r) => `${r.collection}.${r.field} -> ${r.related_collection}`;
    const actual = new Set(relations.filter((r) => !r.collection.startsWith('directus_')).map(key));
    assert.deepEqual([...actual].sort(), MODEL_RELATIONS.map(key).sort());
  });

  it('holds exactly the seed, counted by the API and by PostgreSQL', async () => {
    const counts = await apiCounts();
    assert.deepEqual(counts, { ...EXPECTED_COUNTS, files: EXPECTED_FILES });
    for (const [table, expected] of Object.entries(EXPECTED_COUNTS)) assert.equal(sqlCount(table), expected, table);
    assert.equal(EXPECTED_COUNTS.menu_items, saffron.items.length + cedar.items.length);
  });

  it('lets the publisher read the seeded menu, prices and Arabic text', async () => {
    const [restaurant] = await site.items('restaurants', {
      filter: { slug: { _eq: DEFAULT_SLUG } },
      fields: 'name_en,name_ar,address_ar,enable_arabic,opens_at,website_color_scheme.root_theme',
    });
    assert.equal(restaurant.name_en, saffron.restaurant.name_en);
    assert.equal(restaurant.name_ar, saffron.restaurant.name_ar);
    assert.equal(restaurant.address_ar, saffron.restaurant.address_ar);
    assert.equal(restaurant.enable_arabic, true);
    assert.match(restaurant.opens_at, /^\d\d:\d\d:\d\d$/);
    assert.equal(restaurant.website_color_scheme.root_theme, saffron.colorScheme.root_theme);
    const stored = pg
      .psql(`SELECT name_ar FROM restaurants WHERE slug = '${DEFAULT_SLUG}';`, {
        as: pg.user,
        pass: pg.password,
        db: pg.database,
      })
      .trim();
    assert.equal(stored, saffron.restaurant.name_ar, 'the Arabic name is stored as UTF-8 text');

    const seeded = saffron.items.find((i) => i.name_en === 'Chicken Kabsa');
    const [kabsa] = await site.items('menu_items', {
      filter: { _and: [{ restaurant: { slug: { _eq: DEFAULT_SLUG } } }, { name_en: { _eq: 'Chicken Kabsa' } }] },
      fields:
        'name_ar,default_price,is_halal,variants.menu_variants_id.price,variants.menu_variants_id.name_ar,images.directus_files_id.id',
    });
    assert.equal(kabsa.name_ar, seeded.name_ar);
    // PostgreSQL decimals arrive as strings ("48.00"); the site's normalisers read both.
    assert.equal(typeof kabsa.default_price, 'string');
    assert.equal(Number(kabsa.default_price), seeded.default_price);
    assert.deepEqual(
      kabsa.variants.map((v) => Number(v.menu_variants_id.price)),
      seeded.variants.map((v) => v.price),
    );
    assert.deepEqual(
      kabsa.variants.map((v) => v.menu_variants_id.name_ar),
      seeded.variants.map((v) => v.name_ar),
    );
    assert.equal(kabsa.is_halal, true);

    const image = await site.get(`/assets/${kabsa.images[0].directus_files_id.id}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
  });

  it('filters and searches per restaurant, in Arabic too', async () => {
    const bySlug = (slug) => ({ restaurant: { slug: { _eq: slug } } });
    for (const [slug, data] of [
      [DEFAULT_SLUG, saffron],
      [SECOND_SLUG, cedar],
    ]) {
      const items = await site.items('menu_items', { filter: bySlug(slug), fields: 'restaurant.slug' });
      assert.equal(items.length, data.items.length, slug);
      assert.ok(items.every((i) => i.restaurant.slug === slug));
    }
    const search = async (slug, text) =>
      (
        await site.items('menu_items', {
          filter: { _and: [bySlug(slug), { name_ar: { _icontains: text } }] },
          fields: 'name_en',
        })
      ).map((i) => i.name_en);
    const expected = cedar.items.filter((i) => i.name_ar.includes('شاورما')).map((i) => i.name_en);
    assert.ok(expected.length > 0);
    assert.deepEqual((await search(SECOND_SLUG, 'شاورما')).sort(), expected.sort());
    const { body } = await site.get('/items/menu_items', {
      filter: bySlug(DEFAULT_SLUG),
      limit: 12,
      page: 2,
      meta: 'filter_count',
      fields: 'id',
    });
    assert.equal(body.meta.filter_count, saffron.items.length);
  });

  it('refuses anonymous reads, creates, updates and deletes, and private data', async () => {
    await visitor.assertRefused(Object.keys(EXPECTED_COUNTS));
    for (const pathname of ['/users', '/settings', '/items/cms_seed_ledger']) {
      const { status, body } = await visitor.get(pathname);
      assert.ok(status === 401 || status === 403, `${pathname} answered ${status}`);
      assert.equal(body?.data, undefined, pathname);
    }
    assert.deepEqual(await apiCounts(), { ...EXPECTED_COUNTS, files: EXPECTED_FILES }, 'nothing changed');
  });

  it('re-running schema, permissions and seed changes nothing and duplicates nothing', async () => {
    assert.match(await runOk('schema-apply.mjs'), /schema: up to date/);
    assert.match(await runOk('permissions-apply.mjs'), /permissions \(public: none\): up to date/);
    assert.match(await runOk('seed.mjs'), /0 records created/);
    assert.deepEqual(await apiCounts(), { ...EXPECTED_COUNTS, files: EXPECTED_FILES });
    assert.equal(sqlCount('menu_items'), EXPECTED_COUNTS.menu_items);
  });

  it('refuses `npm run reset`, which only wipes SQLite, and leaves the data alone', async () => {
    const { status, output } = await runScript('reset.mjs');
    assert.notEqual(status, 0);
    assert.match(output, /only wipes the local SQLite database \(DB_CLIENT is pg\)/);
    assert.deepEqual(await apiCounts(), { ...EXPECTED_COUNTS, files: EXPECTED_FILES });
  });
});
