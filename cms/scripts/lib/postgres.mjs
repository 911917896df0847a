// A throwaway PostgreSQL cluster on loopback, for proving that the CMS runs on PostgreSQL
// (cms/test/postgres.test.mjs). It uses the server binaries of Debian's `postgresql`
// package; nothing here is needed to run the CMS on a real PostgreSQL server.
//
//   const pg = await startPostgres({ port: 8176, dataDir: 'cms/.test-data/postgres' });
//   ... pg.host, pg.port, pg.database, pg.user, pg.password, pg.env (Directus DB_* vars) ...
//   await pg.stop();
//
// The cluster listens on 127.0.0.1 only (no Unix socket), accepts password (SCRAM) logins
// only, and holds one database owned by an ordinary (non-superuser) role, as a production
// server would. The passwords are random for each start.
import { stopOnExit } from './stop-on-exit.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveDataDir } from './config.mjs';

export const INSTALL_HINT =
  'PostgreSQL was not found (no /usr/lib/postgresql/<version>/bin/initdb). ' +
  'Install Debian’s package with `apt-get update && apt-get install -y postgresql` ' +
  '(or point PG_BIN at a directory holding initdb, postgres and psql).';

const START_TIMEOUT_MS = 60_000;

/**
 * The newest PostgreSQL server binary directory: $PG_BIN when set, else the highest
 * /usr/lib/postgresql/<version>/bin holding initdb, postgres and psql. Null when none.
 */
export function findPostgresBin({ env = process.env, root = '/usr/lib/postgresql' } = {}) {
  const complete = (dir) => ['initdb', 'postgres', 'psql'].every((name) => existsSync(path.join(dir, name)));
  if (env.PG_BIN) return complete(env.PG_BIN) ? env.PG_BIN : null;
  let versions = [];
  try {
    versions = readdirSync(root).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    return null;
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (complete(dir)) return dir;
  }
  return null;
}

/** PostgreSQL's server refuses to run as root: when we are root, run it as this system user. */
function serverAccount() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    throw new Error(
      'Running as root and there is no `postgres` system user to run the PostgreSQL server as (the Debian package creates it).',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Every directory above dir must be searchable by the server account. */
function assertReachable(dir, account) {
  if (!account) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const { mode, uid } = statSync(current);
    const searchable = uid === account.uid ? mode & 0o100 : mode & 0o001;
    if (!searchable) {
      throw new Error(
        `The postgres user cannot reach ${dir}: ${current} is not searchable by others (chmod o+x it, or choose another dataDir).`,
      );
    }
  }
}

function run(bin, args, { account, env, input } = {}) {
  const result = spawnSync(bin, args, {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C.UTF-8', ...env },
    input,
    ...(account ?? {}),
    timeout: 60_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * Create and start a fresh cluster, with one database owned by one login role.
 *
 * @param {object} [options]
 * @param {number} [options.port]      TCP port on 127.0.0.1 (default 8176)
 * @param {string} [options.dataDir]   wiped and re-created; relative paths are from the repo root
 * @param {string} [options.database]  default 'restaurant'
 * @param {string} [options.user]      the role that owns the database (default 'directus')
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{host: string, port: number, database: string, user: string, password: string,
 *   superuser: string, superPassword: string, dataDir: string, bin: string,
 *   env: Record<string,string>, psql(sql: string): string, stop(): Promise<void>}>}
 */
export async function startPostgres(options = {}) {
  const { port = 8176, database = 'restaurant', user = 'directus', log = () => {} } = options;
  const bin = findPostgresBin();
  if (!bin) throw new Error(INSTALL_HINT);
  const host = '127.0.0.1';
  const root = resolveDataDir(options.dataDir ?? 'cms/.test-data/postgres');
  const cluster = path.join(root, 'cluster');
  const account = serverAccount();
  const superuser = 'postgres';
  const superPassword = randomBytes(18).toString('hex');
  const password = randomBytes(18).toString('hex');
  const started = Date.now();

  await rm(root, { recursive: true, force: true });
  // The mode is its own: with `recursive` it would also close the folders made above it
  // (a fresh clone's .tmp/), which the server's account must pass through.
  await mkdir(path.dirname(root), { recursive: true });
  await mkdir(root, { mode: 0o700 });
  assertReachable(root, account);
  if (account) await chown(root, account.uid, account.gid);

  const pwfile = path.join(root, 'superuser-password');
  await writeFile(pwfile, `${superPassword}\n`, { mode: 0o600 });
  if (account) await chown(pwfile, account.uid, account.gid);
  log(`initdb (${bin})`);
  try {
    run(
      path.join(bin, 'initdb'),
      [
        '-D',
        cluster,
        '-U',
        superuser,
        `--pwfile=${pwfile}`,
        '--auth-host=scram-sha-256',
        '--auth-local=scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      { account },
    );
  } finally {
    await rm(pwfile, { force: true });
  }

  const logFile = path.join(root, 'postgres.log');
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      cluster,
      '-p',
      String(port),
      '-c',
      `listen_addresses=${host}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'logging_collector=off',
    ],
    { env: { ...process.env, LC_ALL: 'C.UTF-8' }, stdio: ['ignore', 'pipe', 'pipe'], ...(account ?? {}) },
  );
  const forget = stopOnExit(child, 'SIGQUIT');
  const output = [];
  const collect = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => {
    forget();
    return writeFile(logFile, output.join('')).catch(() => {});
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGINT'); // "fast" shutdown: roll back open transactions, then exit
    await exited;
    clearTimeout(timer);
  };

  const clientEnv = { PGHOST: host, PGPORT: String(port), PGCONNECT_TIMEOUT: '5' };
  const psql = (sql, { as = superuser, pass = superPassword, db = 'postgres' } = {}) =>
    run(path.join(bin, 'psql'), ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-U', as, '-d', db, '-f', '-'], {
      env: { ...clientEnv, PGPASSWORD: pass },
      input: sql,
    });

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 200))]);
      if (early) throw new Error(`postgres exited during start-up (code ${early.code}, signal ${early.signal})`);
      const ready = spawnSync(path.join(bin, 'pg_isready'), ['-q'], { env: { ...process.env, ...clientEnv } });
      if (ready.status === 0) break;
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections on ${host}:${port} within ${START_TIMEOUT_MS / 1000}s`);
    }
    // An ordinary role owning its database: what an owner would create on a real server.
    psql(
      `CREATE ROLE ${user} LOGIN PASSWORD '${password}';\nCREATE DATABASE ${database} OWNER ${user} ENCODING 'UTF8' TEMPLATE template0;\n`,
    );
  } catch (error) {
    await stop();
    error.message = `${error.message}\n--- postgres output ---\n${output.join('').split('\n').slice(-30).join('\n')}`;
    throw error;
  }
  log(
    `PostgreSQL ${psql('SHOW server_version;').trim()} ready on ${host}:${port}, database ${database} (${((Date.now() - started) / 1000).toFixed(1)}s)`,
  );

  return {
    host,
    port,
    database,
    user,
    password,
    superuser,
    superPassword,
    dataDir: root,
    bin,
    pid: child.pid,
    /** The Directus variables that point it at this database. */
    env: {
      DB_CLIENT: 'pg',
      DB_HOST: host,
      DB_PORT: String(port),
      DB_DATABASE: database,
      DB_USER: user,
      DB_PASSWORD: password,
    },
    /** Run SQL through psql (as the superuser on the postgres database unless told otherwise); returns unaligned rows. */
    psql,
    stop,
  };
}
