// Fast checks that need no running CMS: configuration, production guard, the committed
// model and access description, and the seed content itself.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { validatePayload } from '@directus/utils';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import {
  CMS_DIR,
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_PUBLISHER_TOKEN,
  DEFAULT_SECRET,
  ProductionConfigError,
  buildEnv,
  node22Binary,
  productionProblems,
} from '../scripts/lib/config.mjs';
import { startCms } from '../scripts/lib/instance.mjs';
import { siteReadPermissions, coreTierPermissions } from '../scripts/lib/permissions.mjs';
import { directionCss, translationStrings, withDirectionCss } from '../scripts/lib/admin.mjs';
import { expandModel, loadModel, publicFieldMap } from '../scripts/lib/schema.mjs';
import { RESTAURANTS, fileSpecs, recordPayload, seedPayloads, sharedPayloads } from '../scripts/lib/seed.mjs';
import { directusValidation } from '../scripts/lib/checks.mjs';
import { renderWebp } from '../scripts/lib/images.mjs';
import { categories, allergens } from '../seed/shared.mjs';
import { DEFAULT_SLUG, SECOND_SLUG } from '../seed/slugs.mjs';
import { JUNCTIONS, SPEC_FIELDS } from './spec-fields.mjs';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:00$/;

describe('configuration', () => {
  it('has safe local defaults', () => {
    const env = buildEnv({ baseEnv: {}, envFile: null });
    assert.equal(env.HOST, '127.0.0.1');
    assert.equal(env.PORT, '8055');
    assert.equal(env.PUBLIC_URL, 'http://127.0.0.1:8055');
    assert.equal(env.DB_CLIENT, 'sqlite3');
    assert.equal(env.DB_FILENAME, path.join(CMS_DIR, 'data', 'directus.db'));
    assert.equal(env.STORAGE_LOCAL_ROOT, path.join(CMS_DIR, 'data', 'uploads'));
    assert.equal(env.ADMIN_EMAIL, 'admin@example.com');
    assert.equal(env.ADMIN_PASSWORD, 'saffron-admin-local');
    for (const [key, value] of Object.entries({
      WEBSOCKETS_ENABLED: 'false',
      TELEMETRY: 'false',
      CACHE_ENABLED: 'false',
      RATE_LIMITER_ENABLED: 'false',
      CORS_ENABLED: 'false',
      CACHE_SCHEMA_FREEZE_ENABLED: 'true',
      WEBSOCKETS_LOGS_ENABLED: 'false',
      PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION: 'false',
    })) {
      assert.equal(env[key], value, key);
    }
    assert.match(env.TELEMETRY_URL, /^http:\/\/127\.0\.0\.1:/, 'usage reports stay on loopback');
  });

  it('passes other Directus variables through and lets options win', () => {
    const env = buildEnv({
      baseEnv: { DB_CLIENT: 'pg', DB_HOST: 'db.internal', PORT: '9000', CORS_ORIGIN: 'https://example.com' },
      port: 8156,
      dataDir: 'cms/.test-data/x',
      envFile: null,
    });
    assert.equal(env.DB_CLIENT, 'pg');
    assert.equal(env.DB_HOST, 'db.internal');
    assert.equal(env.DB_FILENAME, undefined);
    assert.equal(env.PORT, '8156');
    assert.equal(env.PUBLIC_URL, 'http://127.0.0.1:8156');
    assert.equal(env.CORS_ORIGIN, 'https://example.com');
    assert.equal(
      env.CMS_DATA_DIR,
      path.join(CMS_DIR, '.test-data', 'x'),
      'relative dataDir is taken from the repo root',
    );
  });

  it('reads cms/.env-style files, with the environment winning', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'cms-env-')), '.env');
    await writeFile(file, 'ADMIN_EMAIL=owner@example.com\nPORT=9100\n# comment\nLOG_LEVEL=info\n');
    const env = buildEnv({ baseEnv: { LOG_LEVEL: 'debug' }, envFile: file });
    assert.equal(env.ADMIN_EMAIL, 'owner@example.com');
    assert.equal(env.PORT, '9100');
    assert.equal(env.LOG_LEVEL, 'debug');
  });

  it('runs Directus on Node 22', () => {
    const version = spawnSync(node22Binary(), ['--version'], { encoding: 'utf8' }).stdout.trim();
    assert.match(version, /^v22\./);
  });
});

