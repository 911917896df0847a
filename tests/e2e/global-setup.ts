/**
 * End-to-end setup, run once by `npm run test:e2e`: a fresh seeded CMS on loopback, the site
 * built against it, and the production server serving that build. Everything stops at the end.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../build/build-site';
import { startCms } from '../../cms/scripts/lib/instance.mjs';
import { createSiteServer, listen } from '../../scripts/serve.mjs';
import { E2E } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    cmsUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');

export default async function setup(project: TestProject) {
  const started = Date.now();
  const cms = await startCms({
    port: E2E.cmsPort,
    dataDir: join(ROOT, 'cms', '.test-data', `e2e-${E2E.cmsPort}`),
    fresh: true,
    quiet: true,
  });
  console.log(`[e2e] CMS ready at ${cms.url} in ${Math.round((Date.now() - started) / 1000)}s`);

  const outDir = join(ROOT, '.tmp', `e2e-dist-${E2E.sitePort}`);
  let server: ReturnType<typeof createSiteServer> | undefined;
  try {
    await rm(outDir, { recursive: true, force: true });
    process.env.CMS_URL = cms.url;
    // Canonical links, share links and the sitemap name the address the tests open.
    process.env.SITE_URL = `http://127.0.0.1:${E2E.sitePort}`;
    // The real production build: browser bundle plus prerendered pages with this CMS's content.
    await buildSite({ outDir, sourcemap: false, log: (line) => console.log(`[e2e] ${line}`) });
    server = createSiteServer({ dir: outDir });
    await listen(server, E2E.sitePort, '127.0.0.1');
  } catch (error) {
    // Without this the CMS would outlive a failed build.
    await cms.stop();
    throw error;
  }
  const siteUrl = `http://127.0.0.1:${E2E.sitePort}`;
  console.log(`[e2e] site built and served at ${siteUrl}`);

  project.provide('siteUrl', siteUrl);
  project.provide('cmsUrl', cms.url);
  project.provide('adminEmail', cms.adminEmail);
  project.provide('adminPassword', cms.adminPassword);

  return async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await cms.stop();
  };
}
