/**
 * `npm run gen:types`: the generated files: JSON Schemas -> src/generated/types.ts, and from the
 * block folders (build/gen-blocks.ts) the registry, the string areas and the section list, and
 * from the CMS model (cms/schema/model.json, build/gen-cms.ts) the record types, field names and
 * checks, and the JSON Schema of the values the normalisers read (schemas/models/cms-fields).
 * `npm run gen:types -- --check`: exits 1 when one of them is stale.
 */
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ROOT,
  SECTIONS_SCHEMA,
  SITE_SCHEMA,
  SITES_SCHEMA,
  blockSchemaFiles,
  modelSchemaFiles,
  readJson,
  type JsonSchema,
} from './schema-files.ts';
import {
  BLOCK_INDEX_FILE,
  blockEntryFacts,
  blockFolders,
  generateBlockIndex,
  generateQueries,
  generateRegistry,
  generateSectionsSchema,
  generateStrings,
  QUERIES_FILE,
  REGISTRY_FILE,
  STRINGS_FILE,
} from './gen-blocks.ts';
import { CMS_FILE, FIELDS_SCHEMA_FILE, generateCms, generateFieldsSchema } from './gen-cms.ts';

export const GENERATED_FILE = join(ROOT, 'src', 'generated', 'types.ts');

const BANNER = `/**
 * GENERATED FILE - DO NOT EDIT.
 * Source: schemas/*.schema.json, schemas/models/*.schema.json and src/blocks/<group>/<Block>/schema.json.
 * Regenerate with \`npm run gen:types\`; a test fails when this file is stale.
 */`;

export async function generateTypes(): Promise<string> {
  const definitions: Record<string, { $ref: string }> = {
    SiteConfig: { $ref: relative(ROOT, SITE_SCHEMA) },
    SiteList: { $ref: relative(ROOT, SITES_SCHEMA) },
  };
  for (const file of modelSchemaFiles()) {
    const schema = readJson<JsonSchema>(file);
    if (!schema.title) throw new Error(`${relative(ROOT, file)} needs a title`);
    definitions[schema.title] = { $ref: relative(ROOT, file) };
  }
  for (const { file } of blockSchemaFiles()) {
    const schema = readJson<JsonSchema>(file);
    if (!schema.title) throw new Error(`${relative(ROOT, file)} needs a title`);
  }
  const root = { title: 'GeneratedRoot', type: 'object', additionalProperties: false, properties: {}, definitions };
  const ts = await compile(root as never, 'GeneratedRoot', {
    cwd: ROOT,
    bannerComment: BANNER,
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  // The synthetic root only exists to reach every definition; drop its empty interface.
  return ts.replace(/export interface GeneratedRoot \{\}\n\n?/, '');
}

/** Every generated file with its fresh text, in the order they are written. */
export async function generatedFiles(): Promise<{ file: string; text: string }[]> {
  const blocks = blockFolders();
  // The section list and the CMS values' schema first: the types are compiled through them.
  const sections = { file: SECTIONS_SCHEMA, text: generateSectionsSchema(blocks) };
  const fields = { file: FIELDS_SCHEMA_FILE, text: generateFieldsSchema() };
  for (const { file, text } of [sections, fields]) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text && !process.argv.includes('--check')) writeFileSync(file, text);
  }
  const facts = await blockEntryFacts(blocks);
  return [
    sections,
    fields,
    { file: STRINGS_FILE, text: generateStrings(blocks) },
    { file: REGISTRY_FILE, text: generateRegistry(facts) },
    { file: BLOCK_INDEX_FILE, text: generateBlockIndex(facts) },
    { file: QUERIES_FILE, text: generateQueries(blocks) },
    { file: GENERATED_FILE, text: await generateTypes() },
    { file: CMS_FILE, text: generateCms() },
  ];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let files: { file: string; text: string }[];
  try {
    files = await generatedFiles();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const stale = files.filter(({ file, text }) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  if (check) {
    if (stale.length) {
      console.error(`✖ stale: ${stale.map(({ file }) => relative(ROOT, file)).join(', ')}: run \`npm run gen:types\`.`);
      process.exit(1);
    }
    console.log('✔ generated files are up to date');
    return;
  }
  for (const { file, text } of stale) writeFileSync(file, text);
  console.log(
    `✔ wrote ${stale.length ? stale.map(({ file }) => relative(ROOT, file)).join(', ') : 'nothing (up to date)'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
