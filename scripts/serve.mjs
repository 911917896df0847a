#!/usr/bin/env node
/**
 * Production server for the built site (dist/): static files with long-lived caching for
 * hashed assets and published images (`/media/`), the prerendered page of each address (any other address is a 404 with
 * shell.html, which shows the not-found page in the browser, as deploy/nginx.conf does; in a
 * version without Arabic, `/ar/…` is a 302 to the English page), and the
 * security headers every response should carry. Text files are sent as the publisher's
 * precompressed copies (`x.br`, `x.gz`, whichever the client prefers), or, where a folder has
 * none (a plain `npm run build`), compressed on the first request and kept in memory; every
 * file has an ETag and Last-Modified, so conditional requests get 304. Each answer follows the
 * served folder's link once and reads every file it sends through one open handle, so a publish
 * switching `current` meanwhile never mixes two versions. Errors are never cached (`no-store`).
 *
 * Several sites are served by host name (`--hosts published/hosts`): each request gets the folder
 * of its Host header's name, a link the publisher keeps to that site's live version
 * (publish/layout.ts), as deploy/nginx.conf's `root …/hosts/$host` does; with a single site the
 * link `_default` answers every other name too, and with several an unknown host is a 404.
 *
 *   node scripts/serve.mjs [--dir dist | --hosts published/hosts] [--port 4173] [--host 127.0.0.1]
 */
