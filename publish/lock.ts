/**
 * One publisher at a time per published folder: the lock file `publish.lock`.
 *
 * What it records: the owner's pid, the start time of that process (Linux: field 22 of
 * /proc/<pid>/stat, in clock ticks since boot), the boot id (/proc/sys/kernel/random/boot_id)
 * and a random nonce. A lock is held only while a process with that pid is alive AND started at
 * the recorded time on the same boot. So a publisher killed mid-publish (out of memory, kill -9)
 * that comes back with the same pid, as it often does in a container, finds its old lock stale
 * and takes it over; after a reboot every lock is stale. In this process, a lock is ours only if
 * its nonce is one we hold now. Where /proc is missing, the start time and boot id are not
 * recorded and a live pid holds the lock (other processes) as before. A published folder
 * belongs to one publisher host (one pid namespace): pids are only compared there.
 *
 * Taking it: the record is written to a file of our own, then hard-linked to `publish.lock`.
 * link() fails if the name exists, so the lock appears whole (a reader never sees a half-written
 * record) and only one of several publishers gets it.
 *
 * Taking over a stale lock, atomically: only under a short-lived takeover mutex (a directory
 * made with mkdir, which only one process can make). Under it the lock is read again; if it is
 * still the very record judged stale, it is renamed away, the renamed file is checked to be
 * that record (else it is put back), and our record is linked in. Nobody but a mutex holder
 * ever removes another's lock (the owner's release removes only its own nonce, and a live
 * owner's lock is never judged stale), so two publishers racing for one stale lock end with
 * exactly one holder. A publisher that linked a fresh lock in the moment the stale one was
 * renamed away simply wins; the taker then finds the name taken and reports the lock busy.
 * A mutex left by a taker that died inside those few system calls is removed after 30 s.
 */
import { processAlive } from '../build/process-alive.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, readdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface LockRecord {
  pid: number;
  /** The process's start time (clock ticks since boot), or null where /proc is missing. */
  start: string | null;
  /** The boot id, or null where /proc is missing. */
  boot: string | null;
  nonce: string | null;
}

const LOCK = 'publish.lock';
const TAKEOVER = 'publish.lock.takeover';
const TEMP_PREFIX = '.publish.lock-';
/** A takeover mutex older than this was left by a taker that died; it is removed. */
const MUTEX_STALE_MS = 30_000;
/** How long to wait for another publisher's takeover (a few system calls) before giving up. */
const MUTEX_WAIT_MS = 2_000;

/** Nonces of the locks this process holds now. */
const ours = new Set<string>();

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 (starttime) of /proc/<pid>/stat; the command name (field 2) may hold spaces and ")". */
export function processStartTime(pid: number | 'self'): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): field 22 is fields[19].
  const start = fields[19];
  return start && /^\d+$/.test(start) ? start : null;
}

let bootId: string | null | undefined;
function currentBoot(): string | null {
  bootId ??= readProc('/proc/sys/kernel/random/boot_id')?.trim() || null;
  return bootId;
}

let ownStart: string | null | undefined;
function myRecord(nonce: string): LockRecord {
  ownStart ??= processStartTime('self');
  return { pid: process.pid, start: ownStart, boot: currentBoot(), nonce };
}

/** The record of a lock file: JSON, or the bare pid an older publisher wrote. Null when unreadable. */
export function parseLock(text: string): LockRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), start: null, boot: null, nonce: null };
  try {
    const value = JSON.parse(trimmed) as Partial<LockRecord>;
    if (!Number.isInteger(value.pid) || value.pid! <= 0) return null;
    const text = (field: unknown) => (typeof field === 'string' && field ? field : null);
    return { pid: value.pid!, start: text(value.start), boot: text(value.boot), nonce: text(value.nonce) };
  } catch {
    return null;
  }
}

