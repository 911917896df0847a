// Applies cms/schema/model.json to a running Directus through its REST API.
// Idempotent: creates what is missing (collections, fields, relations, junctions) and
// never drops or alters existing columns, so content entered by editors is safe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './config.mjs';

export const MODEL_PATH = path.join(CMS_DIR, 'schema', 'model.json');

export function loadModel() {
  return JSON.parse(readFileSync(MODEL_PATH, 'utf8'));
}

const WEEKDAY_NOTE = 'English weekday name';

function choicesOptions(values) {
  return { choices: values.map((value) => ({ text: value, value })) };
}

/** Directus field payload for one scalar / m2o / file field of the model. */
export function fieldPayload(spec) {
  const meta = {
    interface: 'input',
    width: spec.width ?? 'full',
    required: Boolean(spec.required),
    hidden: Boolean(spec.hidden),
    readonly: Boolean(spec.readonly),
    note: spec.note ?? null,
    special: spec.special ?? null,
    options: null,
    display: null,
    display_options: null,
    validation: null,
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
    meta.options = choicesOptions(spec.choices);
    if (spec.field === 'Day') meta.note = meta.note ?? WEEKDAY_NOTE;
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
  if (spec.min !== undefined && spec.max !== undefined && spec.type === 'integer') {
    meta.validation = {
      _or: [{ [spec.field]: { _null: true } }, { [spec.field]: { _between: [spec.min, spec.max] } }],
    };
    meta.validation_message = `Between ${spec.min} and ${spec.max}, or empty`;
  }
  return { field: spec.field, type: spec.type, meta, schema };
}

function aliasPayload(field, special, iface, options) {
  return {
    field,
    type: 'alias',
    meta: { interface: iface, special: [special], options: options ?? null, width: 'full', display: 'related-values' },
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

  for (const def of model.collections) {
    const fields = [];
    for (const spec of def.fields) {
      if (spec.m2m || spec.reverse) continue;
      const payload = fieldPayload(spec);
      if (spec.m2o) {
        const template = templates[spec.m2o];
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
    collections.push({
      collection: def.collection,
      meta: {
        icon: def.icon ?? 'box',
        note: def.note ?? null,
        hidden: Boolean(def.hidden),
        display_template: def.display_template ?? null,
        sort_field: def.sort_field ?? null,
        singleton: false,
        accountability: 'all',
      },
      schema: {},
      fields,
      aliases: [],
      public: def.public !== false,
      junction: false,
    });
  }

  const byName = Object.fromEntries(collections.map((c) => [c.collection, c]));
  for (const def of model.collections) {
    for (const spec of def.fields) {
      if (!spec.m2m) continue;
      const m = spec.m2m;
      const selfPk = def.fields.find((f) => f.pk);
      const relatedDef = model.collections.find((c) => c.collection === m.related);
      const relatedPkType = m.related === 'directus_files' ? 'uuid' : relatedDef.fields.find((f) => f.pk).type;
      const isFiles = m.related === 'directus_files';
      const relatedTemplate = isFiles ? null : templates[m.related]?.replace(/{{\s*/g, `{{${m.related_key}.`);
      byName[def.collection].aliases.push(
        aliasPayload(
          spec.field,
          isFiles ? 'files' : 'm2m',
          isFiles ? 'files' : 'list-m2m',
          relatedTemplate ? { template: relatedTemplate } : null,
        ),
      );
      if (m.reverse) {
        const selfTemplate = templates[def.collection]?.replace(/{{\s*/g, `{{${m.self_key}.`);
        byName[m.related].aliases.push(
          aliasPayload(m.reverse, 'm2m', 'list-m2m', selfTemplate ? { template: selfTemplate } : null),
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

export async function applySchema(client, { log = console.log, model = loadModel() } = {}) {
  const { collections, relations } = expandModel(model);
  const existingCollections = new Set((await client.get('/collections')).map((c) => c.collection));
  const existingFields = new Set((await client.get('/fields')).map((f) => `${f.collection}.${f.field}`));
  const existingRelations = new Set((await client.get('/relations')).map((r) => `${r.collection}.${r.field}`));
  const changes = [];

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
  log(changes.length ? `schema: applied ${changes.length} change(s)` : 'schema: up to date');
  return changes;
}
