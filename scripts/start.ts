/**
 * `npm start`: the site as it runs in production, on this machine.
 *
 * 1. the local CMS (bootstrapped and seeded on the first run), for editors;
 * 2. the publisher, which publishes the site from the CMS at once and again on every notice
 *    of a change (publish/server.ts);
 * 3. the production server (scripts/serve.mjs) in front of the live version.
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
import { publishRoot } from '../build/publish-dir.ts';
import { createVersionStore } from '../publish/versions.ts';
import { createSiteServer, listen } from './serve.mjs';
import { checkStartPorts } from './start/ports.ts';
import { startPublisherProcess, type PublisherProcess } from './start/publisher.ts';
import { describeExit, supervise } from './start/supervise.ts';

export interface BannerInput {
  siteUrl: string;
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
  return `
  Site:       ${input.siteUrl}/
  CMS:        ${input.cmsUrl}
  CMS admin:  ${input.cmsUrl}/admin  (${input.adminEmail} / ${password})
  Manager:    ${input.managerEmail} / ${manager}  (the restaurant's own login: content only)
  Publisher:  ${input.publisherUrl}  (versions in ${input.root})

  Press Ctrl-C to stop everything.
`;
}

/** What keeps `npm start` from starting: the CMS's and the publisher's rules for their local secrets. */
export function startProblems(env: NodeJS.ProcessEnv, cms: { host: string; port: number }): string[] {
  const problems: string[] = [];
  const cmsProblems = productionProblems(
    buildEnv({ baseEnv: { ...env, CMS_HOST: cms.host, CMS_PORT: String(cms.port) } }),
  );
  if (cmsProblems.length > 0) problems.push(new ProductionConfigError(cmsProblems).message);
  // The publisher runs in this process on loopback, whatever PUBLISHER_HOST says.
  const publisher = publisherSecretProblems({ ...env, PUBLISHER_HOST: '127.0.0.1' });
  if (publisher.length > 0) problems.push(publisherConfigError(publisher).message);
  return problems;
}

async function main(): Promise<void> {
  const cmsHost = process.env.CMS_HOST ?? '127.0.0.1';
  const cmsPort = Number(process.env.CMS_PORT ?? 8055);
  const sitePort = Number(process.env.SITE_PORT ?? 5173);
  const publishPort = Number(process.env.PUBLISH_PORT ?? 8060);
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  // The CMS's notice hook (cms/extensions) sends this secret with every change notice (a fixed
  // local value unless set); startCms hands it and the publisher's address to Directus.
  const publishSecret = process.env.PUBLISH_SECRET ?? LOCAL_PUBLISH_SECRET;
  const publisherUrl = `http://127.0.0.1:${publishPort}`;

  const problems = startProblems(process.env, { host: cmsHost, port: cmsPort });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    process.exit(1);
  }
  await checkStartPorts({ cmsHost, cmsPort, sitePort, publishPort });

  console.log('Starting the CMS (the first run installs the schema and demo content; this takes a minute)...');
  const cmsOptions = { host: cmsHost, port: cmsPort, publisher: { url: publisherUrl, secret: publishSecret } };
  const cms = await startCms(cmsOptions);

  // The publisher runs as its own process (scripts/start/publisher.ts): nothing that happens in
  // a publish can stop the site server, which this process runs.
  const root = publishRoot();
  const publisherOptions = {
    cmsUrl: process.env.CMS_URL ?? cms.url,
    token: cms.publisherToken,
    secret: publishSecret,
    root,
    port: publishPort,
    // Canonical links, share links and the sitemap name the address the site is served at.
    siteUrl: process.env.SITE_URL ?? siteUrl,
  };
  console.log('Publishing the site from the CMS...');
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
    const live = await createVersionStore(root).current();
    if (!live) {
      console.error(`✖ The first publish failed and there is no earlier version to serve: ${first.error}`);
      await Promise.allSettled([publisher.stop(), cms.stop()]);
      process.exit(1);
    }
    console.warn(`! The publish failed (${first.error}); serving the last good version, ${live}.`);
  }

  const server = createSiteServer({ dir: join(root, 'current') });
  await listen(server, sitePort, '127.0.0.1');

  console.log(
    startBanner({
      siteUrl,
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
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
