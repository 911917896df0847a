/** The post-publish command ships each new version to another folder, as it would to a static host. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postPublishCommand } from './after';
import { receiveVersions } from './receive';
import { startPublisher, type Publisher } from './server';
import type { VersionStore } from './versions';

/** The one site these publishers publish, served to every host name. */
const ONE_SITE = { slug: 'saffron-house', url: 'http://127.0.0.1:4173' };

let root: string;
let target: string;
let publisher: Publisher | undefined;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'after-publish-'));
  target = mkdtempSync(join(tmpdir(), 'static-host-'));
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(root, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
});

/** Publishes a version whose home page says `text`. */
const pageSaying = (text: string) => async (store: VersionStore, trigger: string) => {
  const { id, dir } = await store.begin();
  await writeFile(join(dir, 'index.html'), text);
  return store.commit(id, { trigger, pages: 1 });
};

describe('post-publish command', () => {
  it('gets each new version in PUBLISHED_VERSION_DIR and copies it to the host folder', async () => {
    let text = 'first';
    publisher = await startPublisher({
      root,
      sites: [ONE_SITE],
      secret: 'a-long-enough-shared-secret',
      port: 0,
      publish: (store, trigger) => pageSaying(text)(store, trigger),
      afterPublish: postPublishCommand(
        `rm -rf "${target}/site" && cp -R "$PUBLISHED_VERSION_DIR" "${target}/site" && echo "$PUBLISHED_VERSION_ID" > "${target}/id"`,
      ),
      log: () => undefined,
    });
    await publisher.publishNow('test');
    expect(readFileSync(join(target, 'site', 'index.html'), 'utf8')).toBe('first');
    text = 'second';
    await publisher.publishNow('test');
    expect(readFileSync(join(target, 'site', 'index.html'), 'utf8')).toBe('second');
    expect(readFileSync(join(target, 'id'), 'utf8').trim()).toMatch(/^\d{8}T/);
  });

  it('ships each version with the list of its files, which a receiving web server goes live by', async () => {
    let text = 'first';
    const incoming = join(target, 'sites', 'saffron-house', 'incoming');
    publisher = await startPublisher({
      root,
      sites: [ONE_SITE],
      secret: 'a-long-enough-shared-secret',
      port: 0,
      publish: (store, trigger) => pageSaying(text)(store, trigger),
      afterPublish: postPublishCommand(
        `mkdir -p "${incoming}" && cp -R "$PUBLISHED_VERSION_DIR" "${incoming}/$PUBLISHED_VERSION_ID"`,
      ),
      log: () => undefined,
    });
    const served = () => readFileSync(join(target, 'sites', 'saffron-house', 'current', 'index.html'), 'utf8');
    for (text of ['first', 'second']) {
      await publisher.publishNow('test');
      const seen = await receiveVersions(target, ['saffron-house']);
      expect(seen.taken).toEqual([
        { site: 'saffron-house', id: (await publisher.current())['saffron-house'], live: true },
      ]);
      expect(served()).toBe(text);
    }
  });

  it('fails the publish with what the command printed when it exits non-zero', async () => {
    const lines: string[] = [];
    publisher = await startPublisher({
      root,
      sites: [ONE_SITE],
      secret: 'a-long-enough-shared-secret',
      port: 0,
      publish: pageSaying('page'),
      afterPublish: postPublishCommand('echo "host unreachable" >&2; exit 3'),
      log: (line) => lines.push(line),
    });
    await expect(publisher.publishNow('test')).rejects.toThrow(
      /is live here, but the post-publish command failed: .*exit code 3: host unreachable/,
    );
    expect(lines.join('\n')).toContain('host unreachable');
    expect(existsSync(join(target, 'site'))).toBe(false);
  });

  it("runs without the publisher's secret and token, with only what it needs and what PUBLISH_AFTER_ENV names", async () => {
    vi.stubEnv('PUBLISH_SECRET', 'the-shared-publish-secret');
    vi.stubEnv('PUBLISHER_TOKEN', 'the-site-publisher-token');
    vi.stubEnv('SECRET', 'the-cms-signing-secret');
    vi.stubEnv('LC_ALL', 'C.UTF-8');
    vi.stubEnv('RSYNC_PASSWORD', 'for-the-static-host');
    vi.stubEnv('UNNAMED_VARIABLE', 'not-for-the-command');
    // Another CMS's token, named by the site list (sites.json cms.tokenEnv).
    vi.stubEnv('PARTNER_TOKEN', 'the-partner-cms-token');
    try {
      const run = async (names?: string) => {
        if (names !== undefined) vi.stubEnv('PUBLISH_AFTER_ENV', names);
        publisher = await startPublisher({
          root,
          sites: [ONE_SITE],
          secret: 'a-long-enough-shared-secret',
          port: 0,
          publish: pageSaying('page'),
          afterPublish: postPublishCommand(`env > "${target}/env"`, process.env, { withheld: ['PARTNER_TOKEN'] }),
          log: () => undefined,
        });
        await publisher.publishNow('test');
        await publisher.close();
        publisher = undefined;
        const lines = readFileSync(join(target, 'env'), 'utf8').split('\n').filter(Boolean);
        return Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
        );
      };
      const plain = await run();
      expect(plain).toMatchObject({
        PATH: process.env.PATH,
        LC_ALL: 'C.UTF-8',
        PUBLISHED_VERSION_DIR: expect.stringContaining(join(root, 'sites', 'saffron-house', 'versions')),
        PUBLISHED_VERSION_ID: expect.stringMatching(/^\d{8}T/),
        // Which site the version is of, and its host name (one folder per host on a static host).
        PUBLISHED_SITE: 'saffron-house',
        PUBLISHED_SITE_HOST: '127.0.0.1',
      });
      for (const name of ['PUBLISH_SECRET', 'PUBLISHER_TOKEN', 'SECRET', 'RSYNC_PASSWORD', 'UNNAMED_VARIABLE'])
        expect(plain[name], name).toBeUndefined();
      // The operator's allow-list passes what their tool needs, but never the publisher's own secrets.
      const allowed = await run('RSYNC_PASSWORD, PUBLISH_SECRET PUBLISHER_TOKEN PARTNER_TOKEN');
      expect(allowed.RSYNC_PASSWORD).toBe('for-the-static-host');
      for (const name of ['PUBLISH_SECRET', 'PUBLISHER_TOKEN', 'PARTNER_TOKEN', 'SECRET', 'UNNAMED_VARIABLE'])
        expect(allowed[name], name).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
