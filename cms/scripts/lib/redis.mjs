// A throwaway Redis on loopback, for proving that several Directus processes share one Redis
// (cms/test/instances.test.mjs). It runs the server binary of Debian's `redis-server` package;
// nothing here is needed to run the CMS against a real Redis server.
//
//   const redis = await startRedis({ port: 8187 });
//   ... redis.host, redis.port, redis.password, redis.url, redis.env (Directus's REDIS) ...
//   await redis.stop();
//
// The server listens on 127.0.0.1 only (no Unix socket), keeps nothing on disk (no snapshots, no
// append-only file) and refuses every client without its password, which is random for each
// start. The password reaches the server on its standard input, not its command line, so other
// users of the machine cannot read it in the process list.
import { stopOnExit } from './stop-on-exit.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { resolveDataDir } from './config.mjs';

export const DEFAULT_REDIS_SERVER = '/usr/bin/redis-server';

export const INSTALL_HINT =
  'redis-server was not found (no /usr/bin/redis-server). ' +
  'Install Debian’s package with `apt-get update && apt-get install -y redis-server` ' +
  '(or point REDIS_SERVER_BIN at a redis-server binary).';

const START_TIMEOUT_MS = 30_000;

/** The redis-server binary: $REDIS_SERVER_BIN when set, else Debian's. Null when it is not there. */
export function findRedisServer({ env = process.env, exists = existsSync } = {}) {
  const bin = env.REDIS_SERVER_BIN || DEFAULT_REDIS_SERVER;
  return exists(bin) ? bin : null;
}

/** One RESP command as Redis reads it: an array of bulk strings. */
function encode(args) {
  return `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(String(arg))}\r\n${arg}\r\n`).join('')}`;
}

/**
 * Send commands on one connection and resolve to their one-line replies ("+PONG", "-NOAUTH …",
 * ":3"), in order. Enough for the probes here; bulk and array replies are not parsed.
 */
export function redisCommands({ host = '127.0.0.1', port, timeoutMs = 5_000 }, commands) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on ${host}:${port} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\r\n').slice(0, -1);
      if (lines.length >= commands.length) {
        clearTimeout(timer);
        socket.end();
        resolve(lines.slice(0, commands.length));
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Start a fresh Redis with a random password.
 *
 * @param {object} [options]
 * @param {number} [options.port]     TCP port on 127.0.0.1 (default 8187)
 * @param {string} [options.dataDir]  its working directory, wiped and re-created (it writes nothing
 *   there); relative paths are from the repo root
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{host: string, port: number, password: string, url: string, bin: string,
 *   pid: number, env: {REDIS: string}, stop(): Promise<void>}>}
 */
export async function startRedis(options = {}) {
  const { port = 8187, log = () => {} } = options;
  const bin = findRedisServer();
  if (!bin) throw new Error(INSTALL_HINT);
  const host = '127.0.0.1';
  const dir = resolveDataDir(options.dataDir ?? 'cms/.test-data/redis');
  const password = randomBytes(24).toString('hex');
  const started = Date.now();
  await rm(dir, { recursive: true, force: true });
  // The mode is its own: with `recursive` it would also close the folders made above it
  // (a fresh clone's .tmp/), which the server's account must pass through.
  await mkdir(path.dirname(dir), { recursive: true });
  await mkdir(dir, { mode: 0o700 });

  // `-` reads the configuration from standard input (the password), then the options follow.
  const child = spawn(
    bin,
    [
      '-',
      '--port',
      String(port),
      '--bind',
      host,
      '--protected-mode',
      'yes',
      '--unixsocket',
      '',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--logfile',
      '',
      '--daemonize',
      'no',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdin.end(`requirepass ${password}\n`);
  const forget = stopOnExit(child, 'SIGKILL');
  const output = [];
  let ready = false;
  let announce = () => {};
  const collect = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (!ready && /Ready to accept connections/.test(output.join(''))) {
      ready = true;
      announce();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  exited.then(() => forget());

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM'); // no persistence: it exits at once
    await exited;
    clearTimeout(timer);
  };

  try {
    const readySignal = new Promise((resolve) => {
      announce = resolve;
      if (ready) resolve();
    });
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), START_TIMEOUT_MS));
    const first = await Promise.race([readySignal.then(() => 'ready'), exited, timeout]);
    if (first === 'timeout')
      throw new Error(`redis-server did not start on ${host}:${port} within ${START_TIMEOUT_MS / 1000}s`);
    if (first !== 'ready') {
      throw new Error(
        `redis-server exited during start-up (code ${first.code}, signal ${first.signal}${first.error ? `, ${first.error.message}` : ''})`,
      );
    }
    const [auth, pong] = await redisCommands({ host, port }, [['AUTH', password], ['PING']]);
    if (auth !== '+OK' || pong !== '+PONG') throw new Error(`redis-server answered ${auth} / ${pong} to AUTH and PING`);
  } catch (error) {
    await stop();
    error.message = `${error.message}\n--- redis-server output ---\n${output.join('').split('\n').slice(-20).join('\n')}`;
    throw error;
  }
  log(`Redis ready on ${host}:${port} (${((Date.now() - started) / 1000).toFixed(1)}s)`);

  const url = `redis://:${password}@${host}:${port}`;
  return {
    host,
    port,
    password,
    /** The connection string, password included: Directus's REDIS. */
    url,
    bin,
    pid: child.pid,
    /** The Directus variable that points it at this Redis. */
    env: { REDIS: url },
    stop,
  };
}
