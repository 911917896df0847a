// Applies cms/schema/model.json to a running Directus through its REST API.
// Idempotent: creates what is missing (collections, fields, relations, junctions) and
// never drops or alters existing columns, so content entered by editors is safe. How the admin
// app shows them (folders, labels, notes, lists: cms/scripts/lib/admin.mjs) is kept in step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyAdmin,
  applyFolders,
  choiceKey,
  collectionTranslations,
  fieldTranslations,
  folderName,
  noteValue,
  validationKey,
} from './admin.mjs';
import { directusValidation } from './checks.mjs';
import { CMS_DIR } from './config.mjs';
import { applyInsights } from './insights.mjs';

export const MODEL_PATH = path.join(CMS_DIR, 'schema', 'model.json');

export function loadModel() {
  return JSON.parse(readFileSync(MODEL_PATH, 'utf8'));
}

function choicesOptions(collection, spec) {
  return {
    choices: spec.choices.map((value) => ({
      text: spec.choice_labels?.[value] ? `$t:${choiceKey(collection, spec.field, value)}` : value,
      value,
    })),
  };
}

/**
 * Directus field payload for one scalar / m2o / file field of the model: its column, how the
 * admin app shows it (label and note in English and Arabic, width, place in the form), and the
 * validation its value must pass at save, the publish's own check (checks.mjs).
 */
export function fieldPayload(spec, collection = '', sort = null, model = loadModel()) {
  const meta = {
    interface: 'input',
    width: spec.width ?? 'full',
    required: Boolean(spec.required),
    hidden: Boolean(spec.hidden),
    readonly: Boolean(spec.readonly),
    note: noteValue(collection, spec.field, spec.note),
    translations: fieldTranslations(spec.label),
    sort,
    special: spec.special ?? null,
    options: null,
    display: null,
    display_options: null,
    validation: null,
    validation_message: null,
  };
  const schema = { is_nullable: !spec.pk, is_unique: Boolean(spec.unique) };

  if (spec.pk) {
    Object.assign(meta, { hidden: spec.type === 'integer', readonly: spec.type === 'integer' });
    schema.is_primary_key = true;
    schema.has_auto_increment = spec.type === 'integer';
    if (spec.type === 'string') schema.max_length = 255;
    return { field: spec.field, type: spec.type, meta, schema };
  }

  switch (spec.type) {
    case 'text':
      meta.interface = spec.code ? 'input-code' : 'input-multiline';
      if (spec.code) meta.options = { language: 'htmlmixed', lineWrapping: true };
      break;
    case 'time':
    case 'date':
      meta.interface = 'datetime';
      meta.display = 'datetime';
      break;
    case 'timestamp':
      meta.interface = 'datetime';
      meta.display = 'datetime';
      meta.display_options = { relative: true };
      break;
    case 'boolean':
      meta.interface = 'boolean';
      meta.special = ['cast-boolean'];
      meta.display = 'boolean';
      break;
    case 'decimal':
      schema.numeric_precision = 10;
      schema.numeric_scale = 2;
      break;
    case 'integer':
      if (spec.min !== undefined || spec.max !== undefined) meta.options = { min: spec.min, max: spec.max };
      break;
    default:
      break;
  }
  if (spec.default !== undefined) schema.default_value = spec.default;
  if (spec.color) {
    meta.interface = 'select-color';
    meta.display = 'color';
  }
  if (spec.choices) {
    meta.interface = 'select-dropdown';
    meta.options = choicesOptions(collection, spec);
    meta.display = 'labels';
    meta.display_options = { choices: meta.options.choices };
  }
  if (spec.m2o) {
    meta.interface = 'select-dropdown-m2o';
    meta.special = ['m2o'];
    meta.display = 'related-values';
  }
  if (spec.file) {
    meta.interface = 'file-image';
    meta.special = ['file'];
    meta.display = 'image';
  }
  if (spec.money) {
    // The column keeps two decimals, and the input steps by 0.01 from 0.
    meta.options = { min: 0, max: model.checks.money_max, step: 0.01 };
  }
  meta.validation = directusValidation(model, spec);
  if (meta.validation) meta.validation_message = `$t:${validationKey(collection, spec.field)}`;
  return { field: spec.field, type: spec.type, meta, schema };
}

/** An m2m or files alias; `template` is how each related record reads in the form and in lists. */
function aliasPayload(spec, special, iface, template, sort) {
  return {
    field: spec.field,
    type: 'alias',
    meta: {
      interface: iface,
      special: [special],
      options: template && special !== 'files' ? { template } : null,
      width: 'full',
      display: 'related-values',
      display_options: template ? { template } : null,
      translations: fieldTranslations(spec.label),
      sort,
    },
    schema: null,
  };
}

/**
 * A button in the form that opens an address made from the record's values (Directus's
 * presentation-links interface): `link.url` is a template such as "/content/{{record}}" (an
 * address inside the admin app), `link.text` the button's words, and `link.when` a field the
 * button needs: while that field is empty, the button is hidden.
 */
