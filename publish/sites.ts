/**
 * The sites the publisher publishes (the site list, build/sites.ts), each with its CMS's
 * credentials read from the environment: the Site publisher's token every read is made with, and
 * the secret that CMS's notice hook sends. Sites of one CMS share both; each CMS has its own, so a
 * notice says by its secret which CMS it came from, and a save there republishes only sites of
 * that CMS (publish/select-sites.ts).
 */
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import {
  DEFAULT_TOKEN_ENV,
  loadSites,
  type ListedSite,
  type LoadSitesOptions,
  type SiteWords,
} from '../build/sites.ts';

/** The publish secret of a local instance (like the local admin password: set PUBLISH_SECRET anywhere else). */
export const LOCAL_PUBLISH_SECRET = 'saffron-publish-local-secret';

/** Directus's default name of the admin app's session cookie (SESSION_COOKIE_NAME). */
export const DEFAULT_SESSION_COOKIE = 'directus_session_token';

/** A CMS as the publisher reaches it. */
export interface CmsAccess {
  url: string;
  /** The static token of its Site publisher user. */
  token: string;
  /** The secret its notice hook sends (at least 16 characters). */
  secret: string;
  /** The name of its admin app's session cookie, which Live Preview checks with it (default directus_session_token). */
  sessionCookie?: string;
}

/** What a prerender needs of a site (publish/prerender.ts). */
export interface RenderSite {
  slug: string;
  /** Public address, no trailing slash. */
  url: string;
  words: SiteWords;
  cms: Pick<CmsAccess, 'url' | 'token'>;
}

/** A site the publisher publishes: what it renders, where it is served, and its CMS. */
export interface PublishSite extends RenderSite {
  /** The host name the web servers route to it (published/hosts/<host>). */
  host: string;
  cms: CmsAccess;
}

/** A site as tests and tools give it: its CMS is the default one when it names none. */
export interface SiteInput {
  slug: string;
  url: string;
  words?: SiteWords;
  cms?: CmsAccess;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The sites with their CMS filled in: `defaultCms` where a site names none. */
export function siteSpecs(sites: readonly SiteInput[], defaultCms: CmsAccess): PublishSite[] {
  return sites.map((site) => {
    const url = trimSlash(site.url);
    return {
      slug: site.slug,
      url,
      host: new URL(url).hostname.toLowerCase(),
      words: site.words ?? {},
      cms: site.cms ? { ...site.cms, url: trimSlash(site.cms.url) } : { ...defaultCms, url: trimSlash(defaultCms.url) },
    };
  });
}

/**
 * Each listed site with its CMS's token and secret from the variables its entry names (the
 * default CMS's: PUBLISHER_TOKEN and PUBLISH_SECRET). An unset variable is the local instance's
 * value, which the publisher refuses wherever others can reach it (publish/service.ts).
 */
export function withCredentials(
  listed: readonly ListedSite[],
  env: Record<string, string | undefined> = process.env,
): PublishSite[] {
  const sites = listed.map((site) => ({
    slug: site.slug,
    url: site.url,
    host: site.host,
    words: site.words,
    cms: {
      url: site.cms.url,
      token: env[site.cms.tokenEnv] || LOCAL_PUBLISHER_TOKEN,
      secret: env[site.cms.secretEnv] || LOCAL_PUBLISH_SECRET,
      sessionCookie:
        site.cms.sessionCookie ??
        (site.cms.tokenEnv === DEFAULT_TOKEN_ENV ? env.SESSION_COOKIE_NAME : undefined) ??
        DEFAULT_SESSION_COOKIE,
    },
  }));
  const problems = credentialProblems(sites, (url) => listed.find((site) => site.cms.url === url)!.cms.secretEnv);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return sites;
}

/** The site list as the publisher uses it (sites.json, or SITES_FILE), credentials included. */
export function loadPublishSites(options: LoadSitesOptions = {}): PublishSite[] {
  return withCredentials(loadSites(options), options.env ?? process.env);
}

/** The CMSs of the sites, each with its sites, in the order the list first names them. */
export function cmsGroups(sites: readonly PublishSite[]): { cms: CmsAccess; sites: PublishSite[] }[] {
  const groups = new Map<string, { cms: CmsAccess; sites: PublishSite[] }>();
  for (const site of sites) {
    const group = groups.get(site.cms.url) ?? { cms: site.cms, sites: [] };
    group.sites.push(site);
    groups.set(site.cms.url, group);
  }
  return [...groups.values()];
}

/**
 * What keeps these sites from being served by one publisher: two CMSs whose notices carry one
 * secret (a notice could not say which CMS it came from), a secret too short to be one.
 */
export function credentialProblems(
  sites: readonly PublishSite[],
  nameOf: (cmsUrl: string) => string = () => 'its notice secret',
): string[] {
  const problems: string[] = [];
  const groups = cmsGroups(sites);
  for (const [index, { cms }] of groups.entries()) {
    if (cms.secret.length < 16)
      problems.push(`${nameOf(cms.url)} (the notice secret of ${cms.url}) must be at least 16 characters`);
    const same = groups.slice(0, index).find((other) => other.cms.secret === cms.secret);
    if (same)
      problems.push(
        `${cms.url} and ${same.cms.url} send the same notice secret: give each CMS its own (${nameOf(cms.url)}), so that a notice says which CMS it came from`,
      );
    const cookie = cms.sessionCookie ?? DEFAULT_SESSION_COOKIE;
    const sameCookie = groups
      .slice(0, index)
      .find((other) => (other.cms.sessionCookie ?? DEFAULT_SESSION_COOKIE) === cookie);
    if (sameCookie)
      problems.push(
        `${cms.url} and ${sameCookie.cms.url} name the same session cookie (${cookie}): give each CMS its own (SESSION_COOKIE_NAME there, cms.sessionCookie in the site list), so that Live Preview knows whose editor it is`,
      );
  }
  return problems;
}
