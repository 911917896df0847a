/**
 * A publisher killed in the middle of a publish (kill -9, a power cut) leaves the live version
 * whole, and the next start cleans up the half-written one and publishes again. Runs the real
 * publisher service (publish/service.ts) as its own process against the seeded CMS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteRoot } from '../../build/publish-dir.ts';
import { createVersionStore } from '../../publish/versions.ts';
import { until } from '../../scripts/until.ts';
import { E2E } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = E2E.crashPublisherPort;
const SECRET = 'e2e-crash-secret-of-some-length';
let dir: string;
let child: ChildProcess | undefined;

function startService(): ChildProcess {
  // node --import tsx, not the tsx command: one process, so a kill reaches the publisher itself.
  const service = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'publish', 'service.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      CMS_URL: inject('cmsUrl'),
      PUBLISH_DIR: dir,
      PUBLISH_SECRET: SECRET,
      PUBLISHER_PORT: String(PORT),
      // One site: Saffron House, served to every host name.
      SITES_FILE: join(ROOT, 'tests', 'config', 'fixtures', 'one-site.json'),
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
    // The IPC channel: if this run is killed, the service sees it close and stops (publish/service.ts).
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  return service;
}

/** How long a publish may take here. */
const PUBLISH_MS = 240_000;

/** The site's folder of versions (publish/layout.ts). */
const site = () => siteRoot(dir, 'saffron-house');
const staged = () => (existsSync(join(site(), '.staging')) ? readdirSync(join(site(), '.staging')) : []);
const live = () => createVersionStore(site()).current();

/** Every page checked names only files that exist in the live version. */
function assertConsistent(): void {
  const current = join(site(), 'current');
  for (const page of ['index.html', 'ar/index.html', 'shop/index.html', 'ar/shop/index.html']) {
    const html = readFileSync(join(current, page), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((match) => match[1]!);
    expect(files.length, page).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(join(current, file)), `${page} names ${file}`).toBe(true);
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-crash-'));
});
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('a publisher killed mid-publish', () => {
  it('leaves the live version whole, and the next start cleans up and publishes', { timeout: 600_000 }, async () => {
    child = startService();
    await until(async () => (await live()) !== null, 'the first publish', PUBLISH_MS);
    const first = await live();
    assertConsistent();

    // A change notice, then kill -9 while the new version is being written.
    const notice = await fetch(`http://127.0.0.1:${PORT}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      // A notice that names no record: every site of that CMS (here the one).
      body: JSON.stringify({ event: 'manual' }),
    });
    expect(notice.status).toBe(202);
    await until(
      () => staged().some((id) => existsSync(join(site(), '.staging', id, 'index.html'))),
      'a staged page',
      PUBLISH_MS,
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(staged().length).toBeGreaterThan(0);
    expect(await live()).toBe(first);
    assertConsistent();

    // Started again: the half-written version is removed and a new one goes live.
    child = startService();
    await until(async () => (await live()) !== first, 'the publish after the restart', PUBLISH_MS);
    expect(staged()).toEqual([]);
    assertConsistent();
    child.kill('SIGTERM');
  });
});
