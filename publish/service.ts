/**
 * `npm run publisher`: the publisher as a service of its own, beside Directus in production.
 * It publishes every site of the site list (sites.json, or SITES_FILE) at start, listens for the
 * CMSs' change notices, and writes each site's versions to PUBLISH_DIR for the web server
 * (deploy/nginx.conf) to serve by host name from `hosts/`.
 *
 *   CMS_URL            the default CMS, as the publisher reaches it (http://127.0.0.1:8055); a
 *                      site of the list may name a CMS of its own, with the variables below named
 *                      in its entry instead
 *   PUBLISHER_TOKEN    the static token of the default CMS's "Site publisher" user
 *   PUBLISH_SECRET     shared with the default CMS's notice hook (at least 16 characters)
 *   CMS_PUBLIC_URL     the default CMS, as editors' browsers reach it, when not CMS_URL: only its
 *                      origin may frame that CMS's previews (Live Preview, the Visual Editor)
 *   PUBLISH_DIR        where versions are kept (published/)
 *   SITES_FILE         the site list, when it is not sites.json
 *   PUBLISHER_HOST, PUBLISHER_PORT
 *                      where it listens for the CMS's notices (127.0.0.1:8060; keep it off the internet)
 *   SITE_URL           with a single site, its public address (canonical links, the sitemap)
 *   PUBLISH_AFTER      optional shell command run after each publish (publish/after.ts)
 *   PUBLISH_AFTER_ENV  more variables that command may see (it gets a minimal environment)
 *   PUBLISH_QUEUE_URL  postgres://… : publishing jobs in that PostgreSQL database, shared by every
 *                      publisher of the installation (publish/pg-jobs.ts). Without it, a CMS on
 *                      PostgreSQL in the same environment (DB_CLIENT=pg and its DB_* variables)
 *                      holds them; PUBLISH_QUEUE=embedded keeps them in this process either way.
 *   PUBLISH_JOB_LEASE_SECONDS
 *                      with PostgreSQL, how long a job may run before another publisher takes it
 *                      over as its publisher's death (900): longer than any one site's publish
 */
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { resolve } from 'node:path';
import { isLoopbackAddress } from '../cms/scripts/lib/config.mjs';
import { DEFAULT_SECRET_ENV, DEFAULT_TOKEN_ENV, loadSites, sitesFile, type ListedSite } from '../build/sites.ts';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { postPublishCommand } from './after.ts';
import { publishRoot } from '../build/publish-dir.ts';
import { startPublisher, type Publisher } from './server.ts';
import { LOCAL_PUBLISH_SECRET, withCredentials, type SiteInput } from './sites.ts';
import type { ServiceMessage } from '../scripts/start/publisher.ts';

/**
 * The publisher's own rule for its secrets, shared by this service and `npm start`: a publisher
 * that serves sites others reach must not keep the documented local notice secret (anyone could
 * then ask it to publish) or Site publisher token (anyone could read the CMS as the publisher), of
 * any of its CMSs. Others reach it in production, when it listens beyond loopback, and whenever a
 * site's address or a CMS's is not a loopback address, whatever NODE_ENV says: as SITE_URL and
 * CMS_URL set them, or as the site list (and site.config.json's CMS) does.
 */
export function publisherSecretProblems(
  env: NodeJS.ProcessEnv,
  sites: readonly ListedSite[] | null = sitesOf(env),
): string[] {
  const addresses = [env.SITE_URL, env.CMS_URL, ...(sites ?? []).flatMap((site) => [site.url, site.cms.url])];
  const production =
    env.NODE_ENV === 'production' ||
    !isLoopbackAddress(env.PUBLISHER_HOST ?? '127.0.0.1') ||
    addresses.some((address) => Boolean(address) && !isLoopbackAddress(address));
  if (!production) return [];
  // Each CMS's variables once (the default CMS's when the list could not be read).
  const cmss = new Map<string, { tokenEnv: string; secretEnv: string }>(
    (sites ?? []).map((site) => [site.cms.url, site.cms]),
  );
  if (cmss.size === 0) cmss.set('default', { tokenEnv: DEFAULT_TOKEN_ENV, secretEnv: DEFAULT_SECRET_ENV });
  const problems: string[] = [];
  for (const { tokenEnv, secretEnv } of cmss.values()) {
    const token = env[tokenEnv];
    if (!token || token === LOCAL_PUBLISHER_TOKEN)
      problems.push(`${tokenEnv} must be the Site publisher's own token, not the local default`);
    const secret = env[secretEnv];
    if (!secret || secret === LOCAL_PUBLISH_SECRET)
      problems.push(`${secretEnv} must be set to a secret of your own (at least 16 characters)`);
  }
  return problems;
}