function linkPayload(spec, sort) {
  const { url, icon = 'open_in_new', text, when } = spec.link;
  return {
    field: spec.field,
    type: 'alias',
    meta: {
      interface: 'presentation-links',
      special: ['alias', 'no-data'],
      options: { links: [{ label: text, icon, type: 'normal', actionType: 'url', url }] },
      conditions: when ? [{ name: `No ${when}`, rule: { [when]: { _null: true } }, hidden: true }] : null,
      width: 'full',
      translations: fieldTranslations(spec.label),
      sort,
    },
    schema: null,
  };
}

/**
 * Expand the compact model into the concrete Directus collections (with their fields)
 * and relations, including the generated junction collections of m2m fields.
 */
export function expandModel(model) {
  const collections = [];
  const relations = [];
  const templates = Object.fromEntries(model.collections.map((c) => [c.collection, c.display_template]));

  // Each collection's folder and its place in it.
  const placeOf = new Map(
    (model.folders ?? []).flatMap((folder) =>
      folder.collections.map((collection, index) => [
        collection,
        { group: folderName(folder.folder), sort: index + 1 },
      ]),
    ),
  );
  for (const def of model.collections) {
    const fields = [];
    for (const [index, spec] of def.fields.entries()) {
      if (spec.m2m || spec.reverse || spec.link) continue;
      const payload = fieldPayload(spec, def.collection, index + 1, model);
      if (spec.m2o) {
        // A field may show its record in words of its own (the publish log's site, in both languages).
        const template = spec.template ?? templates[spec.m2o];
        if (template) payload.meta.options = { template };
        payload.meta.display_options = template ? { template } : null;
        relations.push({
          collection: def.collection,
          field: spec.field,
          related_collection: spec.m2o,
          meta: { one_deselect_action: 'nullify' },
          schema: { on_delete: 'SET NULL' },
        });
      }
      if (spec.file) {
        relations.push({
          collection: def.collection,
          field: spec.field,
          related_collection: 'directus_files',
          meta: { one_deselect_action: 'nullify' },
          schema: { on_delete: 'SET NULL' },
        });
      }
      fields.push(payload);
    }
    const place = placeOf.get(def.collection) ?? { group: null, sort: null };
    collections.push({
      collection: def.collection,
      meta: {
        icon: def.icon ?? 'box',
        // Directus shows a collection's note untranslated: the English one, where the model has both.
        note: (typeof def.note === 'object' ? def.note?.en : def.note) ?? null,
        hidden: Boolean(def.hidden),
        display_template: def.display_template ?? null,
        sort_field: def.sort_field ?? null,
        singleton: false,
        accountability: 'all',
        group: place.group,
        sort: place.sort,
        translations: collectionTranslations(def.label),
      },
      schema: {},
      fields,
      aliases: [],
      public: def.public !== false,
      preview: Boolean(def.preview),
      junction: false,
    });
  }

  const byName = Object.fromEntries(collections.map((c) => [c.collection, c]));
  for (const def of model.collections) {
    for (const [index, spec] of def.fields.entries()) {
      if (spec.link) byName[def.collection].aliases.push(linkPayload(spec, index + 1));
      if (!spec.m2m) continue;
      const m = spec.m2m;
      const selfPk = def.fields.find((f) => f.pk);
      const relatedDef = model.collections.find((c) => c.collection === m.related);
      const relatedPkType = m.related === 'directus_files' ? 'uuid' : relatedDef.fields.find((f) => f.pk).type;
      const isFiles = m.related === 'directus_files';
      const relatedTemplate = isFiles
        ? `{{${m.related_key}.$thumbnail}}`
        : templates[m.related]?.replace(/{{\s*/g, `{{${m.related_key}.`);
      byName[def.collection].aliases.push(
        aliasPayload(
          spec,
          isFiles ? 'files' : 'm2m',
          isFiles ? 'files' : 'list-m2m',
          relatedTemplate ?? null,
          index + 1,
        ),
      );
      if (m.reverse) {
        const selfTemplate = templates[def.collection]?.replace(/{{\s*/g, `{{${m.self_key}.`);
        const reverseDef = relatedDef.fields.find((f) => f.field === m.reverse);
        byName[m.related].aliases.push(
          aliasPayload(
            reverseDef ?? { field: m.reverse },
            'm2m',
            'list-m2m',
            selfTemplate ?? null,
            relatedDef.fields.indexOf(reverseDef) + 1 || null,
          ),
        );
      }
      const junctionFields = [
        fieldPayload({ field: 'id', type: 'integer', pk: true }),
        { field: m.self_key, type: selfPk.type, meta: { hidden: true }, schema: { is_nullable: true } },
        { field: m.related_key, type: relatedPkType, meta: { hidden: true }, schema: { is_nullable: true } },
      ];
      if (m.sort)
        junctionFields.push({ field: m.sort, type: 'integer', meta: { hidden: true }, schema: { is_nullable: true } });
      collections.push({
        collection: m.junction,
        meta: {
          icon: 'import_export',
          hidden: true,
          note: `Junction of ${def.collection}.${spec.field}`,
          accountability: 'all',
        },
        schema: {},
        fields: junctionFields,
        aliases: [],
        public: def.public !== false,
        junction: true,
      });
      relations.push({
        collection: m.junction,
        field: m.self_key,
        related_collection: def.collection,
        meta: {
          one_field: spec.field,
          junction_field: m.related_key,
          sort_field: m.sort ?? null,
          one_deselect_action: 'delete',
        },
        schema: { on_delete: 'CASCADE' },
      });
      relations.push({
        collection: m.junction,
        field: m.related_key,
        related_collection: m.related,
        meta: {
          one_field: m.reverse ?? null,
          junction_field: m.self_key,
          sort_field: null,
          one_deselect_action: 'nullify',
        },
        schema: { on_delete: isFiles ? 'CASCADE' : 'CASCADE' },
      });
    }
  }
  return { collections, relations };
}

/** The field names of each collection, as the public policy exposes them. */
export function publicFieldMap(model = loadModel()) {
  const { collections } = expandModel(model);
  const map = {};
  for (const c of collections) {
    if (!c.public) continue;
    map[c.collection] = [...c.fields.map((f) => f.field), ...c.aliases.map((f) => f.field)];
  }
  return map;
}

/** The weekdays as the model lists opening_hours.Day's choices: Monday first. */
const WEEK_FROM_MONDAY = loadModel()
  .collections.find((c) => c.collection === 'opening_hours')
  .fields.find((f) => f.field === 'Day').choices;

/** A weekday's place in the opening hours list: Monday 1 to Sunday 7 (null for another value). */
export function weekdayOrder(day) {
  const index = WEEK_FROM_MONDAY.indexOf(day);
  return index === -1 ? null : index + 1;
}

/**
 * Opening hours rows without an order (made before it existed, or added by hand) get their
 * weekday's, so the list reads Monday first. An order an editor gave by dragging rows is kept.
 */
async function orderWeekdays(client) {
  const rows = await client.readAll('opening_hours', { fields: ['id', 'Day'], filter: { sort: { _null: true } } });
  for (const row of rows) {
    const sort = weekdayOrder(row.Day);
    if (sort !== null) await client.patch(`/items/opening_hours/${row.id}`, { sort });
  }
  return rows.length ? [`order of ${rows.length} opening day(s)`] : [];
}

/**
 * Dishes with photos and no cover photo (saved before the cover existed, or while the CMS ran
 * without its hook, cms/extensions/directus-extension-dish-cover) get their first photo as cover.
 */
async function fillCovers(client) {
  const dishes = await client.readAll('menu_items', {
    fields: ['id', 'images.id', 'images.sort', 'images.directus_files_id'],
    filter: { cover: { _null: true } },
  });
  let filled = 0;
  for (const dish of dishes) {
    const [first] = (dish.images ?? [])
      .filter((row) => row?.directus_files_id)
      .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.id - b.id);
    if (!first) continue;
    await client.patch(`/items/menu_items/${dish.id}`, { cover: first.directus_files_id });
    filled += 1;
  }
  return filled ? [`cover photo of ${filled} dish(es)`] : [];
}

export async function applySchema(client, { log = console.log, model = loadModel(), previewBase } = {}) {
  const { collections, relations } = expandModel(model);
  const existingCollections = new Set((await client.get('/collections')).map((c) => c.collection));
  const existingFields = new Set((await client.get('/fields')).map((f) => `${f.collection}.${f.field}`));
  const existingRelations = new Set((await client.get('/relations')).map((r) => `${r.collection}.${r.field}`));
  // Folders first: collections are created inside them.
  const changes = await applyFolders(client, model);

  // 1. Tables with their columns.
  for (const c of collections) {
    if (!existingCollections.has(c.collection)) {
      await client.post('/collections', { collection: c.collection, meta: c.meta, schema: c.schema, fields: c.fields });
      changes.push(`collection ${c.collection}`);
      for (const f of c.fields) existingFields.add(`${c.collection}.${f.field}`);
      continue;
    }
    for (const f of c.fields) {
      if (existingFields.has(`${c.collection}.${f.field}`)) continue;
      await client.post(`/fields/${c.collection}`, f);
      changes.push(`field ${c.collection}.${f.field}`);
    }
  }
  // 2. Alias fields (m2m), which need their tables.
  for (const c of collections) {
    for (const f of c.aliases) {
      if (existingFields.has(`${c.collection}.${f.field}`)) continue;
      await client.post(`/fields/${c.collection}`, f);
      changes.push(`alias ${c.collection}.${f.field}`);
    }
  }
  // 3. Relations (foreign keys).
  for (const r of relations) {
    if (existingRelations.has(`${r.collection}.${r.field}`)) continue;
    await client.post('/relations', r);
    changes.push(`relation ${r.collection}.${r.field} -> ${r.related_collection}`);
  }
  // 4. How the admin app shows it all, for collections and fields made before as well.
  changes.push(...(await applyAdmin(client, { collections, relations }, model, { previewBase })));
  changes.push(...(await orderWeekdays(client)));
  changes.push(...(await fillCovers(client)));
  // 5. The publish status on the Insights dashboard "Website".
  changes.push(...(await applyInsights(client)));
  log(changes.length ? `schema: applied ${changes.length} change(s)` : 'schema: up to date');
  return changes;
}
