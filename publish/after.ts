/**
 * The post-publish command: a shell command run after each publish of a site, with the new
 * version's folder in PUBLISHED_VERSION_DIR, its id in PUBLISHED_VERSION_ID, the site's slug in
 * PUBLISHED_SITE and its host name in PUBLISHED_SITE_HOST. A larger operator ships each version
 * to a static host or CDN with it, for example
 *
 *   PUBLISH_AFTER='rsync -a --delete "$PUBLISHED_VERSION_DIR/" "deploy@web1:/srv/sites/$PUBLISHED_SITE_HOST/"'
 *
 * (or `aws s3 sync`, `rclone sync`, …). A command that exits non-zero fails the publish in the
 * publish log, with the end of what it printed.
 *
 * It runs with a minimal environment: PATH, HOME, LANG, LC_*, TMPDIR and the variables above,
 * never the publisher's PUBLISH_SECRET or PUBLISHER_TOKEN, nor the token and secret variables the
 * site list names for other CMSs (with them, whatever the command runs could publish, or read a
 * CMS as the publisher). An operator passes more by naming it in
 * PUBLISH_AFTER_ENV (names separated by commas or spaces), e.g.
 *
 *   PUBLISH_AFTER_ENV='SSH_AUTH_SOCK AWS_PROFILE'
 *
 * or by a wrapper script of their own that sets what the tool needs. PUBLISH_AFTER_ENV never
 * passes PUBLISH_SECRET or PUBLISHER_TOKEN.
 */
import { spawn } from 'node:child_process';
import type { VersionInfo } from './versions.ts';

/** How long the command may run before it is stopped and counted as failed. */
const TIMEOUT_MS = 10 * 60_000;

/** What every command gets from the publisher's environment. */
const KEPT = ['PATH', 'HOME', 'LANG', 'TMPDIR'];
/** What it never gets, even when PUBLISH_AFTER_ENV names it. */
const WITHHELD = new Set(['PUBLISH_SECRET', 'PUBLISHER_TOKEN']);

/** The command's environment: the kept variables, those PUBLISH_AFTER_ENV names, and the version's. */
export function postPublishEnv(
  env: NodeJS.ProcessEnv,
  version: { id: string; dir: string; site?: { slug: string; host: string } },
  withheld: readonly string[] = [],
): Record<string, string> {
  const named = (env.PUBLISH_AFTER_ENV ?? '').split(/[\s,]+/).filter(Boolean);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || WITHHELD.has(name) || withheld.includes(name)) continue;
    if (KEPT.includes(name) || name.startsWith('LC_') || named.includes(name)) result[name] = value;
  }
  return {
    ...result,
    PUBLISHED_VERSION_DIR: version.dir,
    PUBLISHED_VERSION_ID: version.id,
    ...(version.site ? { PUBLISHED_SITE: version.site.slug, PUBLISHED_SITE_HOST: version.site.host } : {}),
  };
}

export function postPublishCommand(
  command: string,
  env: NodeJS.ProcessEnv = process.env,
  /** More variables never passed: the token and secret variables the site list names. */
  { withheld = [] }: { withheld?: readonly string[] } = {},
): (info: VersionInfo, dir: string, site?: { slug: string; host: string }) => Promise<void> {
  return (info, dir, site) =>
    new Promise((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], {
        env: postPublishEnv(env, { id: info.id, dir, site }, withheld),
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