/**
 * The PostgreSQL database that holds the publishing jobs, or null for the embedded queue: see
 * PUBLISH_QUEUE_URL above. Directus's own variables are read as Directus reads them.
 */
export function publishQueueUrl(env: NodeJS.ProcessEnv): string | null {
  if (env.PUBLISH_QUEUE === 'embedded') return null;
  if (env.PUBLISH_QUEUE_URL) return env.PUBLISH_QUEUE_URL;
  if (env.DB_CLIENT !== 'pg' && env.DB_CLIENT !== 'postgres') return null;
  if (env.DB_CONNECTION_STRING) return env.DB_CONNECTION_STRING;
  const user = encodeURIComponent(env.DB_USER ?? 'postgres');
  const password = env.DB_PASSWORD ? `:${encodeURIComponent(env.DB_PASSWORD)}` : '';
  const host = env.DB_HOST ?? '127.0.0.1';
  return `postgres://${user}${password}@${host.includes(':') ? `[${host}]` : host}:${env.DB_PORT ?? '5432'}/${encodeURIComponent(env.DB_DATABASE ?? 'directus')}`;
}

/** PUBLISH_JOB_LEASE_SECONDS, or undefined for the queue's own (serviceProblems checks it). */
function leaseSeconds(env: NodeJS.ProcessEnv): number | undefined {
  return env.PUBLISH_JOB_LEASE_SECONDS ? Number(env.PUBLISH_JOB_LEASE_SECONDS) : undefined;
}

/** The site list as the publisher will read it; null when it cannot be read (serviceProblems says why). */
function sitesOf(env: NodeJS.ProcessEnv): ListedSite[] | null {
  try {
    return loadSites({ env });
  } catch {
    return null;
  }
}

/** The error that stops a publisher with what publisherSecretProblems (or a missing setting) found. */
export function publisherConfigError(problems: string[]): Error {
  return new Error(
    `Refusing to start the publisher: ${problems.join('; ')}. A publisher for sites others can reach ` +
      '(NODE_ENV=production, PUBLISHER_HOST beyond loopback, or a site or CMS address that is not loopback, ' +
      'in SITE_URL, CMS_URL, the site list or site.config.json) ' +
      'needs a token and a notice secret of its own for each CMS in the environment (deploy/README.md).',
  );
}

