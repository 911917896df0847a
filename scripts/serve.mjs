#!/usr/bin/env node
/**
 * Production server for the built site (dist/): static files with long-lived caching for
 * hashed assets, the prerendered page of each address (any other address is a 404 with
 * shell.html, which shows the not-found page in the browser, as deploy/nginx.conf does; in a
 * version without Arabic, `/ar/…` is a 302 to the English page), and the
 * security headers every response should carry. Text assets are compressed (brotli or gzip,
 * whichever the client prefers) on the first request and kept in memory; every file has an
 * ETag and Last-Modified, so conditional requests get 304.
 *
 *   node scripts/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.md',
  '.webmanifest',
]);
/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 256;
/** Bigger files are streamed as they are. */
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;
/** Compressed bodies kept in memory, oldest dropped first beyond this. */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODERS = {
  br: (data) =>
    brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipAsync(data, { level: 9 }),
};

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none
 * (`identity`). Honours q-values, `;q=0` refusals and `*`.
 */
export function chooseEncoding(acceptEncoding) {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.trim() === '') return 'identity';
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number.parseFloat(value ?? '');
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  let best = 'identity';
  let bestWeight = 0;
  for (const name of ['br', 'gzip']) {
    if (weight(name) > bestWeight) [best, bestWeight] = [name, weight(name)];
  }
  return best;
}

/** Compressed bodies by file, encoding and version (size + mtime), with a byte budget. */
function createCompressionCache(limit = CACHE_LIMIT_BYTES) {
  const entries = new Map();
  let total = 0;
  return async (path, info, encoding) => {
    const key = `${encoding}\0${path}`;
    const version = `${info.size}:${info.mtimeMs}`;
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.body;
    if (hit) {
      entries.delete(key);
      total -= hit.bytes;
    }
    // The promise is cached, so simultaneous first requests compress once.
    const body = readFile(path).then((data) =>
      ENCODERS[encoding](data).then((packed) => (packed.length < data.length ? packed : null)),
    );
    const entry = { version, body, bytes: 0 };
    entries.set(key, entry);
    try {
      const packed = await body;
      entry.bytes = packed?.length ?? 0;
      total += entry.bytes;
      for (const [oldKey, old] of entries) {
        if (total <= limit) break;
        if (old === entry) continue;
        entries.delete(oldKey);
        total -= old.bytes;
      }
      return packed;
    } catch (error) {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    }
  };
}

const httpDate = (ms) => new Date(Math.floor(ms / 1000) * 1000).toUTCString();

/** Weak validator: the same file content in any encoding is the same resource. */
const etagOf = (info) => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

