#!/usr/bin/env node
/**
 * `npm start`: brings up the local CMS (bootstrapping and seeding it on the first run),
 * waits until it answers, then serves the site with Vite. Ctrl-C stops both.
 * CMS_PORT / CMS_HOST choose where the CMS listens; SITE_PORT where the site does.
 */
import { createServer } from 'vite';
import { startCms } from '../cms/scripts/lib/instance.mjs';

const cmsHost = process.env.CMS_HOST ?? '127.0.0.1';
const cmsPort = Number(process.env.CMS_PORT ?? 8055);
const sitePort = Number(process.env.SITE_PORT ?? 5173);

console.log('Starting the CMS (the first run installs the schema and demo content; this takes a minute)...');
const cms = await startCms({ host: cmsHost, port: cmsPort });
process.env.CMS_URL ??= cms.url;

const vite = await createServer({ server: { host: '127.0.0.1', port: sitePort, strictPort: false } });
await vite.listen();
const siteUrl = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${sitePort}/`;

console.log(`
  Site:       ${siteUrl}
  CMS:        ${cms.url}
  CMS admin:  ${cms.url}/admin  (${cms.adminEmail} / ${cms.adminPassword})

  Press Ctrl-C to stop both.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await Promise.allSettled([vite.close(), cms.stop()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
