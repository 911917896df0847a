/**
 * Loads and validates the site list, `sites.json` beside site.config.json (or SITES_FILE): the
 * sites one installation publishes, one per restaurant, each at its own address. Problems come
 * back as `path: message` lines, as the site config's do. Credentials are not read here: the
 * publisher resolves each CMS's token and notice secret from the variables named
 * (publish/sites.ts), and nothing in build/ reads secrets.
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { SiteCms, SiteConfig, SiteEntry, SiteList, SiteWords } from '../src/generated/types.ts';
import { COMMON_SCHEMA, ROOT, SITES_SCHEMA, readJson, type JsonSchema } from './schema-files.ts';
import { describe, loadSiteConfig, readablePath, SiteConfigError, type ConfigProblem } from './site-config.ts';

export type { SiteCms, SiteEntry, SiteList, SiteWords };

const SITES_SCHEMA_ID = 'https://saffron.site/schemas/sites.schema.json';
/** The variables that hold the default CMS's publisher token and notice secret. */
export const DEFAULT_TOKEN_ENV = 'PUBLISHER_TOKEN';
export const DEFAULT_SECRET_ENV = 'PUBLISH_SECRET';

/** One site of the list, with its CMS worked out (the default one when it names none). */
export interface ListedSite {
  slug: string;
  /** Public address, no trailing slash: `https://cedargrill.example`. */
  url: string;
  /** Its host name, lower-case: what the web servers route by. */
  host: string;
  cms: SiteCms;
  words: SiteWords;
}

/** A site list that is not valid: a config error like the site config's (path: message lines). */
export class SiteListError extends SiteConfigError {
  override name = 'SiteListError';
}

let ajv: Ajv | undefined;
function schemaOf(ref: string): ReturnType<Ajv['compile']> {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'tsType' });
    ajv.addSchema(readJson<JsonSchema>(COMMON_SCHEMA));
    ajv.addSchema(readJson<JsonSchema>(SITES_SCHEMA));
  }
  const compiled = ajv.getSchema(ref);
  if (!compiled) throw new Error(`the site list schema has no ${ref}`);
  return compiled;
}
const validator = () => schemaOf(SITES_SCHEMA_ID);
const wordsValidator = () => schemaOf(`${SITES_SCHEMA_ID}#/definitions/SiteWords`);