import { open, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
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
 * The encodings an Accept-Encoding header accepts, best first: brotli before gzip unless its
 * q-value is lower; `;q=0` refusals left out; `*` stands for any not named.
 */
export function acceptedEncodings(acceptEncoding) {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.trim() === '') return [];
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
  return ['br', 'gzip'].filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none
 * (`identity`). Honours q-values, `;q=0` refusals and `*`.
 */
export function chooseEncoding(acceptEncoding) {
  return acceptedEncodings(acceptEncoding)[0] ?? 'identity';
}

/**
 * Compressed bodies by file (its real path, which names its version), encoding and size + mtime,
 * with a byte budget. `read` reads the file from the handle the answer opened.
 */
function createCompressionCache(limit = CACHE_LIMIT_BYTES) {
  const entries = new Map();
  let total = 0;
  return async (path, info, encoding, read) => {
    const key = `${encoding}\0${path}`;
    const version = `${info.size}:${info.mtimeMs}`;
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.body;
    if (hit) {
      entries.delete(key);
      total -= hit.bytes;
    }
    // The promise is cached, so simultaneous first requests compress once.
    const body = read().then((data) =>
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
 * Styles: the site's files, and the one inline first-view <style> each page names by its hash in
 * its own meta policy (publish/steps/styles.ts); deploy/nginx.conf sends the same.
 */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Narrowed by each page's own policy to its one inline <style>, by hash
    // (publish/page-template.ts): a browser enforces both.
    "style-src 'self' 'unsafe-inline'",
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control of an answer, as deploy/nginx.conf's two maps compute it: by the address of
 * the file sent (`/menu` is `/menu/index.html`) for a 2xx or 3xx, and `no-store` for every error,
 * so a cache never keeps a missing file (a hashed asset or an image not synced yet) for a year.
 */
export function cacheControlOf(uri, status) {
  if (status >= 400) return 'no-store';
  if (
    /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2)$/.test(uri) ||
    uri.startsWith('/media/') ||
    // A page's data file, named by its content (src/data/prerenderData.ts).
    /^\/data\/pages\/[0-9a-f]{20}\.json$/.test(uri)
  )
    return IMMUTABLE;
  if (
    uri.endsWith('.html') ||
    uri.endsWith('/') ||
    uri === '/version.json' ||
    // The service worker: the browser must see a new version's worker at once (docs/offline.md).
    uri === '/sw.js' ||
    uri.startsWith('/data/') ||
    /^\/ar(\/|$)/.test(uri)
  )
    return 'no-cache';
  return 'public, max-age=3600';
}

/** The precompressed copies the publisher writes beside each text file (publish/precompress.ts). */
const SUFFIXES = { br: '.br', gzip: '.gz' };

/** An open regular file and its fstat, or null (missing, a folder, unreadable). */
export async function openFile(path) {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (info.isFile()) return { handle, info };
  } catch {
    // closed below
  }
  await handle.close().catch(() => undefined);
  return null;
}

/**
 * Sends an open file (its handle is closed once sent): exactly the bytes it had when it was
 * opened and fstat'd, whatever happens to its name meanwhile.
 */
export function sendOpen(req, res, { handle, info }, status, head) {
  res.writeHead(status, { ...head, 'Content-Length': info.size });
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    handle.close().catch(() => undefined);
    return;
  }
  // pipeline closes the file when the client goes away mid-download (pipe() would leak it).
  pipeline(handle.createReadStream({ start: 0, end: info.size - 1 }), res).catch(() => undefined);
}

/** The host link a single site also gets (build/publish-dir.ts DEFAULT_HOST). */
const DEFAULT_HOST = '_default';

/**
 * The host name a request asks for: its Host header without the port, lower case, without a
 * trailing dot; null when it is not a host name (a link name must never be `..` or hold a slash).
 */
export function hostNameOf(header) {
  if (typeof header !== 'string') return null;
  const name = header
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(name) ? name : null;
}

/**
 * The folder to serve a request from, in a folder of host links: the link of its host name, else
 * the default one (a single site's), else null (no site at this address).
 */
export async function siteFolderOf(hostsDir, hostHeader) {
  const name = hostNameOf(hostHeader);
  for (const link of name ? [name, DEFAULT_HOST] : [DEFAULT_HOST]) {
    const real = await realpath(join(hostsDir, link)).catch(() => null);
    if (real) return real;
  }
  return null;
}

/** Serves one folder (`dir`: a build, or a `current` link), or several sites by host name (`hosts`). */
export function createSiteServer(options) {
  return createServer(siteHandler(options));
}

/** The request handler of createSiteServer, for a server of another kind (the bench's HTTP/2 one). */
export function siteHandler({ dir, hosts }) {
  const root = dir === undefined ? null : resolve(dir);
  const hostsDir = hosts === undefined ? null : resolve(hosts);
  if (!root && !hostsDir) throw new Error('serve: give the folder to serve (dir) or the folder of host links (hosts)');
  const compressed = createCompressionCache();
  const BASE_HEADERS = securityHeaders();
  const fail = (res, status, text, headers = {}) =>
    res
      .writeHead(status, {
        ...BASE_HEADERS,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': cacheControlOf('', status),
        ...headers,
      })
      .end(text);
  // Nothing a request brings may throw out of the handler: an error no one handles would stop
  // the server, and with it every site it serves.
  const answer = (req, res) =>
    handle(req, res).catch(() => {
      if (!res.headersSent) fail(res, 500, 'Internal error');
      else res.destroy();
    });
  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      fail(res, 405, undefined, { Allow: 'GET, HEAD' });
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
      fail(res, 404, 'Not found');
      return;
    }
    // The folder served is a link (`current`, or a host's link to a site's `current`) that a
    // publish swaps for another version: follow it once, and take every file of this answer from
    // that one version (a page and its precompressed copy, its length and its ETag).
    const base = root ? await realpath(root).catch(() => root) : await siteFolderOf(hostsDir, req.headers.host);
    if (base === null) {
      // No site has this host name, and there are several: none of theirs is the right answer.
      fail(res, 404, 'No site is published at this address.');
      return;
    }
    // A version without Arabic sends every Arabic address to its English page, query and all.
    // 302, never cached: the Arabic pages come back when the restaurant turns Arabic on again.
    const english = englishAddressOf(req.url ?? '/');
    if (english !== null && !(await hasArabic(base))) {
      res.writeHead(302, { ...BASE_HEADERS, Location: english, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (hidden) {
      fail(res, 404, 'Not found');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(rawPath, 'http://localhost').pathname);
    } catch {
      fail(res, 400, 'Bad request');
      return;
    }
    // The same for an address that spells the dot or the `.map` encoded (`/%2epages.json`).
    if (/(^|\/)\./.test(pathname) || pathname.endsWith('.map')) {
      fail(res, 404, 'Not found');
      return;
    }
    const file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) {
      fail(res, 403, 'Forbidden');
      return;
    }
    /** Sends a file opened under `base`; the handle is the answer's to close. */
    const send = async (path, opened, status = 200) => {
      const { info } = opened;
      const ext = extname(path);
      const compressible = COMPRESSIBLE.has(ext);
      const etag = etagOf(info);
      const uri = '/' + relative(base, path).split(sep).join('/');
      const head = {
        ...BASE_HEADERS,
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlOf(uri, status),
        ETag: etag,
        'Last-Modified': httpDate(info.mtimeMs),
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      };
      if (status === 200 && notModified(req, etag, info.mtimeMs)) {
        await opened.handle.close().catch(() => undefined);
        delete head['Content-Type'];
        res.writeHead(304, head).end();
        return;
      }
      if (compressible) {
        // The publisher's copy, as nginx's brotli_static and gzip_static send it: from the same
        // version as the file (both under `base`), opened once.
        for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
          const copy = await openFile(path + SUFFIXES[encoding]);
          if (!copy) continue;
          await opened.handle.close().catch(() => undefined);
          sendOpen(req, res, copy, status, { ...head, 'Content-Encoding': encoding });
          return;
        }
      }
      // No copy (a build without them, a small file): compressed once here and kept in memory.
      const encoding =
        compressible && info.size >= MIN_COMPRESS_BYTES && info.size <= MAX_COMPRESS_BYTES
          ? chooseEncoding(req.headers['accept-encoding'])
          : 'identity';
      let body = null;
      if (encoding !== 'identity') {
        try {
          body = await compressed(path, info, encoding, () => opened.handle.readFile());
        } catch (error) {
          await opened.handle.close().catch(() => undefined);
          throw error;
        }
      }
      if (body) {
        await opened.handle.close().catch(() => undefined);
        res.writeHead(status, { ...head, 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      sendOpen(req, res, opened, status, head);
    };
    try {
      const found = await openFile(file);
      if (found) return await send(file, found);
      const index = join(file, 'index.html');
      const page = (await stat(file).catch(() => null))?.isDirectory() ? await openFile(index) : null;
      if (page) return await send(index, page);
      // Unknown file with an extension: a real 404. Anything else is a route for the app.
      if (extname(pathname)) {
        fail(res, 404, 'Not found');
        return;
      }
      // Every page of the version is prerendered: any other address is a 404 with the app's
      // shell, which shows the not-found page in the address's language (as nginx does).
      for (const name of ['shell.html', 'index.html']) {
        const shell = await openFile(join(base, name));
        if (shell) return await send(join(base, name), shell, 404);
      }
      fail(res, 500, 'The site has not been built: run npm run build');
    } catch {
      if (!res.headersSent) fail(res, 500, 'Internal error');
      else res.destroy();
    }
  };
  return answer;
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
  const hosts = option('hosts', undefined);
  const dir = hosts === undefined ? option('dir', 'dist') : undefined;
  const port = Number(option('port', process.env.PORT ?? 4173));
  const host = option('host', process.env.HOST ?? '127.0.0.1');
  const server = createSiteServer(hosts === undefined ? { dir } : { hosts });
  await listen(server, port, host);
  console.log(
    `Site: http://${host}:${port}/ (serving ${hosts === undefined ? dir : `the sites in ${hosts} by host name`})`,
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
