import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListedSite } from '../build/sites';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { freePort, until } from '../scripts/until.ts';
import { LOCAL_PUBLISH_SECRET } from './cli';
import { loadSites } from '../build/sites';
import {
  publishQueueUrl,
  publisherConfigError,
  publisherSecretProblems,
  serviceProblems,
  watchSiteList,
} from './service';

/** A site list of one file, for the service to read (SITES_FILE). */
const dir = mkdtempSync(join(tmpdir(), 'service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function listFile(name: string, list: unknown): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(list));
  return file;
}
const ONE = listFile('one', { sites: [{ slug: 'saffron-house', url: 'http://127.0.0.1:4173' }] });

/** A listed site of the default CMS, or of a CMS of its own with its variables. */
const site = (url: string, cms?: { url: string; tokenEnv: string; secretEnv: string }): ListedSite => ({
  slug: 'saffron-house',
  url,
  host: new URL(url).hostname,
  words: {},
  cms: cms ?? { url: 'http://127.0.0.1:8055', tokenEnv: 'PUBLISHER_TOKEN', secretEnv: 'PUBLISH_SECRET' },
});

describe('publisher service settings', () => {
  it('runs on loopback with the local defaults', () => {
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', SITES_FILE: ONE })).toEqual([]);
    // The repository's own list: two demo sites on *.localhost.
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055' })).toEqual([]);
  });

  it('takes only an http(s) CMS_PUBLIC_URL, the one origin that may frame the previews', () => {
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', CMS_PUBLIC_URL: 'http://127.0.0.1:8055' })).toEqual([]);
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', CMS_PUBLIC_URL: "'none'" })).toEqual([
      expect.stringMatching(/CMS_PUBLIC_URL must be an http\(s\) address/),
    ]);
  });

  it('keeps publishing jobs in the process unless PostgreSQL is named, by PUBLISH_QUEUE_URL or the CMS', () => {
    expect(publishQueueUrl({})).toBeNull();
    expect(publishQueueUrl({ DB_CLIENT: 'sqlite3', DB_FILENAME: 'data.db' })).toBeNull();
    expect(publishQueueUrl({ PUBLISH_QUEUE_URL: 'postgres://p:s@db:5432/jobs' })).toBe('postgres://p:s@db:5432/jobs');
    // The CMS's own database, as Directus reads it from the same environment.
    expect(
      publishQueueUrl({
        DB_CLIENT: 'pg',
        DB_HOST: 'db.internal',
        DB_PORT: '6432',
        DB_DATABASE: 'restaurant',
        DB_USER: 'directus',
        DB_PASSWORD: 'p@ss/word',
      }),
    ).toBe('postgres://directus:p%40ss%2Fword@db.internal:6432/restaurant');
    expect(publishQueueUrl({ DB_CLIENT: 'pg', DB_CONNECTION_STRING: 'postgresql://x@y/z' })).toBe('postgresql://x@y/z');
    expect(publishQueueUrl({ DB_CLIENT: 'pg', PUBLISH_QUEUE: 'embedded' })).toBeNull();
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', PUBLISH_QUEUE_URL: 'mysql://db/jobs' })).toEqual([
      expect.stringMatching(/PUBLISH_QUEUE_URL must be a postgres:\/\/ address/),
    ]);
  });

  it('refuses the local token and secret in production or beyond loopback, and a missing CMS_URL', () => {
    const local = { PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN, PUBLISH_SECRET: LOCAL_PUBLISH_SECRET, SITES_FILE: ONE };
    for (const env of [
      { ...local, CMS_URL: 'http://10.0.0.2:8055', NODE_ENV: 'production' },
      { ...local, CMS_URL: 'http://10.0.0.2:8055', PUBLISHER_HOST: '0.0.0.0' },
    ]) {
      const problems = serviceProblems(env);
      expect(problems.join('\n')).toMatch(/PUBLISHER_TOKEN/);
      expect(problems.join('\n')).toMatch(/PUBLISH_SECRET/);
    }
    expect(serviceProblems({ SITES_FILE: ONE })).toEqual([expect.stringMatching(/CMS_URL is not set/)]);
    expect(
      serviceProblems({
        CMS_URL: 'http://10.0.0.2:8055',
        NODE_ENV: 'production',
        PUBLISHER_TOKEN: 'a-token-of-its-own',
        PUBLISH_SECRET: 'a-secret-of-its-own-1234',
        SITES_FILE: ONE,
      }),
    ).toEqual([]);
  });

  it('refuses the local token and secret for a public SITE_URL or CMS_URL, whatever NODE_ENV says', () => {
    // The publisher on loopback beside a CMS on 127.0.0.1, both behind nginx: the site is public.
    const local = { PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN, PUBLISH_SECRET: LOCAL_PUBLISH_SECRET, SITES_FILE: ONE };
    for (const env of [
      { ...local, CMS_URL: 'http://127.0.0.1:8055', SITE_URL: 'https://www.example.com' },
      {
        CMS_URL: 'http://127.0.0.1:8055',
        SITE_URL: 'https://www.example.com',
        NODE_ENV: 'development',
        SITES_FILE: ONE,
      },
      { ...local, CMS_URL: 'https://cms.example.com' },
      { ...local, CMS_URL: 'http://192.168.1.5:8055', SITE_URL: 'http://127.0.0.1:4173' },
    ]) {
      const problems = serviceProblems(env);
      expect(problems).toHaveLength(2);
      const message = publisherConfigError(problems).message;
      expect(message).toMatch(/PUBLISHER_TOKEN/);
      expect(message).toMatch(/PUBLISH_SECRET/);
    }
    // Loopback addresses (a developer's machine) keep the defaults working.
    for (const SITE_URL of ['http://127.0.0.1:4173', 'http://localhost:5173'])
      expect(serviceProblems({ ...local, CMS_URL: 'http://localhost:8055', SITE_URL })).toEqual([]);
    expect(
      serviceProblems({
        CMS_URL: 'http://127.0.0.1:8055',
        SITE_URL: 'https://www.example.com',
        PUBLISHER_TOKEN: 'a-token-of-its-own',
        PUBLISH_SECRET: 'a-secret-of-its-own-1234',
        SITES_FILE: ONE,
      }),
    ).toEqual([]);
  });

  it("counts every site's public address, and asks each CMS for a token and secret of its own", () => {
    const local = { CMS_URL: 'http://127.0.0.1:8055', PUBLISHER_TOKEN: LOCAL_PUBLISHER_TOKEN };
    expect(publisherSecretProblems(local, [site('https://www.example.com')])).toHaveLength(2);
    expect(publisherSecretProblems(local, [site('http://127.0.0.1:4173')])).toEqual([]);
    const partner = { url: 'https://cms.partner.example', tokenEnv: 'PARTNER_TOKEN', secretEnv: 'PARTNER_SECRET' };
    const own = { PUBLISHER_TOKEN: 'a-token-of-its-own', PUBLISH_SECRET: 'a-secret-of-its-own-1234' };
    expect(publisherSecretProblems(own, [site('https://www.example.com'), site('https://b.example', partner)])).toEqual(
      [
        "PARTNER_TOKEN must be the Site publisher's own token, not the local default",
        'PARTNER_SECRET must be set to a secret of your own (at least 16 characters)',
      ],
    );
  });

  it('names what is wrong with the site list before anything starts', () => {
    const twice = listFile('twice', {
      sites: [
        { slug: 'saffron-house', url: 'http://a.localhost' },
        { slug: 'cedar-grill', url: 'http://a.localhost:8080' },
      ],
    });
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', SITES_FILE: twice })).toEqual([
      expect.stringMatching(/sites\[1\] \(cedar-grill\)\.url: the host name a\.localhost is already sites\[0\]'s/),
    ]);
    // SITE_URL names the address of a list of one: with the two demo sites it says so.
    expect(serviceProblems({ CMS_URL: 'http://127.0.0.1:8055', SITE_URL: 'https://www.example.com' })).toEqual([
      expect.stringMatching(/SITE_URL sets the one site of a list of one, and this list has 2/),
    ]);
  });
});

