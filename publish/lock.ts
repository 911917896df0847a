/**
 * One publisher at a time per published folder: a lock file holding the owner's pid, taken
 * with an exclusive create. A lock whose process is gone (a publisher that was killed) is
 * taken over.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function withPublishLock<T>(root: string, run: () => Promise<T>): Promise<T> {
  await mkdir(root, { recursive: true });
  const file = join(root, 'publish.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw lockError(error, file);
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new Error(`another publish is running (pid ${owner}); try again when it ends`);
      await rm(file, { force: true });
    }
  }
  try {
    return await run();
  } finally {
    await rm(file, { force: true });
  }
}

function lockError(error: unknown, file: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EEXIST'
    ? new Error('another publish took the lock at the same moment; try again')
    : new Error(`cannot take the publish lock ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
