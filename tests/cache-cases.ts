/**
 * One table of addresses with the status and Cache-Control both web servers must answer them
 * with: scripts/serve.mjs (tests/unit/serve.test.ts) and nginx with deploy/nginx.conf
 * (tests/e2e/nginx.e2e.ts), each serving the version folder `writeCacheFixture` writes.
 *
 * A missing hashed asset or image is the case that matters: were its 404 sent `immutable`, a
 * CDN (or a browser) that asked while a sync was still copying files would keep "missing" for a
 * year. Every error answer is `no-store`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A key of a published image (src/components/media.ts). */
const IMAGE = '/media/0123456789abcdef-700/700.webp';

const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Saffron House</title></head><body><div id="root">${text.repeat(20)}</div></body></html>`;

/** A small version folder, as the publisher writes one. */
export async function writeCacheFixture(dir: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'index.html': page('en', '<p>Fresh bread, every morning.</p>'),
    'shell.html': page('en', ''),
    'menu/index.html': page('en', '<p>Menu</p>'),
    'ar/index.html': page('ar', '<p>خبز طازج كل صباح</p>'),
    'assets/app-AbCdEf12.js': `export const app = ${JSON.stringify('saffron '.repeat(100))};\n`,
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    [IMAGE.slice(1)]: Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
    'version.json': '{"id":"20261126T000000000Z-abcdef"}',
    'sw.js': 'self.addEventListener("fetch", () => undefined);\n',
    'manifest.webmanifest': '{"name":"Saffron House"}',
    'data/menu.json': '{"dishes":[]}',
    'data/pages/0123456789abcdef0123.json': '{"path":"/","entries":{}}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

export interface CacheCase {
  path: string;
  status: number;
  cacheControl: string;
}

export const CACHE_CASES: readonly CacheCase[] = [
  // Pages, the version manifest and the published data: asked for again every time.
  { path: '/', status: 200, cacheControl: 'no-cache' },
  { path: '/menu', status: 200, cacheControl: 'no-cache' },
  { path: '/ar/', status: 200, cacheControl: 'no-cache' },
  { path: '/version.json', status: 200, cacheControl: 'no-cache' },
  // The service worker: a new version's worker is seen on the next visit.
  { path: '/sw.js', status: 200, cacheControl: 'no-cache' },
  { path: '/data/menu.json', status: 200, cacheControl: 'no-cache' },
  // Files that never change under their name: a year.
  { path: '/assets/app-AbCdEf12.js', status: 200, cacheControl: IMMUTABLE },
  { path: IMAGE, status: 200, cacheControl: IMMUTABLE },
  // A page's data file is named by its content, as the assets are.
  { path: '/data/pages/0123456789abcdef0123.json', status: 200, cacheControl: IMMUTABLE },
  { path: '/data/pages/fedcba9876543210fedc.json', status: 404, cacheControl: 'no-store' },
  // Anything else: an hour.
  { path: '/robots.txt', status: 200, cacheControl: 'public, max-age=3600' },
  { path: '/manifest.webmanifest', status: 200, cacheControl: 'public, max-age=3600' },
  { path: '/assets/logo.svg', status: 200, cacheControl: 'public, max-age=3600' },
  // Missing files under the names that are cached for a year: never cached.
  { path: '/assets/app-ZyXwVu98.js', status: 404, cacheControl: 'no-store' },
  { path: '/assets/app-ZyXwVu98.css', status: 404, cacheControl: 'no-store' },
  { path: '/media/0123456789abcdef-700/320.avif', status: 404, cacheControl: 'no-store' },
  { path: '/media/fedcba9876543210-700/700.webp', status: 404, cacheControl: 'no-store' },
  { path: '/data/gone.json', status: 404, cacheControl: 'no-store' },
  // Unknown addresses (the app's not-found page) and what visitors never get.
  { path: '/no-such-page', status: 404, cacheControl: 'no-store' },
  { path: '/ar/no-such-page', status: 404, cacheControl: 'no-store' },
  { path: '/assets/', status: 404, cacheControl: 'no-store' },
  { path: '/.pages.json', status: 404, cacheControl: 'no-store' },
  { path: '/assets/app-AbCdEf12.js.map', status: 404, cacheControl: 'no-store' },
  { path: '//evil.example/', status: 404, cacheControl: 'no-store' },
];
