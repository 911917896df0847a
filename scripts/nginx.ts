/**
 * Debian's nginx on loopback (for the end-to-end tests and the load bench) with the repository's
 * deploy/nginx.conf, changed only where the file says a host changes it (listen, the folder of
 * host links); its pid file and logs in a scratch folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONFIG = join(import.meta.dirname, '..', 'deploy', 'nginx.conf');
/** Stops nginx if the process that started it dies first (nginx cannot watch its parent itself). */
const STOP_WITH_PARENT = join(import.meta.dirname, 'stop-with-parent.mjs');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** The master process; its workers are its children. */
  pid: number;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf with its listen and `$hosts` lines pointed at `port` and `hosts` (a published folder's hosts/). */
export function localConfig(port: number, hosts: string): string {
  const text = readFileSync(CONFIG, 'utf8');
  const swap = (from: string, to: string, source: string) => {
    if (!source.includes(from)) throw new Error(`deploy/nginx.conf no longer has the line "${from}"`);
    return source.replace(from, to);
  };
  return swap(
    'set $hosts /srv/saffron/published/hosts;',
    `set $hosts ${hosts};`,
    swap('listen 80;', `listen 127.0.0.1:${port};`, text),
  );
}

export async function startNginx({ port, hosts }: { port: number; hosts: string }): Promise<Nginx> {
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
  const config = join(scratch, 'nginx.conf');
  writeFileSync(config, localConfig(port, hosts));
  // Run as root (a CI container), nginx's workers would drop to an account that cannot read the
  // test's private temporary folders: keep them as the user that made them.
  const user = process.getuid?.() === 0 ? 'user root; ' : '';
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-c', config, '-p', scratch, '-g', `${user}daemon off; pid ${join(scratch, 'nginx.pid')}; error_log stderr warn;`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Detached: a Ctrl-C to this process's group reaches nginx itself, and leaves the watcher to exit
  // once nginx has gone; unref'd, so it never keeps this process alive.
  const watcher = child.pid
    ? spawn(process.execPath, [STOP_WITH_PARENT, String(child.pid)], { detached: true, stdio: 'ignore' })
    : null;
  watcher?.unref();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr.trim()}`);
    const up = await fetch(`${url}/version.json`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 10_000) {
      child.kill('SIGQUIT');
      throw new Error(`nginx did not answer within 10 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      watcher?.kill();
      child.kill('SIGQUIT');
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
