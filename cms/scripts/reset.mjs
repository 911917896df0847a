// npm run reset — wipe the local database and uploads, then bootstrap, apply schema and
// permissions and seed again. Refuses while a CMS answers on the configured address.
import { rm } from 'node:fs/promises';
import { ping } from './lib/api.mjs';
import { buildEnv, localUrl } from './lib/config.mjs';
import { startCms } from './lib/instance.mjs';
import { log, run } from './lib/cli.mjs';

run(async () => {
  const env = buildEnv();
  if (env.DB_CLIENT !== 'sqlite3')
    throw new Error(`reset only wipes the local SQLite database (DB_CLIENT is ${env.DB_CLIENT}).`);
  const url = localUrl(env);
  if (await ping(url)) throw new Error(`A CMS is running at ${url}; stop it before resetting.`);
  log(`wiping ${env.CMS_DATA_DIR}`);
  await rm(env.CMS_DATA_DIR, { recursive: true, force: true });
  await rm(env.DB_FILENAME, { force: true });
  await rm(env.STORAGE_LOCAL_ROOT, { recursive: true, force: true });
  const cms = await startCms({ quiet: true, log });
  await cms.stop();
  log('reset done: fresh database with the demo content. Start it with `npm start`.');
});
