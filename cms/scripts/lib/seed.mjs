// Seeds the demo content of cms/seed/ through the Directus REST API.
//
// Idempotent: every seeded record has a stable key (e.g. "saffron-house:item:chicken-kabsa")
// recorded with its id in the hidden cms_seed_ledger collection. A key already in the
// ledger is never created again and its record is left as the editor made it (even if
// deleted). With { reset: true } seeded records are restored to the seed values (and
// re-created when deleted); records editors added themselves are never touched.
//
// Each seeded record takes every field of its collection in cms/schema/model.json: the seed's
// value, else the model's default, else empty (so --reset restores a record whole, and a field
// added to the model is seeded with no change here). A key of a seed record that is not a field
// of the model, nor one the seed uses itself (its key, its artwork, its relations), stops the
// seed, naming it.
import { categories, allergens } from '../../seed/shared.mjs';
import saffronHouse from '../../seed/saffron-house.mjs';
import cedarGrill from '../../seed/cedar-grill.mjs';
import { dishSvg, logoSvg, offerSvg, patternSvg, portraitSvg, serviceSvg } from '../../seed/artwork.mjs';
import { renderWebp } from './images.mjs';
import { SITE_FOLDER_ID } from './permissions.mjs';
import { loadModel, weekdayOrder } from './schema.mjs';

export const RESTAURANTS = [saffronHouse, cedarGrill];
const LEDGER = 'cms_seed_ledger';

/** Minutes of brisk walking (about 5 kcal per minute) that burn the given calories. */
export const burnMinutes = (calories) => Math.round(calories / 5);

/**
 * The fields of a collection a seed record gives values to: those holding a value of their own,
 * not its key, its relations and files (the seed sets them from its other records) or what
 * Directus fills in itself (date_created).
 */
function valueFields(model, collection) {
  const def = model.collections.find((c) => c.collection === collection);
  if (!def) throw new Error(`seed: no collection ${collection} in cms/schema/model.json`);
  return def.fields.filter((f) => f.type && !f.pk && !f.m2o && !f.file && !f.m2m && !f.reverse && !f.special);
}

/**
 * A seed record's values for the CMS: every value field of the model, from the record, else the
 * model's default, else null. `own` names the record's keys the seed uses itself; any other key
 * that is not a field of the collection is an error naming it, so a value is never dropped.
 */
export function recordPayload(collection, record, { own = [], model = loadModel() } = {}) {
  const fields = valueFields(model, collection);
  const names = new Set(fields.map((f) => f.field));
  const stray = Object.keys(record).filter((key) => !names.has(key) && !own.includes(key));
  if (stray.length) {
    const which = record.key ?? record.slug ?? record.Day ?? record.name_en ?? '';
    throw new Error(
      `seed: ${collection} record "${which}" has ${stray.map((key) => `"${key}"`).join(', ')}, ` +
        `not ${stray.length > 1 ? 'fields' : 'a field'} of ${collection} in cms/schema/model.json ` +
        '(add it to the model, or remove it from the seed)',
    );
  }
  return Object.fromEntries(fields.map((f) => [f.field, f.field in record ? record[f.field] : (f.default ?? null)]));
}

/** The keys of each kind of seed record that the seed uses itself (its key, artwork, relations). */
const OWN = {
  hours_overrides: ['key'],
  menu_addons: ['key'],
  menu_items: ['key', 'art', 'images', 'categories', 'allergens', 'variants', 'addons'],
  hero_slides: ['key', 'dish'],
  menu_services: ['key', 'scene'],
  offer_items: ['key', 'dish'],
  team: ['key', 'portrait'],
  reviews: ['key', 'portrait', 'daysAgo'],
  allergens: ['key'],
};

/**
 * A restaurant's records as the seed gives them, by collection: each with its seed key and its
 * values (recordPayload); the relations and files are added when seeding. Pure, so the tests
 * check every value against the model and its checks without a CMS.
 */