describe('the site list, watched', () => {
  const SAFFRON = { slug: 'saffron-house', url: 'http://127.0.0.1:4173' };
  const OLIVE = { slug: 'olive-tree', url: 'http://olive-tree.localhost:4173' };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A list of Saffron House, watched every `intervalMs`: the slugs of each list taken, the lines logged. */
  function watched(name: string, intervalMs: number) {
    const file = listFile(name, { sites: [SAFFRON] });
    const taken: string[][] = [];
    const lines: string[] = [];
    const stop = watchSiteList(
      file,
      () => loadSites({ file, env: {} }).map(({ slug, url }) => ({ slug, url })),
      {
        updateSites: async (sites) => {
          taken.push(sites.map((site) => site.slug));
          return { added: [], changed: [], removed: [] };
        },
      },
      (line) => lines.push(line),
      intervalMs,
    );
    return { file, taken, lines, stop };
  }

  it('hands every new version of the file to the publisher, and reports one that does not validate', async () => {
    const { taken, lines, stop } = watched('watched', 20);
    try {
      // The watch takes its first look at the file before anything changes it.
      await sleep(100);
      listFile('watched', { sites: [SAFFRON, OLIVE] });
      await expect.poll(() => taken).toEqual([['saffron-house', 'olive-tree']]);
      await sleep(50);
      listFile('watched', { sites: [{ ...OLIVE, slug: 'Olive Tree' }] });
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatch(
        /^\[publish\] the site list .*watched\.json was not taken, the sites published stay as they were: .*sites\[0\] \(Olive Tree\)\.slug/s,
      );
      expect(taken).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('reads a save once it is whole, not the emptied file in the middle of it', async () => {
    const { file, taken, lines, stop } = watched('saved', 40);
    try {
      await sleep(200);
      // An editor's save done in two steps, half a look apart: the file is emptied, then filled.
      writeFileSync(file, '');
      await sleep(20);
      listFile('saved', { sites: [SAFFRON, OLIVE] });
      await expect.poll(() => taken).toEqual([['saffron-house', 'olive-tree']]);
      await sleep(200);
      expect(lines).toEqual([]);
      expect(taken).toHaveLength(1);
    } finally {
      stop();
    }
  });
});

describe('the service, started by a process that dies', () => {
  it('stops when the IPC channel to the process that started it closes', async () => {
    const port = await freePort();
    // The owner: starts the service with an IPC channel (as npm start and the e2e files do), says
    // its pid once it listens, then is killed with SIGKILL, so it stops nothing itself. The CMS
    // is dead: the first publish fails and is logged, and the service stays up.
    const owner = `
      import { spawn } from 'node:child_process';
      const service = spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(join(import.meta.dirname, 'service.ts'))}], {
        env: {
          ...process.env,
          CMS_URL: 'http://127.0.0.1:1',
          PUBLISH_DIR: ${JSON.stringify(join(dir, 'owner-died'))},
          PUBLISH_SECRET: 'a-secret-for-this-test-only',
          PUBLISHER_PORT: '${port}',
          SITES_FILE: ${JSON.stringify(ONE)},
          SITE_URL: 'http://127.0.0.1:${port}',
        },
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      service.on('message', (message) => {
        if (message?.type === 'listening') console.log('service ' + service.pid);
      });
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', owner], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const listening = () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
    await until(() => /service \d+/.test(output), 'the service listening', 60_000);
    const pid = Number(/service (\d+)/.exec(output)![1]);
    expect(await listening()).toBe(true);
    parent.kill('SIGKILL');
    try {
      await until(async () => !(await listening()), 'the service stopping after its owner died', 20_000);
    } finally {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
    }
  }, 90_000);
});
