import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVersionStore, newVersionId, type VersionStore } from './versions';

let root: string;
let store: VersionStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'versions-'));
  store = createVersionStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Stages and commits a version whose index.html says `text`. */
async function publish(text: string): Promise<string> {
  const { id, dir } = await store.begin();
  await writeFile(join(dir, 'index.html'), text);
  await store.commit(id, { trigger: 'test', pages: 1 });
  return id;
}

const live = () => readFileSync(join(root, 'current', 'index.html'), 'utf8');

describe('version store', () => {
  it('ids sort in time order', () => {
    const a = newVersionId(new Date('2026-11-24T10:00:00.000Z'));
    const b = newVersionId(new Date('2026-11-24T10:00:00.001Z'));
    expect(a < b).toBe(true);
    expect(a).toMatch(/^20261124T100000000Z-[0-9a-f]{6}$/);
  });

  it('keeps publish order for publishes within one millisecond', async () => {
    const made: string[] = [];
    for (let i = 0; i < 10; i++) made.push(await publish(`v${i}`));
    expect((await store.list()).map((v) => v.id)).toEqual(made);
  });

  it('has no live version before the first publish', async () => {
    expect(await store.current()).toBeNull();
    expect(await store.list()).toEqual([]);
    expect(await store.rollback()).toBeNull();
  });

  it('a commit makes the staged version live, with its version.json', async () => {
    const id = await publish('one');
    expect(await store.current()).toBe(id);
    expect(live()).toBe('one');
    const [info] = await store.list();
    expect(info).toMatchObject({ id, trigger: 'test', pages: 1 });
    expect(Date.parse(info!.publishedAt)).not.toBeNaN();
    // The link is relative, so the folder can be moved or served from a container.
    expect(readlinkSync(join(root, 'current'))).toBe(join('versions', id));
  });

  it('the public version.json names only the id, the time and the page count; the trigger stays private', async () => {
    const { id, dir } = await store.begin();
    await writeFile(join(dir, 'index.html'), 'one');
    const trigger = 'cms: items.update menu_items 12, 13 (a draft); files 4f1c…';
    await store.commit(id, { trigger, pages: 3 });
    const shown = JSON.parse(readFileSync(join(root, 'current', 'version.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(shown).sort()).toEqual(['id', 'pages', 'publishedAt']);
    expect(shown).toMatchObject({ id, pages: 3 });
    expect(readFileSync(join(root, 'current', 'version.json'), 'utf8')).not.toContain('menu_items');
    // The publisher still knows what triggered it (npm run publish -- --list), from a dotfile,
    // which neither scripts/serve.mjs nor deploy/nginx.conf ever serves.
    expect(JSON.parse(readFileSync(join(root, 'current', '.publish.json'), 'utf8'))).toEqual({ trigger });
    expect((await store.list())[0]).toMatchObject({ id, trigger, pages: 3 });
  });

  it('still reads the trigger of a version published before it moved out of version.json', async () => {
    const id = newVersionId(new Date('2026-11-20T10:00:00.000Z'));
    await mkdir(join(root, 'versions', id), { recursive: true });
    await writeFile(
      join(root, 'versions', id, 'version.json'),
      JSON.stringify({ id, publishedAt: '2026-11-20T10:00:00.000Z', trigger: 'manual', pages: 2 }),
    );
    expect(await store.list()).toEqual([{ id, publishedAt: '2026-11-20T10:00:00.000Z', trigger: 'manual', pages: 2 }]);
  });

  it('a discarded (failed) publish leaves the live version as it was', async () => {
    await publish('one');
    const { id, dir } = await store.begin();
    await writeFile(join(dir, 'index.html'), 'half');
    await store.discard(id);
    expect(live()).toBe('one');
    expect(existsSync(dir)).toBe(false);
  });

  it('rollback goes back one version at a time, and stops at the oldest', async () => {
    const first = await publish('one');
    const second = await publish('two');
    await publish('three');
    expect((await store.rollback())?.id).toBe(second);
    expect(live()).toBe('two');
    expect((await store.rollback())?.id).toBe(first);
    expect(live()).toBe('one');
    expect(await store.rollback()).toBeNull();
    expect(live()).toBe('one');
  });

  it('prune keeps the newest versions and always the live one', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(await publish(`v${i}`));
    expect(await store.prune(5)).toEqual(made.slice(0, 2));
    expect((await store.list()).map((v) => v.id)).toEqual(made.slice(2));
    // Their files are deleted after prune returns (a publish does not wait for it), then gone.
    await store.pruned();
    expect(readdirSync(join(root, '.pruned'))).toEqual([]);
    // Rolled all the way back to the oldest kept version: pruning keeps it, since it is live.
    made.push(await publish('v7'), await publish('v8'));
    while (await store.rollback());
    expect(live()).toBe('v2');
    await store.prune(3);
    expect((await store.list()).map((v) => v.id)).toEqual([made[2], made[6], made[7], made[8]]);
    expect(live()).toBe('v2');
  });

  it('recover removes what a crashed publisher left half-written, and repairs a dangling link', async () => {
    const id = await publish('one');
    const { dir } = await store.begin();
    await writeFile(join(dir, 'index.html'), 'half');
    await symlink('versions/none', join(root, '.current-deadbeef'));
    // A pruned version whose deletion a stopped publisher did not finish.
    mkdirSync(join(root, '.pruned', '20261101T000000000Z-abcdef'), { recursive: true });
    const removed = await store.recover();
    expect(removed).toHaveLength(3);
    expect(existsSync(join(root, '.pruned', '20261101T000000000Z-abcdef'))).toBe(false);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(join(root, '.current-deadbeef'))).toBe(false);
    expect(await store.current()).toBe(id);

    // `current` pointing at a version deleted by hand: the newest complete one goes live.
    const second = await publish('two');
    rmSync(join(root, 'versions', second), { recursive: true });
    expect(await store.current()).toBeNull();
    await store.recover();
    expect(await store.current()).toBe(id);
    expect(live()).toBe('one');
  });

  it('readers never find the site missing while versions switch', async () => {
    await publish('v0');
    let reading = true;
    let reads = 0;
    const failures: unknown[] = [];
    const reader = (async () => {
      while (reading) {
        try {
          const text = await readFile(join(root, 'current', 'index.html'), 'utf8');
          if (!/^v\d+$/.test(text)) failures.push(text);
          reads++;
        } catch (error) {
          failures.push(error);
        }
      }
    })();
    for (let i = 1; i <= 30; i++) await publish(`v${i}`);
    reading = false;
    await reader;
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(live()).toBe('v30');
  });

  it('refuses ids that are not version ids', async () => {
    await mkdir(join(root, '.staging'), { recursive: true });
    await expect(store.commit('../../etc', { trigger: 'x', pages: 0 })).rejects.toThrow('not a version id');
    await expect(store.discard('..')).rejects.toThrow('not a version id');
  });
});