export function seedPayloads(data, model = loadModel()) {
  const { slug } = data;
  const values = (collection, record) => recordPayload(collection, record, { own: OWN[collection], model });
  const keyed = (collection, records, key) =>
    records.map((record, index) => ({ key: key(record, index), record, payload: values(collection, record) }));
  return {
    website_color_scheme: [{ key: `${slug}:color-scheme`, payload: values('website_color_scheme', data.colorScheme) }],
    restaurants: [{ key: `restaurant:${slug}`, payload: values('restaurants', { slug, ...data.restaurant }) }],
    opening_hours: keyed('opening_hours', data.openingHours, (hours) => `${slug}:hours:${hours.Day}`),
    hours_overrides: keyed('hours_overrides', data.hoursOverrides ?? [], (o) => `${slug}:hours-override:${o.key}`),
    menu_addons: keyed('menu_addons', data.addons, (addon) => `${slug}:addon:${addon.key}`),
    menu_variants: data.items.flatMap((item) =>
      (item.variants ?? []).map((variant, index) => ({
        key: `${slug}:variant:${item.key}:${index + 1}`,
        record: variant,
        payload: values('menu_variants', {
          calorie_burn_minutes: burnMinutes(variant.calories),
          ...variant,
        }),
      })),
    ),
    menu_items: keyed('menu_items', data.items, (item) => `${slug}:item:${item.key}`),
    hero_slides: keyed('hero_slides', data.heroSlides, (slide) => `${slug}:hero:${slide.key}`),
    menu_services: keyed('menu_services', data.services, (service) => `${slug}:service:${service.key}`),
    offer_items: keyed('offer_items', data.offers, (offer) => `${slug}:offer:${offer.key}`),
    team: keyed('team', data.team, (member) => `${slug}:team:${member.key}`),
    reviews: keyed('reviews', data.reviews, (review) => `${slug}:review:${review.key}`),
  };
}

/** The records every restaurant shares (categories, allergens), as seedPayloads gives a restaurant's. */
export function sharedPayloads(model = loadModel()) {
  return {
    menu_categories: categories.map((c) => ({
      key: `category:${c.slug}`,
      record: c,
      payload: recordPayload('menu_categories', c, { model }),
    })),
    allergens: allergens.map((a) => ({
      key: `allergen:${a.key}`,
      record: a,
      payload: recordPayload('allergens', a, { own: OWN.allergens, model }),
    })),
  };
}

