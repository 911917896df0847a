/**
 * The reference production server: Debian's nginx with deploy/nginx.conf, serving a version
 * the publisher wrote from the seeded CMS. Headers, caching, precompressed files, 404s, and
 * the switch to a new version while visitors keep loading pages. Its Cache-Control for files
 * found and missing is checked against the table scripts/serve.mjs answers too
 * (tests/cache-cases.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostsRoot, siteRoot } from '../../build/publish-dir.ts';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_PUBLISHER_TOKEN } from '../../cms/scripts/lib/publisher-access.mjs';
import { PAGE_HEADER_BYTES } from '../../publish/precompress.ts';
import { startPublisher, type Publisher } from '../../publish/server.ts';
import { createVersionStore } from '../../publish/versions.ts';
import { localizePath } from '../../src/i18n/paths';
import { cmsAdmin } from './browser';
import { startNginx, type Nginx } from '../../scripts/nginx.ts';
import { dishPage } from './pages';
import { E2E } from './ports';
import { CACHE_CASES, writeCacheFixture } from '../cache-cases';

let root: string;
let publisher: Publisher;
let nginx: Nginx;
/** The site's folder of versions (publish/layout.ts). */
const saffron = () => siteRoot(root, 'saffron-house');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'e2e-nginx-site-'));
  publisher = await startPublisher({
    root,
    // One site: served to every host name nginx is asked for (its host link `_default`).
    sites: [{ slug: 'saffron-house', url: `http://127.0.0.1:${E2E.nginxPort}` }],
    secret: 'e2e-nginx-secret-of-some-length',
    port: E2E.nginxPublisherPort,
    quietMs: 100,
    cms: { url: inject('cmsUrl'), token: LOCAL_PUBLISHER_TOKEN },
    log: () => undefined,
  });
  await publisher.publishNow('e2e nginx');
  nginx = await startNginx({ port: E2E.nginxPort, hosts: hostsRoot(root) });
});

afterAll(async () => {
  await nginx?.stop();
  await publisher?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' });

/** The scripts, stylesheets and preloads a page names on this origin. */
const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1]!);

