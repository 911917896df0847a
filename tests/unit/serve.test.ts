/**
 * The production server (scripts/serve.mjs) compresses text assets, keeps the security headers
 * and answers HEAD and conditional requests. Runs the real server on a free loopback port
 * against a temporary site folder.
 */
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { request, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createSiteServer, englishAddressOf, hostNameOf, listen } from '../../scripts/serve.mjs';
import { dishHref } from '../../src/site/paths';
import { CACHE_CASES, writeCacheFixture } from '../cache-cases';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let server: ReturnType<typeof createSiteServer>;
let base: string;

const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Dish ${i}`, price: i * 3 })))};\n`;
const HTML = `<!doctype html><html lang="en"><head><title>Saffron House</title></head><body>${'<p>Fresh bread, every morning.</p>'.repeat(60)}</body></html>`;
/** The server's command line. */
const SERVE = join(import.meta.dirname, '../../scripts/serve.mjs');
const IMAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

/** Sends one request as given (the path as written: a URL parser would turn `\\` into `/`). */
function send(options: RequestOptions): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return send({ hostname, port, path, method, headers });
}

function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(reply.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return reply.body.toString('utf8');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-test-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), HTML);
  await writeFile(join(dir, 'assets', 'menu-AbCdEf12.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'photo.webp'), IMAGE);
  server = createSiteServer({ dir });
  await listen(server, 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends brotli when the client accepts it, and the decoded body is the file', async () => {
    const reply = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(decoded(reply)).toBe(SCRIPT);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client without brotli, and the same bytes from memory the second time', async () => {
    const first = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'gzip' });
    const second = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decoded(first)).toBe(SCRIPT);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends the file as it is without Accept-Encoding, or when every encoding is refused', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      { 'Accept-Encoding': 'identity' },
    ];
    for (const headers of variants) {
      const reply = await get('/assets/menu-AbCdEf12.js', headers);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
      expect(reply.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('answers an address the version has no page for with 404 and the app, as nginx does', async () => {
    for (const path of ['/no-such-page', dishHref(99999999)]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.body.toString('utf8'), path).toBe(HTML);
    }
  });

  it('compresses a page and keeps the security headers', async () => {
    const reply = await get('/', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(reply)).toBe(HTML);
  });

  it('never compresses images', async () => {
    const reply = await get('/assets/photo.webp', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.body.equals(IMAGE)).toBe(true);
  });

  it('serves a changed file afresh, not the compressed copy of the old one', async () => {
    const path = join(dir, 'assets', 'menu-AbCdEf12.js');
    const changed = SCRIPT.replace('Dish 1"', 'Lamb 1"');
    await writeFile(path, changed);
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    try {
      const reply = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'br' });
      expect(decoded(reply)).toBe(changed);
    } finally {
      await writeFile(path, SCRIPT);
    }
  });
});

