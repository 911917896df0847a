// End-to-end checks of the real CMS: a fresh Directus on loopback (port 8155), bootstrapped,
// given the schema, the permissions and the seed, then probed the way the site's publisher and
// an anonymous visitor would.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CMS_DIR } from '../scripts/lib/config.mjs';
import { DEFAULT_SLUG, SECOND_SLUG, adminToken, startCms } from '../scripts/lib/instance.mjs';
import { createClient } from '../scripts/lib/api.mjs';
import { DASHBOARD_NAME, applyInsights, websitePanels } from '../scripts/lib/insights.mjs';
import { anonymous, publisher } from './requests.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../scripts/lib/publisher-access.mjs';
import { RESTAURANTS } from '../scripts/lib/seed.mjs';
import { PROJECT_USAGE, applyProjectSettings } from '../scripts/lib/settings.mjs';
import { JUNCTIONS, PER_RESTAURANT, SPEC_FIELDS } from './spec-fields.mjs';
import { adminMessage, fieldCheck } from '../scripts/lib/checks.mjs';
import { validationKey } from '../scripts/lib/admin.mjs';
import { loadModel } from '../scripts/lib/schema.mjs';

const PORT = 8155;
const DATA_DIR = 'cms/.test-data/cms-tests';
const [saffron, cedar] = RESTAURANTS;

let cms;
let admin;

// The site is made of what the publisher reads; an anonymous visitor may read nothing.
const site = publisher(() => cms.url);
const visitor = anonymous(() => cms.url);

const bySlug = (slug) => ({ restaurant: { slug: { _eq: slug } } });

async function recordCounts() {
  const counts = {};
  for (const collection of [...Object.keys(SPEC_FIELDS), ...JUNCTIONS.map((j) => j[1])]) {
    const rows = await admin.get(`/items/${collection}`, { aggregate: { count: '*' } });
    counts[collection] = Number(rows[0].count);
  }
  counts.files = Number((await admin.get('/files', { aggregate: { count: '*' } }))[0].count);
  return counts;
}

/**
 * Runs one of the CMS scripts and resolves with its output. Asynchronous on purpose: a
 * synchronous child blocks this process's event loop, so an idle keep-alive socket that
 * Directus closes meanwhile goes unnoticed and the next request fails with "fetch failed".
 */
function runScript(script, args = []) {
  const env = { ...process.env, CMS_PORT: String(PORT), CMS_HOST: '127.0.0.1', CMS_DATA_DIR: DATA_DIR };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(CMS_DIR, 'scripts', script), ...args],
      { env, encoding: 'utf8', timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} failed (${error.code ?? error.signal}):\n${stdout}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

before(
  async () => {
    cms = await startCms({ port: PORT, dataDir: DATA_DIR, fresh: true, quiet: true });
    admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
  },
  { timeout: 240_000 },
);

after(async () => {
  await cms?.stop();
});

describe('schema', () => {
  it('has every collection and field the site reads', async () => {
    const fields = await admin.get('/fields');
    const present = new Set(fields.map((f) => `${f.collection}.${f.field}`));
    for (const [collection, names] of Object.entries(SPEC_FIELDS)) {
      for (const field of names) assert.ok(present.has(`${collection}.${field}`), `${collection}.${field}`);
    }
    const types = Object.fromEntries(fields.map((f) => [`${f.collection}.${f.field}`, f.type]));
    assert.equal(types['restaurants.opens_at'], 'time');
    // Declared decimal(10,2); SQLite has no fixed-point type, so Directus reports it as float
    // there (numbers in JSON), while PostgreSQL keeps decimal (strings in JSON).
    assert.ok(['decimal', 'float'].includes(types['menu_items.default_price']), types['menu_items.default_price']);
    assert.equal(types['menu_items.is_halal'], 'boolean');
    assert.equal(types['team.date_created'], 'timestamp');
    assert.equal(types['restaurants.description_en'], 'text');
    assert.equal(types['opening_hours.opens_at_2'], 'time');
    assert.equal(types['hours_overrides.date'], 'date');
    assert.equal(types['hours_overrides.end_date'], 'date');
    assert.equal(types['hours_overrides.closes_at_2'], 'time');
    assert.equal(types['hours_overrides.closed'], 'boolean');
  });

  it('accepts review stars from 1 to 5 or none', async () => {
    await assert.rejects(
      admin.post('/items/reviews', { reviewer_name_en: 'Test', review_star_count: 7 }),
      /400|FAILED_VALIDATION/,
    );
    const ok = await admin.post(
      '/items/reviews',
      { reviewer_name_en: 'Test', review_star_count: null },
      { fields: ['id'] },
    );
    await admin.delete(`/items/reviews/${ok.id}`);
  });

  it('relates items, files, restaurants and colour schemes as the site expects', async () => {
    const relations = await admin.get('/relations');
    const find = (collection, field) => relations.find((r) => r.collection === collection && r.field === field);
    for (const [alias, junction, selfKey, relatedKey, related] of JUNCTIONS) {
      assert.equal(find(junction, selfKey)?.related_collection, 'menu_items', junction);
      assert.equal(find(junction, selfKey)?.meta?.one_field, alias, junction);
      assert.equal(find(junction, relatedKey)?.related_collection, related, junction);
    }
    assert.equal(find('menu_items_menu_categories', 'menu_categories_id').meta.one_field, 'menu_items');
    assert.equal(find('restaurants', 'website_color_scheme').related_collection, 'website_color_scheme');
    for (const [collection, field] of [
      ['restaurants', 'logo'],
      ['restaurants', 'reservation_page_bg_image'],
      ['hero_slides', 'background_image'],
      ['reviews', 'profile_img'],
    ]) {
      assert.equal(find(collection, field)?.related_collection, 'directus_files', `${collection}.${field}`);
    }
    for (const collection of PER_RESTAURANT)
      assert.equal(find(collection, 'restaurant')?.related_collection, 'restaurants', collection);
  });
});

