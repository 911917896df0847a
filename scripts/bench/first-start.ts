/**
 * The first `npm start` of a fresh clone, part of `npm run bench:publish`: the README's quick
 * start in a clone of the committed repository (its node_modules linked to this checkout's, as a
 * newcomer's `npm install` would have left them), timed from the command to both demo sites
 * answering their home pages at their own addresses. Most of it is the CMS's first setup and the
 * images every site's first publish derives.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface FirstStart {
  /** From `npm start` to both sites answering, ms. */
  ms: number;
  /** From `npm start` to its banner, ms. */
  bannerMs: number;
}

/** Whether `slug`'s home page answers 200 on the local server, asked with its host name. */
function answers(slug: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', headers: { Host: `${slug}.localhost:${port}` }, timeout: 3000 },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

export async function benchFirstStart(ports: { site: number; cms: number; publisher: number }): Promise<FirstStart> {
  const clone = mkdtempSync(join(tmpdir(), 'bench-first-start-'));
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(clone, 'node_modules'));
  symlinkSync(realpathSync(join(ROOT, 'cms', 'node_modules')), join(clone, 'cms', 'node_modules'));
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: {
      // As a newcomer's shell has it: none of the bench's own CMS and site (npm start makes its own).
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !['SITE_URL', 'RESTAURANT_SLUG', 'CMS_URL'].includes(name)),
      ),
      SITE_PORT: String(ports.site),
      CMS_PORT: String(ports.cms),
      PUBLISH_PORT: String(ports.publisher),
    },
    // Its own process group, so that stopping it stops the CMS and the publisher too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let bannerMs = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended early:\n${output.slice(-2000)}`);
      if (!bannerMs && output.includes('Press Ctrl-C to stop everything.')) bannerMs = Date.now() - started;
      if (bannerMs && (await answers('saffron-house', ports.site)) && (await answers('cedar-grill', ports.site)))
        return { ms: Date.now() - started, bannerMs };
      if (Date.now() - started > 10 * 60_000)
        throw new Error(`npm start did not serve both sites in 10 min:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      // ended already
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }, 20_000);
    await exited;
    clearTimeout(killer);
    rmSync(clone, { recursive: true, force: true });
  }
}