describe('HEAD and conditional requests', () => {
  it('HEAD has the headers of GET and no body', async () => {
    const getReply = await get('/', { 'Accept-Encoding': 'gzip' });
    const headReply = await get('/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(headReply.status).toBe(200);
    expect(headReply.body.length).toBe(0);
    expect(headReply.headers['content-encoding']).toBe('gzip');
    expect(headReply.headers['content-length']).toBe(getReply.headers['content-length']);
    expect(headReply.headers.etag).toBe(getReply.headers.etag);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, 200 otherwise', async () => {
    const first = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/assets/menu-AbCdEf12.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const since = await get('/assets/menu-AbCdEf12.js', {
      'If-Modified-Since': String(first.headers['last-modified']),
    });
    expect(since.status).toBe(304);
    const stale = await get('/assets/menu-AbCdEf12.js', { 'If-None-Match': 'W/"0-0"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString('utf8')).toBe(SCRIPT);
  });

  it('still answers 404 for a missing file with an extension', async () => {
    const reply = await get('/assets/missing-AbCdEf12.js', { 'Accept-Encoding': 'br' });
    expect(reply.status).toBe(404);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values, refusals and *', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('GZIP;Q=1')).toBe('gzip');
  });
});

describe('addresses that are not the site’s', () => {
  it('answers 404, never a page or a redirect, for // and backslash paths', async () => {
    for (const path of ['//evil.example/', '//evil.example/shop', '/\\evil.example/', '/ar/\\x', '///x?y=1']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.location, path).toBeUndefined();
      expect(reply.body.toString('utf8'), path).not.toContain('<html');
    }
    // A backslash in the query is only text.
    expect((await get('/?q=a\\b')).status).toBe(200);
  });

  it('keeps dotfiles and source maps from visitors, as deploy/nginx.conf does', async () => {
    await mkdir(join(dir, '.vite'), { recursive: true });
    await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
    await writeFile(join(dir, '.carried-assets'), 'brand-old.css\n');
    await writeFile(join(dir, 'assets', 'menu-AbCdEf12.js.map'), '{}');
    for (const path of [
      '/.vite/manifest.json',
      '/.carried-assets',
      '/assets/menu-AbCdEf12.js.map',
      '/%2ecarried-assets',
      '/%2Evite/manifest.json',
      '/assets/menu-AbCdEf12.js%2emap',
      '/%5Cevil.example/',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('asks browsers to check pages and the version manifest every time, and keeps hashed assets a year', async () => {
    await writeFile(join(dir, 'version.json'), '{"id":"20261124T000000000Z-abcdef"}');
    expect((await get('/version.json')).headers['cache-control']).toBe('no-cache');
    await mkdir(join(dir, 'data'), { recursive: true });
    await writeFile(join(dir, 'data', 'menu.json'), '{"dishes":[]}');
    expect((await get('/data/menu.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/menu-AbCdEf12.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('a version without Arabic (the restaurant turned enable_arabic off)', () => {
  it('sends every Arabic address to its English page, query and all, and nowhere else', () => {
    expect(englishAddressOf('/ar/shop?x=1')).toBe('/shop?x=1');
    expect(englishAddressOf(`/ar${dishHref(12)}`)).toBe(dishHref(12));
    expect(englishAddressOf('/ar/shop/')).toBe('/shop/');
    expect(englishAddressOf('/ar')).toBe('/');
    expect(englishAddressOf('/ar/')).toBe('/');
    expect(englishAddressOf('/ar?table=12')).toBe('/?table=12');
    expect(englishAddressOf('/ar/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    // Not Arabic addresses.
    for (const url of ['/', '/shop', '/arabic', '/about/ar/', '/ar%2Fshop'])
      expect(englishAddressOf(url), url).toBeNull();
    // Never an address of another host: `//evil.example/` is protocol-relative.
    for (const url of ['/ar//evil.example/', '/ar//evil.example', '/ar///x', '/ar//?x=1'])
      expect(englishAddressOf(url), url).toBeNull();
  });

  it('redirects /ar/… with 302 and never caches it; serves Arabic pages as they are once the version has them', async () => {
    const moved = await get('/ar/shop?x=1');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/shop?x=1');
    expect(moved.headers['cache-control']).toBe('no-cache');
    expect(moved.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get('/ar')).headers.location).toBe('/');
    expect((await get('/ar/', {}, 'HEAD')).headers.location).toBe('/');
    // Not an open redirect: the rest of //evil.example is an unknown address of this site.
    const evil = await get('/ar//evil.example/');
    expect(evil.status).toBe(404);
    expect(evil.headers.location).toBeUndefined();

    await mkdir(join(dir, 'ar', 'shop'), { recursive: true });
    await writeFile(join(dir, 'ar', 'shop', 'index.html'), '<html lang="ar"></html>');
    try {
      const page = await get('/ar/shop?x=1');
      expect(page.status).toBe(200);
      expect(page.body.toString('utf8')).toBe('<html lang="ar"></html>');
      // An Arabic address without a page is the Arabic not-found page, as before.
      const missing = await get('/ar/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.headers.location).toBeUndefined();
    } finally {
      await rm(join(dir, 'ar'), { recursive: true, force: true });
    }
    expect((await get('/ar/shop')).status).toBe(302);
  });
});

describe('a client that goes away mid-download', () => {
  it('leaves no file open', async () => {
    await writeFile(join(dir, 'assets', 'large.webp'), Buffer.alloc(8 * 1024 * 1024, 7));
    const openFiles = async () => (await readdir('/proc/self/fd')).length;
    const before = await openFiles();
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const req = request(`${base}/assets/large.webp`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end();
      });
    }
    // Give the server a moment to notice the closed connections.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await openFiles()).toBeLessThanOrEqual(before + 2);
  });
});

/** A server on a free loopback port for `dir`, and a way to stop it. */
async function serveDir(dir: string) {
  const server = createSiteServer({ dir });
  await listen(server, 0, '127.0.0.1');
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function fetchReply(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error(`${url}: the answer stopped short`)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Cache-Control, as deploy/nginx.conf sends it (tests/cache-cases.ts)', () => {
  it('keeps files that exist by their kind, and never caches an error such as a missing hashed asset', async () => {
    const site = await mkdtemp(join(tmpdir(), 'serve-cache-'));
    await writeCacheFixture(site);
    const { base: url, close } = await serveDir(site);
    try {
      const answers = [];
      for (const { path } of CACHE_CASES) {
        const reply = await fetchReply(`${url}${path}`);
        answers.push({ path, status: reply.status, cacheControl: reply.headers['cache-control'] });
      }
      expect(answers).toEqual(CACHE_CASES);
    } finally {
      await close();
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('a version switched while answers are sent', () => {
  let top: string;
  /** Two versions of one page of different lengths, each with its own precompressed copies. */
  const versions = {
    v1: `<!doctype html><html><body>${'<p>Lamb kabsa</p>'.repeat(200)}</body></html>`,
    v2: `<!doctype html><html><body>${'<p>Chicken mandi with saffron rice</p>'.repeat(400)}</body></html>`,
  };
  /** A brotli copy made at quality 1: not what the server would make itself (quality 11). */
  const brOf = (text: string) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });

  beforeAll(async () => {
    top = await mkdtemp(join(tmpdir(), 'serve-switch-'));
    for (const [id, text] of Object.entries(versions)) {
      await mkdir(join(top, 'versions', id), { recursive: true });
      await writeFile(join(top, 'versions', id, 'index.html'), text);
      await writeFile(join(top, 'versions', id, 'index.html.br'), brOf(text));
      await writeFile(join(top, 'versions', id, 'index.html.gz'), gzipSync(text, { level: 1 }));
    }
    await symlink(join('versions', 'v1'), join(top, 'current'));
  });

  afterAll(async () => {
    await rm(top, { recursive: true, force: true });
  });

  it('sends the publisher’s .br and .gz copies byte for byte, from the version it serves', async () => {
    const { base: url, close } = await serveDir(join(top, 'current'));
    try {
      const br = await fetchReply(`${url}/`, { 'Accept-Encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.body.equals(await readFile(join(top, 'versions', 'v1', 'index.html.br')))).toBe(true);
      const gz = await fetchReply(`${url}/`, { 'Accept-Encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body.equals(await readFile(join(top, 'versions', 'v1', 'index.html.gz')))).toBe(true);
      // With brotli preferred but only a gzip copy, the gzip copy (as nginx's gzip_static).
      await rm(join(top, 'versions', 'v1', 'index.html.br'));
      try {
        const onlyGz = await fetchReply(`${url}/`, { 'Accept-Encoding': 'br, gzip' });
        expect(onlyGz.headers['content-encoding']).toBe('gzip');
        expect(onlyGz.body.equals(gz.body)).toBe(true);
      } finally {
        await writeFile(join(top, 'versions', 'v1', 'index.html.br'), brOf(versions.v1));
      }
    } finally {
      await close();
    }
  });

  it('never mixes two versions in one answer while `current` is switched back and forth', async () => {
    const { base: url, close } = await serveDir(join(top, 'current'));
    let switching = true;
    const switcher = (async () => {
      for (let i = 0; switching; i++) {
        // As the publisher does: a fresh link renamed over `current`.
        const temporary = join(top, `.current-${i}`);
        await symlink(join('versions', i % 2 ? 'v1' : 'v2'), temporary);
        await rename(temporary, join(top, 'current'));
      }
    })();
    const problems: string[] = [];
    const seen = new Set<string>();
    try {
      const texts = Object.values(versions);
      const ask = async (headers: Record<string, string>) => {
        const reply = await fetchReply(`${url}/`, headers).catch((error: Error) => error);
        if (reply instanceof Error) return void problems.push(reply.message);
        const length = Number(reply.headers['content-length']);
        if (length !== reply.body.length) problems.push(`Content-Length ${length}, body ${reply.body.length}`);
        const text = decoded(reply);
        const version = texts.indexOf(text);
        if (version < 0) return void problems.push(`a body of neither version (${text.length} characters)`);
        seen.add(`${headers['Accept-Encoding']}:${version}`);
        // The validator belongs to the page that was sent.
        const size = Buffer.byteLength(texts[version]!).toString(16);
        const etag = String(reply.headers.etag);
        if (!etag.startsWith(`W/"${size}-`)) problems.push(`ETag ${etag} for v${version + 1}`);
      };
      for (let round = 0; round < 40; round++) {
        await Promise.all(
          ['identity', 'br', 'gzip', 'identity', 'br', 'gzip'].map((encoding) => ask({ 'Accept-Encoding': encoding })),
        );
      }
    } finally {
      switching = false;
      await switcher;
      await close();
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // Both versions were served while the link moved.
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('several sites, by host name (published/hosts, publish/layout.ts)', () => {
  let root: string;
  let hostsServer: ReturnType<typeof createSiteServer>;
  let port: number;
  /** A GET of `path` asking for host `host`, as a browser at http://<host>/ sends it. */
  const at = (host: string | undefined, path = '/') =>
    send({ host: '127.0.0.1', port, path, headers: host === undefined ? {} : { Host: host } });
  /** A site's live version saying `text`, and its host link, as the publisher writes them. */
  async function site(slug: string, host: string, text: string) {
    const version = join(root, 'sites', slug, 'versions', 'v1');
    await mkdir(join(version, 'ar'), { recursive: true });
    await writeFile(join(version, 'index.html'), `<p>${text}</p>`);
    await writeFile(join(version, 'shell.html'), `<p>${text}: not found</p>`);
    await symlink('versions/v1', join(root, 'sites', slug, 'current'));
    await mkdir(join(root, 'hosts'), { recursive: true });
    await symlink(`../sites/${slug}/current`, join(root, 'hosts', host));
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'serve-hosts-'));
    await site('saffron-house', 'saffron-house.localhost', 'Saffron House');
    await site('cedar-grill', 'cedargrill.example', 'Cedar Grill');
    hostsServer = createSiteServer({ hosts: join(root, 'hosts') });
    await listen(hostsServer, 0, '127.0.0.1');
    port = (hostsServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => hostsServer.close(() => resolve()));
    await rm(root, { recursive: true, force: true });
  });

  it("answers each host name with its own site's files, whatever the port or case", async () => {
    expect((await at(`saffron-house.localhost:${port}`)).body.toString()).toBe('<p>Saffron House</p>');
    expect((await at('CedarGrill.Example')).body.toString()).toBe('<p>Cedar Grill</p>');
    expect((await at('cedargrill.example.')).body.toString()).toBe('<p>Cedar Grill</p>');
    // An unknown address of a site is that site's own not-found page.
    const missing = await at('cedargrill.example', '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<p>Cedar Grill: not found</p>');
  });

  it('answers an unknown host with a 404 of its own, never another site’s page, when there are several', async () => {
    for (const host of ['127.0.0.1', 'elsewhere.example', '_default', '..', 'a/../cedargrill.example', undefined]) {
      const reply = await at(host);
      expect(reply.status, String(host)).toBe(404);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.body.toString()).toBe('No site is published at this address.');
    }
  });

  it('answers every host name with the one site when there is a single one (its default link)', async () => {
    await symlink('saffron-house.localhost', join(root, 'hosts', '_default'));
    try {
      expect((await at('127.0.0.1')).body.toString()).toBe('<p>Saffron House</p>');
      expect((await at('www.saffronhouse.sa')).body.toString()).toBe('<p>Saffron House</p>');
      // A host of its own still gets its own site.
      expect((await at('cedargrill.example')).body.toString()).toBe('<p>Cedar Grill</p>');
    } finally {
      await rm(join(root, 'hosts', '_default'));
    }
  });

  it('serves the sites by host name from the command line, as its usage says (--hosts)', async () => {
    const free = createSiteServer({ dir: root });
    await listen(free, 0, '127.0.0.1');
    const cliPort = (free.address() as AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    const cli = spawn(process.execPath, [SERVE, '--hosts', join(root, 'hosts'), '--port', String(cliPort)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        cli.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Site:') && resolve());
        cli.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      });
      const reply = await send({
        host: '127.0.0.1',
        port: cliPort,
        path: '/',
        headers: { Host: 'cedargrill.example' },
      });
      expect(reply.body.toString()).toBe('<p>Cedar Grill</p>');
    } finally {
      cli.kill();
    }
  });

  it("reads a host header's name, refusing anything that could name another folder", () => {
    expect(hostNameOf('Saffron-House.Localhost:5173')).toBe('saffron-house.localhost');
    expect(hostNameOf('cedargrill.example.')).toBe('cedargrill.example');
    for (const bad of ['..', '../hosts', 'a..b', '.hidden', '_default', 'a/b', '[::1]:80', '', undefined])
      expect(hostNameOf(bad), String(bad)).toBeNull();
  });
});
