/**
 * `src/generated/cms.ts` from `cms/schema/model.json`, the one description of each CMS collection
 * (the same file `schema:apply` turns into the Directus model and its admin settings). For every
 * collection it writes the raw record type as the CMS gives it and a constant with its field
 * names: the fields holding a value of their own, its files and its relations. The queries build
 * their `fields` lists from these constants (src/data/queries/fields.ts), and the publish checks
 * follow the relations (publish/validate.ts); a field renamed or removed in the model breaks the
 * type-check of every read that names it.
 *
 * Beside them, what each value field is and may be (`<COLLECTION>_SPECS`: its type, default,
 * labels and check, the admin app's own validation, from cms/scripts/lib/checks.mjs), which the
 * normalisers and the publish checks read (src/data/normalize/checks.ts, rules.ts); the formats'
 * patterns, for the tests that hold the site's readers to them; and the page each previewed
 * collection shows. `schemas/models/cms-fields.schema.json` describes every collection's values
 * as the normalisers read them (`fieldValues`), for models that carry them (a dish's `fields`).
 * Run by `npm run gen:types` (build/gen-types.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMessage, fieldCheck, requiredMessage } from '../cms/scripts/lib/checks.mjs';
import { MODELS_DIR, ROOT } from './schema-files.ts';

export const MODEL_FILE = join(ROOT, 'cms', 'schema', 'model.json');
export const CMS_FILE = join(ROOT, 'src', 'generated', 'cms.ts');
export const FIELDS_SCHEMA_FILE = join(MODELS_DIR, 'cms-fields.schema.json');

interface Bilingual {
  en: string;
  ar: string;
}

interface ModelField {
  field: string;
  type?: string;
  default?: string | number | boolean;
  pk?: boolean;
  hidden?: boolean;
  money?: boolean;
  min?: number;
  max?: number;
  note?: Bilingual;
  m2o?: string;
  file?: boolean;
  m2m?: { related: string; related_key: string; junction: string; self_key: string };
  reverse?: string;
  /** A button in the admin form, not a value (cms/scripts/lib/schema.mjs). */
  link?: unknown;
  choices?: string[];
  label?: Bilingual;
}

interface ModelCollection {
  collection: string;
  public?: boolean;
  preview?: string;
  label?: { en: string };
  fields?: ModelField[];
}

interface Format {
  pattern?: string;
  message: Bilingual;
  example: string;
  counterexample: string;
}

export interface Model {
  checks: { money_max: number; formats: Record<string, Format>; messages: Record<string, Bilingual> };
  collections: ModelCollection[];
}

const pascal = (name: string) =>
  name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const constant = (name: string) => name.toUpperCase();
const recordType = (collection: string) =>
  collection === 'directus_files' ? 'CmsFileRecord' : `${pascal(collection)}Record`;