async function mapLimit(list, limit, fn) {
  const results = new Array(list.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, list.length) }, async () => {
    while (next < list.length) {
      const index = next;
      next += 1;
      results[index] = await fn(list[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}

// ---------------------------------------------------------------------------------------
// The files each restaurant needs, keyed; each knows how to draw itself.

export function fileSpecs(data) {
  const { slug } = data;
  const scheme = data.colorScheme;
  const hex = (value) => (value.startsWith('#') ? value : `#${value}`);
  const theme = [hex(scheme.root_dark), hex(scheme.root_theme)];
  const specs = [
    { key: `${slug}:file:logo`, title: `${data.restaurant.name_en} logo`, draw: () => logoSvg(data.logo) },
    {
      key: `${slug}:file:banner`,
      title: `${data.restaurant.name_en} page banner`,
      draw: () => patternSvg({ width: 1920, height: 600, colors: data.banner.colors, seed: `${slug}-banner` }),
    },
  ];
  for (const item of data.items) {
    for (let i = 0; i < item.images; i += 1) {
      specs.push({
        key: `${slug}:file:item:${item.key}:${i + 1}`,
        title: item.images > 1 ? `${item.name_en} (${i + 1})` : item.name_en,
        draw: () => dishSvg({ ...item.art, seed: `${slug}-${item.key}` }, { variant: i }),
      });
    }
  }
  data.heroSlides.forEach((slide, index) => {
    specs.push({
      key: `${slug}:file:hero:${slide.key}:image`,
      title: `${slide.title_en} (dish)`,
      draw: () =>
        dishSvg({ ...slide.dish, seed: `${slug}-hero-${slide.key}` }, { width: 800, height: 800, transparent: true }),
    });
    specs.push({
      key: `${slug}:file:hero:${slide.key}:background`,
      title: `${slide.title_en} (background)`,
      draw: () => patternSvg({ width: 1920, height: 800, colors: data.banner.colors, seed: `${slug}-hero-${index}` }),
    });
  });
  for (const service of data.services) {
    specs.push({
      key: `${slug}:file:service:${service.key}`,
      title: service.title_en,
      draw: () => serviceSvg({ scene: service.scene, seed: `${slug}-${service.key}`, colors: theme }),
    });
  }
  for (const offer of data.offers) {
    specs.push({
      key: `${slug}:file:offer:${offer.key}`,
      title: offer.title2_en,
      draw: () =>
        offerSvg({
          dish: offer.dish,
          seed: `${slug}-offer-${offer.key}`,
          colors: [hex(scheme.root_theme), hex(scheme.root_theme2)],
        }),
    });
  }
  for (const member of data.team) {
    specs.push({
      key: `${slug}:file:team:${member.key}`,
      title: member.name_en,
      draw: () => portraitSvg({ ...member.portrait, seed: `${slug}-team-${member.key}`, colors: theme }),
    });
  }
  for (const review of data.reviews) {
    specs.push({
      key: `${slug}:file:review:${review.key}`,
      title: review.reviewer_name_en,
      draw: () =>
        portraitSvg({
          ...review.portrait,
          seed: `${slug}-review-${review.key}`,
          width: 240,
          height: 240,
          colors: theme,
        }),
    });
  }
  return specs;
}

// ---------------------------------------------------------------------------------------
// Ledger-backed creation

class Seeder {
  constructor(client, { reset, log }) {
    this.client = client;
    this.reset = reset;
    this.log = log;
    this.ledger = new Map();
    this.stats = { created: 0, kept: 0, restored: 0, filesUploaded: 0, filesKept: 0 };
  }

  async loadLedger() {
    const rows = await this.client.readAll(LEDGER, { fields: ['key', 'collection', 'item'] });
    for (const row of rows) this.ledger.set(row.key, row);
  }

  async record(entries) {
    if (entries.length === 0) return;
    const fresh = entries.filter((e) => !this.ledger.has(e.key));
    const stale = entries.filter((e) => this.ledger.has(e.key));
    if (fresh.length) await this.client.post(`/items/${LEDGER}`, fresh);
    for (const e of stale) await this.client.patch(`/items/${LEDGER}/${encodeURIComponent(e.key)}`, { item: e.item });
    for (const e of entries) this.ledger.set(e.key, e);
  }

  /** Ids of the given items of a collection that still exist. */
  async existing(collection, ids) {
    if (ids.length === 0) return new Set();
    const path = collection === 'directus_files' ? '/files' : `/items/${collection}`;
    const rows = await this.client.get(path, { filter: { id: { _in: ids } }, fields: ['id'], limit: -1 });
    return new Set(rows.map((row) => String(row.id)));
  }

  /**
   * Make sure each entry { key, payload, natural? } exists; returns Map key -> id.
   * natural: a filter identifying an equivalent record made outside the seed (adopted).
   */
  async ensure(collection, entries, { after } = {}) {
    const ids = new Map();
    const toCreate = [];
    const toRestore = [];
    const ledgerWrites = [];

    const known = entries.filter((e) => this.ledger.has(e.key));
    const alive = this.reset
      ? await this.existing(
          collection,
          known.map((e) => this.ledger.get(e.key).item),
        )
      : null;
    for (const entry of entries) {
      const row = this.ledger.get(entry.key);
      if (row) {
        ids.set(entry.key, Number(row.item));
        if (!this.reset) this.stats.kept += 1;
        else if (alive.has(String(row.item))) toRestore.push({ id: Number(row.item), ...entry.payload });
        else toCreate.push(entry);
        continue;
      }
      if (entry.natural) {
        const match = await this.client.get(`/items/${collection}`, {
          filter: entry.natural,
          fields: ['id'],
          limit: 1,
        });
        if (match.length) {
          ids.set(entry.key, match[0].id);
          ledgerWrites.push({ key: entry.key, collection, item: String(match[0].id) });
          if (this.reset) toRestore.push({ id: match[0].id, ...entry.payload });
          else this.stats.kept += 1;
          continue;
        }
      }
      toCreate.push(entry);
    }

    if (toCreate.length) {
      const created = await this.client.post(
        `/items/${collection}`,
        toCreate.map((e) => e.payload),
        { fields: ['id'] },
      );
      const createdIds = (Array.isArray(created) ? created : [created]).map((row) => row.id).sort((a, b) => a - b);
      if (createdIds.length !== toCreate.length)
        throw new Error(`seed: ${collection} created ${createdIds.length} of ${toCreate.length}`);
      toCreate.forEach((entry, index) => {
        ids.set(entry.key, createdIds[index]);
        ledgerWrites.push({ key: entry.key, collection, item: String(createdIds[index]) });
      });
      this.stats.created += toCreate.length;
    }
    if (toRestore.length) {
      await this.client.patch(`/items/${collection}`, toRestore, { fields: ['id'] });
      this.stats.restored += toRestore.length;
    }
    await this.record(ledgerWrites);
    if (after)
      await after([
        ...toCreate.map((e) => ({ ...e, id: ids.get(e.key) })),
        ...toRestore.map((p) => ({ id: p.id, key: entries.find((e) => ids.get(e.key) === p.id)?.key })),
      ]);
    return ids;
  }

  async ensureFiles(specs) {
    const ids = new Map();
    const known = specs.filter((s) => this.ledger.has(s.key));
    const alive = this.reset
      ? await this.existing(
          'directus_files',
          known.map((s) => this.ledger.get(s.key).item),
        )
      : null;
    const missing = [];
    for (const spec of specs) {
      const row = this.ledger.get(spec.key);
      if (row && (!this.reset || alive.has(row.item))) {
        ids.set(spec.key, row.item);
        this.stats.filesKept += 1;
      } else missing.push(spec);
    }
    const uploaded = await mapLimit(missing, 3, async (spec) => {
      const webp = await renderWebp(spec.draw());
      const name = `${spec.key.replace(/:file:/, '-').replace(/[^a-z0-9-]+/gi, '-')}.webp`;
      const form = new FormData();
      form.append('folder', SITE_FOLDER_ID);
      form.append('title', spec.title);
      form.append('file', new Blob([webp], { type: 'image/webp' }), name);
      const file = await this.client.upload(form);
      return { key: spec.key, collection: 'directus_files', item: String(file.id) };
    });
    for (const entry of uploaded) ids.set(entry.key, entry.item);
    await this.record(uploaded);
    this.stats.filesUploaded += uploaded.length;
    return ids;
  }
}

async function seedRestaurant(seeder, data, shared) {
  const { slug } = data;
  const records = seedPayloads(data);
  const files = await seeder.ensureFiles(fileSpecs(data));
  const file = (key) => files.get(`${slug}:file:${key}`) ?? null;
  /** Each record of a collection with what the seed adds to its values (relations, files, order). */
  const ensure = (collection, add = () => ({}), options = {}) =>
    seeder.ensure(
      collection,
      records[collection].map(({ key, record, payload }, index) => ({
        key,
        payload: { ...payload, ...add(record, index) },
      })),
      options,
    );

  const [scheme] = records.website_color_scheme;
  const schemeId = (await ensure('website_color_scheme')).get(scheme.key);

  const [restaurantRecord] = records.restaurants;
  const restaurant = (
    await seeder.ensure('restaurants', [
      {
        key: restaurantRecord.key,
        natural: { slug: { _eq: slug } },
        payload: {
          ...restaurantRecord.payload,
          logo: file('logo'),
          reservation_page_bg_image: file('banner'),
          website_color_scheme: schemeId,
        },
      },
    ])
  ).get(restaurantRecord.key);

  await ensure('opening_hours', (hours) => ({ sort: weekdayOrder(hours.Day), restaurant }));
  await ensure('hours_overrides', () => ({ restaurant }));
  const addons = await ensure('menu_addons');
  const variants = await ensure('menu_variants');
  await ensure('menu_items', (item, index) => ({
    restaurant,
    sort: index + 1,
    images: Array.from({ length: item.images }, (_, i) => ({
      directus_files_id: file(`item:${item.key}:${i + 1}`),
      sort: i + 1,
    })),
    variants: (item.variants ?? []).map((_, i) => ({
      menu_variants_id: variants.get(`${slug}:variant:${item.key}:${i + 1}`),
    })),
    categories: item.categories.map((c) => ({ menu_categories_id: shared.categories.get(`category:${c}`) })),
    allergens: item.allergens.map((a) => ({ allergens_id: shared.allergens.get(`allergen:${a}`) })),
    addons: (item.addons ?? []).map((a) => ({ menu_addons_id: addons.get(`${slug}:addon:${a}`) })),
  }));
  await ensure('hero_slides', (slide, index) => ({
    image_item: file(`hero:${slide.key}:image`),
    background_image: file(`hero:${slide.key}:background`),
    sort: index + 1,
    restaurant,
  }));
  await ensure('menu_services', (service) => ({ image: file(`service:${service.key}`), restaurant }));
  await ensure('offer_items', (offer, index) => ({
    item_image: file(`offer:${offer.key}`),
    sort: index + 1,
    restaurant,
  }));
  await ensure('team', (member, index) => ({ image: file(`team:${member.key}`), sort: index + 1, restaurant }));
  const now = Date.now();
  await ensure('reviews', (review) => ({ profile_img: file(`review:${review.key}`), restaurant }), {
    // date_created is set by Directus on create; give each review its own age afterwards.
    after: async (touched) => {
      const updates = touched
        .map(({ id, key }) => {
          const review = data.reviews.find((r) => `${slug}:review:${r.key}` === key);
          return review ? { id, date_created: new Date(now - review.daysAgo * 86_400_000).toISOString() } : null;
        })
        .filter(Boolean);
      if (updates.length) await seeder.client.patch('/items/reviews', updates, { fields: ['id'] });
    },
  });
}

/**
 * Seed (or, with reset, restore) the demo content.
 * @returns {Promise<{created: number, kept: number, restored: number, filesUploaded: number, filesKept: number}>}
 */
export async function seedContent(client, { reset = false, log = console.log } = {}) {
  const started = Date.now();
  const seeder = new Seeder(client, { reset, log });
  await seeder.loadLedger();
  const common = sharedPayloads();
  const shared = {
    categories: await seeder.ensure(
      'menu_categories',
      common.menu_categories.map(({ key, record, payload }) => ({
        key,
        natural: { slug: { _eq: record.slug } },
        payload,
      })),
    ),
    allergens: await seeder.ensure(
      'allergens',
      common.allergens.map(({ key, payload }) => ({ key, payload })),
    ),
  };
  for (const data of RESTAURANTS) await seedRestaurant(seeder, data, shared);
  const s = seeder.stats;
  log(
    `seed${reset ? ' --reset' : ''}: ${s.created} records created, ${s.restored} restored, ${s.kept} kept; ` +
      `${s.filesUploaded} images uploaded, ${s.filesKept} kept (${((Date.now() - started) / 1000).toFixed(1)}s)`,
  );
  return s;
}
