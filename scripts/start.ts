/**
 * `npm start`: the site as it runs in production, on this machine.
 *
 * 1. the local CMS (bootstrapped and seeded on the first run), for editors;
 * 2. the publisher, which publishes the site from the CMS at once and again on every notice
 *    of a change (publish/server.ts);
 * 3. the production server (scripts/serve.mjs) in front of the live version.
 *
 * CMS_PORT / CMS_HOST: where the CMS listens; SITE_PORT: the site; PUBLISH_PORT: the publisher;
 * PUBLISH_SECRET: the secret the CMS's Flow sends it (a fixed local value when unset);
 * PUBLISH_DIR: where versions are kept (default published/). Ctrl-C stops everything.
 *
 * A port another program holds stops it before anything starts (scripts/start/ports.ts). When the
 * CMS or the publisher dies, it says so and starts it again, up to three times a minute, while
 * the site keeps serving the live version; then it stops everything (scripts/start/supervise.ts).
 */
import { join } from 'node:path';
import { startCms } from '../cms/scripts/lib/instance.mjs';
import { LOCAL_PUBLISH_SECRET } from '../publish/cli.ts';
import { postPublishCommand } from '../publish/after.ts';
import { startPublisher } from '../publish/server.ts';
import { createVersionStore, publishRoot } from '../publish/versions.ts';
import { createSiteServer, listen } from './serve.mjs';
import { checkStartPorts } from './start/ports.ts';
import { describeExit, supervise } from './start/supervise.ts';

const cmsHost = process.env.CMS_HOST ?? '127.0.0.1';
const cmsPort = Number(process.env.CMS_PORT ?? 8055);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const publishPort = Number(process.env.PUBLISH_PORT ?? 8060);
const siteUrl = `http://127.0.0.1:${sitePort}`;

// The CMS's publish Flow sends this secret with every change notice (a fixed local value unless set).
const publishSecret = process.env.PUBLISH_SECRET ?? LOCAL_PUBLISH_SECRET;
const publisherUrl = `http://127.0.0.1:${publishPort}`;

await checkStartPorts({ cmsHost, cmsPort, sitePort, publishPort });

console.log('Starting the CMS (the first run installs the schema and demo content; this takes a minute)...');
const cmsOptions = { host: cmsHost, port: cmsPort, publisher: { url: publisherUrl, secret: publishSecret } };
const cms = await startCms(cmsOptions);
process.env.CMS_URL ??= cms.url;
// Canonical links, share links and the sitemap name the address the site is served at.
process.env.SITE_URL ??= siteUrl;

const root = publishRoot();
const publisherOptions = {
  root,
  secret: publishSecret,
  port: publishPort,
  cms: { url: cms.url, token: cms.publisherToken },
  afterPublish: process.env.PUBLISH_AFTER ? postPublishCommand(process.env.PUBLISH_AFTER) : undefined,
};
const publisher = await startPublisher(publisherOptions);
console.log('Publishing the site from the CMS...');
try {
  await publisher.publishNow('start');
} catch (error) {
  const live = await createVersionStore(root).current();
  const reason = error instanceof Error ? error.message : String(error);
  if (!live) {
    console.error(`✖ The first publish failed and there is no earlier version to serve: ${reason}`);
    await Promise.allSettled([publisher.close(), cms.stop()]);
    process.exit(1);
  }
  console.warn(`! The publish failed (${reason}); serving the last good version, ${live}.`);
}

const server = createSiteServer({ dir: join(root, 'current') });
await listen(server, sitePort, '127.0.0.1');

console.log(`
  Site:       ${siteUrl}/
  CMS:        ${cms.url}
  CMS admin:  ${cms.url}/admin  (${cms.adminEmail} / ${cms.adminPassword})
  Publisher:  ${publisher.url}  (versions in ${root})

  Press Ctrl-C to stop everything.
`);

// Keep the CMS and the publisher running; the site server goes on serving the live version.
const cmsWatch = supervise(cms, {
  name: 'the CMS',
  // Its data is in place from the first start: just start Directus again (seconds).
  start: () => startCms({ ...cmsOptions, prepare: false, seed: false }),
  stopped: async (instance) => describeExit(await instance.exited),
  restarted: (instance) => console.log(`✔ The CMS is back at ${instance.url}.`),
  hint: join(cms.dataDir, 'directus.log'),
  giveUp: (message) => void stop(message),
});
const publisherWatch = supervise(publisher, {
  name: 'the publisher',
  start: async () => {
    await publisherWatch.current().close();
    const next = await startPublisher(publisherOptions);
    // A change notice may have been lost while it was down.
    void next.publishNow('restart').catch(() => undefined);
    return next;
  },
  stopped: (instance) => instance.failed,
  restarted: (instance) => console.log(`✔ The publisher is back at ${instance.url}.`),
  giveUp: (message) => void stop(message),
});

let stopping = false;
/** Stops everything; with `failure`, says why and exits 1. */
async function stop(failure?: string) {
  if (stopping) return;
  stopping = true;
  if (failure) console.error(`✖ ${failure}`);
  console.log('\nStopping...');
  const [lastCms, lastPublisher] = await Promise.all([cmsWatch.stop(), publisherWatch.stop()]);
  await Promise.allSettled([
    new Promise<void>((resolve) => server.close(() => resolve())),
    lastPublisher.close(),
    lastCms.stop(),
  ]);
  process.exit(failure ? 1 : 0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