/** The TypeScript type of a field's value as Directus answers it (decimals come as strings). */
function valueType(field: ModelField): string {
  if (field.choices) return `${field.choices.map((choice) => `'${choice}'`).join(' | ')} | (string & {})`;
  switch (field.type) {
    case 'integer':
      return 'number';
    case 'decimal':
      return 'string | number';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

function fieldType(field: ModelField): string {
  if (field.m2o) return `number | ${recordType(field.m2o)} | null`;
  if (field.file) return 'string | CmsFileRecord | null';
  if (field.m2m) return `{ ${field.m2m.related_key}?: ${recordType(field.m2m.related)} | number | string | null }[]`;
  if (field.reverse) return 'unknown[]';
  return `${valueType(field)} | null`;
}

const list = (names: string[]) => `[${names.map((name) => `'${name}'`).join(', ')}]`;

/** The fields of a collection holding a value of their own (not its key, files, relations or buttons). */
const valueFields = (c: ModelCollection) =>
  (c.fields ?? []).filter((f) => !f.pk && !f.m2o && !f.file && !f.m2m && !f.reverse && !f.link && f.type);

const literal = (value: unknown) => JSON.stringify(value).replace(/'/g, "\\'").replace(/^"|"$/g, "'");
const tsValue = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(tsValue).join(', ')}]`
    : value && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([key, inner]) => `${/^[a-z_][a-z0-9_]*$/i.test(key) ? key : literal(key)}: ${tsValue(inner)}`)
          .join(', ')} }`
      : typeof value === 'string'
        ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
        : String(value);

/** A field's spec: its type, default and labels, and its check with the words of its rules. */
function fieldSpec(model: Model, field: ModelField): Record<string, unknown> {
  const check = fieldCheck(model, field) as Record<string, unknown> | null;
  const rule = check ? (checkMessage(model, check) as Bilingual | null) : null;
  return {
    type: field.type,
    ...(field.default !== undefined ? { default: field.default } : {}),
    label: field.label,
    ...(check
      ? {
          check: {
            ...Object.fromEntries(Object.entries(check).filter(([key]) => key !== 'required' && key !== 'words')),
            ...(rule ? { rule } : {}),
            ...(check.required ? { required: requiredMessage(model) as Bilingual } : {}),
          },
        }
      : {}),
  };
}

export function generateCms(model: Model = readModel()): string {
  const out: string[] = [
    `/**
 * GENERATED FILE - DO NOT EDIT.
 * Source: cms/schema/model.json (build/gen-cms.ts). Regenerate with \`npm run gen:types\`; a test
 * fails when this file is stale.
 */

/** A CMS file as a read may expand it (the fields the publisher may read). */
export interface CmsFileRecord {
  id?: string;
  filename_download?: string | null;
  width?: number | null;
  height?: number | null;
}
`,
  ];
  const collections = model.collections.filter((c) => c.public);
  for (const c of collections) {
    const fields = (c.fields ?? []).filter((f) => !f.link);
    out.push(`/** A \`${c.collection}\` record as the CMS gives it; a read holds the fields it asked for. */`);
    out.push(`export interface ${recordType(c.collection)} {`);
    for (const field of fields) {
      if (field.label) out.push(`  /** ${field.label.en} */`);
      out.push(`  ${field.field}?: ${fieldType(field)};`);
    }
    out.push('}', '');
    const values = fields.filter((f) => !f.m2o && !f.file && !f.m2m && !f.reverse && f.type).map((f) => f.field);
    const files = fields.filter((f) => f.file).map((f) => f.field);
    const relations = fields.flatMap((f) =>
      f.m2o
        ? [`    ${f.field}: { related: '${f.m2o}' },`]
        : f.m2m
          ? [
              `    ${f.field}: { related: '${f.m2m.related}', key: '${f.m2m.related_key}', junction: '${f.m2m.junction}', self: '${f.m2m.self_key}' },`,
            ]
          : [],
    );
    out.push(`/** The fields of \`${c.collection}\`: those holding a value of their own, its files, its relations. */`);
    out.push(`export const ${constant(c.collection)} = {`);
    out.push(`  collection: '${c.collection}',`);
    out.push(`  values: ${list(values)},`);
    out.push(`  files: ${list(files)},`);
    out.push(relations.length ? `  relations: {\n${relations.join('\n')}\n  },` : '  relations: {},');
    out.push('} as const;', '');
    out.push(
      `/** What each value field of \`${c.collection}\` is and may be: type, default, labels, check (cms/scripts/lib/checks.mjs). */`,
    );
    out.push(`export const ${constant(c.collection)}_SPECS = {`);
    for (const field of valueFields(c)) out.push(`  ${field.field}: ${tsValue(fieldSpec(model, field))},`);
    out.push('} as const;', '');
  }
  out.push('/** Every collection the site reads, by name. */');
  out.push('export const CMS_COLLECTIONS = {');
  for (const c of collections) out.push(`  ${c.collection}: ${constant(c.collection)},`);
  out.push('} as const;', '');
  out.push('export type CmsCollection = keyof typeof CMS_COLLECTIONS;');
  out.push('');
  out.push("/** Each collection's record type. */");
  out.push('export interface CmsRecords {');
  for (const c of collections) out.push(`  ${c.collection}: ${recordType(c.collection)};`);
  out.push('}', '');
  out.push("/** Each collection's field specs, by name. */");
  out.push('export const FIELD_SPECS = {');
  for (const c of collections) out.push(`  ${c.collection}: ${constant(c.collection)}_SPECS,`);
  out.push('} as const;', '');
  out.push(
    "/** The words of every check (cms/schema/model.json, checks.messages), for the rules across a record's fields. */",
  );
  out.push(`export const CHECK_MESSAGES = ${tsValue(model.checks.messages)} as const;`, '');
  out.push('/** The highest price a money field takes, in SAR (cms/schema/model.json, checks.money_max). */');
  out.push(`export const MONEY_MAX = ${model.checks.money_max};`, '');
  out.push(
    "/** What a text of each format must look like (the whole value, spaces trimmed), and a value of it and one not: the admin app's validation (cms/scripts/lib/checks.mjs). */",
  );
  out.push('export const FORMATS = {');
  for (const [name, format] of Object.entries(model.checks.formats))
    out.push(
      `  ${name}: ${tsValue({ ...(format.pattern ? { pattern: format.pattern } : {}), example: format.example, counterexample: format.counterexample })},`,
    );
  out.push('} as const;', '');
  out.push('export type FormatName = keyof typeof FORMATS;', '');
  out.push('/** The collections with a Live Preview, and the page of the site each one shows (their `preview`). */');
  out.push('export const PREVIEW_PAGES = {');
  for (const c of model.collections.filter((c) => c.preview)) out.push(`  ${c.collection}: '${c.preview}',`);
  out.push('} as const;', '');
  return out.join('\n');
}

/** The JSON Schema of one value as the normalisers read it (src/data/normalize/checks.ts, fieldValues). */
function valueSchema(model: Model, field: ModelField): Record<string, unknown> {
  const check = fieldCheck(model, field) as { kind?: string; min?: number; max?: number; format?: string } | null;
  const hasDefault = field.default !== undefined;
  const nullable = (type: string) => (hasDefault ? type : [type, 'null']);
  const words = [field.label?.en ?? field.field, field.note?.en?.replace(/\.$/, '')].filter(Boolean).join(': ');
  const fallback = hasDefault ? `; ${JSON.stringify(field.default)} when empty or refused` : '';
  const description = `${field.field}: ${words}${fallback}.`;
  if (field.choices)
    return { type: nullable('string'), enum: [...field.choices, ...(hasDefault ? [] : [null])], description };
  switch (field.type) {
    case 'boolean':
      return { type: nullable('boolean'), description };
    case 'integer':
      return {
        type: nullable('integer'),
        ...(check?.min !== undefined ? { minimum: check.min } : {}),
        ...(check?.max !== undefined ? { maximum: check.max } : {}),
        description,
      };
    case 'decimal':
      return {
        type: nullable('number'),
        ...(field.money ? { minimum: 0, maximum: model.checks.money_max } : {}),
        description,
      };
    case 'time':
      return { type: nullable('string'), pattern: '^\\d{2}:\\d{2}$', description };
    case 'date':
      return { type: nullable('string'), pattern: '^\\d{4}-\\d{2}-\\d{2}$', description };
    default:
      // A text with a format is null when refused; plain text is '' when empty.
      return { type: check?.format || field.type === 'timestamp' ? nullable('string') : 'string', description };
  }
}

/** `schemas/models/cms-fields.schema.json`: every public collection's values, as the normalisers read them. */
export function generateFieldsSchema(model: Model = readModel()): string {
  const collections = model.collections.filter((c) => c.public);
  const title = (c: ModelCollection) => `${pascal(c.collection)}Fields`;
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://saffron.site/schemas/models/cms-fields.schema.json',
    title: 'CmsFields',
    description:
      "GENERATED from cms/schema/model.json by npm run gen:types (build/gen-cms.ts): do not edit. Each collection's fields holding a value of their own, as the normalisers read them (src/data/normalize/checks.ts, fieldValues): each field's value read by its check, its default when empty or refused.",
    type: 'object',
    additionalProperties: false,
    required: collections.map((c) => c.collection),
    properties: Object.fromEntries(collections.map((c) => [c.collection, { $ref: `#/definitions/${title(c)}` }])),
    definitions: Object.fromEntries(
      collections.map((c) => {
        const fields = valueFields(c).filter((f) => f.field !== 'id');
        return [
          title(c),
          {
            title: title(c),
            description: `The values of a \`${c.collection}\` record (${c.label?.en ?? c.collection}), as the model declares them.`,
            type: 'object',
            additionalProperties: false,
            required: fields.map((f) => f.field),
            properties: Object.fromEntries(fields.map((f) => [f.field, valueSchema(model, f)])),
          },
        ];
      }),
    ),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function readModel(): Model {
  return JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as Model;
}
