import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPublishLock } from './lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publish lock', () => {
  it('lets one publish run at a time and frees the lock after it, even when it fails', async () => {
    let inner: unknown;
    await withPublishLock(root, async () => {
      inner = await withPublishLock(root, () => Promise.resolve('second')).catch((error: Error) => error.message);
    });
    expect(inner).toBe(`another publish is running (pid ${process.pid}); try again when it ends`);
    await expect(withPublishLock(root, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(join(root, 'publish.lock'))).toBe(false);
    expect(await withPublishLock(root, () => Promise.resolve('free again'))).toBe('free again');
  });

  it('takes over the lock of a publisher that was killed', async () => {
    // A pid that surely exited: a child that has already ended.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(root, 'publish.lock'), String(dead));
    expect(await withPublishLock(root, () => Promise.resolve('taken over'))).toBe('taken over');
  });
});
