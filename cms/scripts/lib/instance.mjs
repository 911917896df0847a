// Programmatic control of a local Directus instance: used by `npm start` (cms and root),
// the cms scripts and the test harnesses of the whole project.
//
//   const cms = await startCms({ port: 8156, dataDir: 'cms/.test-data/e2e', fresh: true });
//   ... cms.url, cms.adminEmail, cms.adminPassword ...
//   await cms.stop();
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken, createClient, ping } from './api.mjs';
import {
  CMS_DIR,
  DEFAULT_MANAGER_EMAIL,
  DEFAULT_MANAGER_PASSWORD,
  DIRECTUS_CLI,
  assertProductionSafe,
  buildEnv,
  localUrl,
  node22Binary,
} from './config.mjs';
import { publishNoticeEnv, removePublishFlow } from './publish-notice.mjs';
import { LOCAL_PUBLISHER_TOKEN, applyPublisherAccess } from './publisher-access.mjs';
import { previewBase, previewFrameEnv } from './preview.mjs';
import { applyManagerAccess } from './manager-access.mjs';
import { applyPermissions } from './permissions.mjs';
import { applySchema } from './schema.mjs';
import { applyProjectSettings } from './settings.mjs';
import { seedContent } from './seed.mjs';

export { adminToken } from './api.mjs';
export { DEFAULT_SLUG, SECOND_SLUG } from '../../seed/slugs.mjs';

const PARENT_WATCH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'parent-watch.mjs');
const START_TIMEOUT_MS = 90_000;
function directusVersion() {
  try {
    return JSON.parse(readFileSync(path.join(CMS_DIR, 'node_modules', '@directus', 'api', 'package.json'), 'utf8'))
      .version;
  } catch {
    throw new Error('Directus is not installed: run `npm --prefix cms install` first.');
  }
}

/** Every Directus child process we started and have not seen exit yet. */
const running = new Set();
let handlersInstalled = false;

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole process group (detached child leads it)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Synchronous last resort: the parent is exiting, ask every child to stop.
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const handler = async () => {
      const others = process.listenerCount(signal) - 1;
      await Promise.allSettled([...running].map((child) => stopChild(child)));
      // When nobody else handles the signal, behave like the default: exit.
      if (others === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.on(signal, handler);
  }
}

function stopChild(child, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      resolve();
      return;
    }
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      running.delete(child);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Stop every Directus this process started (used by signal handlers of host scripts). */
export function stopAllCms() {
  return Promise.allSettled([...running].map((child) => stopChild(child))).then(() => undefined);
}

function runCli(args, env, logStream) {
  return new Promise((resolve, reject) => {
    const child = spawn(node22Binary(), [DIRECTUS_CLI, ...args], {
      cwd: CMS_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`directus ${args.join(' ')} exited with code ${code}`));
    });
  });
}

