/**
 * `src/generated/cms.ts` from `cms/schema/model.json`, the one description of each CMS collection
 * (the same file `schema:apply` turns into the Directus model and its admin settings). For every
 * collection it writes the raw record type as the CMS gives it and a constant with its field
 * names: the fields holding a value of their own, its files and its relations. The queries build
 * their `fields` lists from these constants (src/data/queries/fields.ts), and the publish checks
 * follow the relations (publish/validate.ts); a field renamed or removed in the model breaks the
 * type-check of every read that names it. Run by `npm run gen:types` (build/gen-types.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './schema-files.ts';

export const MODEL_FILE = join(ROOT, 'cms', 'schema', 'model.json');
export const CMS_FILE = join(ROOT, 'src', 'generated', 'cms.ts');

interface ModelField {
  field: string;
  type?: string;
  pk?: boolean;
  m2o?: string;
  file?: boolean;
  m2m?: { related: string; related_key: string; junction: string; self_key: string };
  reverse?: string;
  /** A button in the admin form, not a value (cms/scripts/lib/schema.mjs). */
  link?: unknown;
  choices?: string[];
  label?: { en: string; ar: string };
}

interface ModelCollection {
  collection: string;
  public?: boolean;
  label?: { en: string };
  fields?: ModelField[];
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

export function generateCms(model: { collections: ModelCollection[] } = readModel()): string {
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
  return out.join('\n');
}

export function readModel(): { collections: ModelCollection[] } {
  return JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as { collections: ModelCollection[] };
}