describe('production guard', () => {
  it('turns the data cache on in production, purged on every edit, unless told otherwise', () => {
    const production = buildEnv({ baseEnv: { NODE_ENV: 'production' }, envFile: null });
    assert.equal(production.CACHE_ENABLED, 'true');
    assert.equal(production.CACHE_AUTO_PURGE, 'true');
    assert.equal(production.CACHE_STORE, 'memory');
    assert.equal(
      buildEnv({ baseEnv: { NODE_ENV: 'production', CACHE_ENABLED: 'false' }, envFile: null }).CACHE_ENABLED,
      'false',
    );
    assert.equal(buildEnv({ baseEnv: {}, envFile: null }).CACHE_ENABLED, 'false');
  });

  it('limits requests per address and image transforms in production, unless told otherwise', () => {
    const production = buildEnv({ baseEnv: { NODE_ENV: 'production' }, envFile: null });
    assert.equal(production.RATE_LIMITER_ENABLED, 'true');
    assert.equal(production.ASSETS_TRANSFORM_IMAGE_MAX_OUTPUT_DIMENSION, '2400');
    assert.equal(production.ASSETS_TRANSFORM_MAX_CONCURRENT, '4');
    const local = buildEnv({ baseEnv: {}, envFile: null });
    assert.equal(local.RATE_LIMITER_ENABLED, 'false');
    assert.equal(local.ASSETS_TRANSFORM_MAX_CONCURRENT, undefined);
    assert.equal(
      buildEnv({ baseEnv: { NODE_ENV: 'production', RATE_LIMITER_POINTS: '500' }, envFile: null }).RATE_LIMITER_POINTS,
      '500',
    );
  });

  it('flags the default secret, passwords and publisher token only in production', () => {
    assert.deepEqual(productionProblems(buildEnv({ baseEnv: {}, envFile: null })), []);
    assert.equal(productionProblems(buildEnv({ baseEnv: { NODE_ENV: 'production' }, envFile: null })).length, 4);
    assert.equal(
      productionProblems(buildEnv({ baseEnv: { NODE_ENV: 'production', SECRET: 'x'.repeat(40) }, envFile: null }))
        .length,
      3,
    );
    const production = {
      NODE_ENV: 'production',
      SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-real-one',
      MANAGER_PASSWORD: 'another-real-one',
    };
    assert.deepEqual(productionProblems(buildEnv({ baseEnv: production, envFile: null })), [
      'PUBLISHER_TOKEN is unset, too short or the local default',
    ]);
    assert.equal(
      productionProblems(
        buildEnv({ baseEnv: { ...production, PUBLISHER_TOKEN: DEFAULT_PUBLISHER_TOKEN }, envFile: null }),
      ).length,
      1,
    );
    assert.deepEqual(
      productionProblems(buildEnv({ baseEnv: { ...production, PUBLISHER_TOKEN: 'p'.repeat(32) }, envFile: null })),
      [],
    );
    assert.notEqual(DEFAULT_SECRET, '');
    assert.notEqual(DEFAULT_ADMIN_PASSWORD, '');
  });

  it('startCms refuses default secrets with NODE_ENV=production', async () => {
    await assert.rejects(
      startCms({ port: 8159, dataDir: 'cms/.test-data/guard', env: { NODE_ENV: 'production' }, quiet: true }),
      (error) =>
        error instanceof ProductionConfigError && /SECRET/.test(error.message) && /ADMIN_PASSWORD/.test(error.message),
    );
  });

  it('npm start exits non-zero with a clear message', () => {
    const env = { ...process.env, NODE_ENV: 'production', SECRET: DEFAULT_SECRET, CMS_PORT: '8159' };
    delete env.ADMIN_PASSWORD;
    const result = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts', 'start.mjs')], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /Refusing to start the CMS where others can reach it/);
  });

  it('refuses the local defaults and a missing PUBLIC_URL whenever the CMS listens beyond loopback', () => {
    // No NODE_ENV at all: listening on every interface is enough.
    const open = productionProblems(buildEnv({ baseEnv: { CMS_HOST: '0.0.0.0' }, envFile: null }));
    assert.deepEqual(open, [
      'SECRET is the local default',
      'ADMIN_PASSWORD is the local default',
      'MANAGER_PASSWORD is the local default',
      'PUBLISHER_TOKEN is unset, too short or the local default',
      'PUBLIC_URL is not set to the address editors use',
    ]);
    const safe = {
      CMS_HOST: '10.1.2.3',
      SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-real-one',
      MANAGER_PASSWORD: 'another-real-one',
      PUBLISHER_TOKEN: 'p'.repeat(32),
    };
    assert.deepEqual(productionProblems(buildEnv({ baseEnv: safe, envFile: null })), [
      'PUBLIC_URL is not set to the address editors use',
    ]);
    assert.deepEqual(
      productionProblems(buildEnv({ baseEnv: { ...safe, PUBLIC_URL: 'https://cms.example.com' }, envFile: null })),
      [],
    );
    // On loopback, with the address it is reached at on loopback too (a local or test instance),
    // the defaults are fine.
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      assert.deepEqual(productionProblems(buildEnv({ baseEnv: { CMS_HOST: host }, envFile: null })), []);
  });

  it('refuses the local defaults behind a reverse proxy: loopback, but a PUBLIC_URL that is not', () => {
    // Directus on 127.0.0.1:8055 behind nginx, with no NODE_ENV: the internet reaches it all the same.
    const proxied = { PUBLIC_URL: 'https://cms.example.com' };
    assert.deepEqual(productionProblems(buildEnv({ baseEnv: proxied, envFile: null })), [
      'SECRET is the local default',
      'ADMIN_PASSWORD is the local default',
      'MANAGER_PASSWORD is the local default',
      'PUBLISHER_TOKEN is unset, too short or the local default',
    ]);
    for (const NODE_ENV of ['development', 'test'])
      assert.equal(productionProblems(buildEnv({ baseEnv: { ...proxied, NODE_ENV }, envFile: null })).length, 4);
    for (const url of ['http://192.168.1.20:8055', 'https://203.0.113.9', 'http://[2001:db8::1]:8055', 'not a url'])
      assert.equal(productionProblems(buildEnv({ baseEnv: { PUBLIC_URL: url }, envFile: null })).length, 4, url);
    const own = {
      ...proxied,
      SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-real-one',
      MANAGER_PASSWORD: 'another-real-one',
      PUBLISHER_TOKEN: 'p'.repeat(32),
    };
    assert.deepEqual(productionProblems(buildEnv({ baseEnv: own, envFile: null })), []);
    // A loopback PUBLIC_URL (the developer's default) keeps the defaults working.
    for (const url of ['http://127.0.0.1:8055', 'http://localhost:8055', 'http://LOCALHOST', 'http://[::1]:8055'])
      assert.deepEqual(productionProblems(buildEnv({ baseEnv: { PUBLIC_URL: url }, envFile: null })), [], url);
  });

  it('startCms refuses the local defaults on loopback when PUBLIC_URL is public', async () => {
    await assert.rejects(
      startCms({
        port: 8159,
        dataDir: 'cms/.test-data/guard',
        env: { PUBLIC_URL: 'https://cms.example.com' },
        quiet: true,
      }),
      (error) =>
        error instanceof ProductionConfigError &&
        ['SECRET', 'ADMIN_PASSWORD', 'PUBLISHER_TOKEN'].every((name) => error.message.includes(name)),
    );
  });

  it('npm start behind a reverse proxy (public PUBLIC_URL, loopback listen) exits non-zero naming the secrets', () => {
    const env = { ...process.env, PUBLIC_URL: 'https://cms.example.com', CMS_HOST: '127.0.0.1', CMS_PORT: '8159' };
    for (const name of ['NODE_ENV', 'SECRET', 'ADMIN_PASSWORD', 'PUBLISHER_TOKEN', 'HOST']) delete env[name];
    const result = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts', 'start.mjs')], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /Refusing to start the CMS/);
    for (const name of ['SECRET', 'ADMIN_PASSWORD', 'PUBLISHER_TOKEN']) assert.match(result.stderr, new RegExp(name));
  });

  it('startCms refuses to listen on every interface with the local defaults', async () => {
    await assert.rejects(
      startCms({ host: '0.0.0.0', port: 8159, dataDir: 'cms/.test-data/guard', quiet: true }),
      (error) => error instanceof ProductionConfigError && /PUBLIC_URL/.test(error.message),
    );
  });
});

