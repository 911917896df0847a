/** The post-publish command ships each new version to another folder, as it would to a static host. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postPublishCommand } from './after';
import { startPublisher, type Publisher } from './server';
import type { VersionStore } from './versions';

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

  it('fails the publish with what the command printed when it exits non-zero', async () => {
    const lines: string[] = [];
    publisher = await startPublisher({
      root,
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
});
