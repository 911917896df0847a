// The seeded CMS on a throwaway PostgreSQL, for the tests that need one (postgres.test.mjs,
// instances.test.mjs): a cluster from Debian's package (cms/scripts/lib/postgres.mjs) and a
// fresh Directus pointed at it with DB_CLIENT=pg, given the repository's schema, permissions and
// seed by startCms, as `npm start` would. Fails (does not skip) when PostgreSQL is not installed.
import assert from 'node:assert/strict';
import { adminToken, startCms } from '../scripts/lib/instance.mjs';
import { createClient } from '../scripts/lib/api.mjs';
import { INSTALL_HINT, findPostgresBin, startPostgres } from '../scripts/lib/postgres.mjs';

/**
 * @param {object} options
 * @param {number} options.pgPort
 * @param {string} options.pgDir       the cluster's directory, wiped first
 * @param {number} options.cmsPort
 * @param {string} options.cmsDataDir  Directus's log and uploads, wiped first
 * @param {Record<string,string>} [options.env]  more Directus variables
 * @returns {Promise<{pg: Awaited<ReturnType<typeof startPostgres>>, cms: Awaited<ReturnType<typeof startCms>>,
 *   admin: ReturnType<typeof createClient>, timings: {postgres: number, directus: number},
 *   describeTimings(): string, stop(): Promise<void>}>}  stop() stops Directus, then PostgreSQL
 */
export async function startPostgresCms({ pgPort, pgDir, cmsPort, cmsDataDir, env = {} }) {
  assert.ok(findPostgresBin(), INSTALL_HINT);
  const timings = {};
  let t = Date.now();
  const pg = await startPostgres({ port: pgPort, dataDir: pgDir });
  timings.postgres = Date.now() - t;
  let cms;
  try {
    t = Date.now();
    cms = await startCms({ port: cmsPort, dataDir: cmsDataDir, fresh: true, quiet: true, env: { ...pg.env, ...env } });
    timings.directus = Date.now() - t;
    const admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
    return {
      pg,
      cms,
      admin,
      timings,
      describeTimings: () =>
        `cluster ready in ${(timings.postgres / 1000).toFixed(1)}s; Directus bootstrapped, schema, permissions and seed in ${(timings.directus / 1000).toFixed(1)}s`,
      stop: async () => {
        try {
          await cms.stop();
        } finally {
          await pg.stop();
        }
      },
    };
  } catch (error) {
    try {
      await cms?.stop();
    } finally {
      await pg.stop();
    }
    throw error;
  }
}
