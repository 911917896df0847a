import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPublisher, triggerOf, type Publisher } from './server';
import type { VersionStore } from './versions';

const SECRET = 'a-long-enough-shared-secret';
let root: string;
let publisher: Publisher;
let published: string[];
let fail = false;

/** Stands in for a full publish: stages and commits an empty version. */
async function fakePublish(store: VersionStore, trigger: string) {
  published.push(trigger);
  if (fail) throw new Error('menu_items 12: price is not a number');
  const { id } = await store.begin();
  return store.commit(id, { trigger, pages: 0 });
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'publisher-'));
  published = [];
  fail = false;
  publisher = await startPublisher({
    root,
    secret: SECRET,
    port: 0,
    quietMs: 20,
    publish: fakePublish,
    log: () => undefined,
  });
});
afterEach(async () => {
  await publisher.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (body: unknown, secret = SECRET, query = '') =>
  fetch(`${publisher.url}/publish${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('publisher service', () => {
  it('publishes when the CMS notifies it, and says which version is live', async () => {
    const response = await post({ event: 'items.update', collection: 'menu_items', keys: ['12'] });
    expect(response.status).toBe(202);
    const live = async () =>
      ((await (await fetch(`${publisher.url}/status`)).json()) as { current: string | null }).current;
    await expect.poll(live).toMatch(/^\d{8}T/);
    expect(published).toEqual(['cms: items.update menu_items 12']);
  });

  it('refuses a notice without the shared secret, and publishes nothing', async () => {
    expect((await post({}, 'wrong-secret-of-some-length')).status).toBe(401);
    expect((await fetch(`${publisher.url}/publish`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${publisher.url}/publish`)).status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(published).toEqual([]);
  });

  it('refuses a body over 64 KB', async () => {
    expect((await post({ pad: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('reports a failed publish, and the live version stays', async () => {
    await publisher.publishNow('first');
    const live = ((await (await fetch(`${publisher.url}/status`)).json()) as { current: string }).current;
    fail = true;
    await expect(publisher.publishNow('second')).rejects.toThrow('menu_items 12: price is not a number');
    const status = await fetch(`${publisher.url}/status`, { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(await status.json()).toEqual({
      ok: false,
      current: live,
      lastError: 'menu_items 12: price is not a number',
    });
  });

  it('tells anyone without the secret only whether publishing works and the live version', async () => {
    await publisher.publishNow('first');
    const status = async (headers: Record<string, string> = {}) =>
      (await (await fetch(`${publisher.url}/status`, { headers })).json()) as Record<string, unknown>;
    const live = (await status()).current;
    expect(live).toMatch(/^\d{8}T/);
    expect(await status()).toEqual({ ok: true, current: live });
    fail = true;
    await expect(publisher.publishNow('second')).rejects.toThrow();
    // The error can quote the post-publish command and its output: it is for the secret's holder.
    const untrusted: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-secret-of-some-length' },
      { Authorization: SECRET },
    ];
    for (const headers of untrusted) {
      const shown = await status(headers);
      expect(shown).toEqual({ ok: false, current: live });
      expect(JSON.stringify(shown)).not.toContain('price is not a number');
    }
    expect(await status({ Authorization: `Bearer ${SECRET}` })).toMatchObject({
      ok: false,
      lastError: expect.any(String),
    });
    fail = false;
    await publisher.publishNow('third');
    expect(await status({ Authorization: `Bearer ${SECRET}` })).toEqual({
      ok: true,
      current: expect.not.stringMatching(live as string),
      lastError: null,
    });
  });

  it('answers a waiting notice once the publish is live, or with its failure', async () => {
    const done = await post({ event: 'items.update', collection: 'team', keys: ['3'] }, SECRET, '?wait=1');
    expect(done.status).toBe(200);
    const { current } = (await done.json()) as { current: string };
    expect(current).toMatch(/^\d{8}T/);
    expect(published).toEqual(['cms: items.update team 3']);
    fail = true;
    const failed = await post({}, SECRET, '?wait=1');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'menu_items 12: price is not a number' });
  });

  it("writes every publish to the CMS's publish log: what went live and what was left out, or what stopped it", async () => {
    const entries: Record<string, unknown>[] = [];
    const cms = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/items/publish_log' && req.headers.authorization === 'Bearer publisher-token')
          entries.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{}}');
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const logged = await startPublisher({
      root,
      secret: SECRET,
      port: 0,
      quietMs: 20,
      cms: { url: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`, token: 'publisher-token' },
      publish: async (store, trigger) => ({
        ...(await fakePublish(store, trigger)),
        notes: ['left out of the site (correct in the CMS to show): restaurants 1, field facebook_url: "x"'],
      }),
      log: () => undefined,
    });
    try {
      await logged.publishNow('manual');
      fail = true;
      await expect(logged.publishNow('again')).rejects.toThrow();
      expect(entries).toMatchObject([
        { status: 'published', trigger: 'manual', message: expect.stringContaining('field facebook_url') },
        { status: 'failed', trigger: 'again', message: 'menu_items 12: price is not a number' },
      ]);
    } finally {
      await logged.close();
      await new Promise<void>((resolve) => cms.close(() => resolve()));
    }
  });

  it('refuses a short secret', async () => {
    await expect(startPublisher({ root, secret: 'short', port: 0 })).rejects.toThrow('at least 16 characters');
  });
});

describe('triggerOf', () => {
  it('names the event, collection and records, and nothing that is not a plain word', () => {
    expect(triggerOf({ event: 'items.create', collection: 'menu_items', keys: [1, 2] })).toBe(
      'cms: items.create menu_items 1, 2',
    );
    expect(triggerOf({ event: 'items.delete', collection: '<script>', keys: 'x y' })).toBe('cms: items.delete');
    expect(triggerOf({ event: 'files.upload', collection: 'directus_files', keys: '', key: 'a1b2-c3' })).toBe(
      'cms: files.upload directus_files a1b2-c3',
    );
    expect(triggerOf({ event: 'menu_items.items.update', collection: 'menu_items', keys: [1], key: 'undefined' })).toBe(
      'cms: menu_items.items.update menu_items 1',
    );
    expect(triggerOf(null)).toBe('cms');
  });
});
