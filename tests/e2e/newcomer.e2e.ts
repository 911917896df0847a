/**
 * A newcomer's first hour, run as they would run it: the README's quick-start commands in a fresh
 * clone of this repository (committed state; node_modules and cms/node_modules are linked to this
 * checkout's instead of a five-minute `npm install`).
 *
 * - `npm start` with the site's port held by another program stops at once with one line naming
 *   the port and SITE_PORT, and starts nothing;
 * - `npm test` with an end-to-end port held stops in seconds (not after the slow tiers) naming
 *   the port and E2E_SITE_PORT;
 * - `npm start` with free ports, on a fresh clone: its first start prints no warning or error,
 *   only its steps, the addresses and the logins; both demo restaurants answer, each at
 *   http://<slug>.localhost on SITE_PORT;
 * - killing the CMS's process, or the publisher's, is announced at once, the site goes on serving,
 *   and each comes back on its own; a CMS that cannot come back is given up on with a message that
 *   says how to start it again, and the site still serves.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf } from '../../scripts/ports.mjs';
import { until } from '../../scripts/until.ts';
import { E2E } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');
const SITE_PORT = E2E.newcomerSitePort;
const CMS_PORT = E2E.newcomerCmsPort;
const PUBLISH_PORT = E2E.newcomerPublisherPort;

let clone: string;
const running = new Set<ChildProcess>();

/** The environment of a newcomer's shell: none of this run's settings, none of npm's. */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|E2E_|CMS_|SITE_|PUBLISH|VITEST|NODE_ENV$)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs `npm <args>` in the clone, as its own process group; `output()` is stdout and stderr so far. */
function npm(args: string[], extra: Record<string, string>) {
  const child = spawn('npm', args, {
    cwd: clone,
    env: shellEnv(extra),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => text };
}

/**
 * The run's exit code, or "still running" after `ms` (then it is stopped, so that one failing
 * check does not leave a port held for the next).
 */
async function exitCode(run: ReturnType<typeof npm>, ms: number): Promise<number | null | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>(
    (resolve) => (timer = setTimeout(() => resolve(`still running after ${ms / 1000} s`), ms)),
  );
  const result = await Promise.race([run.exited, late]);
  clearTimeout(timer);
  if (typeof result === 'string') {
    const group = -run.child.pid!;
    try {
      process.kill(group, 'SIGINT');
      const killer = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          /* gone meanwhile */
        }
      }, 10_000);
      await run.exited;
      clearTimeout(killer);
    } catch {
      /* already gone */
    }
  }
  return result;
}

/** A port held by another program (a bare TCP listener), as a newcomer's other server would. */
async function hold(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
const release = (server: Server) => new Promise((resolve) => server.close(resolve));

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Whether a site of `npm start` answers its home page, asked at 127.0.0.1 with its host name (a
 * browser resolves http://<slug>.localhost itself; Node's fetch does not), and what it says.
 */
const siteAnswers = (slug: string) =>
  new Promise<string | false>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: '/',
        headers: { Host: `${slug}.localhost:${SITE_PORT}` },
        timeout: 3000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(res.statusCode === 200 ? body : false));
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
const bothSitesAnswer = async () => Boolean((await siteAnswers('saffron-house')) && (await siteAnswers('cedar-grill')));

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'e2e-newcomer-'));
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(clone, 'node_modules'));
  symlinkSync(realpathSync(join(ROOT, 'cms', 'node_modules')), join(clone, 'cms', 'node_modules'));
});

afterAll(async () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      /* gone */
    }
  }
  await new Promise((resolve) => setTimeout(resolve, running.size > 0 ? 5000 : 0));
  rmSync(clone, { recursive: true, force: true });
});

