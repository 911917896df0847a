// npm start (in cms/) — start Directus on 127.0.0.1:8055 (or HOST/PORT), preparing the
// database, schema, permissions and demo content on first run. Ctrl-C stops it.
import { startCms, stopAllCms } from './lib/instance.mjs';
import { DEFAULT_ADMIN_PASSWORD, buildEnv, productionProblems, ProductionConfigError } from './lib/config.mjs';
import { log } from './lib/cli.mjs';

const problems = productionProblems(buildEnv());
if (problems.length > 0) {
  console.error(`[cms] ${new ProductionConfigError(problems).message}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    log('stopping…');
    await stopAllCms();
    process.exit(0);
  });
}

const noSeed = process.argv.includes('--no-seed') || process.env.CMS_SEED === 'false';
try {
  const cms = await startCms({ seed: !noSeed, log });
  log(`Directus API:  ${cms.url}`);
  log(
    `Admin app:     ${cms.url}/admin  (${cms.adminEmail} / ${cms.adminPassword === DEFAULT_ADMIN_PASSWORD ? cms.adminPassword : '<ADMIN_PASSWORD>'})`,
  );
  log('Press Ctrl-C to stop.');
  const { code, signal } = await cms.exited;
  if (code !== 0 && !signal) {
    console.error(`[cms] Directus stopped unexpectedly (exit code ${code}); see ${cms.dataDir}/directus.log`);
    process.exit(code ?? 1);
  }
} catch (error) {
  console.error(`[cms] ${error.message}`);
  process.exit(1);
}