/** What keeps the service from starting: a site list it cannot read, a missing setting, or a local default where others reach it. */
export function serviceProblems(env: NodeJS.ProcessEnv): string[] {
  let sites: ListedSite[];
  try {
    sites = loadSites({ env });
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems: string[] = [];
  if (!env.CMS_URL && sites.some((site) => site.cms.tokenEnv === DEFAULT_TOKEN_ENV))
    problems.push('CMS_URL is not set (the CMS as the publisher reaches it)');
  const queue = publishQueueUrl(env);
  if (queue !== null && !/^postgres(ql)?:\/\/[^/]/.test(queue))
    problems.push(`PUBLISH_QUEUE_URL must be a postgres:// address (the database of the publishing jobs): ${queue}`);
  const lease = leaseSeconds(env);
  if (lease !== undefined && !(Number.isInteger(lease) && lease >= 5 && lease < 24 * 3600))
    problems.push(
      `PUBLISH_JOB_LEASE_SECONDS must be a whole number of seconds from 5 to 86399: ${env.PUBLISH_JOB_LEASE_SECONDS}`,
    );
  if (env.CMS_PUBLIC_URL && !/^https?:\/\/[^/]/.test(env.CMS_PUBLIC_URL))
    problems.push(
      `CMS_PUBLIC_URL must be an http(s) address (the CMS as editors' browsers reach it): ${env.CMS_PUBLIC_URL}`,
    );
  return [...problems, ...publisherSecretProblems(env, sites)];
}

/**
 * Watches the site list and hands each new version of it to the publisher, which publishes the
 * sites added or changed and none of the others (an editor's save of the file, a deploy's copy
 * of it). A list that does not validate is reported and changes nothing. Returns the stop.
 */
export function watchSiteList(
  file: string,
  load: () => readonly SiteInput[],
  publisher: Pick<Publisher, 'updateSites'>,
  log: (line: string) => void = (line) => console.log(line),
  intervalMs = 1000,
): () => void {
  const text = () => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  // What was last handed over or reported: a look that finds the same text again does nothing.
  let last = text();
  let applying = Promise.resolve();
  const apply = () => {
    applying = applying.then(async () => {
      const now = text();
      if (now === last) return;
      last = now;
      try {
        await publisher.updateSites(load());
      } catch (error) {
        log(
          `[publish] the site list ${file} was not taken, the sites published stay as they were: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  };
  // A save is not one step: a plain write empties the file, then fills it. A look between the two
  // sees an empty list, which would be reported as broken and then taken whole a look later. So a
  // change is read once the file has stayed the same for more than an interval.
  let settle: NodeJS.Timeout | undefined;
  watchFile(file, { interval: intervalMs }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
    clearTimeout(settle);
    settle = setTimeout(apply, intervalMs * 1.5);
  });
  return () => {
    clearTimeout(settle);
    unwatchFile(file);
  };
}

async function main(): Promise<void> {
  const problems = serviceProblems(process.env);
  if (problems.length > 0) throw publisherConfigError(problems);
  const root = publishRoot();
  const sites = withCredentials(loadSites({ env: process.env }), process.env);
  const after = process.env.PUBLISH_AFTER;
  const queue = publishQueueUrl(process.env);
  const publisher = await startPublisher({
    root,
    sites,
    host: process.env.PUBLISHER_HOST ?? '127.0.0.1',
    port: Number(process.env.PUBLISHER_PORT ?? 8060),
    // The default CMS, where its sites' publishes are logged; each other CMS is its sites' own.
    cms: process.env.CMS_URL
      ? { url: process.env.CMS_URL, token: process.env.PUBLISHER_TOKEN ?? LOCAL_PUBLISHER_TOKEN }
      : undefined,
    preview: { cmsPublicUrl: process.env.CMS_PUBLIC_URL || undefined },
    ...(queue ? { queue: { postgres: queue, leaseSeconds: leaseSeconds(process.env) } } : {}),
    afterPublish: after
      ? postPublishCommand(after, process.env, {
          withheld: [
            ...new Set(loadSites({ env: process.env }).flatMap((site) => [site.cms.tokenEnv, site.cms.secretEnv])),
          ],
        })
      : undefined,
  });
  // A site added to the list is published at once, the others left as they are.
  const unwatch = watchSiteList(
    sitesFile(process.env),
    () => withCredentials(loadSites({ env: process.env }), process.env),
    publisher,
  );
  // Started by npm start (scripts/start/publisher.ts), it reports over the IPC channel instead.
  const report = (message: ServiceMessage) => process.send?.(message);
  if (process.send) report({ type: 'listening', url: publisher.url });
  else
    console.log(
      `Publisher listening at ${publisher.url}; versions in ${root}; jobs ${queue ? `in PostgreSQL (${new URL(queue).host})` : 'in this process'}`,
    );
  const stop = () => {
    unwatch();
    void publisher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // npm start gone (killed, its terminal closed): nobody is left to stop this process.
  process.on('disconnect', stop);
  // A failed first publish is logged (and in the CMS's publish log); the last version stays live.
  try {
    await publisher.publishNow('start');
    report({ type: 'published', current: await publisher.current() });
  } catch (error) {
    report({
      type: 'failed',
      error: error instanceof Error ? error.message : String(error),
      current: await publisher.current(),
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`✖ publisher: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