describe("a newcomer's quick start", () => {
  it('npm start with the site port taken says so in one line and starts nothing', async () => {
    const other = await hold(SITE_PORT);
    try {
      const started = Date.now();
      const run = npm(['start'], {
        SITE_PORT: String(SITE_PORT),
        CMS_PORT: String(CMS_PORT),
        PUBLISH_PORT: String(PUBLISH_PORT),
      });
      expect(await exitCode(run, 30_000)).toBe(1);
      expect(Date.now() - started).toBeLessThan(30_000);
      const problems = run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('✖'));
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^✖ 127\\.0\\.0\\.1:${SITE_PORT} is taken by .+, needed for the site: .*set SITE_PORT to a free port\\.$`,
          ),
        ),
      ]);
      expect(run.output()).not.toContain('Starting the CMS');
      expect(existsSync(join(clone, 'cms', 'data'))).toBe(false);
      expect(await holderOf(CMS_PORT)).toBeNull();
    } finally {
      await release(other);
    }
  });

  it('npm test with an end-to-end port taken stops in seconds, naming it', async () => {
    const other = await hold(SITE_PORT);
    try {
      const started = Date.now();
      const run = npm(['test'], { E2E_SITE_PORT: String(SITE_PORT), E2E_CMS_PORT: String(PUBLISH_PORT) });
      expect(await exitCode(run, 30_000)).toBe(1);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(run.output()).toMatch(
        new RegExp(`✖ 127\\.0\\.0\\.1:${SITE_PORT} is taken by .+: stop it or set E2E_SITE_PORT to a free port\\.`),
      );
      // Before the first slow tier (the typecheck) started.
      expect(run.output()).not.toContain('> tsc -p .');
    } finally {
      await release(other);
    }
  });

  it(
    'npm start: a quiet first start; killed parts come back, a CMS given up on leaves the site serving',
    { timeout: 480_000 },
    async () => {
      const run = npm(['start'], {
        SITE_PORT: String(SITE_PORT),
        CMS_PORT: String(CMS_PORT),
        PUBLISH_PORT: String(PUBLISH_PORT),
      });
      const cms = `http://127.0.0.1:${CMS_PORT}/server/ping`;
      await until(() => run.output().includes('Press Ctrl-C to stop everything.'), 'npm start', 300_000, {
        detail: run.output,
      });
      // Both demo restaurants, each at its own address, which the banner lists.
      expect(run.output()).toContain(`http://saffron-house.localhost:${SITE_PORT}/  (saffron-house)`);
      expect(run.output()).toContain(`http://cedar-grill.localhost:${SITE_PORT}/  (cedar-grill)`);
      expect(await siteAnswers('saffron-house')).toContain('Saffron House');
      expect(await siteAnswers('cedar-grill')).toContain('Cedar Grill');
      // An address that is none of theirs is none of their pages.
      expect(await answers(`http://127.0.0.1:${SITE_PORT}/`)).toBe(false);
      // A first start prints its steps, the addresses and the logins: nothing a newcomer reads
      // as a failure (the seed's saves once printed 621 warnings, the permissions two lines of
      // 3,000 characters).
      const firstStart = run.output().split('\n');
      expect(firstStart.filter((line) => /\b(WARN|ERROR|warning|error)\b|^[!✖]/i.test(line))).toEqual([]);
      expect(firstStart.filter((line) => line.length > 500)).toEqual([]);

      /** The pid listening on `port`, 0 when none. */
      const holderPid = async (port: number) => Number(/pid (\d+)/.exec((await holderOf(port)) ?? '')?.[1] ?? 0);
      const pidOf = async (port: number) => {
        const pid = await holderPid(port);
        expect(pid, `the process listening on ${port}`).toBeGreaterThan(0);
        return pid;
      };

      // The publisher killed: the site is another process and goes on serving.
      let before = run.output().length;
      process.kill(await pidOf(PUBLISH_PORT), 'SIGKILL');
      await until(() => run.output().slice(before).includes('The publisher stopped'), 'the message', 5_000, {
        detail: run.output,
      });
      expect(run.output().slice(before)).toMatch(/! The publisher stopped \(killed by SIGKILL\); restarting it in 1 s/);
      expect(await bothSitesAnswer()).toBe(true);
      await until(() => run.output().includes('The publisher is back at'), 'the publisher', 120_000, {
        detail: run.output,
      });
      expect(await bothSitesAnswer()).toBe(true);

      before = run.output().length;
      process.kill(await pidOf(CMS_PORT), 'SIGKILL');
      await until(() => run.output().slice(before).includes('The CMS stopped'), 'the message', 5_000, {
        detail: run.output,
      });
      expect(run.output().slice(before)).toMatch(
        /! The CMS stopped \(killed by SIGKILL\); restarting it in 1 s \(try 1 of 3\)\. The site keeps serving the live version\./,
      );
      expect(await bothSitesAnswer()).toBe(true);
      await until(() => run.output().includes('The CMS is back at'), 'the CMS restarting', 90_000, {
        detail: run.output,
      });
      expect(await answers(cms)).toBe(true);
      expect(await bothSitesAnswer()).toBe(true);

      // A CMS that cannot come back (here its port answers as another CMS would, so every restart
      // fails at once): given up on after three tries, with a message that says how to start it
      // again; the site keeps serving.
      before = run.output().length;
      const impostor = createHttpServer((_req, res) => res.end('pong'));
      // The CMS is killed and its port taken before the restart binds it. A killed socket can take a
      // moment to let go of the port, and on a slow machine the restart can win: the port is asked
      // for again every 100 ms, and a restarted CMS that holds it is killed again.
      process.kill(await pidOf(CMS_PORT), 'SIGKILL');
      const takeBy = Date.now() + 120_000;
      for (;;) {
        const taken = await new Promise<boolean>((resolve, reject) => {
          impostor.once('error', (error: NodeJS.ErrnoException) =>
            error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
          );
          impostor.listen(CMS_PORT, '127.0.0.1', () => resolve(true));
        });
        impostor.removeAllListeners('error');
        if (taken) break;
        if (Date.now() > takeBy) throw new Error(`the CMS port stayed taken; output:\n${run.output()}`);
        const restarted = await holderPid(CMS_PORT);
        if (restarted > 0) {
          try {
            process.kill(restarted, 'SIGKILL');
          } catch {
            /* gone already */
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      try {
        await until(() => run.output().slice(before).includes('is not started again'), 'giving up', 60_000, {
          detail: run.output,
        });
        expect(run.output().slice(before)).toMatch(
          /✖ The CMS stopped \d+ times within 60 s \(last: it failed to start again: .*\) and is not started again\. See .*directus\.log\. The site keeps serving the live version, .*stop npm start \(Ctrl-C\) and run it again\./,
        );
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(run.child.exitCode).toBeNull();
        expect(await bothSitesAnswer()).toBe(true);
      } finally {
        await new Promise((resolve) => impostor.close(resolve));
      }

      process.kill(-run.child.pid!, 'SIGINT');
      await run.exited;
      expect(run.output()).toContain('Stopping...');
      await until(async () => (await holderOf(PUBLISH_PORT)) === null, 'the publisher stopping', 15_000, {
        detail: run.output,
      });
    },
  );
});