describe("the publisher's reads (what the site is made of)", () => {
  it('reads the restaurant with its colour scheme and files', async () => {
    const [restaurant] = await site.items('restaurants', {
      filter: { slug: { _eq: DEFAULT_SLUG } },
      limit: 1,
      fields: [
        ...SPEC_FIELDS.restaurants.filter((f) => !['website_color_scheme', 'reservation_page_bg_image'].includes(f)),
        'website_color_scheme.*',
        'reservation_page_bg_image.id',
        'reservation_page_bg_image.filename_download',
      ].join(','),
    });
    assert.equal(restaurant.name_en, 'Saffron House');
    assert.equal(restaurant.name_ar, 'بيت الزعفران');
    assert.equal(restaurant.enable_arabic, true);
    assert.match(restaurant.opens_at, /^\d\d:\d\d:\d\d$/);
    assert.match(restaurant.logo, /^[0-9a-f-]{36}$/);
    assert.match(restaurant.reservation_page_bg_image.id, /^[0-9a-f-]{36}$/);
    assert.match(restaurant.google_maps_iframe_html, /^<iframe /);
    for (const field of SPEC_FIELDS.website_color_scheme.filter((f) => f !== 'id')) {
      assert.match(restaurant.website_color_scheme[field], /^#?[0-9A-Fa-f]{6}$/, field);
    }
    assert.equal(restaurant.website_color_scheme.root_theme, 'D9480F');
  });

  it('reads seven days of opening hours with one closed day', async () => {
    const [{ id }] = await site.items('restaurants', { filter: { slug: { _eq: DEFAULT_SLUG } }, fields: 'id' });
    const hours = await site.items('opening_hours', {
      filter: { restaurant: { _eq: id } },
      sort: 'Day',
      fields: 'id,Day,opens_at,closes_at,closed_this_day',
    });
    assert.equal(hours.length, 7);
    assert.equal(hours.filter((h) => h.closed_this_day === true).length, 1);
    const friday = await site.items('opening_hours', {
      filter: { _and: [{ restaurant: { _eq: id } }, { Day: { _eq: 'Friday' } }] },
      fields: 'opens_at,closes_at,opens_at_2,closes_at_2',
    });
    assert.deepEqual(friday, [
      { opens_at: '13:30:00', closes_at: '16:00:00', opens_at_2: '18:00:00', closes_at_2: '23:59:00' },
    ]);
  });

  it("reads the restaurant's date overrides: ranges, closed days, shifts and notes in both languages", async () => {
    const overrides = await site.items('hours_overrides', {
      filter: { _and: [bySlug(DEFAULT_SLUG), { publish_status: { _eq: 'published' } }] },
      sort: 'date',
      fields: 'date,end_date,closed,opens_at,closes_at,opens_at_2,closes_at_2,note_en,note_ar',
    });
    assert.deepEqual(
      overrides,
      saffron.hoursOverrides.map((o) => ({
        date: o.date,
        end_date: o.end_date,
        closed: o.closed,
        opens_at: o.opens_at ?? null,
        closes_at: o.closes_at ?? null,
        opens_at_2: null,
        closes_at_2: null,
        note_en: o.note_en,
        note_ar: o.note_ar,
      })),
    );
  });

  it('reads the menu with images, variants, categories, allergens and add-ons', async () => {
    const items = await site.items('menu_items', {
      filter: bySlug(DEFAULT_SLUG),
      fields: [
        'id',
        'name_en',
        'name_ar',
        'description_en',
        'description_ar',
        'default_price',
        'default_calories',
        'is_halal',
        'restaurant.slug',
        'images.directus_files_id.id',
        'images.directus_files_id.filename_download',
        'variants.menu_variants_id.*',
        'categories.menu_categories_id.slug',
        'allergens.allergens_id.*',
        'addons.menu_addons_id.*',
      ].join(','),
    });
    assert.equal(items.length, saffron.items.length);
    assert.ok(items.length >= 40);
    for (const item of items) {
      assert.ok(item.name_en && item.name_ar && item.description_en && item.description_ar, item.name_en);
      assert.ok(Number(item.default_price) > 0);
      assert.equal(typeof item.is_halal, 'boolean');
      assert.equal(item.restaurant.slug, DEFAULT_SLUG);
      assert.ok(item.images.length >= 1 && item.images.length <= 3, item.name_en);
      assert.match(item.images[0].directus_files_id.id, /^[0-9a-f-]{36}$/);
      assert.ok(item.categories.length >= 1);
    }
    const kabsa = items.find((i) => i.name_en === 'Chicken Kabsa');
    assert.equal(kabsa.variants.length, 3);
    assert.deepEqual(
      kabsa.variants.map((v) => Number(v.menu_variants_id.price)),
      [48, 62, 115],
    );
    assert.ok(kabsa.variants.every((v) => v.menu_variants_id.calorie_burn_minutes > 0 && v.menu_variants_id.name_ar));
    assert.ok(kabsa.addons.length >= 2 && kabsa.addons.every((a) => Number(a.menu_addons_id.price) > 0));
    const kunafa = items.find((i) => i.name_en === 'Kunafa Nabulsiya');
    assert.ok(kunafa.allergens.every((a) => /^#[0-9A-F]{6}$/i.test(a.allergens_id.color) && a.allergens_id.name_ar));
  });

  it('pages the menu with a total count, like the menu page', async () => {
    const { status, body } = await site.get('/items/menu_items', {
      filter: bySlug(DEFAULT_SLUG),
      limit: 12,
      page: 2,
      meta: 'total_count,filter_count',
      fields: 'id',
    });
    assert.equal(status, 200);
    assert.equal(body.data.length, 12);
    assert.equal(body.meta.filter_count, saffron.items.length);
  });

  it('lists only the categories that hold the restaurant’s items', async () => {
    const filter = (slug) => ({ menu_items: { menu_items_id: { restaurant: { slug: { _eq: slug } } } } });
    const saffronCats = (
      await site.items('menu_categories', { filter: filter(DEFAULT_SLUG), fields: 'id,name_en,name_ar,slug' })
    ).map((c) => c.slug);
    const cedarCats = (await site.items('menu_categories', { filter: filter(SECOND_SLUG), fields: 'slug' })).map(
      (c) => c.slug,
    );
    assert.ok(saffronCats.length >= 6);
    assert.ok(!saffronCats.includes('family-platters'));
    assert.ok(cedarCats.includes('family-platters'));
    assert.ok(!cedarCats.includes('rice-dishes'));
  });

  it('reads hero slides, services, offers, team and reviews of the restaurant', async () => {
    const hero = await site.items('hero_slides', {
      filter: { _and: [bySlug(DEFAULT_SLUG), { active: { _eq: true } }] },
      sort: 'sort',
      fields: SPEC_FIELDS.hero_slides.join(','),
    });
    assert.equal(hero.length, 3);
    assert.deepEqual(
      hero.map((h) => h.sort),
      [1, 2, 3],
    );
    assert.ok(hero.every((h) => h.title_ar && h.button_text_en && h.image_item && h.background_image));

    const services = await site.items('menu_services', {
      filter: bySlug(DEFAULT_SLUG),
      limit: 5,
      fields: SPEC_FIELDS.menu_services.join(','),
    });
    assert.equal(services.length, 5);
    assert.ok(services.every((s) => s.duration > 0 && Number(s.price) > 0 && s.image));

    const offers = await site.items('offer_items', {
      filter: { _and: [bySlug(DEFAULT_SLUG), { status: { _eq: 'Active' } }] },
      sort: 'sort',
      fields: SPEC_FIELDS.offer_items.join(','),
    });
    assert.equal(offers.length, 6);
    assert.ok(offers.every((o) => o.title2_ar && o.content_en && o.item_image));

    const team = await site.items('team', {
      filter: bySlug(DEFAULT_SLUG),
      sort: 'sort,date_created',
      fields: SPEC_FIELDS.team.join(','),
    });
    assert.equal(team.length, 4);
    assert.ok(team.every((t) => t.position_ar && t.image && t.date_created));

    const reviews = await site.items('reviews', {
      filter: bySlug(DEFAULT_SLUG),
      sort: '-date_created',
      fields: SPEC_FIELDS.reviews.join(','),
    });
    assert.equal(reviews.length, 8);
    assert.equal(reviews.filter((r) => r.review_star_count === null).length, 1);
    assert.ok(new Set(reviews.map((r) => r.review_star_count)).size >= 4);
    assert.equal(reviews[0].reviewer_name_en, 'Abdullah Al-Shehri', 'newest first');
  });

  it("serves the seeded originals to the publisher's token, and transforms only as presets", async () => {
    const [item] = await site.items('menu_items', {
      filter: bySlug(DEFAULT_SLUG),
      limit: 1,
      fields: 'images.directus_files_id.id',
    });
    const response = await fetch(new URL(`/assets/${item.images[0].directus_files_id.id}`, cms.url), {
      headers: { Authorization: `Bearer ${LOCAL_PUBLISHER_TOKEN}` },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(8, 12).toString(), 'WEBP');

    const [slide] = await site.items('hero_slides', {
      filter: bySlug(DEFAULT_SLUG),
      limit: 1,
      fields: 'background_image.width,background_image.height,background_image.type',
    });
    assert.deepEqual(slide.background_image, { width: 1920, height: 800, type: 'image/webp' });
    // The publisher derives the site's images itself: the CMS resizes only as its presets (the
    // admin app's thumbnails), for anyone.
    const asset = `/assets/${item.images[0].directus_files_id.id}`;
    assert.equal((await site.get(asset, { width: 200, format: 'webp' })).status, 400, 'a free transform');
    const preset = await site.get(asset, { key: 'system-small-cover' });
    assert.equal(preset.status, 200, 'a system preset');
  });
});

describe('restaurants never mix', () => {
  it('filters every per-restaurant collection by restaurant.slug', async () => {
    const counts = {
      [DEFAULT_SLUG]: {
        menu_items: 47,
        opening_hours: 7,
        hours_overrides: saffron.hoursOverrides.length,
        menu_services: 5,
        hero_slides: 3,
        offer_items: 7,
        team: 4,
        reviews: 8,
      },
      [SECOND_SLUG]: {
        menu_items: cedar.items.length,
        opening_hours: 7,
        hours_overrides: cedar.hoursOverrides.length,
        menu_services: 2,
        hero_slides: 1,
        offer_items: 2,
        team: 2,
        reviews: 2,
      },
    };
    counts[DEFAULT_SLUG].menu_items = saffron.items.length;
    for (const slug of [DEFAULT_SLUG, SECOND_SLUG]) {
      for (const collection of PER_RESTAURANT) {
        const rows = await site.items(collection, { filter: bySlug(slug), fields: 'id,restaurant.slug' });
        // Inactive offers are hidden from the public only where Directus allows row filters.
        const expected = collection === 'offer_items' && slug === DEFAULT_SLUG ? [6, 7] : [counts[slug][collection]];
        assert.ok(expected.includes(rows.length), `${slug} ${collection}: ${rows.length}`);
        assert.ok(
          rows.every((row) => row.restaurant.slug === slug),
          `${slug} ${collection}`,
        );
      }
    }
  });

  it('searches only within the restaurant', async () => {
    const search = async (slug, text) =>
      (
        await site.items('menu_items', {
          filter: {
            _and: [bySlug(slug), { _or: [{ name_en: { _icontains: text } }, { name_ar: { _icontains: text } }] }],
          },
          fields: 'name_en,restaurant.slug',
        })
      ).map((i) => i.name_en);
    assert.deepEqual((await search(DEFAULT_SLUG, 'hummus')).sort(), ['Hummus Beiruti', 'Hummus with Shawarma Meat']);
    assert.deepEqual(await search(SECOND_SLUG, 'hummus'), ['Hummus with Pine Nuts']);
    assert.ok((await search(SECOND_SLUG, 'شاورما')).every((name) => name === 'Chicken Shawarma Plate'));
    const ids = new Set(
      (await site.items('menu_items', { filter: bySlug(DEFAULT_SLUG), fields: 'id' })).map((i) => i.id),
    );
    const other = await site.items('menu_items', { filter: bySlug(SECOND_SLUG), fields: 'id' });
    assert.ok(other.every((i) => !ids.has(i.id)));
  });

  it('gives each restaurant its own colour scheme', async () => {
    const theme = async (slug) =>
      (
        await site.items('restaurants', { filter: { slug: { _eq: slug } }, fields: 'website_color_scheme.root_theme' })
      )[0].website_color_scheme.root_theme;
    assert.notEqual(await theme(DEFAULT_SLUG), await theme(SECOND_SLUG));
  });
});

describe('editors', () => {
  it('add, change and remove a date override, which the publisher then reads', async () => {
    const [{ id: restaurant }] = await admin.get('/items/restaurants', {
      filter: { slug: { _eq: DEFAULT_SLUG } },
      fields: ['id'],
    });
    const created = await admin.post(
      '/items/hours_overrides',
      {
        date: '2027-12-12',
        closed: true,
        note_en: 'Closed for a private event',
        note_ar: 'مغلق لمناسبة خاصة',
        restaurant,
      },
      { fields: ['id', 'publish_status'] },
    );
    try {
      assert.equal(created.publish_status, 'published', 'published unless an editor says otherwise');
      await admin.patch(`/items/hours_overrides/${created.id}`, {
        closed: false,
        opens_at: '18:00:00',
        closes_at: '02:00:00',
      });
      // A range that ends before it starts is refused at save, as the publish would refuse it,
      // whichever of its two dates the save changes (cms/extensions/directus-extension-record-rules).
      const before = { en: 'This value is before the date (2027-12-12)', ar: 'هذه القيمة تسبق التاريخ (2027-12-12)' };
      for (const refused of [
        () => admin.patch(`/items/hours_overrides/${created.id}`, { end_date: '2027-12-01' }),
        () => admin.post('/items/hours_overrides', { date: '2027-12-12', end_date: '2027-12-01', restaurant }),
      ])
        await assert.rejects(refused(), (error) => {
          assert.match(error.message, /INVALID_PAYLOAD|400/);
          const text = JSON.stringify(error.body);
          assert.ok(text.includes(before.en) && text.includes(before.ar), text);
          return true;
        });
      await admin.patch(`/items/hours_overrides/${created.id}`, { end_date: '2027-12-20' });
      await assert.rejects(admin.patch(`/items/hours_overrides/${created.id}`, { date: '2027-12-24' }), /400/);
      await admin.patch(`/items/hours_overrides/${created.id}`, { end_date: null });
      const [read] = await site.items('hours_overrides', {
        filter: { id: { _eq: created.id } },
        fields: 'date,closed,opens_at,closes_at,restaurant.slug',
      });
      assert.deepEqual(read, {
        date: '2027-12-12',
        closed: false,
        opens_at: '18:00:00',
        closes_at: '02:00:00',
        restaurant: { slug: DEFAULT_SLUG },
      });
    } finally {
      await admin.delete(`/items/hours_overrides/${created.id}`);
    }
    assert.deepEqual(await site.items('hours_overrides', { filter: { id: { _eq: created.id } } }), []);
  });
});

describe('the admin app', () => {
  it('shows the collections in folders by task, named in English and Arabic', async () => {
    const collections = await admin.get('/collections', { limit: -1 });
    const meta = Object.fromEntries(collections.map((c) => [c.collection, c.meta]));
    // Folders hold no table: they do not count toward the Core tier's 25 collections.
    for (const folder of ['folder_menu', 'folder_restaurant', 'folder_home', 'folder_site'])
      assert.equal(collections.find((c) => c.collection === folder)?.schema, null, folder);
    assert.equal(meta.menu_items.group, 'folder_menu');
    assert.equal(meta.opening_hours.group, 'folder_restaurant');
    assert.equal(meta.hero_slides.group, 'folder_home');
    assert.equal(meta.publish_log.group, 'folder_site');
    assert.equal(meta.menu_items_menu_variants.hidden, true);
    assert.deepEqual(
      meta.menu_items.translations.map((t) => [t.language, t.translation]),
      [
        ['en-US', 'Dishes'],
        ['ar-SA', 'الأطباق'],
      ],
    );
    const soldOut = await admin.get('/fields/menu_items/sold_out');
    assert.deepEqual(
      soldOut.meta.translations.map((t) => t.translation),
      ['Sold out', 'نفدت الكمية'],
    );
    const key = soldOut.meta.note.replace(/^\$t:/, '');
    const notes = await admin.get('/translations', { filter: { key: { _eq: key } }, fields: ['language', 'value'] });
    assert.deepEqual(notes.map((row) => row.language).sort(), ['ar-SA', 'en-US']);
    const { custom_css: css } = await admin.get('/settings', { fields: ['custom_css'] });
    assert.match(css, /\[data-field="name_ar"\][^{]*\{ direction: rtl/);
  });

  it('refuses a negative price with its message, and takes 12.50', async () => {
    const [dish] = await admin.get('/items/menu_items', { fields: ['id', 'default_price'], limit: 1 });
    await assert.rejects(admin.patch(`/items/menu_items/${dish.id}`, { default_price: -5 }), /FAILED_VALIDATION/);
    try {
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: 12.5 });
      assert.equal(Number((await admin.get(`/items/menu_items/${dish.id}`)).default_price), 12.5);
    } finally {
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: dish.default_price });
    }
  });

  it('refuses at save, for the restaurant manager, what the publish would refuse, saying why in both languages', async () => {
    const manager = createClient(cms.url, await adminToken(cms.url, cms.managerEmail, cms.managerPassword));
    const model = loadModel();
    const specOf = (collection, field) =>
      model.collections.find((c) => c.collection === collection).fields.find((f) => f.field === field);
    /** One field of each kind of check, with a value the publish refuses and one it takes. */
    const cases = [
      ['restaurants', 'facebook_url', 'javascript:alert(document.cookie)', 'https://facebook.com/saffronhouse'],
      // The last field of each format: a special day's end (its start stays before it), a
      // category's closing time, …
      ...Object.entries(model.checks.formats).map(([format, { example, counterexample }]) => {
        const [collection, field] = model.collections
          .filter((c) => c.public)
          .flatMap((c) => c.fields.map((f) => [c.collection, f.field, fieldCheck(model, f)]))
          .findLast(([, , check]) => check?.format === format);
        return [collection, field, counterexample, example];
      }),
      ['menu_items', 'default_price', 2_000_000, 12.5],
      ['menu_items', 'spice_level', 4, 2],
      ['restaurants', 'ordering_when_closed', 'sometimes', 'off'],
      ['menu_items', 'sold_out', 'maybe', true],
      ['menu_items', 'name_en', '  ', 'Chicken Kabsa'],
    ];
    for (const [collection, field, refused, taken] of cases) {
      const [record] = await manager.get(`/items/${collection}`, { fields: ['id', field], limit: 1, sort: ['id'] });
      const what = `${collection}.${field} = ${JSON.stringify(refused)}`;
      await assert.rejects(
        manager.patch(`/items/${collection}/${record.id}`, { [field]: refused }),
        /FAILED_VALIDATION/,
        what,
      );
      try {
        await manager.patch(`/items/${collection}/${record.id}`, { [field]: taken });
      } finally {
        await manager.patch(`/items/${collection}/${record.id}`, { [field]: record[field] });
      }
      // Under the field, in the editor's language: the publish check's own words.
      const { meta } = await admin.get(`/fields/${collection}/${field}`);
      assert.equal(meta.validation_message, `$t:${validationKey(collection, field)}`, what);
      const words = await admin.get('/translations', {
        filter: { key: { _eq: validationKey(collection, field) } },
        fields: ['language', 'value'],
      });
      const message = adminMessage(model, fieldCheck(model, specOf(collection, field)));
      assert.deepEqual(
        Object.fromEntries(words.map((row) => [row.language, row.value])),
        { 'en-US': message.en, 'ar-SA': message.ar },
        what,
      );
    }
  });

  it("lets the restaurant manager edit content, and nothing of the CMS's own set-up", async () => {
    const manager = createClient(cms.url, await adminToken(cms.url, cms.managerEmail, cms.managerPassword));
    const [dish] = await manager.get('/items/menu_items', { fields: ['id', 'sold_out'], limit: 1 });
    await manager.patch(`/items/menu_items/${dish.id}`, { sold_out: !dish.sold_out });
    await manager.patch(`/items/menu_items/${dish.id}`, { sold_out: dish.sold_out });
    assert.ok((await manager.get('/items/publish_log', { limit: 1 })) !== undefined);
    const refused = [
      () => manager.patch('/settings', { project_name: 'Changed' }),
      () => manager.post('/fields/menu_items', { field: 'extra', type: 'string' }),
      () => manager.post('/users', { email: 'another@example.com', password: 'another-password-1' }),
      () => manager.post('/flows', { name: 'Mine', trigger: 'manual', status: 'active' }),
      async () => manager.patch(`/roles/${(await manager.get('/roles', { limit: 1 }))[0].id}`, { name: 'Owner' }),
    ];
    for (const attempt of refused) await assert.rejects(attempt(), /-> 403/);
  });

  it("keeps the manager to what the owner's tasks need: no other user, no dashboard edits, its own files", async () => {
    const manager = createClient(cms.url, await adminToken(cms.url, cms.managerEmail, cms.managerPassword));
    // Users: itself only, neither other users' emails, roles and last access, nor the list of roles.
    const users = await manager.get('/users', { fields: ['email', 'role'], limit: -1 });
    assert.deepEqual(
      users.map((user) => user.email),
      [cms.managerEmail],
    );
    await assert.rejects(manager.get('/users', { fields: ['email', 'last_access'] }), /-> 403/);
    const [adminUser] = await admin.get('/users', { filter: { email: { _eq: cms.adminEmail } }, fields: ['id'] });
    await assert.rejects(manager.get(`/users/${adminUser.id}`), /-> 403/);
    assert.equal((await manager.get('/roles', { limit: -1 })).length, 1, 'its own role only');
    await manager.patch('/users/me', { language: 'ar-SA' });
    await manager.patch('/users/me', { language: null });

    // The Website dashboard: read, never changed, so the "Failed today" panel stays.
    const [dashboard] = await manager.get('/dashboards', { filter: { name: { _eq: DASHBOARD_NAME } } });
    const [panel] = await manager.get('/panels', { filter: { dashboard: { _eq: dashboard.id } }, limit: 1 });
    await assert.rejects(manager.patch(`/panels/${panel.id}`, { show_header: false }), /-> 403/);
    await assert.rejects(manager.delete(`/panels/${panel.id}`), /-> 403/);
    await assert.rejects(manager.patch(`/dashboards/${dashboard.id}`, { name: 'Mine' }), /-> 403/);
    await assert.rejects(manager.post('/dashboards', { name: 'Another' }), /-> 403/);

    // No share links (a public address of any item, drafts included), no flows.
    const [dish] = await manager.get('/items/menu_items', { fields: ['id'], limit: 1 });
    await assert.rejects(manager.post('/shares', { collection: 'menu_items', item: String(dish.id) }), /-> 403/);
    await assert.rejects(manager.get('/flows', { limit: -1 }), /-> 403/);

    // Files: every file may be read and uploaded; only its own uploads changed or deleted.
    const [seeded] = await admin.get('/files', { fields: ['id', 'title'], limit: 1 });
    await assert.rejects(manager.patch(`/files/${seeded.id}`, { title: 'Not mine' }), /-> 403/);
    await assert.rejects(manager.delete(`/files/${seeded.id}`), /-> 403/);
    const data = new FormData();
    data.append('file', new Blob([Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')], { type: 'image/gif' }), 'own.gif');
    const own = await manager.upload(data);
    await manager.patch(`/files/${own.id}`, { title: 'Mine' });
    await manager.delete(`/files/${own.id}`);

    // The file library's folders list (a Directus 12.4.0 fault answered 500 to every non-admin:
    // cms/extensions/directus-extension-folder-list); folders are read, not changed.
    const folders = await manager.get('/folders', { limit: -1 });
    assert.ok(
      folders.some((folder) => folder.name),
      'the folders are listed',
    );
    await assert.rejects(manager.post('/folders', { name: 'Mine' }), /-> 403/);
  });

  it('lists opening hours by restaurant, Monday first, each day with its hours', async () => {
    const [preset] = await admin.get('/presets', {
      filter: { collection: { _eq: 'opening_hours' }, user: { _null: true }, role: { _null: true } },
      fields: ['layout_query'],
    });
    const { fields, sort } = preset.layout_query.tabular;
    assert.deepEqual(sort, ['restaurant', 'sort']);
    // The restaurant by name, then the day, opening before closing.
    assert.equal(fields[0], 'restaurant');
    assert.ok(fields.indexOf('Day') < fields.indexOf('opens_at'));
    assert.ok(fields.indexOf('opens_at') < fields.indexOf('closes_at'));
    const restaurantField = await admin.get('/fields/opening_hours/restaurant');
    assert.equal(restaurantField.meta.display_options.template, '{{name_en}}');
    const collection = await admin.get('/collections/opening_hours');
    assert.equal(collection.meta.display_template, '{{Day}} {{opens_at}}–{{closes_at}}');
    // What the list shows, in its order.
    const rows = await admin.get('/items/opening_hours', {
      fields: ['Day', 'restaurant.slug'],
      sort: sort.join(','),
      limit: -1,
    });
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const slug of [saffron.slug, cedar.slug]) {
      const days = rows.filter((row) => row.restaurant.slug === slug).map((row) => row.Day);
      assert.deepEqual(
        days,
        week.filter((day) => days.includes(day)),
        slug,
      );
      assert.equal(days[0], 'Monday', slug);
    }
  });

  it("lists dishes with a thumbnail: each dish's cover is its first photo, and follows its photos", async () => {
    const [preset] = await admin.get('/presets', {
      filter: { collection: { _eq: 'menu_items' }, user: { _null: true }, role: { _null: true } },
      fields: ['layout_query'],
    });
    assert.equal(preset.layout_query.tabular.fields[0], 'cover');
    assert.equal((await admin.get('/fields/menu_items/cover')).meta.display, 'image');
    const firstPhoto = (dish) =>
      [...dish.images].sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.id - b.id)[0]
        ?.directus_files_id ?? null;
    const seeded = await admin.get('/items/menu_items', {
      fields: ['id', 'cover', 'images.id', 'images.sort', 'images.directus_files_id'],
      limit: -1,
    });
    const withPhotos = seeded.filter((dish) => dish.images.length >= 2);
    assert.ok(withPhotos.length > 0, 'the seed has dishes with two photos or more');
    for (const dish of seeded) assert.equal(dish.cover, firstPhoto(dish), `dish ${dish.id}`);

    // The editor puts the second photo first, then removes it: the cover follows each time.
    const dish = withPhotos[0];
    const [one, two] = [...dish.images].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
    // The hook runs after the save, and Directus does not wait for it: a moment later, then.
    const coverOf = async (expected) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const { cover } = await admin.get(`/items/menu_items/${dish.id}`, { fields: ['cover'] });
        if (cover === expected || Date.now() > deadline) return cover;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await admin.patch(`/items/menu_items/${dish.id}`, {
        images: {
          update: [
            { id: two.id, sort: 1 },
            { id: one.id, sort: 2 },
          ],
          create: [],
          delete: [],
        },
      });
      assert.equal(await coverOf(two.directus_files_id), two.directus_files_id);
      await admin.patch(`/items/menu_items/${dish.id}`, { images: { create: [], update: [], delete: [two.id] } });
      assert.equal(await coverOf(one.directus_files_id), one.directus_files_id);
    } finally {
      await admin.patch(`/items/menu_items/${dish.id}`, {
        images: {
          create: [{ directus_files_id: two.directus_files_id, sort: two.sort }],
          update: [{ id: one.id, sort: one.sort }],
          delete: [],
        },
      });
    }
    const restored = one.sort <= two.sort ? one.directus_files_id : two.directus_files_id;
    assert.equal(await coverOf(restored), restored);
  });

  it('shows the restaurant manager the live version and the last publishes on the Website dashboard', async () => {
    const manager = createClient(cms.url, await adminToken(cms.url, cms.managerEmail, cms.managerPassword));
    const [dashboard] = await manager.get('/dashboards', { filter: { name: { _eq: DASHBOARD_NAME } } });
    assert.ok(dashboard, 'the manager sees the Website dashboard');
    const panels = await manager.get('/panels', { filter: { dashboard: { _eq: dashboard.id } }, limit: -1 });
    assert.deepEqual(
      panels.map((panel) => panel.name).sort(),
      websitePanels()
        .map((panel) => panel.name)
        .sort(),
    );
    // Insights is in the manager's module bar (Directus's default one, or the project's).
    const { module_bar: bar } = await manager.get('/settings', { fields: ['module_bar'] });
    assert.ok(!bar || bar.some((module) => module.id === 'insights' && module.enabled), 'insights in the module bar');

    // A publish, then a failed one naming the dish that was saved: the panels read them as the
    // admin app does (the manager's own permissions), newest first.
    const [dish] = await admin.get('/items/menu_items', {
      fields: ['id', 'restaurant.id', 'restaurant.name_en'],
      limit: 1,
    });
    const link = `${cms.url}/admin/content/menu_items/${dish.id}`;
    const published = await admin.post('/items/publish_log', {
      restaurant: dish.restaurant.id,
      status: 'published',
      trigger: 'manual',
      version: '2026-11-26T23-00-00-000Z',
      duration_ms: 1200,
      summary_en: 'Published by hand: 3 pages updated in 1.2 s.',
      summary_ar: 'نشر يدوي: تحديث 3 صفحات في 1.2 ث.',
    });
    // Apart in time: the panels order by when each publish ended.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const failed = await admin.post('/items/publish_log', {
      restaurant: dish.restaurant.id,
      status: 'failed',
      trigger: `cms: menu_items.items.update menu_items ${dish.id}`,
      duration_ms: 300,
      message: 'A price is not a number',
      summary_en: `Dish changed: not published. A price is not a number. The site still shows the version before. Open: ${link}`,
      summary_ar: `تعديل طبق: لم يُنشر. ما زال الموقع يعرض الإصدار السابق. افتح: ${link}`,
    });
    try {
      const panel = (name) => panels.find((p) => p.name.startsWith(name));
      const query = ({ options }) => ({
        ...(options.function === 'last'
          ? { sort: `-${options.sortField}`, fields: [options.field], limit: 1 }
          : { sort: `${options.sortDirection === 'desc' ? '-' : ''}${options.sortField}`, limit: options.limit }),
        ...(options.filter ? { filter: options.filter } : {}),
      });
      // Each entry names its site, in both languages, as the panels show it.
      const live = panel('Live versions');
      assert.equal(live.type, 'list');
      assert.match(
        live.options.displayTemplate,
        /\{\{restaurant\.name_en\}\}.*\{\{restaurant\.name_ar\}\}.*\{\{version\}\}/,
      );
      const [version] = await manager.get('/items/publish_log', {
        ...query(live),
        fields: ['version', 'restaurant.name_en', 'restaurant.name_ar'],
      });
      assert.equal(version.version, '2026-11-26T23-00-00-000Z');
      assert.equal(version.restaurant.name_en, dish.restaurant.name_en);
      assert.ok(version.restaurant.name_ar);
      const last = panel('Last publish');
      assert.equal(last.type, 'list');
      assert.match(last.options.displayTemplate, /\{\{status\}\}.*\{\{date_created\}\}/);
      const [lastRow] = await manager.get('/items/publish_log', query(last));
      assert.equal(lastRow.id, failed.id);
      assert.equal(lastRow.status, 'failed');
      // The latest publishes open their entry, whose words link to the dish.
      const latest = panel('Latest publishes');
      assert.equal(latest.options.linkToItem, true);
      const rows = await manager.get('/items/publish_log', query(latest));
      assert.deepEqual(
        rows.slice(0, 2).map((row) => row.id),
        [failed.id, published.id],
      );
      assert.ok(rows[0].summary_en.includes(link));
      const failures = panel('Failed today');
      const [count] = await manager.get('/items/publish_log', {
        aggregate: { count: ['id'] },
        filter: failures.options.filter,
      });
      assert.ok(Number(count.count.id) >= 1);
      // Applying again changes nothing.
      assert.deepEqual(await applyInsights(admin), []);
    } finally {
      await admin.delete(`/items/publish_log/${failed.id}`);
      await admin.delete(`/items/publish_log/${published.id}`);
    }
  });

  it("has the Core plan choice recorded, so no licence dialog opens at login, and keeps an admin's own", async () => {
    assert.equal((await admin.get('/settings', { fields: ['project_usage'] })).project_usage, PROJECT_USAGE);
    await admin.patch('/settings', { project_usage: 'personal' });
    try {
      assert.equal(await applyProjectSettings(admin, { log: () => {} }), false);
      assert.equal((await admin.get('/settings', { fields: ['project_usage'] })).project_usage, 'personal');
    } finally {
      await admin.patch('/settings', { project_usage: PROJECT_USAGE });
    }
  });
});

