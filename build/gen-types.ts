/**
 * `npm run gen:types`: JSON Schemas -> src/generated/types.ts.
 * `npm run gen:types -- --check`: exits 1 when the generated file is stale.
 */
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ROOT,
  SITE_SCHEMA,
  blockSchemaFiles,
  modelSchemaFiles,
  sectionRefs,
  readJson,
  type JsonSchema,
} from './schema-files.ts';

export const GENERATED_FILE = join(ROOT, 'src', 'generated', 'types.ts');

const BANNER = `/**
 * GENERATED FILE - DO NOT EDIT.
 * Source: schemas/*.schema.json, schemas/models/*.schema.json and src/blocks/<Block>/schema.json.
 * Regenerate with \`npm run gen:types\`; a test fails when this file is stale.
 */`;

/** Fails loudly when a block folder is missing from the site schema's section list (or vice versa). */
export function checkSectionList(): string[] {
  const listed = new Set(sectionRefs().map((r) => r.replace(/^\.\.\//, '')));
  const problems: string[] = [];
  for (const { folder } of blockSchemaFiles()) {
    const ref = `src/blocks/${folder}/schema.json`;
    if (!listed.has(ref))
      problems.push(`block ${folder} is not listed in schemas/site-config.schema.json definitions.Section.oneOf`);
    listed.delete(ref);
  }
  for (const ref of listed) problems.push(`schemas/site-config.schema.json lists ${ref}, which does not exist`);
  return problems;
}

export async function generateTypes(): Promise<string> {
  const definitions: Record<string, { $ref: string }> = {
    SiteConfig: { $ref: relative(ROOT, SITE_SCHEMA) },
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

async function main(): Promise<void> {
  const problems = checkSectionList();
  if (problems.length) {
    console.error(problems.map((p) => `✖ ${p}`).join('\n'));
    process.exit(1);
  }
  const next = await generateTypes();
  const check = process.argv.includes('--check');
  const current = existsSync(GENERATED_FILE) ? readFileSync(GENERATED_FILE, 'utf8') : '';
  if (check) {
    if (current !== next) {
      console.error('✖ src/generated/types.ts is stale: run `npm run gen:types`.');
      process.exit(1);
    }
    console.log('✔ generated types are up to date');
    return;
  }
  if (current !== next) writeFileSync(GENERATED_FILE, next);
  console.log(`✔ wrote ${relative(ROOT, GENERATED_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
