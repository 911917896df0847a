/**
 * A run that dies without stopping its nginx (a test run ended with `kill`, a crashed bench) must
 * not leave it holding its port: the next `npm test` would refuse to start. Debian's nginx runs
 * here for real (scripts/test-deps.mjs installs it), started by scripts/nginx.ts in a process of
 * its own that is then killed with SIGKILL, so it cannot stop anything itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, until } from '../../scripts/until';

const NGINX = join(import.meta.dirname, '..', '..', 'scripts', 'nginx.ts');
const hosts = mkdtempSync(join(tmpdir(), 'nginx-orphan-'));
const started: ChildProcess[] = [];
let nginxPid = 0;

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  if (nginxPid && alive(nginxPid)) process.kill(nginxPid, 'SIGQUIT');
  rmSync(hosts, { recursive: true, force: true });
});

/** Whether the process runs (one that has exited but is not yet reaped, state Z, does not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

describe('scripts/nginx.ts', () => {
  it('stops nginx when the process that started it is killed without stopping it', async () => {
    const port = await freePort();
    const script = `
      import { startNginx } from ${JSON.stringify(NGINX)};
      const nginx = await startNginx({ port: ${port}, hosts: ${JSON.stringify(hosts)} });
      console.log('pid ' + nginx.pid);
      setInterval(() => undefined, 1000);
    `;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(owner);
    let output = '';
    owner.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await until(() => /pid \d+/.test(output) || owner.exitCode !== null, 'nginx starting', 30_000);
    nginxPid = Number(/pid (\d+)/.exec(output)?.[1]);
    expect(nginxPid).toBeGreaterThan(1);
    const url = `http://127.0.0.1:${port}/`;
    expect(await answers(url)).toBe(true);

    owner.kill('SIGKILL');

    await until(() => !alive(nginxPid), 'nginx stopping after its owner died', 15_000);
    expect(await answers(url)).toBe(false);
  }, 60_000);
});