function notModified(req, etag, mtimeMs) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (typeof ifModifiedSince === 'string') {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

/** Map embeds are the only third-party frames the site shows (sanitised in src/data/normalize/mapEmbed.ts). */
const MAP_FRAME_SOURCES = ['https://www.google.com/maps/', 'https://maps.google.com/'];

/**
 * The site's Content-Security-Policy: scripts, data, images and media only from the site itself
 * (no inline script, no eval; the published data files and images: the browser never asks the
 * CMS for anything), frames from the site and Google Maps, and nobody else may frame the site.
 */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src 'self' ${MAP_FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders() {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

/**
 * The English address of an Arabic one, for a version published without Arabic (the restaurant
 * turned `enable_arabic` off): `/ar/shop?x=1` → `/shop?x=1`, `/ar` and `/ar/` → `/`. Null for an
 * address outside `/ar`, and for one whose rest would name another host (`/ar//evil.example/`
 * would become `//evil.example/`): that stays an unknown address, a 404. deploy/nginx.conf
 * matches the same raw addresses with the same pattern.
 */
export function englishAddressOf(url) {
  const match = /^\/ar(\/(?:[^/?][^?]*)?)?(\?.*)?$/.exec(url);
  return match ? (match[1] ?? '/') + (match[2] ?? '') : null;
}

/** Whether the version holds Arabic pages: with Arabic turned off the publisher writes no `ar/`. */
async function hasArabic(root) {
  return (await stat(join(root, 'ar')).catch(() => null))?.isDirectory() ?? false;
}

export function createSiteServer({ dir }) {
  const root = resolve(dir);
  const compressed = createCompressionCache();
  const BASE_HEADERS = securityHeaders();
  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    // `//evil.example/` parses as another host's address, and a page served at it would build
    // its links and redirects from that path: such addresses (and any backslash) are not ours.
    const rawPath = (req.url ?? '/').split('?')[0];
    const notOurs =
      !rawPath.startsWith('/') || /^\/[/\\]/.test(rawPath) || rawPath.includes('\\') || /%5c/i.test(rawPath);
    // Dotfiles (the publisher's bookkeeping, a build manifest) and source maps are not for
    // visitors either (deploy/nginx.conf refuses the same).
    const hidden = /(^|\/)\./.test(rawPath) || rawPath.endsWith('.map');
    // Checked in nginx's order: addresses not ours, then Arabic off, then hidden files.
    if (notOurs) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // A version without Arabic sends every Arabic address to its English page, query and all.
    // 302, never cached: the Arabic pages come back when the restaurant turns Arabic on again.
    const english = englishAddressOf(req.url ?? '/');
    if (english !== null && !(await hasArabic(root))) {
      res.writeHead(302, { ...BASE_HEADERS, Location: english, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (hidden) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(rawPath, 'http://localhost').pathname);
    } catch {
      res.writeHead(400, BASE_HEADERS).end('Bad request');
      return;
    }
    // The same for an address that spells the dot or the `.map` encoded (`/%2epages.json`).
    if (/(^|\/)\./.test(pathname) || pathname.endsWith('.map')) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403, BASE_HEADERS).end('Forbidden');
      return;
    }
    const send = async (path, status = 200) => {
      const info = await stat(path);
      const ext = extname(path);
      const hashed = path.includes(`${sep}assets${sep}`) && /-[A-Za-z0-9_-]{8,}\.(js|css|woff2)$/.test(path);
      const compressible = COMPRESSIBLE.has(ext);
      const etag = etagOf(info);
      const head = {
        ...BASE_HEADERS,
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        // As deploy/nginx.conf: hashed assets for a year; pages, the version manifest and the
        // published data (data/) never without asking again; anything else an hour.
        'Cache-Control': hashed
          ? 'public, max-age=31536000, immutable'
          : ext === '.html' || path === join(root, 'version.json') || path.startsWith(join(root, 'data') + sep)
            ? 'no-cache'
            : 'public, max-age=3600',
        ETag: etag,
        'Last-Modified': httpDate(info.mtimeMs),
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      };
      if (status === 200 && notModified(req, etag, info.mtimeMs)) {
        delete head['Content-Type'];
        res.writeHead(304, head).end();
        return;
      }
      const encoding =
        compressible && info.size >= MIN_COMPRESS_BYTES && info.size <= MAX_COMPRESS_BYTES
          ? chooseEncoding(req.headers['accept-encoding'])
          : 'identity';
      const body = encoding === 'identity' ? null : await compressed(path, info, encoding);
      if (body) {
        res.writeHead(status, { ...head, 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(status, { ...head, 'Content-Length': info.size });
      if (req.method === 'HEAD') res.end();
      // pipeline closes the file when the client goes away mid-download (pipe() would leak it).
      else pipeline(createReadStream(path), res).catch(() => undefined);
    };
    try {
      const info = await stat(file);
      if (info.isFile()) return await send(file);
      if (info.isDirectory()) {
        const index = join(file, 'index.html');
        if ((await stat(index).catch(() => null))?.isFile()) return await send(index);
      }
    } catch {
      // fall through
    }
    // Unknown file with an extension: a real 404. Anything else is a route for the app.
    if (extname(pathname)) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      // Every page of the version is prerendered: any other address is a 404 with the app's
      // shell, which shows the not-found page in the address's language (as nginx does).
      const shell = join(root, 'shell.html');
      if ((await stat(shell).catch(() => null))?.isFile()) return await send(shell, 404);
      await send(join(root, 'index.html'), 404);
    } catch {
      res.writeHead(500, BASE_HEADERS).end('The site has not been built: run npm run build');
    }
  });
}

export function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = option('dir', 'dist');
  const port = Number(option('port', process.env.PORT ?? 4173));
  const host = option('host', process.env.HOST ?? '127.0.0.1');
  const server = createSiteServer({ dir });
  await listen(server, port, host);
  console.log(`Site: http://${host}:${port}/ (serving ${dir})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
