// npm run bootstrap — create the database (system tables, migrations) and the admin
// account from ADMIN_EMAIL / ADMIN_PASSWORD. Safe to repeat: an installed database only
// gets pending migrations.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CMS_DIR, DIRECTUS_CLI, assertProductionSafe, buildEnv, node22Binary } from './lib/config.mjs';
import { log, run } from './lib/cli.mjs';

run(async () => {
  const env = buildEnv();
  assertProductionSafe(env);
  mkdirSync(env.CMS_DATA_DIR, { recursive: true });
  mkdirSync(env.STORAGE_LOCAL_ROOT, { recursive: true });
  mkdirSync(env.EXTENSIONS_PATH, { recursive: true });
  log(`bootstrapping ${env.DB_CLIENT === 'sqlite3' ? env.DB_FILENAME : env.DB_CLIENT}`);
  const result = spawnSync(node22Binary(), [DIRECTUS_CLI, 'bootstrap'], { cwd: CMS_DIR, env, stdio: 'inherit' });
  return result.status ?? 1;
});
