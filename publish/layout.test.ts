import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostLinks, moveSingleSiteVersions, siteRoot, writeHostLinks } from './layout';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'layout-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A site's live version whose home page says `text`. */
function publish(slug: string, text: string): void {
  const dir = join(siteRoot(root, slug), 'versions', 'v1');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  symlinkSync('versions/v1', join(siteRoot(root, slug), 'current'));
}

const SAFFRON = { slug: 'saffron-house', host: 'saffron-house.localhost' };
const CEDAR = { slug: 'cedar-grill', host: 'cedargrill.example' };

describe('the published folder of several sites', () => {
  it("links each host name to its site's live version, and a single site to every host", async () => {
    expect([...hostLinks([SAFFRON, CEDAR])]).toEqual([
      ['saffron-house.localhost', 'saffron-house'],
      ['cedargrill.example', 'cedar-grill'],
    ]);
    expect([...hostLinks([SAFFRON])]).toEqual([
      ['saffron-house.localhost', 'saffron-house'],
      ['_default', 'saffron-house'],
    ]);
    publish('saffron-house', 'saffron');
    publish('cedar-grill', 'cedar');
    expect(await writeHostLinks(root, [SAFFRON, CEDAR])).toEqual(['saffron-house.localhost', 'cedargrill.example']);
    expect(readFileSync(join(root, 'hosts', 'cedargrill.example', 'index.html'), 'utf8')).toBe('cedar');
    expect(readlinkSync(join(root, 'hosts', 'cedargrill.example'))).toBe('../sites/cedar-grill/current');
    // Nothing to change the second time; a site taken off the list loses its link.
    expect(await writeHostLinks(root, [SAFFRON, CEDAR])).toEqual([]);
    expect(await writeHostLinks(root, [SAFFRON])).toEqual(['_default', 'cedargrill.example']);
    expect(existsSync(join(root, 'hosts', 'cedargrill.example'))).toBe(false);
    expect(readFileSync(join(root, 'hosts', '_default', 'index.html'), 'utf8')).toBe('saffron');
    // Back to several: no default any more.
    await writeHostLinks(root, [SAFFRON, CEDAR]);
    expect(existsSync(join(root, 'hosts', '_default'))).toBe(false);
  });

  it('leaves alone what it did not make in hosts/', async () => {
    mkdirSync(join(root, 'hosts', 'operator-notes'), { recursive: true });
    await writeHostLinks(root, [SAFFRON]);
    expect(lstatSync(join(root, 'hosts', 'operator-notes')).isDirectory()).toBe(true);
  });

  it("moves a single site's versions of before there were several into its folder, once", async () => {
    mkdirSync(join(root, 'versions', 'v1'), { recursive: true });
    writeFileSync(join(root, 'versions', 'v1', 'index.html'), 'kept');
    symlinkSync('versions/v1', join(root, 'current'));
    expect(await moveSingleSiteVersions(root, 'saffron-house')).toBe(true);
    expect(readFileSync(join(siteRoot(root, 'saffron-house'), 'current', 'index.html'), 'utf8')).toBe('kept');
    expect(existsSync(join(root, 'versions'))).toBe(false);
    expect(await moveSingleSiteVersions(root, 'saffron-house')).toBe(false);
  });
});