/** The file the list is read from: SITES_FILE (relative to the repository), else sites.json. */
export function sitesFile(env: Record<string, string | undefined> = process.env): string {
  const named = env.SITES_FILE;
  if (!named) return join(ROOT, 'sites.json');
  return isAbsolute(named) ? named : resolve(ROOT, named);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A site's words: inline, or read from its file under content/ and checked against the same schema. */
function wordsOf(entry: SiteEntry, contentDir: string, problem: (message: string) => void): SiteWords {
  if (entry.words && entry.wordsRef) {
    problem('use either "words" or "wordsRef", not both');
    return {};
  }
  if (!entry.wordsRef) return entry.words ?? {};
  let words: unknown;
  try {
    words = JSON.parse(readFileSync(join(contentDir, entry.wordsRef), 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    problem(
      missing ? `content/${entry.wordsRef} does not exist` : `content/${entry.wordsRef}: ${(error as Error).message}`,
    );
    return {};
  }
  const check = wordsValidator();
  if (!check(words)) {
    for (const error of check.errors ?? [])
      problem(`content/${entry.wordsRef}${error.instancePath.replace(/\//g, '.')}: ${describe(error)}`);
    return {};
  }
  return words as SiteWords;
}

/**
 * Checks a parsed list against the schema and the rules it cannot express: unique slugs and host
 * names, descriptions only for routes the config has, one token and secret variable per CMS.
 */
export function validateSiteList(
  raw: unknown,
  config: Pick<SiteConfig, 'cms' | 'routes'>,
  contentDir = join(ROOT, 'content'),
): { sites?: ListedSite[]; problems: ConfigProblem[] } {
  const validate = validator();
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map((error) => ({
      path: readablePath(error.instancePath, raw),
      message: describe(error),
    }));
    return { problems };
  }
  const list = raw as SiteList;
  const problems: ConfigProblem[] = [];
  const where = (index: number, field: string) => readablePath(`/sites/${index}/${field}`, raw);
  const defaultCms: SiteCms = {
    url: trimSlash(config.cms.url),
    tokenEnv: DEFAULT_TOKEN_ENV,
    secretEnv: DEFAULT_SECRET_ENV,
  };
  const routes = new Set(config.routes.map((route) => route.path));
  const slugs = new Map<string, number>();
  const hosts = new Map<string, number>();
  const cmsByUrl = new Map<string, { cms: SiteCms; index: number }>([[defaultCms.url, { cms: defaultCms, index: -1 }]]);
  const usesDefault = list.sites.some((site) => !site.cms || trimSlash(site.cms.url) === defaultCms.url);
  const sites = list.sites.map((entry: SiteEntry, index): ListedSite => {
    const url = trimSlash(entry.url);
    const host = new URL(url).hostname.toLowerCase();
    const earlierSlug = slugs.get(entry.slug);
    if (earlierSlug !== undefined)
      problems.push({ path: where(index, 'slug'), message: `"${entry.slug}" is listed twice (sites[${earlierSlug}])` });
    slugs.set(entry.slug, index);
    const earlierHost = hosts.get(host);
    if (earlierHost !== undefined)
      problems.push({
        path: where(index, 'url'),
        message: `the host name ${host} is already sites[${earlierHost}]'s: each site needs a host name of its own`,
      });
    hosts.set(host, index);
    const cms = entry.cms ? { ...entry.cms, url: trimSlash(entry.cms.url) } : defaultCms;
    const known = cmsByUrl.get(cms.url);
    if (known && (known.cms.tokenEnv !== cms.tokenEnv || known.cms.secretEnv !== cms.secretEnv))
      problems.push({
        path: where(index, 'cms'),
        message:
          `${cms.url} is ${known.index < 0 ? "site.config.json's CMS" : `sites[${known.index}]'s CMS`}, with ` +
          `${known.cms.tokenEnv} and ${known.cms.secretEnv}: every site of one CMS names the same variables`,
      });
    else if (!known) {
      // Sites of two CMSs with one notice secret: a notice could not say which CMS sent it.
      const sharing = [...cmsByUrl.values()].find(
        (other) => other.cms.secretEnv === cms.secretEnv && (other.index >= 0 || usesDefault),
      );
      if (sharing)
        problems.push({
          path: `${where(index, 'cms')}.secretEnv`,
          message: `${cms.secretEnv} is already the notice secret of ${sharing.cms.url}: each CMS needs its own, so that the publisher knows which CMS a notice came from`,
        });
      cmsByUrl.set(cms.url, { cms, index });
    }
    const words = wordsOf(entry, contentDir, (message) =>
      problems.push({ path: where(index, entry.wordsRef ? 'wordsRef' : 'words'), message }),
    );
    for (const path of Object.keys(words.descriptions ?? {}))
      if (!routes.has(path))
        problems.push({
          path: `${where(index, entry.wordsRef ? 'wordsRef' : 'words')}.descriptions`,
          message: `"${path}" is not a route of site.config.json`,
        });
    return { slug: entry.slug, url, host, cms, words };
  });
  return problems.length ? { problems } : { sites, problems };
}

export interface LoadSitesOptions {
  /** The list (default: SITES_FILE, else sites.json). */
  file?: string;
  env?: Record<string, string | undefined>;
  /** The site config whose routes and CMS the sites share (default: site.config.json). */
  config?: Pick<SiteConfig, 'cms' | 'routes'>;
  /** This site alone (a command for one site: a build, its QR cards); SITE_URL then sets its address. */
  only?: string;
}

/**
 * Reads and validates the site list; throws SiteListError. With a single site (or `only` one),
 * RESTAURANT_SLUG and SITE_URL still set its slug and address, as they did before there was a
 * list; with several they would be ambiguous, and are refused.
 */
export function loadSites(options: LoadSitesOptions = {}): ListedSite[] {
  const env = options.env ?? process.env;
  const file = options.file ?? sitesFile(env);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new SiteListError(file, [
      {
        path: '(file)',
        message: missing
          ? 'there is no site list: list the sites to publish there (one {"slug", "url"} per restaurant, docs/publishing.md)'
          : (error as Error).message,
      },
    ]);
  }
  const overrides = { RESTAURANT_SLUG: env.RESTAURANT_SLUG, SITE_URL: env.SITE_URL };
  const list = raw as { sites?: unknown };
  if (options.only !== undefined && Array.isArray(list?.sites)) {
    const listed = list.sites as { slug?: unknown }[];
    const chosen = listed.filter((site) => site?.slug === options.only);
    if (chosen.length === 0)
      throw new SiteListError(file, [
        {
          path: 'sites',
          message: `there is no site "${options.only}"; its sites: ${listed.map((site) => String(site?.slug)).join(', ')}`,
        },
      ]);
    list.sites = chosen;
  }
  if (Array.isArray(list?.sites) && (overrides.RESTAURANT_SLUG || overrides.SITE_URL)) {
    if (list.sites.length !== 1) {
      const names = Object.entries(overrides)
        .filter(([, value]) => value)
        .map(([name]) => name);
      throw new SiteListError(file, [
        {
          path: 'sites',
          message: `${names.join(' and ')} set${names.length === 1 ? 's' : ''} the one site of a list of one, and this list has ${list.sites.length}: set each site's slug and url in the list instead`,
        },
      ]);
    }
    const [only] = list.sites as Record<string, unknown>[];
    if (only && typeof only === 'object') {
      if (overrides.RESTAURANT_SLUG) only.slug = overrides.RESTAURANT_SLUG;
      if (overrides.SITE_URL) only.url = overrides.SITE_URL.replace(/\/+$/, '');
    }
  }
  const config = options.config ?? loadSiteConfig({ env });
  const { sites, problems } = validateSiteList(raw, config);
  if (!sites) throw new SiteListError(file, problems);
  return sites;
}

/** The slugs the list names, in order, read without the checks (a command's default site); [] when unreadable. */
export function listedSlugs(env: Record<string, string | undefined> = process.env): string[] {
  try {
    const raw = JSON.parse(readFileSync(sitesFile(env), 'utf8')) as { sites?: { slug?: unknown }[] };
    return (raw.sites ?? []).map((site) => site?.slug).filter((slug): slug is string => typeof slug === 'string');
  } catch {
    return [];
  }
}

/** The site of `slug`, or a clear error naming the sites there are. */
export function pickSite<T extends { slug: string }>(sites: readonly T[], slug: string | undefined): T {
  if (slug === undefined) return sites[0]!;
  const found = sites.find((site) => site.slug === slug);
  if (!found)
    throw new Error(`there is no site "${slug}" in the site list; its sites: ${sites.map((s) => s.slug).join(', ')}`);
  return found;
}
