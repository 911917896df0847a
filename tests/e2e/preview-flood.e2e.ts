/**
 * Strangers flooding the preview cannot stop publishing (docs/security.md, review of 2026-12-01).
 * The preview (`/preview/`, mounted on the CMS's public host) asks the CMS about every session
 * cookie it is sent, and the CMS's production rate limit (100 requests a second per address)
 * also governs the publisher's own reads. Here a copy of the CMS runs with that limit on, the
 * publisher runs as its own service (publish/service.ts), and a few hundred requests a second
 * reach the preview, some straight (as a local process would send them), most through a proxy
 * on this machine that names a stranger's address in X-Forwarded-For. Meanwhile an owner's save
 * of a dish must go live as usual, and an editor's preview must still answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { siteRoot } from '../../build/publish-dir.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, createClient } from '../../cms/scripts/lib/api.mjs';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { until } from '../../scripts/until.ts';
import { startCmsCopy, type CmsCopy } from './cms-copy';
import { E2E } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');
const SECRET = 'e2e-flood-secret-of-some-length';
const PUBLISHER = `http://127.0.0.1:${E2E.floodPublisherPort}`;
/** Save to live, on a 2-core machine that is also answering the flood. */
const BOUND_MS = 30_000;

let cms: CmsCopy;
let publisher: ChildProcess;
let output = '';
let dir: string;

const live = () => {
  try {
    return readFileSync(join(siteRoot(dir, 'saffron-house'), 'current', 'version.json'), 'utf8');
  } catch {
    return undefined;
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-flood-'));
  // The images the suite's publisher derived already: this publisher links them instead.
  cpSync(join(inject('publishedDir'), 'media-cache'), join(dir, 'media-cache'), { recursive: true });
  cms = await startCmsCopy({
    port: E2E.copyCmsPort,
    // The production CMS's limit (cms/scripts/lib/config.mjs), and the setup's trust of local proxies.
    env: {
      RATE_LIMITER_ENABLED: 'true',
      RATE_LIMITER_STORE: 'memory',
      RATE_LIMITER_POINTS: '100',
      RATE_LIMITER_DURATION: '1',
    },
    publisher: { url: PUBLISHER, secret: SECRET },
  });
  // node --import tsx, not the tsx command: one process, as npm run publisher runs it.
  publisher = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'publish', 'service.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      CMS_URL: cms.url,
      PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN,
      PUBLISH_DIR: dir,
      PUBLISH_SECRET: SECRET,
      PUBLISHER_PORT: String(E2E.floodPublisherPort),
      SITE_URL: `http://127.0.0.1:${E2E.floodPublisherPort}`,
      // One site: Saffron House (the demo list has two).
      SITES_FILE: join(ROOT, 'tests', 'config', 'fixtures', 'one-site.json'),
    },
    // The IPC channel: if this run is killed, the service sees it close and stops (publish/service.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  publisher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  publisher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(live, 'the first publish', 420_000, { detail: () => output });
}, 600_000);

afterAll(async () => {
  publisher?.kill('SIGTERM');
  await cms?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Sends requests to the preview as fast as `workers` loops can, until stopped; counts answers. */
function flood(workers: number) {
  const statuses = new Map<number, number>();
  let running = true;
  let sent = 0;
  const started = Date.now();
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; running; n++) {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      // Half send the reviewer's cookie "x" straight; half a session-shaped cookie of their own,
      // through the local proxy, from one of 64 addresses.
      const straight = n % 2 === 0;
      const cookie = straight
        ? 'directus_session_token=x'
        : `directus_session_token=${part({ alg: 'HS256' })}.${part({ session: `${worker}-${n}`, iss: 'directus', exp: 4e9 })}.eA`;
      const headers: Record<string, string> = { cookie };
      if (!straight) headers['x-forwarded-for'] = `198.51.100.${(worker * 7 + n) % 64}`;
      try {
        const response = await fetch(`${PUBLISHER}/preview/menu_items/1`, { headers });
        await response.body?.cancel();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
      sent += 1;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { statuses, perSecond: sent / ((Date.now() - started) / 1000) };
    },
  };
}

describe('a flood of strangers at the preview', () => {
  it('neither stops an owner’s save from going live nor an editor’s preview', { timeout: 240_000 }, async () => {
    const admin = createClient(cms.url, await adminToken(cms.url, inject('adminEmail'), inject('adminPassword')));
    // The limit is on: 150 requests at once from this machine are not all answered.
    const burst = await Promise.all(
      Array.from({ length: 150 }, () => fetch(`${cms.url}/server/ping`).then((r) => r.status)),
    );
    expect(burst).toContain(429);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    // An editor's session, as the admin app's sign-in sets it.
    const login = await fetch(`${cms.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword'), mode: 'session' }),
    });
    const session = /directus_session_token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(session, 'a session cookie').toBeTruthy();

    const [dish] = await admin.get('/items/menu_items', {
      filter: { publish_status: { _eq: 'published' } },
      fields: ['id', 'default_price'],
      sort: ['id'],
      limit: 1,
    });
    const price = Number(dish.default_price) + 1.25;
    const before = live();

    const stranger = flood(24);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const saved = Date.now();
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: price });
      const took = await until(
        () => {
          try {
            const data = readFileSync(
              join(siteRoot(dir, 'saffron-house'), 'current', 'data', 'dishes', `${dish.id}.json`),
              'utf8',
            );
            return data.includes(String(price)) ? Date.now() - saved : undefined;
          } catch {
            return undefined;
          }
        },
        'the saved price going live',
        BOUND_MS,
        { detail: () => output },
      );
      expect(live()).not.toBe(before);
      console.log(`[e2e] flood: the saved dish was live in ${(took / 1000).toFixed(1)} s`);

      const preview = await fetch(`${PUBLISHER}/preview/en/menu_items/${dish.id}`, {
        headers: { cookie: `directus_session_token=${session}` },
      });
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain('Preview, not live yet');
    } finally {
      const { statuses, perSecond } = await stranger.stop();
      console.log(`[e2e] flood: ${Math.round(perSecond)} requests a second, answered ${JSON.stringify([...statuses])}`);
      expect(perSecond).toBeGreaterThan(100);
      // Strangers are refused (401), slowed (429) or told the preview is busy (503), never served.
      expect([...statuses.keys()].every((status) => [401, 429, 503].includes(status))).toBe(true);
      await admin.patch(`/items/menu_items/${dish.id}`, { default_price: dish.default_price });
    }
    // A 429 is named as a status ("the CMS answered 429"), not as any 429 in the log: a publish's
    // timings ("images 429") are numbers too.
    expect(output).not.toMatch(/publish failed|Too Many Requests|(?:answered|status|HTTP)\W{0,2}429\b/i);
  });
});
