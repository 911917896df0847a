// Seeds the demo content of cms/seed/ through the Directus REST API.
//
// Idempotent: every seeded record has a stable key (e.g. "saffron-house:item:chicken-kabsa")
// recorded with its id in the hidden cms_seed_ledger collection. A key already in the
// ledger is never created again and its record is left as the editor made it (even if
// deleted). With { reset: true } seeded records are restored to the seed values (and
// re-created when deleted); records editors added themselves are never touched.
import { categories, allergens } from '../../seed/shared.mjs';
import saffronHouse from '../../seed/saffron-house.mjs';
import cedarGrill from '../../seed/cedar-grill.mjs';
import { dishSvg, logoSvg, offerSvg, patternSvg, portraitSvg, serviceSvg } from '../../seed/artwork.mjs';
import { renderWebp } from './images.mjs';
import { SITE_FOLDER_ID } from './permissions.mjs';
import { weekdayOrder } from './schema.mjs';

export const RESTAURANTS = [saffronHouse, cedarGrill];
const LEDGER = 'cms_seed_ledger';

/** Minutes of brisk walking (about 5 kcal per minute) that burn the given calories. */
export const burnMinutes = (calories) => Math.round(calories / 5);

const pick = (object, keys) => Object.fromEntries(keys.map((k) => [k, object[k]]));

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
  const files = await seeder.ensureFiles(fileSpecs(data));
  const file = (key) => files.get(`${slug}:file:${key}`) ?? null;

  const schemeId = (
    await seeder.ensure('website_color_scheme', [{ key: `${slug}:color-scheme`, payload: data.colorScheme }])
  ).get(`${slug}:color-scheme`);

  const restaurantKey = `restaurant:${slug}`;
  const restaurantId = (
    await seeder.ensure('restaurants', [
      {
        key: restaurantKey,
        natural: { slug: { _eq: slug } },
        payload: {
          slug,
          ...data.restaurant,
          logo: file('logo'),
          reservation_page_bg_image: file('banner'),
          website_color_scheme: schemeId,
        },
      },
    ])
  ).get(restaurantKey);
  const restaurant = restaurantId;

  await seeder.ensure(
    'opening_hours',
    data.openingHours.map((hours) => ({
      key: `${slug}:hours:${hours.Day}`,
      // Both shifts always, so that --reset also clears a second shift an editor added.
      payload: { opens_at_2: null, closes_at_2: null, ...hours, sort: weekdayOrder(hours.Day), restaurant },
    })),
  );
  await seeder.ensure(
    'hours_overrides',
    (data.hoursOverrides ?? []).map((override) => ({
      key: `${slug}:hours-override:${override.key}`,
      payload: {
        ...pick(override, ['date', 'end_date', 'closed', 'note_en', 'note_ar']),
        opens_at: override.opens_at ?? null,
        closes_at: override.closes_at ?? null,
        opens_at_2: override.opens_at_2 ?? null,
        closes_at_2: override.closes_at_2 ?? null,
        restaurant,
      },
    })),
  );

  const addons = await seeder.ensure(
    'menu_addons',
    data.addons.map((addon) => ({
      key: `${slug}:addon:${addon.key}`,
      payload: pick(addon, ['name_en', 'name_ar', 'price', 'calories']),
    })),
  );
  const variantEntries = data.items.flatMap((item) =>
    (item.variants ?? []).map((variant, index) => ({
      key: `${slug}:variant:${item.key}:${index + 1}`,
      payload: { ...variant, calorie_burn_minutes: burnMinutes(variant.calories), sold_out: false },
    })),
  );
  const variants = await seeder.ensure('menu_variants', variantEntries);

  await seeder.ensure(
    'menu_items',
    data.items.map((item, index) => ({
      key: `${slug}:item:${item.key}`,
      payload: {
        ...pick(item, ['name_en', 'name_ar', 'description_en', 'description_ar', 'default_price', 'default_calories']),
        is_halal: item.is_halal ?? true,
        // Dietary facts default to "no" (a dish is claimed vegan or gluten-free only on purpose).
        is_vegetarian: Boolean(item.is_vegetarian || item.is_vegan),
        is_vegan: Boolean(item.is_vegan),
        is_gluten_free: Boolean(item.is_gluten_free),
        spice_level: item.spice_level ?? 0,
        sold_out: false,
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
      },
    })),
  );

  await seeder.ensure(
    'hero_slides',
    data.heroSlides.map((slide, index) => ({
      key: `${slug}:hero:${slide.key}`,
      payload: {
        ...pick(slide, ['subtitle_en', 'subtitle_ar', 'title_en', 'title_ar', 'button_text_en', 'button_text_ar']),
        image_item: file(`hero:${slide.key}:image`),
        background_image: file(`hero:${slide.key}:background`),
        active: true,
        sort: index + 1,
        restaurant,
      },
    })),
  );
  await seeder.ensure(
    'menu_services',
    data.services.map((service) => ({
      key: `${slug}:service:${service.key}`,
      payload: {
        ...pick(service, ['title_en', 'title_ar', 'duration', 'price']),
        image: file(`service:${service.key}`),
        restaurant,
      },
    })),
  );
  await seeder.ensure(
    'offer_items',
    data.offers.map((offer, index) => ({
      key: `${slug}:offer:${offer.key}`,
      payload: {
        ...pick(offer, ['title1_en', 'title1_ar', 'title2_en', 'title2_ar', 'content_en', 'content_ar', 'status']),
        item_image: file(`offer:${offer.key}`),
        sort: index + 1,
        restaurant,
      },
    })),
  );
  await seeder.ensure(
    'team',
    data.team.map((member, index) => ({
      key: `${slug}:team:${member.key}`,
      payload: {
        ...pick(member, ['name_en', 'name_ar', 'position_en', 'position_ar']),
        image: file(`team:${member.key}`),
        sort: index + 1,
        restaurant,
      },
    })),
  );
  const now = Date.now();
  await seeder.ensure(
    'reviews',
    data.reviews.map((review) => ({
      key: `${slug}:review:${review.key}`,
      payload: {
        ...pick(review, [
          'reviewer_name_en',
          'reviewer_name_ar',
          'review_star_count',
          'review_content_en',
          'review_content_ar',
        ]),
        profile_img: file(`review:${review.key}`),
        restaurant,
      },
    })),
    {
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
    },
  );
}

/**
 * Seed (or, with reset, restore) the demo content.
 * @returns {Promise<{created: number, kept: number, restored: number, filesUploaded: number, filesKept: number}>}
 */
export async function seedContent(client, { reset = false, log = console.log } = {}) {
  const started = Date.now();
  const seeder = new Seeder(client, { reset, log });
  await seeder.loadLedger();
  const shared = {
    categories: await seeder.ensure(
      'menu_categories',
      categories.map((c) => ({ key: `category:${c.slug}`, natural: { slug: { _eq: c.slug } }, payload: c })),
    ),
    allergens: await seeder.ensure(
      'allergens',
      allergens.map((a) => ({ key: `allergen:${a.key}`, payload: pick(a, ['name_en', 'name_ar', 'color']) })),
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
