/**
 * End-to-end setup, run once by `npm run test:e2e`: a fresh seeded CMS on loopback, the
 * publisher publishing both seeded restaurants' sites from it (as `npm start` does), and the
 * production server serving them by host name: Saffron House at 127.0.0.1 (the address most
 * tests open), Cedar Grill at cedar-grill.localhost (Chromium resolves every *.localhost name to
 * this machine; Node's fetch does not, so Node-side tests ask 127.0.0.1 with its Host header). A
 * test that edits the CMS publishes (publishSite in browser.ts) before it looks. Everything stops
 * at the end.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { hostsRoot } from '../../build/publish-dir';
import { startPublisher, type Publisher } from '../../publish/server';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { assertPortsFree } from '../../scripts/ports.mjs';
import { E2E, NOTICE_SECRET, e2ePortUses } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Saffron House's site, the one most tests open. */
    siteUrl: string;
    /** Cedar Grill's site, on the same server (its host name routes to it). */
    cedarUrl: string;
    cmsUrl: string;
    /** The CMS's data folder (its SQLite file and uploads), which tests/e2e/cms-copy.ts copies. */
    cmsDataDir: string;
    adminEmail: string;
    adminPassword: string;
    publisherUrl: string;
    publishSecret: string;
    /** The publisher's folder: each site's versions under sites/<slug>/, host links under hosts/. */
    publishedDir: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');
const PUBLISH_SECRET = 'e2e-site-publish-secret';

export default async function setup(project: TestProject) {
  // A port another program holds stops the run here, naming it and the variable that moves it.
  await assertPortsFree(e2ePortUses());
  const started = Date.now();
  const cms = await startCms({
    port: E2E.cmsPort,
    dataDir: join(ROOT, 'cms', '.test-data', `e2e-${E2E.cmsPort}`),
    fresh: true,
    quiet: true,
    // Every save is announced to the publisher of publish.e2e.ts (the site the other tests open
    // is published by publishSite, when each test is ready for it).
    publisher: { url: `http://127.0.0.1:${E2E.noticePort}`, secret: NOTICE_SECRET },
  });
  console.log(`[e2e] CMS ready at ${cms.url} in ${Math.round((Date.now() - started) / 1000)}s`);

  const root = join(ROOT, '.tmp', `e2e-published-${E2E.sitePort}`);
  const siteUrl = `http://127.0.0.1:${E2E.sitePort}`;
  const cedarUrl = `http://cedar-grill.localhost:${E2E.sitePort}`;
  let server: ReturnType<typeof createSiteServer> | undefined;
  let publisher: Publisher | undefined;
  try {
    await rm(root, { recursive: true, force: true });
    process.env.CMS_URL = cms.url;
    // The real publisher: the production build, prerendered with this CMS's content. Canonical
    // links, share links and the sitemaps name the addresses the tests open.
    publisher = await startPublisher({
      root,
      sites: [
        { slug: 'saffron-house', url: siteUrl },
        { slug: 'cedar-grill', url: cedarUrl },
      ],
      secret: PUBLISH_SECRET,
      port: E2E.publisherPort,
      quietMs: 50,
      cms: { url: cms.url, token: cms.publisherToken },
      log: (line) => console.log(`[e2e] ${line}`),
    });
    await publisher.publishNow('e2e start');
    server = createSiteServer({ hosts: hostsRoot(root) });
    await listen(server, E2E.sitePort, '127.0.0.1');
  } catch (error) {
    // Without this the CMS would outlive a failed publish.
    await publisher?.close();
    await cms.stop();
    throw error;
  }
  console.log(
    `[e2e] sites published and served at ${siteUrl} and ${cedarUrl} in ${Math.round((Date.now() - started) / 1000)}s`,
  );

  project.provide('siteUrl', siteUrl);
  project.provide('cedarUrl', cedarUrl);
  project.provide('cmsUrl', cms.url);
  project.provide('cmsDataDir', cms.dataDir);
  project.provide('adminEmail', cms.adminEmail);
  project.provide('adminPassword', cms.adminPassword);
  project.provide('publisherUrl', publisher.url);
  project.provide('publishSecret', PUBLISH_SECRET);
  project.provide('publishedDir', root);

  return async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await publisher?.close();
    await cms.stop();
  };
}