/** Whether the lock's owner is still running: the same process, not just the same pid. */
export function isHeld(record: LockRecord | null): boolean {
  if (!record) return false;
  // This process: a lock it holds now, not one of a former process with its pid.
  if (record.pid === process.pid) return record.nonce !== null && ours.has(record.nonce);
  if (!processAlive(record.pid)) return false;
  const boot = currentBoot();
  if (record.boot && boot && record.boot !== boot) return false;
  const start = processStartTime(record.pid);
  if (record.start && start && record.start !== start) return false;
  return true;
}

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function busy(record: LockRecord | null): Error {
  return new Error(
    record
      ? `another publish is running (pid ${record.pid}); try again when it ends`
      : 'another publish is taking the lock; try again',
  );
}

function lockError(error: unknown, file: string): Error {
  return new Error(`cannot take the publish lock ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Links our record to the lock's name: true if we got it, false if the name is taken. */
async function linkLock(temp: string, file: string): Promise<boolean> {
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw lockError(error, file);
  }
}

async function readLock(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw lockError(error, file);
  }
}

/** The takeover mutex: true once made, false when another publisher holds it (after waiting a little). */
async function takeMutex(dir: string): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(dir);
      return true;
    } catch (error) {
      if (code(error) !== 'EEXIST') throw lockError(error, dir);
    }
    const made = await stat(dir).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (made !== null && Date.now() - made > MUTEX_STALE_MS) {
      await rmdir(dir).catch(() => undefined);
      continue;
    }
    if (Date.now() - started > MUTEX_WAIT_MS) return false;
    await sleep(10);
  }
}

/**
 * Takes over the stale lock whose content was `judged`, under the takeover mutex.
 * 'taken': the lock is ours; 'again': the lock changed meanwhile, look at it again; 'busy': another
 * publisher holds it now; 'taking': another publisher has been taking it over for too long.
 */
async function takeOver(
  root: string,
  file: string,
  temp: string,
  judged: string,
): Promise<'taken' | 'again' | 'busy' | 'taking'> {
  const mutex = join(root, TAKEOVER);
  if (!(await takeMutex(mutex))) return 'taking';
  try {
    if ((await readLock(file)) !== judged) return 'again';
    const aside = `${temp}.stale`;
    try {
      await rename(file, aside);
    } catch (error) {
      if (code(error) === 'ENOENT') return 'again';
      throw lockError(error, file);
    }
    const moved = await readLock(aside);
    if (moved !== judged) {
      // Not the record we judged (cannot happen while only mutex holders replace a lock): put it back.
      await link(aside, file).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
      return 'busy';
    }
    await unlink(aside);
    return (await linkLock(temp, file)) ? 'taken' : 'busy';
  } finally {
    await rmdir(mutex).catch(() => undefined);
  }
}

/** Our own record files left by a publisher that died between writing and linking them. */
async function sweepTemps(root: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > MUTEX_STALE_MS) await unlink(path).catch(() => undefined);
  }
}

async function acquire(root: string): Promise<string> {
  await mkdir(root, { recursive: true });
  const file = join(root, LOCK);
  const nonce = randomBytes(16).toString('hex');
  const temp = join(root, `${TEMP_PREFIX}${nonce}`);
  const content = `${JSON.stringify(myRecord(nonce))}\n`;
  await sweepTemps(root);
  await writeFile(temp, content, { flag: 'wx' });
  ours.add(nonce);
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (await linkLock(temp, file)) return nonce;
      const found = await readLock(file);
      if (found === null) continue; // released meanwhile
      const record = parseLock(found);
      if (isHeld(record)) throw busy(record);
      const outcome = await takeOver(root, file, temp, found);
      if (outcome === 'taken') return nonce;
      if (outcome === 'busy') throw busy(parseLock((await readLock(file)) ?? ''));
      if (outcome === 'taking') throw busy(null);
    }
    throw busy(null);
  } catch (error) {
    ours.delete(nonce);
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** Removes the lock only if it is still ours. */
async function release(root: string, nonce: string): Promise<void> {
  ours.delete(nonce);
  const file = join(root, LOCK);
  const found = await readLock(file).catch(() => null);
  if (found !== null && parseLock(found)?.nonce === nonce) await unlink(file).catch(() => undefined);
}

export async function withPublishLock<T>(root: string, run: () => Promise<T>): Promise<T> {
  const nonce = await acquire(root);
  try {
    return await run();
  } finally {
    await release(root, nonce);
  }
}
