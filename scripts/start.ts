/**
 * `npm start`: the site as it runs in production, on this machine.
 *
 * 1. the local CMS (bootstrapped and seeded on the first run), for editors;
 * 2. the publisher, which publishes every site of the site list (sites.json) from the CMS at once
 *    and again on every notice of a change (publish/server.ts);
 * 3. the production server (scripts/serve.mjs) in front of the live versions, each site at its own
 *    local address: `http://<slug>.localhost:<SITE_PORT>/` (browsers resolve every *.localhost
 *    name to this machine), or `http://127.0.0.1:<SITE_PORT>/` when the list has one site.
 *
 * CMS_PORT / CMS_HOST: where the CMS listens; SITE_PORT: the site; PUBLISH_PORT: the publisher;
 * PUBLISH_SECRET: the secret the CMS's notice hook sends it (a fixed local value when unset);
 * PUBLISH_DIR: where versions are kept (default published/). Ctrl-C stops everything.
 *
 * It refuses to start with the local secrets where others can reach what it runs: the CMS's rule
 * (cms/scripts/lib/config.mjs, e.g. a PUBLIC_URL that is not loopback) and the publisher's
 * (publish/service.ts, e.g. a SITE_URL or CMS_URL that is not loopback).
 *
 * A port another program holds stops it before anything starts (scripts/start/ports.ts). The
 * publisher runs as a process of its own (scripts/start/publisher.ts) and the site server in this
 * one, so nothing a publish does can take the site down. When the CMS or the publisher dies, it
 * says so and starts it again, up to three times a minute; after that it says what is down and how
 * to start it again, and the site keeps serving the live version (scripts/start/supervise.ts).
 */
import { watchFile } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_MANAGER_PASSWORD,
  ProductionConfigError,
  buildEnv,
  productionProblems,
} from '../cms/scripts/lib/config.mjs';
import { startCms } from '../cms/scripts/lib/instance.mjs';
import { LOCAL_PUBLISH_SECRET } from '../publish/cli.ts';
import { publisherConfigError, publisherSecretProblems } from '../publish/service.ts';
import { hostsRoot, publishRoot } from '../build/publish-dir.ts';
import { DEFAULT_TOKEN_ENV, loadSites, sitesFile as listFile, type ListedSite } from '../build/sites.ts';
import { createSiteServer, listen } from './serve.mjs';
import { checkStartPorts } from './start/ports.ts';
import { startPublisherProcess, type PublisherProcess } from './start/publisher.ts';
import { describeExit, supervise } from './start/supervise.ts';

export interface BannerInput {
  /** Each site's local address and restaurant. */
  sites: { slug: string; url: string }[];
  cmsUrl: string;
  adminEmail: string;
  adminPassword: string;
  managerEmail: string;
  managerPassword: string;
  publisherUrl: string;
  root: string;
}

/** What `npm start` prints once everything runs; the admin password only while it is the local default. */
export function startBanner(input: BannerInput): string {
  const password = input.adminPassword === DEFAULT_ADMIN_PASSWORD ? input.adminPassword : '(your ADMIN_PASSWORD)';
  const manager =
    input.managerPassword === DEFAULT_MANAGER_PASSWORD ? input.managerPassword : '(your MANAGER_PASSWORD)';
  const sites = input.sites.map(
    (site, index) =>
      `  ${index === 0 ? (input.sites.length === 1 ? 'Site:      ' : 'Sites:     ') : '           '} ${site.url}/  (${site.slug})`,
  );
  return `
${sites.join('\n')}
  CMS:        ${input.cmsUrl}
  CMS admin:  ${input.cmsUrl}/admin  (${input.adminEmail} / ${password})
  Manager:    ${input.managerEmail} / ${manager}  (the restaurant's own login: content only)
  Publisher:  ${input.publisherUrl}  (versions in ${input.root})

  Press Ctrl-C to stop everything.
`;
}

