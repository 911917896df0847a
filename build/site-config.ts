/**
 * Loads, resolves and validates site.config.json at build and test time (never in the browser).
 * Problems come back as `path: message` lines a maintainer can act on.
 */
import { LANGUAGE_PREFIX, languageOfPath } from '../src/i18n/paths.ts';
import { sitePages } from '../src/site/pages.ts';
import { LAYOUT_IDS } from '../src/site/slots.ts';
import Ajv, { type ErrorObject } from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../src/generated/types.ts';
import { ROOT, allSchemas, blockSchemaFiles, blockTypeOf, readJson } from './schema-files.ts';

export interface ConfigProblem {
  /** Where the problem is, e.g. `routes[3] (/about).sections[1].type`. */
  path: string;
  message: string;
}

export class SiteConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ConfigProblem[],
  ) {
    super(`${file} is invalid:\n${problems.map((p) => `  ✖ ${p.path}: ${p.message}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

const SITE_SCHEMA_ID = 'https://saffron.site/schemas/site-config.schema.json';

let compiled: ReturnType<Ajv['compile']> | undefined;
function validator(): ReturnType<Ajv['compile']> {
  if (!compiled) {
    const ajv = new Ajv({
      allErrors: true,
      discriminator: true,
      verbose: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
    });
    ajv.addKeyword({ keyword: 'tsType' });
    // What a block needs in the browser (build/blocks.ts): read by the generator, not a constraint.
    ajv.addKeyword({ keyword: 'browser' });
    for (const schema of allSchemas()) ajv.addSchema(schema);
    compiled = ajv.getSchema(SITE_SCHEMA_ID);
    if (!compiled) throw new Error('site schema failed to compile');
  }
  return compiled;
}

export function blockTypes(): string[] {
  return blockSchemaFiles()
    .map((b) => blockTypeOf(readJson(b.file)))
    .filter((t): t is string => Boolean(t))
    .sort();
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `/routes/3/sections/1/type` -> `routes[3] (/about).sections[1].type` (and `sites[1] (cedar-grill).url`) */
export function readablePath(pointer: string, config: unknown): string {
  if (!pointer) return '(root)';
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = config;
  let out = '';
  for (const part of parts) {
    const isIndex = /^\d+$/.test(part) && Array.isArray(node);
    out += isIndex ? `[${part}]` : `${out ? '.' : ''}${part}`;
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (isIndex && node && typeof node === 'object') {
      const named = node as { path?: unknown; id?: unknown; slug?: unknown };
      if (typeof named.path === 'string') out += ` (${named.path})`;
      else if (typeof named.id === 'string') out += ` (${named.id})`;
      else if (typeof named.slug === 'string') out += ` (${named.slug})`;
    }
  }
  return out;
}

export function describe(error: ErrorObject): string {
  const parent = error.parentSchema as { description?: string } | undefined;
  const hint = parent?.description ? ` (${parent.description})` : '';
  switch (error.keyword) {
    case 'discriminator': {
      const params = error.params as { error: string; tag: string; tagValue?: unknown };
      if (params.error === 'mapping')
        return `unknown block type ${JSON.stringify(params.tagValue)}; allowed: ${blockTypes().join(', ')}`;
      return `"${params.tag}" must be a string naming a block; allowed: ${blockTypes().join(', ')}`;
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return `unknown field "${extra}"; allowed: ${allowed.join(', ')}`;
    }
    case 'required':
      return `missing required field "${(error.params as { missingProperty: string }).missingProperty}"`;
    case 'enum':
      return `${JSON.stringify(error.data)} is not allowed; allowed: ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
    case 'pattern':
      return `${JSON.stringify(error.data)} is not valid${hint}`;
    case 'type':
      return `must be ${(error.params as { type: string }).type}, got ${Array.isArray(error.data) ? 'array' : error.data === null ? 'null' : typeof error.data}`;
    default:
      return `${error.message ?? 'is invalid'}${hint}`;
  }
}

/** Replaces every `contentRef` with the `content` it points to. */
function resolveContentRefs(config: Json, contentDir: string, problems: ConfigProblem[]): Json {
  const routes = (config as { routes?: Json }).routes;
  if (!Array.isArray(routes)) return config;
  const fileCache = new Map<string, Json>();
  const nextRoutes = routes.map((route, r) => {
    const sections = route && typeof route === 'object' && !Array.isArray(route) ? route.sections : undefined;
    if (!Array.isArray(sections)) return route;
    return {
      ...(route as object),
      sections: sections.map((section, s) => {
        if (!section || typeof section !== 'object' || Array.isArray(section) || typeof section.contentRef !== 'string')
          return section;
        const where = readablePath(`/routes/${r}/sections/${s}/contentRef`, config);
        const { contentRef, ...rest } = section;
        if ('content' in rest) {
          problems.push({ path: where, message: 'use either "content" or "contentRef", not both' });
          return section;
        }
        const [fileName, pointer = ''] = contentRef.split('#');
        const file = join(contentDir, fileName!);
        if (!existsSync(file)) {
          problems.push({ path: where, message: `content file content/${fileName} does not exist` });
          return section;
        }
        if (!fileCache.has(file)) fileCache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Json);
        let node: Json | undefined = fileCache.get(file);
        for (const key of pointer.split('/').slice(1)) {
          node = node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
        }
        if (node === undefined) {
          problems.push({ path: where, message: `content/${fileName} has nothing at "#${pointer}"` });
          return section;
        }
        return { ...rest, content: node };
      }),
    };
  });
  return { ...(config as object), routes: nextRoutes };
}

/**
 * Rules JSON Schema cannot express: unique route paths, none under the Arabic pages' /ar, unique
 * section ids, the layout's slot ids, navigation targets.
 */
function crossChecks(config: SiteConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const seen = new Map<string, number>();
  config.routes.forEach((route, r) => {
    const previous = seen.get(route.path);
    if (previous !== undefined)
      problems.push({ path: `routes[${r}] (${route.path}).path`, message: `duplicates routes[${previous}]` });
    seen.set(route.path, r);
    // The Arabic pages are these routes under /ar (src/i18n/paths.ts): a route there would be both.
    if (languageOfPath(route.path) !== 'en')
      problems.push({
        path: `routes[${r}] (${route.path}).path`,
        message: `is under ${LANGUAGE_PREFIX.ar}, where the Arabic pages are; choose another path`,
      });
    const ids = new Set<string>();
    route.sections.forEach((section, s) => {
      if (ids.has(section.id))
        problems.push({
          path: `routes[${r}] (${route.path}).sections[${s}].id`,
          message: `"${section.id}" is used twice on this page`,
        });
      if (LAYOUT_IDS.includes(section.id))
        problems.push({
          path: `routes[${r}] (${route.path}).sections[${s}].id`,
          message: `"${section.id}" is an element id of the page frame; choose another id`,
        });
      ids.add(section.id);
    });
  });
  const staticPaths = new Set(config.routes.map((r) => r.path));
  config.navigation.forEach((link, i) => {
    const path = link.href.split(/[?#]/)[0]!;
    if (link.href.startsWith('/') && !staticPaths.has(path))
      problems.push({ path: `navigation[${i}].href`, message: `"${link.href}" is not a route of this config` });
  });
  try {
    sitePages(config.routes);
  } catch (error) {
    problems.push({ path: 'routes', message: (error as Error).message.replace(/^site\.config\.json: /, '') });
  }
  if (!config.languages.available.includes(config.languages.default))
    problems.push({
      path: 'languages.default',
      message: `"${config.languages.default}" is not in languages.available`,
    });
  return problems;
}

export interface ValidateOptions {
  contentDir?: string;
}

export function validateSiteConfig(
  raw: unknown,
  options: ValidateOptions = {},
): { config?: SiteConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const resolved = resolveContentRefs(raw as Json, options.contentDir ?? join(ROOT, 'content'), problems);
  // An unresolved reference would also show up as "missing content"; report the cause alone.
  if (problems.length) return { problems };
  const validate = validator();
  if (!validate(resolved)) {
    for (const error of validate.errors ?? []) {
      // A failed discriminated branch also reports the oneOf itself; the branch error says more.
      if (error.keyword === 'oneOf') continue;
      problems.push({ path: readablePath(error.instancePath, resolved), message: describe(error) });
    }
  }
  if (problems.length) return { problems };
  const config = resolved as unknown as SiteConfig;
  problems.push(...crossChecks(config));
  return problems.length ? { problems } : { config, problems };
}

export interface LoadOptions {
  file?: string;
  contentDir?: string;
  env?: Record<string, string | undefined>;
}

/** Reads site.config.json, applies the CMS_URL override, validates; throws SiteConfigError. (Which sites, and where: build/sites.ts.) */
export function loadSiteConfig(options: LoadOptions = {}): SiteConfig {
  const file = options.file ?? join(ROOT, 'site.config.json');
  const env = options.env ?? process.env;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SiteConfigError(file, [{ path: '(file)', message: (error as Error).message }]);
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const obj = raw as { cms?: { url?: string } };
    if (env.CMS_URL && obj.cms) obj.cms.url = env.CMS_URL;
  }
  const { config, problems } = validateSiteConfig(raw, { contentDir: options.contentDir });
  if (!config) throw new SiteConfigError(file, problems);
  return config;
}