describe('nginx with deploy/nginx.conf', () => {
  it('serves the published pages in both languages with the security headers', async () => {
    for (const [path, text, lang] of [
      ['/', 'Saffron House', 'en'],
      ['/ar/', 'بيت الزعفران', 'ar'],
      ['/ar/shop', 'بيت الزعفران', 'ar'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain(`lang="${lang}"`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/unsafe-eval/);
      // Inline styles only in style-src, narrowed by the page's own policy to its style.
      expect(csp.match(/[^;]*unsafe-inline[^;]*/g)).toEqual([" style-src 'self' 'unsafe-inline'"]);
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-[^"]+'">/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("img-src 'self' data:;");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
      // Plain http on loopback: HSTS belongs to https only.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("keeps a page's headers within the share of the first round trip the publisher allows them", async () => {
    for (const path of ['/', '/ar/shop']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
      response.headers.forEach((value, name) => (bytes += `${name}: ${value}\r\n`.length));
      // Over https nginx adds HSTS (deploy/nginx.conf); the longest Date and ETag are as long as these.
      bytes += 'strict-transport-security: max-age=31536000; includeSubDomains\r\n'.length;
      // publish/precompress.ts compresses a page harder when its copy and these would spill past the window.
      expect(bytes, path).toBeLessThanOrEqual(PAGE_HEADER_BYTES);
    }
  });

  it('sends the precompressed copies: brotli, else gzip, else the file', async () => {
    const plain = await (await get('/menu', { 'Accept-Encoding': 'identity' })).text();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get('/menu', { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes br and gzip: every encoding is the same page.
      expect(await response.text()).toBe(plain);
    }
  });

  it('caches hashed assets for a year and asks again for pages and the version manifest', async () => {
    const assets = assetsOf(await (await get('/')).text());
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
    for (const path of assets.filter((asset) => /-[\w-]{8,}\.(js|css)$/.test(asset))) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
    // The menu the browser filters: this version's published dishes, asked for again each time.
    const menu = await get('/data/menu.json', { 'Accept-Encoding': 'br' });
    expect(menu.headers.get('cache-control')).toBe('no-cache');
    expect(menu.headers.get('content-encoding')).toBe('br');
    const { dishes } = (await menu.json()) as { dishes: { card: { name: { ar: string } }; prices: number[] }[] };
    expect(dishes.length).toBeGreaterThan(20);
    expect(dishes.every((dish) => dish.card.name.ar !== '' && dish.prices.length > 0)).toBe(true);
    const manifest = await get('/version.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { id: string }).id).toBe(await createVersionStore(saffron()).current());
  });

  it('answers unknown addresses with 404 pages, and never lists or leaks build files', async () => {
    for (const path of ['/no-such-page', '/ar/no-such-page']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      // The app's shell: it shows the not-found page in the address's language.
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const path of [
      '/assets/no-such-file.js',
      '/assets/',
      '/.vite/manifest.json',
      '/.carried-assets',
      '/.pages.json',
      '/%2epages.json',
      '/assets/index.js.map',
      '//evil.example/',
      '/%5Cevil.example/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(await response.text(), path).not.toMatch(/Index of/);
    }
  });

  it(
    'sends /ar/… to the English page once Arabic is turned off, as the Node server does',
    { timeout: 120_000 },
    async () => {
      const admin = await cmsAdmin();
      const [restaurant] = await admin.read<{ id: number }[]>(
        'restaurants',
        'filter[slug][_eq]=saffron-house&fields=id',
      );
      expect((await get('/ar/shop?x=1')).status).toBe(200);
      await admin.update('restaurants', restaurant!.id, { enable_arabic: false });
      try {
        await publisher.publishNow('e2e nginx: Arabic off');
        for (const [from, to] of [
          ['/ar/shop?x=1', '/shop?x=1'],
          [localizePath(dishPage(1), 'ar'), dishPage(1)],
          ['/ar/', '/'],
          ['/ar', '/'],
        ] as const) {
          const response = await get(from);
          expect(response.status, from).toBe(302);
          // Relative, as scripts/serve.mjs sends it; never kept by a browser or a cache.
          expect(response.headers.get('location'), from).toBe(to);
          expect(response.headers.get('cache-control'), from).toBe('no-cache');
          expect(response.headers.get('x-content-type-options'), from).toBe('nosniff');
        }
        // Never to another host: the rest of //evil.example is an unknown address here.
        for (const path of ['/ar//evil.example/', '/ar//evil.example/shop?x=1']) {
          const response = await get(path);
          expect(response.status, path).toBe(404);
          expect(response.headers.get('location'), path).toBeNull();
        }
        expect((await get('/shop?x=1')).status).toBe(200);
        expect(await (await get('/sitemap.xml')).text()).not.toContain('/ar/');
      } finally {
        await admin.update('restaurants', restaurant!.id, { enable_arabic: true });
        await publisher.publishNow('e2e nginx: Arabic on');
      }
      const back = await get('/ar/shop?x=1');
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('lang="ar"');
    },
  );

  it('switches to a new version while visitors load pages: no request fails', { timeout: 180_000 }, async () => {
    const admin = await cmsAdmin();
    const [restaurant] = await admin.read<{ website_color_scheme: { id: number; root_theme: string } }[]>(
      'restaurants',
      'filter[slug][_eq]=saffron-house&fields=website_color_scheme.id,website_color_scheme.root_theme',
    );
    const scheme = restaurant!.website_color_scheme;
    const before = await createVersionStore(saffron()).current();
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const paths = ['/', '/ar/', '/menu', '/ar/shop', '/reservation'];
    const visitor = async (n: number) => {
      for (let i = n; running; i++) {
        const path = paths[i % paths.length]!;
        const page = await get(path, { 'Accept-Encoding': 'br, gzip' });
        requests += 1;
        if (page.status !== 200) failures.push(`${path} ${page.status}`);
        // A page loaded from the old version must still find every file it names.
        for (const asset of assetsOf(await page.text())) {
          const response = await get(asset, { 'Accept-Encoding': 'br, gzip' });
          requests += 1;
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${asset} (named by ${path}) ${response.status}`);
        }
      }
    };
    const visitors = Array.from({ length: 6 }, (_, n) => visitor(n));
    try {
      // A new brand colour gives the new version a new stylesheet name (the old one is carried).
      await admin.update('website_color_scheme', scheme.id, { root_theme: '#1B6E5A' });
      await publisher.publishNow('e2e nginx: colour');
      await publisher.publishNow('e2e nginx: again');
    } finally {
      await admin.update('website_color_scheme', scheme.id, { root_theme: scheme.root_theme });
      await publisher.publishNow('e2e nginx: restore');
      running = false;
      await Promise.all(visitors);
    }
    expect(await createVersionStore(saffron()).current()).not.toBe(before);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  });
});

describe('nginx Cache-Control, as scripts/serve.mjs sends it (tests/cache-cases.ts)', () => {
  it('keeps files that exist by their kind, and never caches an error such as a missing hashed asset', async () => {
    const site = await mkdtemp(join(tmpdir(), 'e2e-nginx-cache-'));
    await writeCacheFixture(join(site, 'version'));
    // A single site: its folder, linked as the default host (publish/layout.ts).
    await mkdir(join(site, 'hosts'));
    await symlink('../version', join(site, 'hosts', '_default'));
    const server = await startNginx({ port: E2E.sitePort + 22, hosts: join(site, 'hosts') });
    try {
      const answers = [];
      for (const { path } of CACHE_CASES) {
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        answers.push({ path, status: response.status, cacheControl: response.headers.get('cache-control') });
      }
      expect(answers).toEqual(CACHE_CASES);
    } finally {
      await server.stop();
      await rm(site, { recursive: true, force: true });
    }
  });
});