/**
 * The sites `npm start` serves, each at a local address on SITE_PORT: `http://<slug>.localhost`
 * (Chromium, Firefox and curl resolve every *.localhost name to this machine), or, for a list of
 * one site, `http://127.0.0.1`, or SITE_URL when it is set.
 */
export function localSites(env: NodeJS.ProcessEnv, port: number): ListedSite[] {
  // With several sites SITE_URL names none of them: the list says so (build/sites.ts).
  const listed = loadSites({ env });
  return listed.map((site) => {
    const url =
      listed.length === 1
        ? (env.SITE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
        : `http://${site.slug}.localhost:${port}`;
    return { ...site, url, host: new URL(url).hostname };
  });
}

/** Writes the sites' list with their local addresses, for the publisher process (SITES_FILE). */
async function writeLocalSiteList(file: string, sites: readonly ListedSite[]): Promise<void> {
  const list = sites.map(({ slug, url, cms, words }) => ({
    slug,
    url,
    words,
    // The default CMS is the one npm start runs; a site of another CMS keeps its own.
    ...(cms.tokenEnv === DEFAULT_TOKEN_ENV ? {} : { cms }),
  }));
  await writeFile(`${file}.tmp`, `${JSON.stringify({ sites: list }, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/** What keeps `npm start` from starting: the site list, and the CMS's and the publisher's rules for their local secrets. */
export function startProblems(
  env: NodeJS.ProcessEnv,
  cms: { host: string; port: number },
  sitePort = Number(env.SITE_PORT ?? 5173),
): string[] {
  const problems: string[] = [];
  let sites: ListedSite[] | null = null;
  try {
    sites = localSites(env, sitePort);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const cmsProblems = productionProblems(
    buildEnv({ baseEnv: { ...env, CMS_HOST: cms.host, CMS_PORT: String(cms.port) } }),
  );
  if (cmsProblems.length > 0) problems.push(new ProductionConfigError(cmsProblems).message);
  // The publisher runs in this process on loopback, whatever PUBLISHER_HOST says.
  const publisher = publisherSecretProblems({ ...env, PUBLISHER_HOST: '127.0.0.1' }, sites);
  if (publisher.length > 0) problems.push(publisherConfigError(publisher).message);
  return problems;
}

async function main(): Promise<void> {
  const cmsHost = process.env.CMS_HOST ?? '127.0.0.1';
  const cmsPort = Number(process.env.CMS_PORT ?? 8055);
  const sitePort = Number(process.env.SITE_PORT ?? 5173);
  const publishPort = Number(process.env.PUBLISH_PORT ?? 8060);

  // The CMS's notice hook (cms/extensions) sends this secret with every change notice (a fixed
  // local value unless set); startCms hands it and the publisher's address to Directus.
  const publishSecret = process.env.PUBLISH_SECRET ?? LOCAL_PUBLISH_SECRET;
  const publisherUrl = `http://127.0.0.1:${publishPort}`;

  const problems = startProblems(process.env, { host: cmsHost, port: cmsPort }, sitePort);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    process.exit(1);
  }
  const sites = localSites(process.env, sitePort);
  await checkStartPorts({ cmsHost, cmsPort, sitePort, publishPort });

  console.log('Starting the CMS (the first run installs the schema and demo content; this takes a minute)...');
  const cmsOptions = { host: cmsHost, port: cmsPort, publisher: { url: publisherUrl, secret: publishSecret } };
  const cms = await startCms(cmsOptions);

  // The publisher runs as its own process (scripts/start/publisher.ts): nothing that happens in
  // a publish can stop the site server, which this process runs.
  const root = publishRoot();
  // The site list with the local addresses: canonical links, share links and the sitemaps name
  // the address each site is served at (the words stay in their files under content/).
  const sitesFile = join(root, '.start-sites.json');
  await mkdir(root, { recursive: true });
  await writeLocalSiteList(sitesFile, sites);
  const publisherOptions = {
    cmsUrl: process.env.CMS_URL ?? cms.url,
    token: cms.publisherToken,
    secret: publishSecret,
    root,
    port: publishPort,
    sitesFile,
  };
  console.log(`Publishing ${sites.length === 1 ? 'the site' : `${sites.length} sites`} from the CMS...`);
  let publisher: PublisherProcess;
  try {
    publisher = await startPublisherProcess(publisherOptions);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    await cms.stop();
    process.exit(1);
  }
  const first = await publisher.firstPublish;
  if (!first.ok) {
    const live = Object.entries(first.current).filter(([, id]) => id);
    if (live.length === 0) {
      console.error(`✖ The first publish failed and there is no earlier version to serve: ${first.error}`);
      await Promise.allSettled([publisher.stop(), cms.stop()]);
      process.exit(1);
    }
    console.warn(
      `! The publish failed (${first.error}); serving the last good versions: ${live.map(([slug, id]) => `${slug} ${id}`).join(', ')}.`,
    );
  }

  // Each site at its host name, through the host links the publisher keeps (publish/layout.ts).
  const server = createSiteServer({ hosts: hostsRoot(root) });
  await listen(server, sitePort, '127.0.0.1');

  console.log(
    startBanner({
      sites,
      cmsUrl: cms.url,
      adminEmail: cms.adminEmail,
      adminPassword: cms.adminPassword,
      managerEmail: cms.managerEmail,
      managerPassword: cms.managerPassword,
      publisherUrl: publisher.url,
      root,
    }),
  );

  // Keep the CMS and the publisher running; the site server goes on serving the live version
  // whatever becomes of them, even once one of them is given up on.
  const cmsWatch = supervise(cms, {
    name: 'the CMS',
    // Its data is in place from the first start: just start Directus again (seconds).
    start: () => startCms({ ...cmsOptions, prepare: false, seed: false }),
    stopped: async (instance) => describeExit(await instance.exited),
    restarted: (instance) => console.log(`✔ The CMS is back at ${instance.url}.`),
    hint: join(cms.dataDir, 'directus.log'),
    giveUp: (message) =>
      console.error(
        `✖ ${message} The site keeps serving the live version, but nothing can be edited or published ` +
          'until the CMS runs: fix the cause, then stop npm start (Ctrl-C) and run it again.',
      ),
  });
  const publisherWatch = supervise(publisher, {
    name: 'the publisher',
    // It publishes as it starts, which covers the saves made while it was away.
    start: () => startPublisherProcess(publisherOptions),
    stopped: async (instance) => describeExit(await instance.exited),
    restarted: (instance) => console.log(`✔ The publisher is back at ${instance.url}.`),
    giveUp: (message) =>
      console.error(
        `✖ ${message} The site keeps serving the live version, but saves in the CMS do not reach it ` +
          'until the publisher runs: fix the cause, then stop npm start (Ctrl-C) and run it again.',
      ),
  });

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    const [lastCms, lastPublisher] = await Promise.all([cmsWatch.stop(), publisherWatch.stop()]);
    await Promise.allSettled([
      new Promise<void>((resolve) => server.close(() => resolve())),
      lastPublisher.stop(),
      lastCms.stop(),
    ]);
    process.exit(0);
  }
  // A restaurant added to sites.json is published and served at once (its local address), the
  // other sites left as they are: the publisher watches the list this process writes.
  let known = sites.map((site) => site.slug);
  watchFile(listFile(process.env), { interval: 1000 }, () => {
    let next: ListedSite[];
    try {
      next = localSites(process.env, sitePort);
    } catch (error) {
      console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    void writeLocalSiteList(sitesFile, next).then(() => {
      for (const site of next.filter((candidate) => !known.includes(candidate.slug)))
        console.log(`✔ New site: ${site.url}/ (${site.slug}), published in a moment.`);
      known = next.map((site) => site.slug);
    });
  });
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