describe('committed model and site access', () => {
  const model = loadModel();
  const { collections } = expandModel(model);
  const byName = Object.fromEntries(collections.map((c) => [c.collection, c]));

  it('holds every collection and field the site reads', () => {
    for (const [collection, fields] of Object.entries(SPEC_FIELDS)) {
      const c = byName[collection];
      assert.ok(c, `collection ${collection}`);
      const names = [...c.fields, ...c.aliases].map((f) => f.field);
      for (const field of fields) assert.ok(names.includes(field), `${collection}.${field}`);
    }
  });

  it('declares the junction collections with the contract names', () => {
    for (const [, junction, selfKey, relatedKey] of JUNCTIONS) {
      const c = byName[junction];
      assert.ok(c, junction);
      assert.deepEqual(
        c.fields.map((f) => f.field).filter((f) => f !== 'id' && f !== 'sort'),
        [selfKey, relatedKey],
      );
    }
  });

  it('lets the site be read, and only read: its collections and files', () => {
    for (const permissions of [siteReadPermissions(), coreTierPermissions(siteReadPermissions())]) {
      assert.ok(permissions.every((p) => p.action === 'read'));
      const names = permissions.map((p) => p.collection);
      assert.ok(names.includes('directus_files'));
      for (const collection of [...Object.keys(SPEC_FIELDS), ...JUNCTIONS.map((j) => j[1])])
        assert.ok(names.includes(collection), collection);
      for (const hidden of ['cms_seed_ledger', 'directus_users', 'directus_settings'])
        assert.ok(!names.includes(hidden), hidden);
    }
    const files = siteReadPermissions().find((p) => p.collection === 'directus_files');
    assert.ok(!files.fields.includes('uploaded_by'));
    assert.ok(files.permissions.folder._eq);
    assert.deepEqual(
      Object.keys(publicFieldMap(model)).sort(),
      siteReadPermissions()
        .filter((p) => p.collection !== 'directus_files')
        .map((p) => p.collection)
        .sort(),
    );
  });
});

