/**
 * The first step of `npm test` (and so of `.ci/run`): make sure what the tests need beyond npm
 * is there, then that the end-to-end ports are free, so that neither fails after the slow tiers.
 *
 * 1. Debian packages: chromium (site end-to-end tests), nginx with its brotli_static module
 *    (tests/e2e/nginx.e2e.ts serves a published version with deploy/nginx.conf), postgresql
 *    (cms/test/postgres.test.mjs) and redis-server (cms/test/instances.test.mjs: two CMS
 *    processes on one PostgreSQL and one Redis). When some are missing: as root with apt-get,
 *    `apt-get update` once and `apt-get install -y` them; otherwise one message with the exact
 *    command. When all are there, this is a few file tests.
 * 2. The npm packages (`npm install` done, cms/ included).
 * 3. Every end-to-end port (tests/e2e/ports.mjs) free on 127.0.0.1; a taken one is named with the
 *    variable that moves it.
 *
 * Plain Node, no dependencies. `--no-ports` skips step 3; `--dry-run` says what it would install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from '../cms/scripts/lib/postgres.mjs';
import { findRedisServer } from '../cms/scripts/lib/redis.mjs';
import { e2ePortUses } from '../tests/e2e/ports.mjs';
import { takenPorts } from './ports.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Debian packages the tests need and how each is found (the same paths the tests use; the
 * variables the tests honour override them).
 * @param {NodeJS.ProcessEnv} env
 * @param {(path: string) => boolean} exists
 */
export function missingPackages(env = process.env, exists = existsSync) {
  const missing = [];
  if (!exists(env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!exists(env.NGINX_BIN ?? '/usr/sbin/nginx')) missing.push('nginx');
  // deploy/nginx.conf loads the module from this path.
  if (!exists('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
    missing.push('libnginx-mod-http-brotli-static');
  if (!findPostgresBin({ env })) missing.push('postgresql');
  if (!findRedisServer({ env, exists })) missing.push('redis-server');
  return missing;
}

/** The exact command that installs `packages`, as this user would type it. */
export function installCommand(packages, root = process.getuid?.() === 0) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

function fail(lines) {
  console.error(lines.map((line) => `✖ ${line}`).join('\n'));
  process.exit(1);
}

function run(command, args) {
  console.log(`[test-deps] ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

async function main(args) {
  const dryRun = args.includes('--dry-run');
  const missing = missingPackages();
  if (missing.length > 0) {
    const command = installCommand(missing);
    const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
    if (dryRun || !canInstall) {
      fail([
        `The tests need Debian packages that are missing: ${missing.join(', ')}.`,
        `Install them with: ${command}   (then run npm test again)`,
      ]);
    }
    console.log(`[test-deps] installing the Debian packages the tests need: ${missing.join(' ')}`);
    if (run('apt-get', ['update']).status !== 0 || run('apt-get', ['install', '-y', ...missing]).status !== 0) {
      fail([`Installing ${missing.join(', ')} failed (above). Run it by hand: ${command}`]);
    }
    const still = missingPackages();
    if (still.length > 0) fail([`Still missing after apt-get: ${still.join(', ')}. Run: ${installCommand(still)}`]);
  }

  const npmMissing = [
    ['node_modules/.bin/vitest', 'the root packages'],
    ['cms/node_modules/directus/package.json', "the CMS's packages"],
  ].filter(([path]) => !existsSync(join(ROOT, path)));
  if (npmMissing.length > 0) {
    fail([`${npmMissing.map(([, what]) => what).join(' and ')} are not installed: run npm install first.`]);
  }

  if (!args.includes('--no-ports')) {
    const taken = await takenPorts(e2ePortUses());
    if (taken.length > 0) fail(taken);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