describe('anonymous visitors can neither read nor change anything', () => {
  const collections = [...Object.keys(SPEC_FIELDS), ...JUNCTIONS.map((j) => j[1])];

  it('refuses read, create, update and delete on every collection, and every file', async () => {
    await visitor.assertRefused(collections);
    const upload = new FormData();
    upload.append('file', new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
    assert.equal((await visitor.get('/files', {}, { method: 'POST', body: upload })).status, 403, 'upload');
    const [file] = await site.items('team', { limit: 1, fields: 'image' });
    assert.equal((await visitor.get(`/files/${file.image}`, {}, { method: 'DELETE' })).status, 403, 'delete file');
    // The site's images are published with it: the CMS serves them to nobody anonymous.
    assert.equal((await visitor.get(`/assets/${file.image}`)).status, 403, 'asset');
    // A transform is refused before the permission check (presets only: 400), with no image either way.
    const transform = await visitor.get(`/assets/${file.image}`, { width: 320, format: 'webp' });
    assert.ok([400, 403].includes(transform.status), `transform: ${transform.status}`);
    assert.doesNotMatch(transform.headers.get('content-type') ?? '', /^image\//, 'transform');
    assert.equal((await visitor.get(`/assets/${file.image}`, { key: 'system-small-cover' })).status, 403, 'preset');
    assert.equal((await visitor.get('/files')).status, 403, 'file list');
  });

  it('grants no other origin CORS: no browser but the admin app talks to the CMS', async () => {
    const origin = { Origin: 'https://elsewhere.example' };
    const simple = await fetch(new URL('/server/ping', cms.url), { headers: origin });
    assert.equal(simple.headers.get('access-control-allow-origin'), null, 'simple request');
    const preflight = await fetch(new URL('/items/menu_items', cms.url), {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null, 'preflight');
    assert.equal(preflight.headers.get('access-control-allow-headers'), null, 'preflight headers');
  });

  it('refuses reads of users, settings and other system data', async () => {
    for (const pathname of [
      '/users',
      '/users/me',
      '/settings',
      '/roles',
      '/policies',
      '/permissions',
      '/activity',
      '/revisions',
      '/items/cms_seed_ledger',
      '/flows',
      '/collections/cms_seed_ledger',
    ]) {
      const { status, body } = await visitor.get(pathname);
      assert.ok(status === 403 || status === 401, `${pathname} answered ${status}`);
      assert.equal(body?.data, undefined, pathname);
    }
    const folders = await visitor.get('/folders');
    assert.notEqual(folders.status, 200, '/folders');
    assert.equal(folders.body?.data, undefined);
  });
});

describe('scripts are idempotent', () => {
  it('re-applying schema and permissions changes nothing', async () => {
    assert.match(await runScript('schema-apply.mjs'), /schema: up to date/);
    assert.match(await runScript('permissions-apply.mjs'), /permissions \(public: none\): up to date/);
  });

  it('seeding twice leaves the same record counts', async () => {
    const before = await recordCounts();
    assert.equal(before.menu_items, saffron.items.length + cedar.items.length);
    const output = await runScript('seed.mjs');
    assert.match(output, /0 records created/);
    assert.deepEqual(await recordCounts(), before);
  });

  it('keeps editors’ changes, and --reset restores the seed', async () => {
    const [kabsa] = await admin.get('/items/menu_items', {
      filter: { name_en: { _eq: 'Chicken Kabsa' } },
      fields: ['id'],
    });
    await admin.patch(`/items/menu_items/${kabsa.id}`, {
      name_en: 'Chicken Kabsa (chef’s special)',
      default_price: 51,
    });
    const [review] = await admin.get('/items/reviews', {
      filter: { reviewer_name_en: { _eq: 'Turki Al-Shammari' } },
      fields: ['id'],
    });
    await admin.delete(`/items/reviews/${review.id}`);
    const before = await recordCounts();

    await runScript('seed.mjs');
    const edited = await admin.get(`/items/menu_items/${kabsa.id}`, { fields: ['name_en', 'default_price'] });
    assert.equal(edited.name_en, 'Chicken Kabsa (chef’s special)');
    assert.equal(Number(edited.default_price), 51);
    assert.deepEqual(await recordCounts(), before, 'a deleted seed record is not re-created');

    await runScript('seed.mjs', ['--reset']);
    const restored = await admin.get(`/items/menu_items/${kabsa.id}`, {
      fields: ['name_en', 'default_price', 'variants'],
    });
    assert.equal(restored.name_en, 'Chicken Kabsa');
    assert.equal(Number(restored.default_price), 48);
    assert.equal(restored.variants.length, 3);
    const after = await recordCounts();
    assert.equal(after.reviews, before.reviews + 1, '--reset re-creates the deleted review');
    assert.equal(after.menu_items_menu_variants, before.menu_items_menu_variants);
    assert.equal(after.files, before.files);
  });
});