describe("the admin app in the restaurant's words", () => {
  const model = loadModel();
  const { collections } = expandModel(model);
  const bilingual = (label, what) => {
    assert.ok(label && LATIN.test(label.en), `${what}: English label "${label?.en}"`);
    assert.ok(ARABIC.test(label.ar ?? ''), `${what}: Arabic label "${label?.ar}"`);
  };

  it('names every collection, field, note and choice in English and Arabic', () => {
    for (const c of model.collections) {
      bilingual(c.label, c.collection);
      for (const f of c.fields) {
        bilingual(f.label, `${c.collection}.${f.field}`);
        if (f.note) bilingual(f.note, `${c.collection}.${f.field} note`);
        for (const value of f.choices ?? [])
          bilingual(f.choice_labels?.[value], `${c.collection}.${f.field} = ${value}`);
      }
    }
    for (const folder of model.folders) bilingual(folder.label, `folder ${folder.folder}`);
    // What Directus is given: no automatic title ("Name En") is left for any field an editor sees.
    for (const c of collections.filter((c) => !c.junction))
      for (const f of [...c.fields, ...c.aliases])
        assert.deepEqual(
          f.meta.translations?.map((t) => t.language),
          ['en-US', 'ar-SA'],
          `${c.collection}.${f.field}`,
        );
    const strings = translationStrings(model);
    assert.equal(new Set(strings.map((row) => `${row.language} ${row.key}`)).size, strings.length);
    assert.ok(strings.every((row) => /^[a-z0-9-]+$/.test(row.key) && row.value));
  });

  it('puts every collection in one folder by task, junctions hidden', () => {
    const placed = model.folders.flatMap((folder) => folder.collections);
    assert.deepEqual([...placed].sort(), model.collections.map((c) => c.collection).sort());
    assert.deepEqual(
      model.folders.map((folder) => folder.folder),
      ['menu', 'restaurant', 'home', 'site'],
    );
    for (const c of collections.filter((c) => c.junction)) assert.equal(c.meta.hidden, true, c.collection);
    // Sizes and add-ons are edited on the dish.
    for (const name of ['menu_variants', 'menu_addons'])
      assert.equal(collections.find((c) => c.collection === name).meta.hidden, true, name);
  });

  it("refuses a price the publish refuses in the editor, with the publish check's words in both languages", () => {
    const price = collections
      .find((c) => c.collection === 'menu_items')
      .fields.find((f) => f.field === 'default_price');
    assert.deepEqual(price.meta.validation, {
      _or: [{ default_price: { _null: true } }, { default_price: { _between: [0, 1000000] } }],
    });
    const key = price.meta.validation_message.replace(/^\$t:/, '');
    const texts = translationStrings(model).filter((row) => row.key === key);
    assert.deepEqual(
      texts.map((row) => [row.language, row.value]),
      [
        ['en-US', 'This value is not a price (a number from 0 to 1,000,000).'],
        ['ar-SA', 'هذه القيمة ليست سعرًا (رقم من 0 إلى 1,000,000).'],
      ],
    );
    // Every validated field says why in both languages.
    for (const c of collections.filter((c) => !c.junction))
      for (const f of c.fields.filter((f) => f.meta.validation)) {
        const own = f.meta.validation_message?.replace(/^\$t:/, '');
        assert.deepEqual(
          translationStrings(model)
            .filter((row) => row.key === own)
            .map((row) => row.language),
          ['en-US', 'ar-SA'],
          `${c.collection}.${f.field}`,
        );
      }
  });

  it("edits Arabic right to left and English left to right, keeping an admin's own CSS", () => {
    const css = directionCss(model);
    for (const c of model.collections)
      for (const f of c.fields.filter((f) => f.rtl)) {
        assert.match(css, new RegExp(`\\[data-field="${f.field}"\\][^{]*\\{ direction: rtl`), f.field);
      }
    assert.match(css, /\[data-field="name_en"\][^{]*\{ direction: ltr/);
    const own = '.v-button { border-radius: 0; }';
    const once = withDirectionCss(own, css);
    assert.ok(once.startsWith(own));
    assert.equal(withDirectionCss(once, css), once);
    assert.equal(withDirectionCss(once, css.replace('rtl', 'ltr')).split('saffron: end').length, 2);
  });
});

describe('seed content', () => {
  const [saffron, cedar] = RESTAURANTS;

  it('uses the agreed slugs', () => {
    assert.equal(saffron.slug, DEFAULT_SLUG);
    assert.equal(cedar.slug, SECOND_SLUG);
    assert.equal(DEFAULT_SLUG, 'saffron-house');
    assert.equal(SECOND_SLUG, 'cedar-grill');
  });

  it('has a complete default restaurant', () => {
    const r = saffron.restaurant;
    assert.equal(r.name_en, 'Saffron House');
    assert.equal(r.name_ar, 'بيت الزعفران');
    assert.match(r.phone_no, /^\+966/);
    assert.match(r.whatsapp_no, /^\+966/);
    assert.match(r.google_maps_url, /^https:\/\/maps\.google\.com\/\?q=/);
    assert.match(r.google_maps_iframe_html, /^<iframe src="https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    for (const key of ['facebook_url', 'tiktok_url', 'instagram_url']) assert.match(r[key], /^https:\/\//);
    assert.equal(saffron.openingHours.length, 7);
    assert.equal(new Set(saffron.openingHours.map((h) => h.Day)).size, 7);
    assert.equal(saffron.openingHours.filter((h) => h.closed_this_day).length, 1);
    for (const h of saffron.openingHours.filter((x) => !x.closed_this_day)) {
      assert.match(h.opens_at, TIME, h.Day);
      assert.match(h.closes_at, TIME, h.Day);
    }
    // Issue 19: a day with two shifts, and one whose hours run past midnight.
    const split = saffron.openingHours.find((h) => h.opens_at_2);
    assert.ok(split && split.closes_at < split.opens_at_2 && split.opens_at_2 < split.closes_at_2, 'a split day');
    assert.ok(
      saffron.openingHours.some((h) => h.closes_at && h.closes_at < h.opens_at),
      'a day past midnight',
    );
    assert.equal(Object.keys(saffron.colorScheme).length, 27);
    assert.ok(
      Object.values(saffron.colorScheme).some((c) => /^[0-9A-F]{6}$/i.test(c)),
      'some colours lack the leading #',
    );
  });

  it('has date overrides that a publish accepts: real dates, ranges in order, times, both languages', () => {
    const day = (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && /^\d{4}-\d{2}-\d{2}$/.test(value);
    for (const restaurant of RESTAURANTS) {
      assert.ok(restaurant.hoursOverrides.length >= 1, restaurant.slug);
      for (const o of restaurant.hoursOverrides) {
        assert.ok(day(o.date), `${o.key} date`);
        if (o.end_date) assert.ok(day(o.end_date) && o.end_date > o.date, `${o.key} end_date`);
        assert.match(o.note_en, LATIN, o.key);
        assert.match(o.note_ar, ARABIC, o.key);
        if (o.closed) assert.ok(!o.opens_at && !o.closes_at, `${o.key}: closed, with no times`);
        else {
          assert.match(o.opens_at, TIME, o.key);
          assert.match(o.closes_at, TIME, o.key);
        }
      }
    }
    const [ramadan, eid] = saffron.hoursOverrides;
    assert.ok(ramadan.end_date && !ramadan.closed, 'a range with its own hours');
    assert.ok(eid.closed && !eid.end_date, 'a closed holiday');
  });

  it('has at least 40 dishes in 6 categories, with variants, add-ons, allergens and 1-3 images', () => {
    assert.ok(saffron.items.length >= 40, `${saffron.items.length} items`);
    const used = new Set(saffron.items.flatMap((i) => i.categories));
    assert.ok(used.size >= 6);
    const slugs = new Set(categories.map((c) => c.slug));
    const allergenKeys = new Set(allergens.map((a) => a.key));
    for (const restaurant of RESTAURANTS) {
      const addonKeys = new Set(restaurant.addons.map((a) => a.key));
      for (const item of restaurant.items) {
        assert.ok(item.images >= 1 && item.images <= 3, item.key);
        assert.ok(item.default_price > 0 && item.default_calories > 0, item.key);
        for (const c of item.categories) assert.ok(slugs.has(c), `${item.key}: ${c}`);
        for (const a of item.allergens) assert.ok(allergenKeys.has(a), `${item.key}: ${a}`);
        for (const a of item.addons ?? []) assert.ok(addonKeys.has(a), `${item.key}: ${a}`);
        for (const variant of item.variants ?? []) assert.ok(variant.price > 0, item.key);
      }
    }
    assert.ok(saffron.items.filter((i) => (i.variants ?? []).length >= 2).length >= 5);
    assert.ok(saffron.items.some((i) => (i.variants ?? []).length === 3));
    assert.ok(saffron.items.filter((i) => (i.addons ?? []).length > 0).length >= 10);
  });

  it('states dietary facts that agree with each dish and its allergens', () => {
    const animal = ['dairy', 'eggs', 'fish', 'shellfish'];
    for (const restaurant of RESTAURANTS) {
      for (const item of restaurant.items) {
        if (item.is_vegan) {
          assert.ok(item.is_vegetarian, `${item.key}: vegan but not vegetarian`);
          for (const a of animal) assert.ok(!item.allergens.includes(a), `${item.key}: vegan with ${a}`);
        }
        if (item.is_vegetarian)
          for (const a of ['fish', 'shellfish']) assert.ok(!item.allergens.includes(a), `${item.key}: ${a}`);
        if (item.is_gluten_free) assert.ok(!item.allergens.includes('gluten'), `${item.key}: gluten-free with gluten`);
        assert.ok([undefined, 0, 1, 2, 3].includes(item.spice_level), `${item.key}: spice ${item.spice_level}`);
      }
    }
    const count = (flag) => saffron.items.filter((i) => i[flag]).length;
    assert.ok(count('is_vegetarian') >= 12 && count('is_vegan') >= 6 && count('is_gluten_free') >= 12);
    assert.ok(saffron.items.some((i) => i.spice_level > 0));
    // Meat, chicken, fish and seafood dishes are never vegetarian.
    const meat = /\b(lamb|chicken|beef|shrimp|hammour|meat|kofta|wings|kebab|shawarma|skewers)\b/i;
    for (const restaurant of RESTAURANTS)
      for (const item of restaurant.items)
        if (meat.test(item.name_en) || meat.test(item.description_en))
          assert.ok(!item.is_vegetarian, `${item.key}: vegetarian with meat`);
  });

  it('gives every record every field of the model, and values the admin app would save', () => {
    const model = loadModel();
    const payloads = [sharedPayloads(model), ...RESTAURANTS.map((restaurant) => seedPayloads(restaurant, model))];
    for (const byCollection of payloads)
      for (const [collection, records] of Object.entries(byCollection)) {
        const fields = model.collections.find((c) => c.collection === collection).fields;
        for (const { key, payload } of records) {
          for (const spec of fields) {
            const validation = directusValidation(model, spec);
            if (!validation || !(spec.field in payload)) continue;
            assert.deepEqual(
              validatePayload(validation, payload),
              [],
              `${key}: ${spec.field} = ${payload[spec.field]}`,
            );
          }
        }
      }
    // A field the seed does not state takes the model's default: halal unless a dish says otherwise.
    const [hummus] = seedPayloads(saffron, model).menu_items;
    assert.equal(hummus.payload.is_halal, true);
    assert.equal(hummus.payload.sold_out, false);
  });

  it('seeds a field added to the model, and stops on a seed key the model does not have, naming it', () => {
    const model = structuredClone(loadModel());
    model.collections
      .find((c) => c.collection === 'menu_items')
      .fields.push({
        field: 'contains_nuts',
        type: 'boolean',
        default: false,
        label: { en: 'Contains nuts', ar: 'يحتوي على مكسرات' },
      });
    const dish = { ...saffron.items[0], contains_nuts: true };
    const own = ['key', 'art', 'images', 'categories', 'allergens', 'variants', 'addons'];
    assert.equal(recordPayload('menu_items', dish, { own, model }).contains_nuts, true);
    assert.equal(recordPayload('menu_items', saffron.items[1], { own, model }).contains_nuts, false);
    assert.throws(
      () => seedPayloads({ ...saffron, items: [{ ...saffron.items[0], contains_nut: true }] }),
      /menu_items record "hummus-beiruti" has "contains_nut", not a field of menu_items in cms\/schema\/model\.json/,
    );
  });

  it('has the other sections of the brief', () => {
    assert.equal(saffron.heroSlides.length, 3);
    assert.equal(saffron.services.length, 5);
    assert.equal(saffron.offers.filter((o) => o.status === 'Active').length, 6);
    assert.equal(saffron.offers.filter((o) => o.status === 'Inactive').length, 1);
    assert.equal(saffron.team.length, 4);
    assert.equal(saffron.reviews.length, 8);
    const stars = saffron.reviews.map((r) => r.review_star_count);
    assert.ok(stars.includes(null));
    assert.ok(new Set(stars.filter(Boolean)).size >= 3);
    assert.ok(stars.every((s) => s === null || (s >= 1 && s <= 5)));
    assert.ok(cedar.items.length >= 6 && cedar.items.length <= 10);
  });

  it('writes English in Latin script and Arabic in Arabic script everywhere', () => {
    const check = (record, label) => {
      for (const [key, value] of Object.entries(record)) {
        if (typeof value !== 'string' || !value) continue;
        if (key.endsWith('_ar')) assert.match(value, ARABIC, `${label}.${key}`);
        if (key.endsWith('_en')) {
          assert.match(value, LATIN, `${label}.${key}`);
          assert.doesNotMatch(value, ARABIC, `${label}.${key}`);
          assert.doesNotMatch(value, /lorem|ipsum/i, `${label}.${key}`);
        }
      }
    };
    for (const restaurant of RESTAURANTS) {
      check(restaurant.restaurant, restaurant.slug);
      for (const list of ['items', 'addons', 'heroSlides', 'services', 'offers', 'team', 'reviews', 'hoursOverrides']) {
        for (const record of restaurant[list]) {
          check(record, `${restaurant.slug}.${list}.${record.key}`);
          for (const variant of record.variants ?? []) check(variant, `${record.key} variant`);
        }
      }
    }
    for (const c of categories) check(c, c.slug);
    for (const a of allergens) check(a, a.key);
  });

  it('shares dish words between the restaurants, so search tests can prove no mixing', () => {
    const words = (r) => new Set(r.items.flatMap((i) => i.name_en.toLowerCase().split(/\W+/)));
    const shared = [...words(saffron)].filter((w) => words(cedar).has(w));
    for (const word of ['hummus', 'shawarma', 'grill']) assert.ok(shared.includes(word), word);
  });

  it('draws the same pictures on every run, a different one for each record', () => {
    // The seed's file ledger and the rendering cache rely on this: a fresh seed of the same
    // data must upload the same pictures.
    const fingerprints = () =>
      RESTAURANTS.flatMap((restaurant) =>
        fileSpecs(restaurant).map((spec) => `${spec.key} ${createHash('sha256').update(spec.draw()).digest('hex')}`),
      );
    const first = fingerprints();
    assert.deepEqual(fingerprints(), first);
    const pictures = new Set(first.map((line) => line.split(' ')[1]));
    assert.equal(pictures.size, first.length, 'two records share a picture');
  });

  it('draws its artwork as WebP pictures of sensible sizes', async () => {
    const specs = fileSpecs(saffron);
    const sample = ['item:chicken-kabsa:1', 'hero:kabsa:background', 'hero:kabsa:image', 'team:khalid', 'logo'];
    const expected = {
      'item:chicken-kabsa:1': [800, 600],
      'hero:kabsa:background': [1920, 800],
      'hero:kabsa:image': [800, 800],
      'team:khalid': [600, 700],
      logo: [400, 400],
    };
    for (const key of sample) {
      const spec = specs.find((s) => s.key === `${DEFAULT_SLUG}:file:${key}`);
      assert.ok(spec, key);
      const meta = await sharp(await renderWebp(spec.draw())).metadata();
      assert.equal(meta.format, 'webp');
      assert.deepEqual([meta.width, meta.height], expected[key], key);
    }
  });
});
