import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../scripts/until.ts';
import { processStartTime, withPublishLock } from './lock';

let root: string;
let children: ChildProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lock-'));
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children = [];
  rmSync(root, { recursive: true, force: true });
});

const LOCK_MODULE = join(import.meta.dirname, 'lock.ts');
const lockFile = () => join(root, 'publish.lock');
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;

/**
 * A publisher in its own process: once it reads "go" on stdin it tries the lock; holding it, it
 * prints "won" and keeps it until it reads "end"; refused, it prints "busy: <message>".
 */
function publisherProcess(): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const script = `
    import { withPublishLock } from ${JSON.stringify(LOCK_MODULE)};
    const lines = [];
    let wake = () => {};
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => { lines.push(...chunk.split('\\n')); wake(); });
    const until = (word) => new Promise((resolve) => {
      const check = () => (lines.includes(word) ? resolve() : (wake = check));
      check();
    });
    console.log('ready');
    await until('go');
    try {
      await withPublishLock(${JSON.stringify(root)}, async () => {
        console.log('won');
        await until('end');
      });
    } catch (error) {
      console.log('busy: ' + error.message);
    }
    process.exit(0);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  child.stdin.on('error', () => undefined);
  let output = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.once('exit', () => reject(new Error(`the publisher process ended early: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => output, ready };
}

/** Waits up to 30 s for what the other processes do, looking every 20 ms. */
const soon = (test: () => boolean, what: string) => until(test, what, 30_000, { every: 20 });

describe('publish lock', () => {
  it('lets one publish run at a time and frees the lock after it, even when it fails', async () => {
    let inner: unknown;
    await withPublishLock(root, async () => {
      inner = await withPublishLock(root, () => Promise.resolve('second')).catch((error: Error) => error.message);
    });
    expect(inner).toBe(`another publish is running (pid ${process.pid}); try again when it ends`);
    await expect(withPublishLock(root, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(lockFile())).toBe(false);
    expect(await withPublishLock(root, () => Promise.resolve('free again'))).toBe('free again');
    // Nothing is left beside the versions: no lock, no record file, no takeover mutex.
    expect(readdirSync(root)).toEqual([]);
  });

  it('takes over the lock of a publisher that was killed (its pid is gone)', async () => {
    writeFileSync(lockFile(), String(deadPid()));
    expect(await withPublishLock(root, () => Promise.resolve('taken over'))).toBe('taken over');
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), start: '1', boot: bootId(), nonce: 'x' }));
    expect(await withPublishLock(root, () => Promise.resolve('taken over'))).toBe('taken over');
  });

  it('takes over the lock of a killed publisher that came back with the same pid', async () => {
    // As a publisher restarted in a container finds it: its own pid, started at another time.
    const earlier = Number(processStartTime('self')) - 100;
    writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, start: String(earlier), boot: bootId(), nonce: 'a' }));
    expect(await withPublishLock(root, () => Promise.resolve('restarted'))).toBe('restarted');
    // Its own pid with no start time (a lock an older publisher wrote).
    writeFileSync(lockFile(), String(process.pid));
    expect(await withPublishLock(root, () => Promise.resolve('restarted'))).toBe('restarted');
    // Another live process's pid, but recorded on another boot: every lock is stale after a reboot.
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: process.ppid, start: processStartTime(process.ppid), boot: 'another-boot', nonce: 'b' }),
    );
    expect(await withPublishLock(root, () => Promise.resolve('after a reboot'))).toBe('after a reboot');
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses the lock while another live publisher holds it, and takes it once that one is killed', async () => {
    const other = publisherProcess();
    await other.ready;
    other.child.stdin!.write('go\n');
    await soon(() => other.output().includes('won'), 'the other publisher taking the lock');
    await expect(withPublishLock(root, () => Promise.resolve('mine'))).rejects.toThrow(
      `another publish is running (pid ${other.child.pid}); try again when it ends`,
    );
    other.child.kill('SIGKILL');
    await new Promise((resolve) => other.child.once('exit', resolve));
    // Killed mid-publish: its lock is left behind, and is taken over.
    expect(existsSync(lockFile())).toBe(true);
    expect(await withPublishLock(root, () => Promise.resolve('mine'))).toBe('mine');
  });

  it(
    'gives a stale lock to exactly one of several publisher processes racing for it',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 3; round++) {
        writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), start: '1', boot: bootId(), nonce: `r${round}` }));
        const racers = [publisherProcess(), publisherProcess(), publisherProcess()];
        await Promise.all(racers.map((racer) => racer.ready));
        for (const racer of racers) racer.child.stdin!.write('go\n');
        const done = (racer: (typeof racers)[number]) => /won|busy/.test(racer.output());
        await soon(() => racers.every(done), 'every racer trying the lock');
        const winners = racers.filter((racer) => racer.output().includes('won'));
        expect(winners, racers.map((racer) => racer.output()).join('|')).toHaveLength(1);
        for (const racer of racers.filter((racer) => !racer.output().includes('won')))
          expect(racer.output()).toMatch(/busy: another publish is (running \(pid \d+\)|taking the lock)/);
        // The losers have ended; the winner lets go.
        winners[0]!.child.stdin!.end('end\n');
        await Promise.all(
          racers.map((racer) =>
            racer.child.exitCode === null
              ? new Promise((resolve) => racer.child.once('exit', resolve))
              : Promise.resolve(),
          ),
        );
        expect(existsSync(lockFile())).toBe(false);
      }
    },
  );

  it('gives a stale lock to exactly one of many attempts at once in this process', async () => {
    const dead = deadPid();
    for (let round = 0; round < 30; round++) {
      // Half the rounds find the bare pid an older publisher wrote.
      writeFileSync(
        lockFile(),
        round % 2 ? String(dead) : JSON.stringify({ pid: dead, start: '1', boot: bootId(), nonce: `s${round}` }),
      );
      let holders = 0;
      let most = 0;
      let refused = 0;
      const attempts = 6;
      const results = await Promise.allSettled(
        Array.from({ length: attempts }, () =>
          withPublishLock(root, async () => {
            holders += 1;
            most = Math.max(most, holders);
            // Holds the lock until every other attempt has been refused.
            for (let waited = 0; refused < attempts - 1 && waited < 5000; waited += 5)
              await new Promise((resolve) => setTimeout(resolve, 5));
            holders -= 1;
          }).catch((error: unknown) => {
            refused += 1;
            throw error;
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(most).toBe(1);
      expect(readdirSync(root)).toEqual([]);
    }
  });

  it('leaves a lock that is no longer its own when it ends', async () => {
    await withPublishLock(root, async () => {
      // Someone replaced the lock by hand while the publish ran: the end of the publish leaves theirs.
      writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, start: null, boot: null, nonce: 'theirs' }));
    });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ nonce: 'theirs' });
  });
});
