/**
 * Where the JSON Schemas live. The site schema composes every block schema; the model
 * schemas describe normalised CMS data (and the placeholder content that stands in for it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { blockFolders } from './blocks.ts';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export const SITE_SCHEMA = join(SCHEMAS_DIR, 'site-config.schema.json');
/** The site list (sites.json): which restaurants the installation publishes, and where (build/sites.ts). */
export const SITES_SCHEMA = join(SCHEMAS_DIR, 'sites.schema.json');
/** The site schema's list of section types: generated from the block folders (build/gen-blocks.ts). */
export const SECTIONS_SCHEMA = join(SCHEMAS_DIR, 'sections.schema.json');
export const COMMON_SCHEMA = join(SCHEMAS_DIR, 'common.schema.json');
export const MODELS_DIR = join(SCHEMAS_DIR, 'models');

export interface JsonSchema {
  $id?: string;
  title?: string;
  [key: string]: unknown;
}

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Block folders' schemas (build/blocks.ts): `folder` is `live/HeroSlider`. */
export function blockSchemaFiles(): { folder: string; file: string }[] {
  return blockFolders().map((block) => ({ folder: block.folder, file: block.schemaFile }));
}

export function modelSchemaFiles(): string[] {
  return readdirSync(MODELS_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => join(MODELS_DIR, f));
}

/** Every schema document, for registering with ajv. */
export function allSchemas(): JsonSchema[] {
  return [
    readJson<JsonSchema>(COMMON_SCHEMA),
    ...modelSchemaFiles().map((f) => readJson<JsonSchema>(f)),
    ...blockSchemaFiles().map((b) => readJson<JsonSchema>(b.file)),
    readJson<JsonSchema>(SECTIONS_SCHEMA),
    readJson<JsonSchema>(SITE_SCHEMA),
  ];
}

/** The block `type` constant declared by a block schema. */
export function blockTypeOf(schema: JsonSchema): string | undefined {
  const props = schema.properties as Record<string, { const?: unknown }> | undefined;
  const value = props?.type?.const;
  return typeof value === 'string' ? value : undefined;
}