async function logTail(file, lines = 30) {
  try {
    return (await readFile(file, 'utf8')).trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Start a local Directus (Node 22, SQLite by default) and make sure it holds the schema,
 * the public permissions and (unless seed:false) the demo content.
 *
 * @param {object} [options]
 * @param {number} [options.port]     default CMS_PORT / PORT env or 8055
 * @param {string} [options.host]     default CMS_HOST / HOST env or 127.0.0.1
 * @param {string} [options.dataDir]  DB + uploads; default cms/data; relative paths are from the repo root
 * @param {boolean} [options.fresh]   wipe dataDir first
 * @param {boolean} [options.seed]    seed demo content (idempotent), default true
 * @param {boolean} [options.prepare] apply schema and permissions (idempotent), default true
 * @param {Record<string,string>} [options.env] extra Directus env vars (win over process.env)
 * @param {{url: string, secret: string}} [options.publisher]  the publisher that the notice hook
 *   (cms/extensions) tells of every save: PUBLISHER_URL and PUBLISH_SECRET of the Directus process
 * @param {boolean} [options.quiet]   don't echo Directus output (it always goes to <dataDir>/directus.log)
 * @param {(line: string) => void} [options.log] progress messages (default console.log unless quiet)
 * @returns {Promise<{url: string, adminEmail: string, adminPassword: string, managerEmail: string, managerPassword: string, publisherToken: string, dataDir: string, pid: number, exited: Promise<{code: number | null, signal: NodeJS.Signals | null}>, stop(): Promise<void>}>}
 */
export async function startCms(options = {}) {
  const {
    port,
    host,
    dataDir,
    fresh = false,
    seed = true,
    prepare = true,
    env: extraEnv = {},
    quiet = false,
  } = options;
  const log = options.log ?? (quiet ? () => {} : (line) => console.log(`[cms] ${line}`));
  const notice = options.publisher ? publishNoticeEnv(options.publisher) : {};
  const built = buildEnv({ port, host, dataDir, env: { ...extraEnv, ...notice } });
  // The admin app may frame the publisher's previews (Live Preview, cms/scripts/lib/preview.mjs).
  const env = { ...built, ...previewFrameEnv(built) };
  assertProductionSafe(env);
  const url = localUrl(env);
  const dir = env.CMS_DATA_DIR;
  const publisherToken = env.PUBLISHER_TOKEN || LOCAL_PUBLISHER_TOKEN;
  const managerEmail = env.MANAGER_EMAIL || DEFAULT_MANAGER_EMAIL;
  const managerPassword = env.MANAGER_PASSWORD || DEFAULT_MANAGER_PASSWORD;

  if (await ping(url)) {
    throw new Error(`Something already answers at ${url}; stop it or choose another port.`);
  }
  if (fresh) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await mkdir(env.STORAGE_LOCAL_ROOT, { recursive: true });
  await mkdir(env.EXTENSIONS_PATH, { recursive: true });

  const logFile = path.join(dir, 'directus.log');
  const logStream = createWriteStream(logFile, { flags: 'a' });
  const started = Date.now();
  installExitHandlers();

  // `directus bootstrap` installs a new database and runs pending migrations. For a local
  // SQLite file already bootstrapped by this same Directus version, skip it (saves seconds).
  const marker = path.join(dir, '.bootstrapped');
  const stamp = `${directusVersion()} ${env.DB_CLIENT === 'sqlite3' ? env.DB_FILENAME : ''}`;
  const upToDate =
    env.DB_CLIENT === 'sqlite3' &&
    existsSync(env.DB_FILENAME) &&
    (await readFile(marker, 'utf8').catch(() => '')) === stamp;
  try {
    if (!upToDate) {
      log(`bootstrapping database in ${path.relative(process.cwd(), dir) || dir}`);
      await runCli(['bootstrap'], env, logStream);
      if (env.DB_CLIENT === 'sqlite3') await writeFile(marker, stamp);
    }
  } catch (error) {
    logStream.end();
    throw new Error(`${error.message}\n${await logTail(logFile)}`);
  }

  const child = spawn(node22Binary(), ['--import', PARENT_WATCH, DIRECTUS_CLI, 'start'], {
    cwd: CMS_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  child.stdout.pipe(logStream, { end: false });
  child.stderr.pipe(logStream, { end: false });
  if (!quiet) {
    // Echo Directus's own output, minus a start-up warning that is expected here.
    const echo = (stream) => (chunk) => {
      const text = chunk
        .toString()
        .split('\n')
        .filter((line) => !/Spatialite isn't installed/.test(line))
        .join('\n');
      if (text.trim()) stream.write(text.endsWith('\n') ? text : `${text}\n`);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => {
    running.delete(child);
    logStream.end();
  });

  const stop = () => stopChild(child);

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let up = false;
    while (!up) {
      const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 250))]);
      if (early) throw new Error(`Directus exited during start-up (code ${early.code}, signal ${early.signal}).`);
      if (Date.now() > deadline)
        throw new Error(`Directus did not answer ${url}/server/ping within ${START_TIMEOUT_MS / 1000}s.`);
      up = await ping(url);
    }
    log(`Directus is up at ${url} (${((Date.now() - started) / 1000).toFixed(1)}s)`);

    if (prepare || seed) {
      const token = await adminToken(url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      const client = createClient(url, token);
      if (prepare) {
        await applySchema(client, { log, previewBase: previewBase(env) });
        await applyPermissions(client, { log });
        await applyProjectSettings(client, { log });
        await applyPublisherAccess(client, { token: publisherToken, log });
        await applyManagerAccess(client, { email: managerEmail, password: managerPassword, log });
        await removePublishFlow(client, { log });
      }
      if (seed) await seedContent(client, { log });
      log(`ready at ${url} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    }
  } catch (error) {
    await stop();
    error.message = `${error.message}\n--- last lines of ${logFile} ---\n${await logTail(logFile)}`;
    throw error;
  }

  return {
    url,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    /** The seeded Restaurant manager (cms/scripts/lib/manager-access.mjs). */
    managerEmail,
    managerPassword,
    /** The static token of the Site publisher API user (cms/scripts/lib/publisher-access.mjs). */
    publisherToken,
    dataDir: dir,
    pid: child.pid,
    exited,
    stop,
  };
}

/**
 * Run fn(client, env) against the CMS configured by the environment: the one already
 * answering at its address, or else a temporary instance started for the occasion.
 */
/**
 * Whether a CMS already answers at url. A busy machine can make one ping slow, and taking a
 * running CMS for absent would start a second one on the same port and data, so ask three times.
 */
async function answers(url) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await ping(url, 5_000)) return true;
  }
  return false;
}

export async function withCms(fn, { prepare = false, seed = false } = {}) {
  const env = buildEnv();
  const url = localUrl(env);
  let instance = null;
  if (!(await answers(url))) {
    console.log(`[cms] no CMS answers at ${url}; starting a temporary one`);
    instance = await startCms({ prepare, seed, quiet: true, log: (line) => console.log(`[cms] ${line}`) });
  }
  try {
    const token = await adminToken(url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    return await fn(createClient(url, token), env);
  } finally {
    if (instance) await instance.stop();
  }
}
