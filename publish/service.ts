/**
 * `npm run publisher`: the publisher as a service of its own, beside Directus in production.
 * It listens for the CMS's change notices, publishes once at start, and writes each version
 * to PUBLISH_DIR for the web server (deploy/nginx.conf) to serve from `current`.
 *
 *   CMS_URL            the CMS, as the publisher reaches it (http://127.0.0.1:8055)
 *   CMS_PUBLIC_URL     the CMS, as editors' browsers reach it, when not CMS_URL: only its origin
 *                      may frame the previews (Live Preview, the Visual Editor)
 *   PUBLISHER_TOKEN    the static token of the CMS's "Site publisher" user
 *   PUBLISH_SECRET     shared with the CMS's notice hook (at least 16 characters)
 *   PUBLISH_DIR        where versions are kept (published/)
 *   PUBLISHER_HOST, PUBLISHER_PORT
 *                      where it listens for the CMS's notices (127.0.0.1:8060; keep it off the internet)
 *   SITE_URL           the site's public address (canonical links, the sitemap)
 *   PUBLISH_AFTER      optional shell command run after each publish (publish/after.ts)
 *   PUBLISH_AFTER_ENV  more variables that command may see (it gets a minimal environment)
 */
import { resolve } from 'node:path';
import { isLoopbackAddress } from '../cms/scripts/lib/config.mjs';
import { loadSiteConfig } from '../build/site-config.ts';
import type { SiteConfig } from '../src/generated/types.ts';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { postPublishCommand } from './after.ts';
import { LOCAL_PUBLISH_SECRET } from './cli.ts';
import { publishRoot } from '../build/publish-dir.ts';
import { startPublisher } from './server.ts';
import { createVersionStore } from './versions.ts';
import type { ServiceMessage } from '../scripts/start/publisher.ts';

/**
 * The publisher's own rule for its secrets, shared by this service and `npm start`: a publisher
 * that serves a site others reach must not keep the documented local PUBLISH_SECRET (anyone could
 * then ask it to publish) or PUBLISHER_TOKEN (anyone could read the CMS as the publisher). Others
 * reach it in production, when it listens beyond loopback, and whenever the site's address or the
 * CMS's is not a loopback address, whatever NODE_ENV says: as SITE_URL and CMS_URL set them, or
 * as site.config.json does (`siteUrl`, `cms.url`).
 */
export function publisherSecretProblems(
  env: NodeJS.ProcessEnv,
  config: Pick<SiteConfig, 'siteUrl' | 'cms'> | null = configOf(env),
): string[] {
  const addresses = [env.SITE_URL, env.CMS_URL, config?.siteUrl, config?.cms.url];
  const production =
    env.NODE_ENV === 'production' ||
    !isLoopbackAddress(env.PUBLISHER_HOST ?? '127.0.0.1') ||
    addresses.some((address) => Boolean(address) && !isLoopbackAddress(address));
  if (!production) return [];
  const problems: string[] = [];
  if (!env.PUBLISHER_TOKEN || env.PUBLISHER_TOKEN === LOCAL_PUBLISHER_TOKEN)
    problems.push("PUBLISHER_TOKEN must be the Site publisher's own token, not the local default");
  if (!env.PUBLISH_SECRET || env.PUBLISH_SECRET === LOCAL_PUBLISH_SECRET)
    problems.push('PUBLISH_SECRET must be set to a secret of your own (at least 16 characters)');
  return problems;
}

/** The site config as the publisher will read it; null when it cannot be read (the publish says why). */
function configOf(env: NodeJS.ProcessEnv): SiteConfig | null {
  try {
    return loadSiteConfig({ env });
  } catch {
    return null;
  }
}

/** The error that stops a publisher with what publisherSecretProblems (or a missing setting) found. */
export function publisherConfigError(problems: string[]): Error {
  return new Error(
    `Refusing to start the publisher: ${problems.join('; ')}. A publisher for a site others can reach ` +
      '(NODE_ENV=production, PUBLISHER_HOST beyond loopback, or a site or CMS address that is not loopback, ' +
      'in SITE_URL, CMS_URL or site.config.json) ' +
      'needs PUBLISH_SECRET and PUBLISHER_TOKEN of its own in the environment (deploy/README.md).',
  );
}

/** What keeps the service from starting: a missing setting, or a local default where others reach it. */
export function serviceProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.CMS_URL) problems.push('CMS_URL is not set (the CMS as the publisher reaches it)');
  if (env.CMS_PUBLIC_URL && !/^https?:\/\/[^/]/.test(env.CMS_PUBLIC_URL))
    problems.push(
      `CMS_PUBLIC_URL must be an http(s) address (the CMS as editors' browsers reach it): ${env.CMS_PUBLIC_URL}`,
    );
  return [...problems, ...publisherSecretProblems(env)];
}

async function main(): Promise<void> {
  const problems = serviceProblems(process.env);
  if (problems.length > 0) throw publisherConfigError(problems);
  const root = publishRoot();
  const publisher = await startPublisher({
    root,
    secret: process.env.PUBLISH_SECRET ?? LOCAL_PUBLISH_SECRET,
    host: process.env.PUBLISHER_HOST ?? '127.0.0.1',
    port: Number(process.env.PUBLISHER_PORT ?? 8060),
    cms: { url: process.env.CMS_URL!, token: process.env.PUBLISHER_TOKEN ?? LOCAL_PUBLISHER_TOKEN },
    preview: { cmsPublicUrl: process.env.CMS_PUBLIC_URL || undefined },
    afterPublish: process.env.PUBLISH_AFTER ? postPublishCommand(process.env.PUBLISH_AFTER) : undefined,
  });
  // Started by npm start (scripts/start/publisher.ts), it reports over the IPC channel instead.
  const report = (message: ServiceMessage) => process.send?.(message);
  if (process.send) report({ type: 'listening', url: publisher.url });
  else console.log(`Publisher listening at ${publisher.url}; versions in ${root}`);
  const stop = () => void publisher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // npm start gone (killed, its terminal closed): nobody is left to stop this process.
  process.on('disconnect', stop);
  // A failed first publish is logged (and in the CMS's publish log); the last version stays live.
  const store = createVersionStore(root);
  try {
    await publisher.publishNow('start');
    report({ type: 'published', current: await store.current() });
  } catch (error) {
    report({
      type: 'failed',
      error: error instanceof Error ? error.message : String(error),
      current: await store.current(),
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`✖ publisher: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
