/**
 * The publisher service (publish/service.ts) as a process of its own, for the tests and benches
 * that run several publishers or kill one: `node --import tsx`, not the tsx command, so that a
 * kill reaches the publisher itself. This process's SITE_URL and RESTAURANT_SLUG are left out: the
 * service reads its sites from the SITES_FILE given.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

const ROOT = join(import.meta.dirname, '..');

export function spawnPublisherService(settings: NodeJS.ProcessEnv): ChildProcessByStdio<null, Readable, Readable> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  for (const name of ['SITE_URL', 'RESTAURANT_SLUG']) if (!(name in settings)) delete env[name];
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'publish', 'service.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
