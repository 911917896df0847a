/**
 * The post-publish command: a shell command run after each publish, with the new version's
 * folder in PUBLISHED_VERSION_DIR and its id in PUBLISHED_VERSION_ID. A larger operator ships
 * each version to a static host or CDN with it, for example
 *
 *   PUBLISH_AFTER='rsync -a --delete "$PUBLISHED_VERSION_DIR/" deploy@web1:/srv/saffron/site/'
 *
 * (or `aws s3 sync`, `rclone sync`, …). A command that exits non-zero fails the publish in the
 * publish log, with the end of what it printed.
 */
import { spawn } from 'node:child_process';
import type { VersionInfo } from './versions.ts';

/** How long the command may run before it is stopped and counted as failed. */
const TIMEOUT_MS = 10 * 60_000;

export function postPublishCommand(command: string): (info: VersionInfo, dir: string) => Promise<void> {
  return (info, dir) =>
    new Promise((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], {
        env: { ...process.env, PUBLISHED_VERSION_DIR: dir, PUBLISHED_VERSION_ID: info.id },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: TIMEOUT_MS,
      });
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(new Error(`"${command}" ended with ${signal ?? `exit code ${code}`}: ${output.trim().slice(-500)}`));
      });
    });
}
